/**
 * Runs a batch of cases as one fragment shader through the API on the GPU
 * model and through the IR interpreter, and compares both with the cases'
 * TypeScript references.
 *
 * The shader reads each case's arguments from a buffer, one set per pixel of
 * an 8×4 grid (one draw of a full-screen triangle, every pixel covered), and
 * writes every result component as a word to a storage buffer. Divergent
 * mode reads a storage buffer at the pixel's address (VALU code); uniform
 * mode reads a uniform buffer at a row chosen by a push constant, one draw
 * per row (SALU code where the op has an SALU form, else VALU + readfirstlane).
 */
import { compileGlsl } from '../../../src/compiler/glsl/index.js';
import { interpretShader, type InterpEnv } from '../../../src/compiler/ir/interpret.js';
import { bitsToF32, f32ToBits } from '../../../src/compiler/ir/types.js';
import type { Device } from '../../../src/api/index.js';
import { FULLSCREEN_TRIANGLE_VS } from '../../api/api_fixture.js';
import { prng } from '../../support/prng.js';
import { toBits, type Case, type RefValues, type Values } from './case.js';
import { withinTolerance } from './float_tolerance.js';
import { components, componentOf, fromWord, glslName, toWord } from './glsl_type.js';

export const GRID_W = 8;
export const GRID_H = 4;
export const PIXELS = GRID_W * GRID_H;
/** Rows of uniform inputs (one draw each) in uniform mode. */
export const UNIFORM_ROWS = 3;

export type Mode = 'divergent' | 'uniform';

interface Layout {
  readonly inOffset: readonly number[];
  readonly outOffset: readonly number[];
  /** Words per pixel (uniform mode: per row, padded to whole uvec4s). */
  readonly inWords: number;
  readonly outWords: number;
}

function layoutOf(cases: readonly Case[]): Layout {
  const inOffset: number[] = [];
  const outOffset: number[] = [];
  let i = 0;
  let o = 0;
  for (const c of cases) {
    inOffset.push(i);
    outOffset.push(o);
    i += c.args.reduce((n, t) => n + components(t), 0);
    o += c.results.reduce((n, t) => n + components(t), 0);
  }
  return { inOffset, outOffset, inWords: Math.ceil(Math.max(i, 1) / 4) * 4, outWords: o };
}

/** The GLSL of a batch: each case in its own block, reading a0…, writing r0… . */
export function batchSource(cases: readonly Case[], mode: Mode, stage: 'fragment' | 'vertex' = 'fragment'): string {
  const l = layoutOf(cases);
  const read = (k: number): string => (mode === 'divergent' ? `inp.w[ib + ${k}u]` : `u.w[ib4 + ${k >> 2}u][${k & 3}]`);
  const body = cases.map((c, n) => {
    let k = l.inOffset[n]!;
    const lines: string[] = [];
    c.args.forEach((t, a) => {
      const comps = Array.from({ length: components(t) }, () => fromWord(t.base, read(k++)));
      lines.push(`${glslName(t)} a${a} = ${comps.length === 1 ? comps[0] : `${glslName(t)}(${comps.join(', ')})`};`);
    });
    c.results.forEach((t, r) => lines.push(`${glslName(t)} r${r};`));
    lines.push(c.code);
    let q = l.outOffset[n]!;
    c.results.forEach((t, r) => {
      for (let j = 0; j < components(t); j++) lines.push(`outp.w[ob + ${q++}u] = ${toWord(t.base, componentOf(t, `r${r}`, j))};`);
    });
    return `  { // ${c.id}\n    ${lines.join('\n    ')}\n  }`;
  });
  const decls =
    mode === 'divergent'
      ? 'layout(set = 0, binding = 0, std430) readonly buffer In { uint w[]; } inp;'
      : `layout(set = 0, binding = 2, std140) uniform U { uvec4 w[${(UNIFORM_ROWS * l.inWords) / 4}]; } u;\nlayout(push_constant) uniform PC { uint row; } pc;`;
  const pixel = stage === 'fragment' ? 'uint(gl_FragCoord.y) * ' + `${GRID_W}u + uint(gl_FragCoord.x)` : 'uint(gl_VertexIndex)';
  const bases =
    mode === 'divergent'
      ? `uint ib = p * ${l.inWords}u;\n  uint ob = p * ${l.outWords}u;`
      : `uint ib4 = pc.row * ${l.inWords / 4}u;\n  uint ob = (pc.row * ${PIXELS}u + p) * ${l.outWords}u;`;
  return `#version 450
${decls}
layout(set = 0, binding = 1, std430) writeonly buffer Out { uint w[]; } outp;
void main() {
  uint p = ${pixel};
  ${bases}
${body.join('\n')}
}
`;
}

export interface BatchRun {
  readonly args: Values[][];
  /** Output words per pixel (uniform mode: per row × pixel). */
  readonly gpu: Uint32Array;
  readonly interp: Uint32Array;
  readonly layout: Layout;
}

/** Arguments of every case for `sets` input sets (pixels, or uniform rows), seeded per batch. */
function drawInputs(cases: readonly Case[], sets: number, seed: number): Values[][] {
  const rnd = prng(seed);
  return Array.from({ length: sets }, (_, p) => cases.map((c) => c.gen(rnd, p)));
}

function packInputs(cases: readonly Case[], args: Values[][], l: Layout): Uint32Array {
  const words = new Uint32Array(args.length * l.inWords);
  args.forEach((perCase, s) => {
    perCase.forEach((values, n) => {
      let k = s * l.inWords + l.inOffset[n]!;
      values.forEach((comps, a) => comps.forEach((v) => (words[k++] = toBits(cases[n]!.args[a]!.base, v, f32ToBits))));
    });
  });
  return words;
}

const SPIRV_CACHE = new Map<string, Uint32Array>();

/** glslang once per source: every generation runs the same SPIR-V. */
export async function spirvOf(source: string, stage: 'vertex' | 'fragment'): Promise<Uint32Array> {
  let words = SPIRV_CACHE.get(source);
  if (words === undefined) SPIRV_CACHE.set(source, (words = await compileGlsl(source, stage)));
  return words;
}

/** Runs the batch on `dev` (GPU model) and with the interpreter on the pipeline's optimised IR. */
export async function runBatch(dev: Device, cases: readonly Case[], mode: Mode, seed: number): Promise<BatchRun> {
  const l = layoutOf(cases);
  const sets = mode === 'divergent' ? PIXELS : UNIFORM_ROWS;
  const args = drawInputs(cases, sets, seed);
  const input = packInputs(cases, args, l);
  const outWords = (mode === 'divergent' ? PIXELS : UNIFORM_ROWS * PIXELS) * l.outWords;

  const vs = dev.createShaderModule(await spirvOf(FULLSCREEN_TRIANGLE_VS, 'vertex'));
  const fs = dev.createShaderModule(await spirvOf(batchSource(cases, mode), 'fragment'));
  const bindings = [{ binding: 1, type: 'storage-buffer' as const }, mode === 'divergent' ? { binding: 0, type: 'storage-buffer' as const } : { binding: 2, type: 'uniform-buffer' as const }];
  const setLayout = dev.createDescriptorSetLayout({ bindings });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout], pushConstantRanges: mode === 'uniform' ? [{ offset: 0, size: 4 }] : [] });
  const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
  const inBuf = dev.createBuffer({ size: input.byteLength, usage: [mode === 'divergent' ? 'storage' : 'uniform'] });
  dev.writeBuffer(inBuf, 0, input);
  const outBuf = dev.createBuffer({ size: outWords * 4, usage: ['storage'] });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets([
    { set, binding: 1, type: 'storage-buffer', buffer: { buffer: outBuf } },
    mode === 'divergent' ? { set, binding: 0, type: 'storage-buffer', buffer: { buffer: inBuf } } : { set, binding: 2, type: 'uniform-buffer', buffer: { buffer: inBuf } },
  ]);
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: GRID_W, height: GRID_H } });
  cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]);
  cb.setViewport({ x: 0, y: 0, width: GRID_W, height: GRID_H, minDepth: 0, maxDepth: 1 }).setScissor({ x: 0, y: 0, width: GRID_W, height: GRID_H });
  for (let row = 0; row < (mode === 'divergent' ? 1 : UNIFORM_ROWS); row++) {
    if (mode === 'uniform') cb.pushConstants(layout, 0, Uint32Array.of(row));
    cb.draw(3);
  }
  cb.endRendering().end();
  dev.submit([cb]);
  const gpu = new Uint32Array(dev.readBuffer(outBuf).slice().buffer);

  const interp = new Uint32Array(outWords);
  const rows = mode === 'divergent' ? [0] : Array.from({ length: UNIFORM_ROWS }, (_, r) => r);
  for (const row of rows) {
    const env: InterpEnv = {
      input(instr, lane) {
        if (instr.op !== 'load_frag_coord') throw new Error(`interpreter input ${instr.op}`);
        const c = instr.index.component ?? 0;
        return f32ToBits(c === 0 ? (lane % GRID_W) + 0.5 : c === 1 ? Math.floor(lane / GRID_W) + 0.5 : c === 2 ? 0 : 1);
      },
      resource(instr, _lane, srcs) {
        const address = (srcs[0]! + (instr.index.offset ?? 0)) / 4;
        switch (instr.op) {
          case 'load_ssbo':
          case 'load_ubo':
            return [input[address]!];
          case 'load_push_constant':
            return [row];
          case 'store_ssbo':
            interp[address] = srcs[1]!;
            return [];
          default:
            throw new Error(`interpreter resource ${instr.op}`);
        }
      },
    };
    interpretShader(pipeline.built.fragment.ir!, env, { subgroupSize: PIXELS });
  }
  return { args, gpu, interp, layout: l };
}

function describe(v: number, base: string): string {
  return base === 'float' ? `${bitsToF32(v)} (0x${v.toString(16)})` : `0x${(v >>> 0).toString(16)}`;
}

/** Compares GPU and interpreter with the references; returns one line per mismatching component. */
export function compareBatch(cases: readonly Case[], mode: Mode, run: BatchRun): string[] {
  const failures: string[] = [];
  const sets = mode === 'divergent' ? PIXELS : UNIFORM_ROWS;
  for (let s = 0; s < sets; s++) {
    cases.forEach((c, n) => {
      const args = run.args[s]![n]!;
      const ref: RefValues = c.ref(args);
      // Uniform mode: every pixel of the row computed the same values.
      const pixels = mode === 'divergent' ? [s] : Array.from({ length: PIXELS }, (_, p) => s * PIXELS + p);
      for (const p of pixels) {
        let q = p * run.layout.outWords + run.layout.outOffset[n]!;
        c.results.forEach((t, r) => {
          for (let k = 0; k < components(t); k++, q++) {
            const g = run.gpu[q]!;
            const i = run.interp[q]!;
            const want = ref[r]?.[k];
            const where = `${c.id} [${mode} ${mode === 'divergent' ? 'pixel' : 'row'} ${s}] r${r}[${k}] args ${JSON.stringify(args)}`;
            if (t.base !== 'float') {
              const w = want === undefined ? undefined : toBits(t.base, want, f32ToBits);
              if (g !== i) failures.push(`${where}: GPU ${describe(g, t.base)} ≠ interpreter ${describe(i, t.base)}`);
              else if (w !== undefined && g !== w) failures.push(`${where}: GPU and interpreter ${describe(g, t.base)} ≠ reference ${describe(w, t.base)}`);
              continue;
            }
            const gf = bitsToF32(g);
            const inf = bitsToF32(i);
            if (want === undefined) {
              if (!withinTolerance(gf, inf, c.tol(args, inf, k))) failures.push(`${where}: GPU ${describe(g, 'float')} vs interpreter ${describe(i, 'float')}`);
              continue;
            }
            const tol = c.tol(args, want, k);
            if (!withinTolerance(gf, want, tol)) failures.push(`${where}: GPU ${describe(g, 'float')} vs reference ${want} (tolerance ${tol})`);
            if (!withinTolerance(inf, want, tol)) failures.push(`${where}: interpreter ${describe(i, 'float')} vs reference ${want} (tolerance ${tol})`);
          }
        });
      }
    });
  }
  return failures;
}
