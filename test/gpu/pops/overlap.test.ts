import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_POPS_DRAW, PopsError } from '../../../src/gpu/pops/index.js';
import { makeUnit, launchQuad } from './helpers.js';

test('R2: quads sharing a pixel but no sample overlap only at pixel granularity', () => {
  for (const [log2, expected] of [[0, true], [2, false]] as const) {
    const unit = makeUnit('gfx10_3', { rasterSamplesLog2: 2, overlapSamplesLog2: log2 });
    launchQuad(unit, 1, 0, 0, [0b0011, 0, 0, 0]);
    const b = launchQuad(unit, 2, 0, 0, [0b1100, 0, 0, 0]);
    assert.equal(b.didOverlap, expected, `POPS_OVERLAP_NUM_SAMPLES log2 ${log2}`);
    const c = launchQuad(unit, 3, 0, 0, [0b0100, 0, 0, 0]);
    assert.equal(c.didOverlap, true); // shares sample 2 with wave 2
  }
});

test('R2: the launch names the lanes whose own pixel overlapped (the POPS-wait map\'s overlapped lanes)', () => {
  for (const [log2, expected] of [[0, 0b0100], [2, 0]] as const) {
    const unit = makeUnit('gfx10_3', { rasterSamplesLog2: 2, overlapSamplesLog2: log2 });
    const a = launchQuad(unit, 1, 0, 0, [0, 0, 0b0011, 0]);
    assert.deepEqual([a.overlapLanesLo, a.overlapLanesHi], [0, 0], 'nothing before it');
    // Pixel (0,1) (lane 2) shares the pixel with wave 1, not a sample; pixels (0,0) and (1,1) are new.
    const b = launchQuad(unit, 2, 0, 0, [0b1111, 0, 0b1100, 0b1111]);
    assert.deepEqual([b.overlapLanesLo, b.overlapLanesHi], [expected, 0], `POPS_OVERLAP_NUM_SAMPLES log2 ${log2}`);
  }
});

test('R4: overlap is by sample index across draws with different sample counts, no flush', () => {
  const unit = makeUnit('gfx9', { rasterSamplesLog2: 2, overlapSamplesLog2: 2 });
  launchQuad(unit, 1, 0, 0, [0b0010, 0, 0, 0]); // 4x, sample 1
  unit.configureDraw({ ...DEFAULT_POPS_DRAW, rasterSamplesLog2: 1, overlapSamplesLog2: 1 });
  assert.equal(launchQuad(unit, 2, 0, 0, [0b01, 0, 0, 0]).didOverlap, false); // 2x, sample 0
  assert.equal(launchQuad(unit, 3, 0, 0, [0b10, 0, 0, 0]).didOverlap, true); // 2x, sample 1 = index 1
  // A pixel-interlock draw after them overlaps whatever covers the pixel.
  unit.configureDraw({ ...DEFAULT_POPS_DRAW });
  assert.equal(launchQuad(unit, 4, 0, 0, [1, 0, 0, 0]).didOverlap, true);
});

test('S10: GFX11 export_ready is raised once the overlapped waves exported done or ended', () => {
  const unit = makeUnit('gfx11', { rasterSamplesLog2: 2, overrideIntrinsicRateLog2: 2, dbZNumSamplesLog2: 2 });
  const a = launchQuad(unit, 1, 0, 0, [0b0100, 0, 0, 0]);
  const b = launchQuad(unit, 2, 0, 0, [0b0110, 0, 0, 0]);
  const c = launchQuad(unit, 3, 0, 0, [0b1000, 0, 0, 0]);
  assert.equal(a.collisionWaveId, 0); // no IDs visible to GFX11 shaders
  assert.equal(b.didOverlap, true);
  assert.equal(c.didOverlap, false);
  assert.equal(unit.isExportReady(1), true);
  assert.equal(unit.isExportReady(2), false);
  assert.equal(unit.isExportReady(3), true);
  unit.waveEnded(1); // ending counts as the done export
  assert.equal(unit.isExportReady(2), true);
  const d = launchQuad(unit, 4, 0, 0, [0b0010, 0, 0, 0]);
  assert.equal(unit.isExportReady(4), false);
  unit.exportDone(2);
  assert.equal(unit.isExportReady(4), true);
  assert.equal(d.intrawaveCollision, 0);
});

test('R5: GFX11 with DB_Z_INFO.NUM_SAMPLES different from MSAA_NUM_SAMPLES misses every overlap (assumption)', () => {
  const cfg = { rasterSamplesLog2: 2, overrideIntrinsicRateLog2: 2 };
  const good = makeUnit('gfx11', { ...cfg, dbZNumSamplesLog2: 2 });
  const bad = makeUnit('gfx11', { ...cfg, dbZNumSamplesLog2: 0 });
  for (const unit of [good, bad]) {
    launchQuad(unit, 1, 0, 0, [0b0100, 0, 0, 0]);
    launchQuad(unit, 2, 0, 0, [0b0100, 0, 0, 0]);
  }
  assert.equal(good.isExportReady(2), false);
  assert.equal(bad.isExportReady(2), true); // both in the ordered section at once: a race
  // Sample 0 is not seen either: the DB matches no coverage at all.
  launchQuad(bad, 3, 2, 0, [0b0001, 0, 0, 0]);
  const four = launchQuad(bad, 4, 2, 0, [0b0001, 0, 0, 0]);
  assert.equal(four.didOverlap, false);
  assert.equal(bad.isExportReady(4), true);
  // 1x: NUM_SAMPLES 0 matches MSAA_NUM_SAMPLES 0, overlaps are seen.
  const single = makeUnit('gfx11', { rasterSamplesLog2: 0, dbZNumSamplesLog2: 0 });
  launchQuad(single, 1, 0, 0);
  launchQuad(single, 2, 0, 0);
  assert.equal(single.isExportReady(2), false);
});

test('S12 on GFX10/10.3: without export space waves run unsynchronized', () => {
  for (const gfx of ['gfx10', 'gfx10_3'] as const) {
    const unit = makeUnit(gfx, { exportSpace: false });
    const a = launchQuad(unit, 1, 0, 0);
    const b = launchQuad(unit, 2, 0, 0);
    assert.equal(a.registered, false);
    assert.equal(b.didOverlap, false);
    assert.equal(b.collisionWaveId >>> 31, 0);
    assert.deepEqual(unit.waitBlock(2), { kind: 'unsynchronized', reason: 'no-export-space' });
    assert.equal(unit.outstanding(0), 0);
    assert.equal(unit.stats().unsynchronizedWaves, 2);
    // With export space again, nobody sees the earlier waves.
    unit.configureDraw({ ...DEFAULT_POPS_DRAW });
    assert.equal(launchQuad(unit, 3, 0, 0).didOverlap, false);
  }
});

test('S12 on GFX9: no export skipping exists, waves synchronize', () => {
  const unit = makeUnit('gfx9', { exportSpace: false });
  launchQuad(unit, 1, 0, 0);
  assert.equal(launchQuad(unit, 2, 0, 0).didOverlap, true);
});

test('S12 on GFX11: without export space export_ready never comes and others are never released', () => {
  const unit = makeUnit('gfx11', { exportSpace: false });
  launchQuad(unit, 1, 0, 0);
  assert.equal(unit.isExportReady(1), false);
  assert.deepEqual(unit.waitBlock(1), { kind: 'no-export-space', packer: 0 });
  unit.exportDone(1);
  unit.waveEnded(1);
  unit.configureDraw({ ...DEFAULT_POPS_DRAW });
  launchQuad(unit, 2, 0, 0);
  assert.equal(unit.isExportReady(2), false);
  const block = unit.waitBlock(2);
  assert.equal(block.kind === 'waiting' && block.holder, 'no-export-space');
  assert.match(unit.describeBlocked(2), /wave 1 .*export/);
});

test('S8: intrawave collision mask 0b0000001110000100 from the seed', () => {
  const unit = makeUnit('gfx10', { intrawaveCollision: true });
  const wave = unit.startPacking(0);
  const full = [1, 1, 1, 1];
  // Quad positions inside tile (0,0); layer starts at quads 2, 7, 8, 9.
  const positions: Array<[number, number]> = [
    [0, 0], [2, 0], [0, 0], [4, 0], [6, 0], [8, 0], [10, 0], [4, 0],
    [4, 0], [4, 0], [12, 0], [14, 0], [0, 2], [2, 2], [4, 2], [6, 2],
  ];
  for (const [x, y] of positions) assert.equal(unit.addQuad(wave, x, y, full), 'added');
  assert.equal(unit.addQuad(wave, 8, 2, full), 'full');
  const l = unit.launch(wave, 1);
  assert.equal(l.intrawaveCollision, 0b0000001110000100);
  assert.equal(l.didOverlap, true);
  assert.equal(unit.stats().intrawaveLayerStarts, 4);
  // Only intrawave overlap: once the packer is set, the wait ends at once.
  unit.setPackerRegister(1, 1);
  assert.deepEqual(unit.waitBlock(1), { kind: 'none' });
});

test('S8: without INTRAWAVE_COLLISION (and always on GFX11) an overlapping quad starts a new wave', () => {
  for (const [gfx, intrawave] of [['gfx9', false], ['gfx11', true]] as const) {
    const unit = makeUnit(gfx, { intrawaveCollision: intrawave });
    const wave = unit.startPacking(0);
    assert.equal(unit.addQuad(wave, 0, 0, [1, 0, 0, 0]), 'added');
    assert.equal(unit.addQuad(wave, 0, 0, [0, 1, 0, 0]), 'added'); // other pixel of the quad
    assert.equal(unit.addQuad(wave, 0, 0, [1, 0, 0, 0]), 'collision-new-wave');
    assert.equal(wave.quadCount, 2);
    assert.equal(unit.launch(wave, 1).intrawaveCollision, 0);
    const next = unit.startPacking(0);
    unit.addQuad(next, 0, 0, [1, 0, 0, 0]);
    assert.equal(unit.launch(next, 2).didOverlap, true);
    assert.equal(unit.stats().collisionSplits, 1);
  }
});

test('wave32 waves hold 8 quads', () => {
  const unit = makeUnit('gfx10_3', { wave64: false });
  const wave = unit.startPacking(0);
  for (let i = 0; i < 8; i++) assert.equal(unit.addQuad(wave, i * 2, 0, [1, 1, 1, 1]), 'added');
  assert.equal(unit.addQuad(wave, 0, 2, [1, 1, 1, 1]), 'full');
});

test('bad input: unaligned quads, quads of another packer, bad configs and parameters', () => {
  const unit = makeUnit('gfx10');
  const wave = unit.startPacking(0);
  const code = (c: string) => (e: unknown) => e instanceof PopsError && e.code === c;
  assert.throws(() => unit.addQuad(wave, 1, 0, [1, 1, 1, 1]), code('bad-quad'));
  assert.throws(() => unit.addQuad(wave, 16, 0, [1, 1, 1, 1]), code('wrong-packer'));
  assert.throws(() => unit.addQuad(wave, 0, 1 << 14, [1, 1, 1, 1]), code('bad-quad'));
  assert.throws(() => makeUnit('gfx11', { drainOnOverlap: true }), code('bad-config'));
  assert.throws(() => makeUnit('gfx9', { wave64: false }), code('bad-config'));
  assert.throws(() => makeUnit('gfx10', { overlapSamplesLog2: 5 }), code('bad-config'));
  assert.throws(() => makeUnit('gfx9', {}, { packers: 3 }), code('bad-params'));
  assert.equal(makeUnit('gfx10', {}, { packers: 4 }).packers, 4);
  assert.throws(() => makeUnit('gfx10', {}, { packers: 5 }), code('bad-params'));
});
