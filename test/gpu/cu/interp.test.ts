/**
 * Interpolation of a plane with two primitives in one wave: the SPI side
 * (writePrimitiveParams, primMaskFor) and the shader side (VINTRP on
 * GFX9–10.3, lds_param_load + VINTERP on GFX11) share param_layout.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  ParamLayoutError,
  paramAreaBytes,
  primMaskFor,
  quadPrimitives,
  writePrimitiveParams,
  type VertexAttribute,
} from '../../../src/gpu/cu/param_layout.js';
import { EXEC, f32, fromF32, setV, target, v } from './harness.js';
import { memWave } from './memory_harness.js';
import { runToEnd } from './harness.js';

const PARAM_OFFSET = 64;

/** attr0 is a dummy; attr1.x is flat per primitive, attr1.y a plane: P0 + 4i + 8j (prim 0), -1 + 2i + 1.5j (prim 1). */
const PRIMS: readonly (readonly VertexAttribute[])[] = [
  [
    [[0, 0, 0, 0], [1, 1, 1, 1], [2, 2, 2, 2]],
    [[10, 2, 0, 0], [10, 6, 0, 0], [10, 10, 0, 0]],
  ],
  [
    [[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]],
    [[20, -1, 0, 0], [20, 1, 0, 0], [20, 0.5, 0, 0]],
  ],
];

/** Hand-computed attr1.y at (i, j) = (lane / 64, 0.25). */
function expected(prim: number, lane: number): number {
  return prim === 0 ? 4 + lane / 16 : -0.625 + lane / 32;
}

function setupWave(text: string, gpu: string, wave32: boolean, firstQuadOfPrim1: number) {
  const t = target(gpu, wave32);
  const ws = wave32 ? 32 : 64;
  const quads = Array.from({ length: ws / 4 }, (_, q) => (q < firstQuadOfPrim1 ? 0 : 1));
  const lds = new Uint32Array((PARAM_OFFSET + paramAreaBytes(ws, 2)) / 4);
  writePrimitiveParams(lds, { waveSize: ws, paramOffset: PARAM_OFFSET }, 0, PRIMS[0]!);
  writePrimitiveParams(lds, { waveSize: ws, paramOffset: PARAM_OFFSET }, 1, PRIMS[1]!);
  const w = memWave(text, t, 16, lds);
  w.sgpr[2] = primMaskFor(quads, PARAM_OFFSET);
  setV(w, 0, (l) => f32(l / 64));
  setV(w, 1, () => f32(0.25));
  setV(w, 2, () => 0xdead);
  setV(w, 5, () => 0xdead);
  return { w, quads };
}

test('primMaskFor: M0 = new_prim_mask[15:1] at bits 30:16 over lds_param_offset', () => {
  const quads = Array.from({ length: 16 }, (_, q) => (q < 6 ? 0 : q < 15 ? 1 : 2));
  // Quad 6 starts primitive 1 (bit 15 + 6 = 21), quad 15 primitive 2 (bit 30).
  assert.equal(primMaskFor(quads, 0x40), ((1 << 21) | (1 << 30) | 0x40) >>> 0);
  assert.equal(primMaskFor([0, 0], 0, true), 0x80000000, 'bit 31 is BC_OPTIMIZE');
  const out = new Int32Array(16);
  quadPrimitives(primMaskFor(quads, 0x40), out);
  assert.deepEqual(Array.from(out), quads);
  assert.throws(() => primMaskFor([0, 2], 0), ParamLayoutError, 'primitives of a wave are consecutive');
  assert.equal(primMaskFor([0, 1, 1, 5], 0, false, 3), (1 << 16) >>> 0, 'only the first `quads` entries count (a wave\'s array is sized for a full wave)');
  assert.throws(() => primMaskFor([0], 2), ParamLayoutError, 'offset must be dword aligned');
  assert.throws(() => writePrimitiveParams(new Uint32Array(8), { waveSize: 64, paramOffset: 0 }, 0, PRIMS[0]!), ParamLayoutError);
});

for (const [gpu, wave32] of [['gfx900', false], ['gfx1030', false], ['gfx1030', true]] as const) {
  test(`VINTRP interpolates two primitives of one wave by M0's quad mask (${gpu}${wave32 ? ' wave32' : ''})`, () => {
    const text = 's_mov_b32 m0, s2\nv_interp_p1_f32 v2, v0, attr1.y\nv_interp_p2_f32 v2, v1, attr1.y\nv_interp_mov_f32 v3, p0, attr1.x\nv_interp_mov_f32 v4, p20, attr1.y\ns_endpgm';
    const { w, quads } = setupWave(text, gpu, wave32, 3);
    const last = w.waveSize - 1;
    if (wave32) w.sgpr[EXEC] = 0x7fffffff;
    else w.sgpr[EXEC + 1] = 0x7fffffff;
    runToEnd(w);
    for (let lane = 0; lane < last; lane++) {
      const prim = quads[lane >> 2]!;
      assert.equal(fromF32(v(w, 2, lane)), expected(prim, lane), `lane ${lane}`);
      assert.equal(fromF32(v(w, 3, lane)), prim === 0 ? 10 : 20);
      assert.equal(fromF32(v(w, 4, lane)), prim === 0 ? 8 : 1.5, 'P20 = P2 - P0');
    }
    assert.equal(v(w, 2, last), 0xdead, 'inactive lane untouched');
    assert.equal(fromF32(v(w, 2, 11)), 4 + 11 / 16, 'hand check: quad 2 is primitive 0');
    assert.equal(fromF32(v(w, 2, 12)), -0.625 + 12 / 32, 'hand check: quad 3 is primitive 1');
  });
}

for (const wave32 of [false, true]) {
  test(`GFX11 lds_param_load + v_interp_p10/p2 interpolate two primitives (${wave32 ? 'wave32' : 'wave64'})`, () => {
    const text = 's_mov_b32 m0, s2\nlds_param_load v4, attr1.y\nv_interp_p10_f32 v5, v4, v0, v4\nv_interp_p2_f32 v5, v4, v1, v5\ns_endpgm';
    const { w, quads } = setupWave(text, 'gfx1100', wave32, 5);
    // Lane 21 is inactive, but its quad (20..23) is still loaded for its neighbours.
    w.sgpr[EXEC] = ~(1 << 21) >>> 0;
    runToEnd(w);
    assert.deepEqual([20, 21, 22, 23].map((l) => fromF32(v(w, 4, l))), [-1, 2, 1.5, 0], 'quad 5: P0, P10, P20 of primitive 1, lane 3 = 0');
    assert.deepEqual([0, 1, 2].map((l) => fromF32(v(w, 4, l))), [2, 4, 8]);
    for (let lane = 0; lane < w.waveSize; lane++) {
      if (lane === 21) continue;
      assert.equal(fromF32(v(w, 5, lane)), expected(quads[lane >> 2]!, lane), `lane ${lane}`);
    }
    assert.equal(v(w, 5, 21), 0xdead);
  });
}

test('GFX11 v_interp_p10_f32 applies neg per source and clamp', () => {
  const w = memWave('v_interp_p10_f32 v3, -v0, v1, v2 clamp\nv_interp_p2_f32 v4, v0, -v1, v2\ns_endpgm', target('gfx1100', true));
  setV(w, 0, (l) => f32(l % 4 === 1 ? -2 : l % 4 === 2 ? 3 : 100));
  setV(w, 1, (l) => f32(l % 4 === 3 ? 10 : 0.25));
  setV(w, 2, (l) => f32(l % 4 === 0 ? 0.25 : 7));
  runToEnd(w);
  // p10: -(-2) * s1 + 0.25 with s0 from quad lane 1 and s2 from quad lane 0; lane 3's 20.25 clamps to 1.
  assert.deepEqual([0, 1, 2, 3].map((l) => fromF32(v(w, 3, l))), [0.75, 0.75, 0.75, 1]);
  // p2: 3 * -0.25 + s2[lane].
  assert.deepEqual([0, 1].map((l) => fromF32(v(w, 4, l))), [-0.5, 6.25]);
});
