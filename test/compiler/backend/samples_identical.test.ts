/**
 * The seed-004 article's resolve shaders, compiled from GLSL as printed
 * (OpenGL dialect) for RAVEN (gfx9), NAVI21 (gfx10.3) and NAVI31 (gfx11):
 *  - M2/M3: on GFX9–10.3 the emitted code reads FMASK once — one
 *    `image_load dmask:0x1` of the FMASK T#, outside the loop — although the
 *    shader has NUM_SAMPLES texelFetches and the samples-identical query;
 *  - GFX11 has no FMASK: no FMASK load, and the query folds to false, so
 *    the averaging loop always runs (no false positive, M3);
 *  - the reference interpreter gives the plain and the samples-identical
 *    shaders the same resolved colour, where FMASK is 0 and where it is not.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSpirv, type CompileResult } from '../../../src/compiler/compile.js';
import { compileGlsl } from '../../../src/compiler/glsl/index.js';
import { interpretShader, type InterpEnv } from '../../../src/compiler/ir/interpret.js';
import type { CfList, IntrinsicInstr } from '../../../src/compiler/ir/index.js';
import { bitsToF32, f32ToBits } from '../../../src/compiler/ir/index.js';
import { parseTarget } from '../../../src/isa/gfx_level.js';
import { FMASK_DESCRIPTOR_OFFSET } from '../../../src/compiler/backend/isel_memory.js';
import { NO_FMASK_VALUE } from '../../../src/compiler/passes/index.js';
import { loopsOf, machineCode } from '../machine_code.js';
import { shaderPath, shaderText } from '../spirv/helpers.js';
import { compileFile, compileListing } from '../../../src/cli/compile_command.js';

const CHIPS = ['raven', 'navi21', 'navi31'] as const;
const NUM_SAMPLES = 4;

async function compileArticle(name: string, chip: string): Promise<CompileResult> {
  const spirv = await compileGlsl(shaderText(`article/${name}.frag`), 'fragment');
  return compileSpirv({ spirv, stage: 'fragment', target: parseTarget(chip), validate: true });
}

interface ImageLoad {
  readonly index: number;
  readonly dmask: number;
  /** Byte offset of the descriptor in the set (the s_load that filled its SGPRs). */
  readonly descriptorOffset: number;
}

/** Every MIMG image_load with the set offset its descriptor was loaded from. */
function imageLoads(r: CompileResult, chip: string): { loads: ImageLoad[]; inLoop: (index: number) => boolean } {
  const mc = machineCode(r.code, parseTarget(chip));
  const descriptorAt = new Map<number, number>();
  for (const m of mc) {
    const s = /^s_load_(?:dwordx8|b256) s\[(\d+):\d+\], s\[0:1\], (0x[0-9a-f]+|null|0)$/.exec(m.text);
    if (s) descriptorAt.set(Number(s[1]), s[2] === 'null' ? 0 : Number(s[2]));
  }
  const loads = mc.flatMap((m) => {
    const l = /^image_load v\S+, v\S+, s\[(\d+):\d+\] dmask:(0x[0-9a-f]+)/.exec(m.text);
    if (!l) return [];
    const descriptorOffset = descriptorAt.get(Number(l[1]));
    assert.notEqual(descriptorOffset, undefined, `${m.text}: descriptor not loaded by an s_load from the set`);
    return [{ index: m.index, dmask: Number(l[2]), descriptorOffset: descriptorOffset! }];
  });
  const loops = loopsOf(mc);
  return { loads, inLoop: (i) => loops.some((l) => l.head <= i && i <= l.latch) };
}

/** Whether the function body holds a loop outside any `if` (it always runs). */
function loopAtTopLevel(body: CfList): boolean {
  return body.some((n) => n.kind === 'loop');
}

for (const name of ['resolve_samples_identical', 'resolve_samples_identical_vote'] as const) {
  for (const chip of ['raven', 'navi21'] as const) {
    test(`${chip}: ${name} reads FMASK once for ${NUM_SAMPLES} texelFetches and the query (M2, M3)`, async () => {
      const r = await compileArticle(name, chip);
      const { loads, inLoop } = imageLoads(r, chip);
      const fmask = loads.filter((l) => l.descriptorOffset === FMASK_DESCRIPTOR_OFFSET);
      const texels = loads.filter((l) => l.descriptorOffset === 0);
      assert.equal(fmask.length, 1, r.disassembly);
      assert.equal(fmask[0]!.dmask, 0x1);
      assert.ok(!inLoop(fmask[0]!.index), 'the FMASK read is not repeated by the loop');
      // texelFetch(…, 0) before the query and the loop's texelFetch(…, i): fragment fetches, after the FMASK read.
      assert.equal(texels.length, 2);
      assert.ok(texels.every((t) => t.dmask === 0xf && t.index > fmask[0]!.index));
      assert.equal(loads.length, 3);
      // ACO's no-FMASK fallback: FMASK T# dword 1 compared with 0, the fetch replaced by 0x76543210.
      assert.match(r.disassembly, /^s_cmp_lg_u32 s\d+, 0$/m);
      assert.match(r.disassembly, new RegExp(`^v_mov_b32_e32 v\\d+, 0x${NO_FMASK_VALUE.toString(16)}$`, 'm'));
    });
  }

  test(`navi31: ${name} has no FMASK load and the query folds to false, so the loop always runs (M3)`, async () => {
    const r = await compileArticle(name, 'navi31');
    const { loads } = imageLoads(r, 'navi31');
    assert.equal(loads.length, 2, r.disassembly);
    assert.ok(loads.every((l) => l.descriptorOffset === 0 && l.dmask === 0xf));
    assert.doesNotMatch(r.irText, /fragment_mask_fetch|fragment_fetch/);
    if (name === 'resolve_samples_identical') assert.ok(loopAtTopLevel(r.ir.functions[0]!.body), r.irText);
    else assert.doesNotMatch(r.irText, /= ieq /); // the vote's operand is the constant `true`
  });
}

for (const chip of ['raven', 'navi21'] as const) {
  test(`${chip}: the plain resolve reads FMASK once for its ${NUM_SAMPLES} texelFetches (M2)`, async () => {
    const { loads } = imageLoads(await compileArticle('resolve_plain', chip), chip);
    assert.equal(loads.filter((l) => l.descriptorOffset === FMASK_DESCRIPTOR_OFFSET && l.dmask === 0x1).length, 1);
    assert.equal(loads.length, 3);
  });
}

/**
 * One pixel of a 4x multisample surface as the texture unit sees it:
 * FMASK (4 bits per sample, sample 0 in bits 3:0) and the stored fragments.
 */
interface MsPixel {
  readonly fmask: number;
  readonly fragments: readonly (readonly number[])[];
}

const rgba = (k: number): number[] => [k / 16, (15 - k) / 16, (k % 3) / 4, 1];

/** Pixels with FMASK 0 (one fragment), partial coverage, four fragments, and a nonzero FMASK whose fragments are equal. */
const PIXELS: readonly MsPixel[] = [
  { fmask: 0, fragments: [rgba(3)] },
  { fmask: 0, fragments: [rgba(11)] },
  { fmask: 0x1100, fragments: [rgba(2), rgba(9)] },
  { fmask: 0x3210, fragments: [rgba(1), rgba(4), rgba(7), rgba(13)] },
  { fmask: 0x0101, fragments: [rgba(5), rgba(5)] },
  { fmask: 0x8000, fragments: [rgba(6), rgba(14)] }, // EQAA's "unknown" (8) reads as fragment 0
];

const sampleColour = (p: MsPixel, sample: number): readonly number[] => p.fragments[(p.fmask >>> (4 * sample)) & 7]!;

function surfaceEnv(pixelOf: (lane: number) => MsPixel): InterpEnv {
  return {
    input: (instr: IntrinsicInstr, lane: number) => f32ToBits((instr.index.component === 0 ? lane : 0) + 0.5),
    resource: (instr: IntrinsicInstr, lane: number, srcs: readonly number[]) => {
      const p = pixelOf(srcs[0]!);
      assert.equal(srcs[0], lane);
      switch (instr.op) {
        case 'fragment_mask_fetch':
          return [p.fmask];
        case 'fragment_fetch':
          return p.fragments[srcs[2]!]!.map(f32ToBits);
        case 'image_fetch':
          return sampleColour(p, srcs[2]!).map(f32ToBits);
        default:
          throw new Error(`unexpected ${instr.op}`);
      }
    },
  };
}

function resolveColours(r: CompileResult): number[][] {
  const result = interpretShader(r.ir, surfaceEnv((x) => PIXELS[x % PIXELS.length]!), { subgroupSize: 64 });
  return result.lanes.map((l) => [0, 1, 2, 3].map((c) => bitsToF32(l.outputs.get(`0.${c}`)!)));
}

for (const chip of CHIPS) {
  test(`${chip}: the plain and the samples-identical resolves give the same colour, FMASK 0 or not (M3: no false positive)`, async () => {
    const plain = resolveColours(await compileArticle('resolve_plain', chip));
    const average = (p: MsPixel): number[] => [0, 1, 2, 3].map((c) => [0, 1, 2, 3].reduce((s, k) => s + sampleColour(p, k)[c]!, 0) / NUM_SAMPLES);
    plain.forEach((colour, x) => assert.deepEqual(colour, average(PIXELS[x % PIXELS.length]!), `pixel ${x}`));
    for (const name of ['resolve_samples_identical', 'resolve_samples_identical_vote'] as const) {
      assert.deepEqual(resolveColours(await compileArticle(name, chip)), plain, name);
    }
  });
}

test('popsim compile takes the article shaders as written on RAVEN, NAVI21 and NAVI31 and prints what it bound where', async () => {
  for (const chip of CHIPS) {
    for (const name of ['texel_fetch', 'resolve_plain', 'resolve_samples_identical', 'resolve_samples_identical_vote']) {
      const target = parseTarget(chip);
      const r = await compileFile({ file: shaderPath(`article/${name}.frag`), target, showIr: false, debug: {} });
      assert.match(compileListing(r, target, false), /^; OpenGL GLSL, bound by popsim: tex → set 0 binding 0; .*in coord → location 0; out frag_color → location 0$/m);
    }
  }
  const target = parseTarget('raven');
  const listing = compileListing(await compileFile({ file: shaderPath('article/texel_fetch.frag'), target, showIr: false, debug: {} }), target, false);
  assert.match(listing, /popsim_DefaultUniforms \{ samplePos @0 \} → set 0 binding 1;/);
});
