/**
 * S4 end to end: the GFX9 off-by-one in the newest overlapped wave ID, made
 * observable. The conformance suite cannot show it (docs/cts.md, "Negative
 * tests"); this scene can, because its waves form one serial chain in which
 * every wave overlaps the previous one and writes the same words:
 *
 * an 8x8 viewport is one 16x16 packer tile and 16 quads, so each full-screen
 * triangle is exactly one wave64 of packer 0, and wave k overlaps wave k−1 at
 * every pixel. Wave 1024 (10-bit ID 0) overlaps wave 1023 (ID 1023 > 0,
 * behind the wraparound), which GFX9 reports as 1022. Without the +1 fix
 * wave 1024 leaves its wait loop when wave 1022 exits — the moment wave 1023
 * is released too — so both read the counter before either stores it, and
 * one increment per wrap is lost (measured: 1025 waves → 1024, 2050 → 2048).
 * With the fix, and on GFX10.3 (exact ID, no fix in the sequence), every
 * increment lands.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { popsCounterShader, runScene } from './scene.js';

const DIM = 8;

/** The example's GFX9 `s_cmp_gt_u32 newest, current` + `s_addc_u32` pair (the S4 fix), removed. */
function withoutWrapFix(p: { before: string; after: string }): { before: string; after: string } {
  const lines = p.before.split('\n');
  const fix = lines.findIndex((l) => l.startsWith('s_cmp_gt_u32'));
  assert.ok(fix >= 0 && lines[fix + 1]!.startsWith('s_addc_u32'), 'the GFX9 example carries the S4 fix');
  // Two one-dword SOP instructions become two s_nop: branch offsets stay valid.
  lines.splice(fix, 2, 's_nop 0', 's_nop 0');
  return { ...p, before: lines.join('\n') };
}

function counters(gfx: GfxLevel, triangles: number, fix: boolean): Set<number> {
  const shader = popsCounterShader(gfx, DIM, fix ? undefined : withoutWrapFix);
  const scene = runScene({ gfx, shader, width: DIM, height: DIM, triangles, pops: true });
  // One wave per triangle, all in one packer: the wave count is the triangle count.
  assert.equal(scene.stats.wavesLaunched, triangles);
  return new Set(scene.counters());
}

test('S4: gfx9 without the wraparound fix loses exactly one increment once wave IDs wrap (1025 serial waves)', () => {
  assert.deepEqual([...counters('gfx9', 1025, false)], [1024]);
});

test('S4: gfx9 without the fix is exact while no wave has wrapped (1024 waves: IDs 0..1023)', () => {
  assert.deepEqual([...counters('gfx9', 1024, false)], [1024]);
});

test('S4: gfx9 with the fix orders the waves across the wraparound', () => {
  assert.deepEqual([...counters('gfx9', 1025, true)], [1025]);
});

test('S4: gfx10.3 reports the exact ID and needs no fix across the wraparound', () => {
  assert.deepEqual([...counters('gfx10_3', 1025, true)], [1025]);
});
