/**
 * Remaining image/builtin ops: AMD fragment-mask fetches (FMASK T# 32 bytes
 * after the image T#, RADV's convention; M1, M2), image_atomic_cmpswap's
 * dmask, and gl_SamplePosition as fract(POS_X/Y_FLOAT).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BackendError, compileShader } from '../../../src/compiler/backend/index.js';
import { Builder, createShader, type Shader } from '../../../src/compiler/ir/index.js';
import { targetOf, type GfxLevel } from '../../../src/isa/gfx_level.js';
import { findLlvmMc, mcAssemble, wordsToBytes } from '../../../tools/llvm_mc.js';

const info = { stage: 'fragment', interlock: undefined, earlyFragmentTests: false, originUpperLeft: true, depthReplacing: false, sampleShading: true } as const;

function build(body: (b: Builder) => void): Shader {
  const s = createShader(info);
  body(Builder.forFunction(s, s.entry));
  return s;
}

/** fmask = fragmentMaskFetchAMD(tex, (x, y)); frag = fragmentFetchAMD(tex, (x, y), fmask & 0xf). */
const fragmentShader = (): Shader =>
  build((b) => {
    const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
    const [fy] = b.intrinsic('load_frag_coord', [], { component: 1 });
    const x = b.alu('f2i', fx!);
    const y = b.alu('f2i', fy!);
    const idx = { set: 0, binding: 2, dim: '2d_ms' } as const;
    const [fmask] = b.intrinsic('fragment_mask_fetch', [x, y], idx);
    const texel = b.intrinsic('fragment_fetch', [x, y, b.alu('iand', fmask!, b.i32(0xf))], idx, ['f32', 'f32', 'f32', 'f32']);
    texel.forEach((v, c) => b.intrinsic('store_output', [v], { location: 0, component: c }));
  });

const cmpswapShader = (): Shader =>
  build((b) => {
    const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
    const x = b.alu('f2i', fx!);
    const idx = { set: 0, binding: 0, dim: '2d', format: 'r32ui', atomic: 'comp_swap' } as const;
    const [old] = b.intrinsic('image_atomic', [x, x, b.i32(5), b.i32(0)], idx);
    b.intrinsic('store_output', [old!], { location: 0, component: 0 });
  });

const samplePosShader = (): Shader =>
  build((b) => {
    for (const c of [0, 1]) {
      const [p] = b.intrinsic('load_sample_pos', [], { component: c });
      b.intrinsic('store_output', [p!], { location: 0, component: c });
    }
  });

const FMASK_LEVELS: readonly GfxLevel[] = ['gfx9', 'gfx10', 'gfx10_3'];

for (const gfx of FMASK_LEVELS) {
  test(`${gfx}: fragment_mask_fetch loads the FMASK T# 32 bytes after the image T# and image_loads dword x; fragment_fetch reads the colour T# at the fragment index`, () => {
    const r = compileShader(fragmentShader(), { target: targetOf(gfx) });
    const ls = r.disassembly.trim().split('\n');
    const image = ls.find((l) => /^s_load_dwordx8 s\[\d+:\d+\], s\[0:1\], (0x40)$/.test(l));
    const fmask = ls.find((l) => /^s_load_dwordx8 s\[\d+:\d+\], s\[0:1\], 0x60$/.test(l));
    assert.ok(image && fmask, r.disassembly);
    const fmaskDesc = fmask.split(' ')[1]!.replace(',', '');
    const imageDesc = image.split(' ')[1]!.replace(',', '');
    const dim2d = gfx === 'gfx9' ? '' : ' dim:SQ_RSRC_IMG_2D';
    const dimMs = gfx === 'gfx9' ? '' : ' dim:SQ_RSRC_IMG_2D_MSAA';
    const maskLoad = ls.findIndex((l) => l.startsWith('image_load v') && l.endsWith(`${fmaskDesc} dmask:0x1${dim2d} unorm`));
    const fragLoad = ls.findIndex((l) => l.startsWith('image_load v[') && l.endsWith(`${imageDesc} dmask:0xf${dimMs} unorm`));
    assert.ok(maskLoad >= 0 && fragLoad > maskLoad, r.disassembly);
  });
}

test('gfx11: fragment-mask fetches are a typed error naming FMASK', () => {
  assert.throws(() => compileShader(fragmentShader(), { target: targetOf('gfx11') }), (e: unknown) => e instanceof BackendError && e.code === 'unsupported' && /FMASK/.test(e.message));
});

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: image_atomic_cmpswap carries {data, comparator} with dmask 0x3 and glc`, () => {
    const r = compileShader(cmpswapShader(), { target: targetOf(gfx) });
    assert.match(r.disassembly, /^image_atomic_cmpswap v\[\d+:\d+\], v(\[\d+:\d+\]|\d+), s\[\d+:\d+\] dmask:0x3 .*unorm glc$/m);
  });

  test(`${gfx}: gl_SamplePosition = fract(POS_X/Y_FLOAT), enabling both position inputs`, () => {
    const r = compileShader(samplePosShader(), { target: targetOf(gfx) });
    assert.equal(r.config.spiPsInputEna & (3 << 8), 3 << 8);
    assert.equal(r.disassembly.match(/^v_fract_f32_e32 /gm)?.length, 2);
  });
}

test('fragment fetches, cmpswap and sample positions re-assemble with llvm-mc 15', (t) => {
  if (!findLlvmMc()) {
    t.skip('llvm-mc 15 not installed');
    return;
  }
  for (const gfx of ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'] as const) {
    const target = targetOf(gfx);
    const shaders = [cmpswapShader(), samplePosShader(), ...(gfx === 'gfx11' ? [] : [fragmentShader()])];
    for (const s of shaders) {
      const r = compileShader(s, { target });
      const bytes = mcAssemble(r.disassembly.trim().split('\n'), { cpu: target.cpu, wave64: target.wave64 }).flatMap((m) => {
        assert.equal(m.error, undefined, `${gfx}: ${m.error}`);
        return m.bytes!;
      });
      assert.deepEqual(bytes, wordsToBytes(r.code), gfx);
    }
  }
});
