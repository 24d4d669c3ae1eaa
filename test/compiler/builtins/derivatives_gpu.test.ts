/**
 * Issue 15: derivatives in fragment shaders (GLSL 4.50 8.13.1: dFdx, dFdy,
 * their Fine and Coarse forms, fwidth*) on float and vec2–4, on every
 * generation, through the API on the GPU model. A triangle covers the lower
 * left half of an 8×8 grid, so the quads along its diagonal are partly
 * covered and their helper lanes must compute the derivatives' sources
 * (whole-quad mode, isel_wqm.ts). Each pixel reads its own inputs (helpers
 * too) and writes its results; the check is against a TypeScript reference
 * built from the quad's four inputs and against the IR interpreter run with
 * the uncovered pixels as helper lanes. Helpers write nothing (their words
 * keep the sentinel), gl_HelperInvocation is false in every writing lane,
 * and after demote the demoted lanes still feed their neighbours'
 * derivatives while writing nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInstance, type Device } from '../../../src/api/index.js';
import { interpretShader, type InterpEnv } from '../../../src/compiler/ir/interpret.js';
import { bitsToF32, f32ToBits } from '../../../src/compiler/ir/types.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { prng } from '../../support/prng.js';
import { spirvOf } from './batch_runner.js';
import { ulp, withinTolerance } from './float_tolerance.js';

const CHIPS: Readonly<Record<GfxLevel, string>> = { gfx9: 'RAVEN', gfx10: 'NAVI10', gfx10_3: 'NAVI21', gfx11: 'NAVI31' };
const W = 8;
const PIXELS = W * W;
const SENTINEL = 0xdeadbeef;
/** Input vec4s per pixel and output words per pixel. */
const IN_VECS = 3;

/** The lower-left triangle: NDC (-1,-1), (1.1,-1), (-1,1.1); x + y < ~7.4 pixels from the corner. */
const VS = `#version 450
layout(location = 0) out float u;
void main() {
  vec2 p = vec2(gl_VertexIndex == 1 ? 1.1 : -1.0, gl_VertexIndex == 2 ? 1.1 : -1.0);
  u = 3.0 * p.x + 0.5 * p.y;
  gl_Position = vec4(p, 0.0, 1.0);
}`;

type Form = 'dFdx' | 'dFdy' | 'dFdxFine' | 'dFdyFine' | 'dFdxCoarse' | 'dFdyCoarse' | 'fwidth' | 'fwidthFine' | 'fwidthCoarse';
const FORMS: readonly Form[] = ['dFdx', 'dFdy', 'dFdxFine', 'dFdyFine', 'dFdxCoarse', 'dFdyCoarse', 'fwidth', 'fwidthFine', 'fwidthCoarse'];
const TYPES = ['float', 'vec2', 'vec3', 'vec4'] as const;
const SWIZZLE = ['.x', '.xy', '.xyz', ''];

interface Output {
  readonly label: string;
  /** Reference per pixel (from the quad's inputs) and component; several acceptable values where GLSL lets the implementation choose. */
  readonly ref: (inputs: readonly (readonly number[])[], pixel: number, comp: number) => readonly number[];
  readonly tol: (ref: number) => number;
  readonly comps: number;
}

/** Quad lanes 0 1 / 2 3 of pixel p: [top-left, top-right, bottom-left, bottom-right] pixel numbers. */
function quadOf(p: number): [number, number, number, number] {
  const x = p % W & ~1;
  const y = Math.floor(p / W) & ~1;
  return [y * W + x, y * W + x + 1, (y + 1) * W + x, (y + 1) * W + x + 1];
}

/** The interpreter's lanes form quads 4q … 4q+3 (0 1 / 2 3): the pixel each lane shades. */
function pixelOfLane(lane: number): number {
  const q = lane >> 2;
  const x = 2 * (q % (W / 2)) + (lane & 1);
  const y = 2 * Math.floor(q / (W / 2)) + ((lane >> 1) & 1);
  return y * W + x;
}

/** Derivative of per-pixel values `v` at pixel p: fine along the pixel's row/column, coarse along the quad's first. */
function derivative(v: (pixel: number) => number, p: number, axis: 'x' | 'y', fine: boolean): number {
  const q = quadOf(p);
  const inRight = p % W & 1;
  const inBottom = Math.floor(p / W) & 1;
  if (axis === 'x') {
    const row = fine && inBottom ? 2 : 0;
    return v(q[row + 1]!) - v(q[row]!);
  }
  const col = fine && inRight ? 1 : 0;
  return v(q[col + 2]!) - v(q[col]!);
}

function formRef(form: Form, v: (pixel: number) => number, p: number): number[] {
  const fineOnly = form.endsWith('Fine');
  const coarseOnly = form.endsWith('Coarse');
  const variants = fineOnly ? [true] : coarseOnly ? [false] : [false, true];
  return variants.map((fine) => {
    const dx = derivative(v, p, 'x', fine);
    const dy = derivative(v, p, 'y', fine);
    if (form.startsWith('dFdx')) return dx;
    if (form.startsWith('dFdy')) return dy;
    return Math.abs(dx) + Math.abs(dy);
  });
}

/** The first shader's outputs: every form on every type of input 0, a product, the interpolated varying, gl_HelperInvocation. */
function outputs(): { glsl: string[]; outs: Output[] } {
  const glsl: string[] = [];
  const outs: Output[] = [];
  // A subtraction of two f32 values: correctly rounded; fwidth adds two of them.
  const one = (r: number): number => 0.5 * ulp(r) + 1e-30;
  for (const form of FORMS) {
    TYPES.forEach((type, n) => {
      glsl.push(`${type} r${outs.length} = ${form}(a${SWIZZLE[n]});`);
      outs.push({ label: `${form}(${type})`, comps: n + 1, ref: (inp, p, c) => formRef(form, (q) => inp[q]![c]!, p), tol: (r) => (form.startsWith('fwidth') ? 2 * one(r) + ulp(r) : one(r)) });
    });
  }
  // The source is computed per lane, helpers included: b·c + a (one fused or two roundings per lane, then the difference).
  glsl.push('float r' + outs.length + ' = dFdxFine(b.x * c.y + a.z);');
  outs.push({ label: 'dFdxFine(b.x*c.y + a.z)', comps: 1, ref: (inp, p) => formRef('dFdxFine', (q) => inp[q]![4]! * inp[q]![9]! + inp[q]![2]!, p), tol: (r) => 4 * ulp(64) + one(r) });
  // u = 3x + 0.5y in NDC: ∂u/∂x = 3·2/8, ∂u/∂y = 0.5·2/8 per pixel (interpolation rounds per pixel).
  glsl.push(`float r${outs.length} = dFdxFine(u);`);
  outs.push({ label: 'dFdxFine(varying)', comps: 1, ref: () => [0.75], tol: () => 1e-4 });
  glsl.push(`float r${outs.length} = dFdyCoarse(u);`);
  outs.push({ label: 'dFdyCoarse(varying)', comps: 1, ref: () => [0.125], tol: () => 1e-4 });
  glsl.push(`uint r${outs.length} = uint(gl_HelperInvocation);`);
  outs.push({ label: 'gl_HelperInvocation', comps: 1, ref: () => [0], tol: () => 0 });
  return { glsl, outs };
}

function shaderSource(glsl: readonly string[], outs: readonly Output[], demote: boolean): string {
  let w = 0;
  const stores = outs.flatMap((o, k) =>
    Array.from({ length: o.comps }, (_, c) => {
      const comp = o.comps === 1 ? `r${k}` : `r${k}[${c}]`;
      return `outp.w[ob + ${w++}u] = ${o.label === 'gl_HelperInvocation' ? comp : `floatBitsToUint(${comp})`};`;
    }),
  );
  return `#version 450
${demote ? '#extension GL_EXT_demote_to_helper_invocation : require\n' : ''}layout(set = 0, binding = 0, std430) readonly buffer In { vec4 v[]; } inp;
layout(set = 0, binding = 1, std430) buffer Out { uint w[]; } outp;
layout(location = 0) in float u;
void main() {
  uint p = uint(gl_FragCoord.y) * ${W}u + uint(gl_FragCoord.x);
  uint ob = p * ${w}u;
  vec4 a = inp.v[p * ${IN_VECS}u];
  vec4 b = inp.v[p * ${IN_VECS}u + 1u];
  vec4 c = inp.v[p * ${IN_VECS}u + 2u];
  ${demote ? 'if ((p & 1u) == 1u) demote;' : ''}
  ${glsl.join('\n  ')}
  ${stores.join('\n  ')}
}`;
}

interface Run {
  readonly words: Uint32Array;
  readonly interp: Uint32Array;
  readonly outWords: number;
}

async function run(dev: Device, source: string, inputs: Float32Array, outWords: number, helpers: (covered: boolean[]) => { live: boolean[]; helper: boolean[] }): Promise<Run> {
  const vs = dev.createShaderModule(await spirvOf(VS, 'vertex'));
  const fs = dev.createShaderModule(await spirvOf(source, 'fragment'));
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }, { binding: 1, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
  const inBuf = dev.createBuffer({ size: inputs.byteLength, usage: ['storage'] });
  dev.writeBuffer(inBuf, 0, inputs);
  const outBuf = dev.createBuffer({ size: PIXELS * outWords * 4, usage: ['storage'] });
  dev.writeBuffer(outBuf, 0, new Uint32Array(PIXELS * outWords).fill(SENTINEL));
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets([
    { set, binding: 0, type: 'storage-buffer', buffer: { buffer: inBuf } },
    { set, binding: 1, type: 'storage-buffer', buffer: { buffer: outBuf } },
  ]);
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: W, height: W } });
  cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]);
  cb.setViewport({ x: 0, y: 0, width: W, height: W, minDepth: 0, maxDepth: 1 }).setScissor({ x: 0, y: 0, width: W, height: W }).draw(3).endRendering().end();
  dev.submit([cb]);
  const words = new Uint32Array(dev.readBuffer(outBuf).slice().buffer);

  // Covered pixels are the ones that wrote (the first word of the last output is gl_HelperInvocation, 0 when written).
  const covered = Array.from({ length: PIXELS }, (_, p) => words[p * outWords + outWords - 1] !== SENTINEL);
  const { live, helper } = helpers(covered);
  const interp = new Uint32Array(PIXELS * outWords).fill(SENTINEL);
  const inWords = new Uint32Array(inputs.buffer);
  const env: InterpEnv = {
    input(instr, lane) {
      const p = pixelOfLane(lane);
      const x = (p % W) + 0.5;
      const y = Math.floor(p / W) + 0.5;
      if (instr.op === 'load_frag_coord') return f32ToBits([x, y, 0, 1][instr.index.component ?? 0]!);
      if (instr.op === 'load_input') return f32ToBits(3 * ((2 * x) / W - 1) + 0.5 * ((2 * y) / W - 1));
      throw new Error(`interpreter input ${instr.op}`);
    },
    resource(instr, _lane, srcs) {
      const address = (srcs[0]! + (instr.index.offset ?? 0)) / 4;
      if (instr.op === 'load_ssbo') return [inWords[address]!];
      if (instr.op === 'store_ssbo') {
        interp[address] = srcs[1]!;
        return [];
      }
      throw new Error(`interpreter resource ${instr.op}`);
    },
  };
  const byLane = (perPixel: boolean[]): boolean[] => Array.from({ length: PIXELS }, (_, l) => perPixel[pixelOfLane(l)]!);
  interpretShader(pipeline.built.fragment.ir!, env, { subgroupSize: PIXELS, live: byLane(live), helpers: byLane(helper) });
  return { words, interp, outWords };
}

/** Lanes of quads with a covered pixel run; their uncovered pixels are helpers. */
function quadHelpers(covered: boolean[]): { live: boolean[]; helper: boolean[] } {
  const live = covered.map((_, p) => quadOf(p).some((q) => covered[q]));
  return { live, helper: covered.map((c, p) => live[p]! && !c) };
}

function check(r: Run, outs: readonly Output[], inputs: Float32Array, writes: (p: number) => boolean, failures: string[]): void {
  const perPixel = Array.from({ length: PIXELS }, (_, p) => Array.from(inputs.subarray(p * 4 * IN_VECS, (p + 1) * 4 * IN_VECS)));
  for (let p = 0; p < PIXELS; p++) {
    let w = p * r.outWords;
    for (const o of outs) {
      for (let c = 0; c < o.comps; c++, w++) {
        const g = r.words[w]!;
        const i = r.interp[w]!;
        if (!writes(p)) {
          if (g !== SENTINEL) failures.push(`${o.label} pixel ${p}: a pixel that must not write wrote 0x${g.toString(16)}`);
          continue;
        }
        const refs = o.ref(perPixel, p, c);
        const ok = (v: number): boolean => refs.some((ref) => withinTolerance(o.label === 'gl_HelperInvocation' ? v : bitsToF32(v), ref, o.tol(ref)));
        if (!ok(g)) failures.push(`${o.label} pixel ${p} [${c}]: GPU ${o.label === 'gl_HelperInvocation' ? g : bitsToF32(g)}, reference ${refs.join(' or ')}`);
        if (!ok(i)) failures.push(`${o.label} pixel ${p} [${c}]: interpreter ${o.label === 'gl_HelperInvocation' ? i : bitsToF32(i)}, reference ${refs.join(' or ')}`);
      }
    }
  }
}

function randomInputs(seed: number): Float32Array {
  const rnd = prng(seed);
  return Float32Array.from({ length: PIXELS * 4 * IN_VECS }, () => (rnd() - 0.5) * 16);
}

for (const gfx of Object.keys(CHIPS) as GfxLevel[]) {
  test(`${gfx}: derivatives over partly covered quads (helper lanes in whole-quad mode); helpers write nothing`, async () => {
    const dev = createInstance().physicalDevice(CHIPS[gfx]).createDevice({ enabledExtensions: [], features: { core: { fragmentStoresAndAtomics: true } } });
    const { glsl, outs } = outputs();
    const outWords = outs.reduce((n, o) => n + o.comps, 0);
    const inputs = randomInputs(7);
    const r = await run(dev, shaderSource(glsl, outs, false), inputs, outWords, quadHelpers);
    const covered = Array.from({ length: PIXELS }, (_, p) => r.words[p * outWords + outWords - 1] !== SENTINEL);
    // The triangle's diagonal leaves partly covered quads: their helpers are what this test is about.
    const partial = new Set(covered.map((c, p) => (c ? -1 : quadOf(p)[0])).filter((q) => q >= 0 && quadOf(q).some((x) => covered[x])));
    assert.ok(partial.size >= 3, `partly covered quads: ${partial.size}`);
    assert.ok(covered[0] && !covered[PIXELS - 1]);
    const failures: string[] = [];
    check(r, outs, inputs, (p) => covered[p]!, failures);
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} mismatches`);
  });

  test(`${gfx}: after demote, demoted lanes keep feeding derivatives and write nothing`, async () => {
    const dev = createInstance().physicalDevice(CHIPS[gfx]).createDevice({ enabledExtensions: [], features: { core: { fragmentStoresAndAtomics: true } } });
    const fine = outputs();
    const keep = fine.outs.map((o, k) => ({ o, g: fine.glsl[k]! })).filter(({ o }) => /Fine\((float|vec4)\)$/.test(o.label) || o.label === 'gl_HelperInvocation');
    const outs = keep.map(({ o }) => o);
    const glsl = keep.map(({ g }, k) => g.replace(/^(\w+) r\d+/, `$1 r${k}`));
    const outWords = outs.reduce((n, o) => n + o.comps, 0);
    const inputs = randomInputs(8);
    // The interpreter runs the odd pixels too: demote turns them into helpers in the shader itself.
    const r = await run(dev, shaderSource(glsl, outs, true), inputs, outWords, (covered) => quadHelpers(covered.map((c, p) => c || (p & 1) === 1)));
    const failures: string[] = [];
    const inside = (p: number): boolean => (p % W) + Math.floor(p / W) <= 5;
    check(r, outs, inputs, (p) => (p & 1) === 0 && r.words[p * outWords + outWords - 1] !== SENTINEL, failures);
    for (let p = 0; p < PIXELS; p++) {
      if (inside(p) && (p & 1) === 0) assert.notEqual(r.words[p * outWords + outWords - 1], SENTINEL, `pixel ${p} is covered and wrote`);
      if ((p & 1) === 1) assert.equal(r.words[p * outWords], SENTINEL, `demoted pixel ${p} wrote nothing`);
    }
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} mismatches`);
  });
}
