import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  encodeCollisionWaveId,
  decodeCollisionWaveId,
  reportedNewestOverlappedId,
  remapToMonotonic,
  decodePackerRegister,
  PopsError,
} from '../../../src/gpu/pops/index.js';
import { makeUnit, launchQuad, waitWouldEnd, packerFieldFor } from './helpers.js';

test('S4: wave IDs are 10-bit and wrap 1022, 1023, 0, 1 over 1024+ waves', () => {
  const unit = makeUnit('gfx10_3');
  const ids: number[] = [];
  for (let uid = 0; uid < 1030; uid++) {
    const l = launchQuad(unit, uid, 0, 0, [1, 0, 0, 0]);
    ids.push(l.waveId);
    assert.equal(decodeCollisionWaveId('gfx10_3', l.collisionWaveId).currentId, uid & 1023);
    unit.orderedPsDone(uid);
    unit.waveEnded(uid);
  }
  assert.deepEqual(ids.slice(1020, 1028), [1020, 1021, 1022, 1023, 0, 1, 2, 3]);
  assert.equal(unit.exitingWaveId(0), 1030 & 1023);
});

test('at most 1023 wave IDs of a packer are outstanding; launch stalls beyond', () => {
  const unit = makeUnit('gfx10');
  for (let uid = 0; uid < 1023; uid++) launchQuad(unit, uid, 0, 0, [0, 1, 0, 0]);
  const wave = unit.startPacking(0);
  unit.addQuad(wave, 2, 0, [1, 0, 0, 0]);
  assert.deepEqual(unit.launchBlock(wave), { kind: 'id-limit', packer: 0, exitingId: 0, holderUid: 0 });
  assert.throws(() => unit.launch(wave, 5000), (e: unknown) => e instanceof PopsError && e.code === 'launch-blocked');
  unit.orderedPsDone(0);
  assert.equal(unit.canLaunch(wave), true);
  assert.equal(unit.launch(wave, 5000).waveId, 1023);
  assert.equal(unit.stats().maxOutstandingIds, 1023);
});

test('S1: COLLISION_WAVEID bit layout per gfx level', () => {
  // [31] did overlap, [29:28] packer (GFX10+), [25:16] newest, [9:0] current.
  assert.equal(encodeCollisionWaveId('gfx10', true, 3, 5, 9), 0xb0050009);
  assert.equal(encodeCollisionWaveId('gfx11', false, 2, 0x3ff, 0x3fe), 0x23ff03fe);
  // GFX9: packer is bit 28 only.
  assert.equal(encodeCollisionWaveId('gfx9', true, 1, 5, 9), 0x90050009);
  assert.equal(encodeCollisionWaveId('gfx9', false, 3, 5, 9) >>> 28, 1);
  assert.deepEqual(decodeCollisionWaveId('gfx10_3', 0xa1230045), {
    didOverlap: true,
    packer: 2,
    newestOverlappedId: 0x123,
    currentId: 0x45,
  });
  assert.equal(decodeCollisionWaveId('gfx9', 0x30000000).packer, 1);
});

test('S4: GFX9 reports the newest overlapped ID one too small only behind the wraparound', () => {
  assert.equal(reportedNewestOverlappedId('gfx9', 1023, 1), 1022);
  assert.equal(reportedNewestOverlappedId('gfx9', 5, 9), 5);
  assert.equal(reportedNewestOverlappedId('gfx10', 1023, 1), 1023);
  assert.equal(reportedNewestOverlappedId('gfx10_3', 1023, 1), 1023);
  // The seed's remap: adding ~current makes the current wave 0xFFFFFFFF.
  assert.equal(remapToMonotonic(7, 7), 0xffffffff);
  assert.equal(remapToMonotonic(1023, 0), 1022);
  assert.equal(remapToMonotonic(0, 0) > remapToMonotonic(1023, 0), true);
});

for (const gfx of ['gfx9', 'gfx10'] as const) {
  test(`S4 end to end on ${gfx}: overlapping wave 1023 from wave 0`, () => {
    const unit = makeUnit(gfx);
    for (let uid = 0; uid < 1023; uid++) {
      launchQuad(unit, uid, 4, 4);
      unit.waveEnded(uid);
    }
    const a = launchQuad(unit, 2000, 0, 0); // ID 1023
    const b = launchQuad(unit, 2001, 0, 0); // ID 0, overlaps 1023
    assert.equal(a.waveId, 1023);
    const c = decodeCollisionWaveId(gfx, b.collisionWaveId);
    assert.equal(c.currentId, 0);
    assert.equal(c.didOverlap, true);
    assert.equal(c.newestOverlappedId, gfx === 'gfx9' ? 1022 : 1023);
    unit.setPackerRegister(2001, packerFieldFor(gfx, b.collisionWaveId));
    // With the +1 correction the wait holds until wave 1023 exits.
    assert.equal(waitWouldEnd(unit, 2001, b.collisionWaveId), false);
    if (gfx === 'gfx9') {
      // Without it the GFX9 shader enters while wave 1023 is still inside: a race.
      assert.equal(waitWouldEnd(unit, 2001, b.collisionWaveId, false), true);
    }
    unit.orderedPsDone(2000);
    assert.equal(waitWouldEnd(unit, 2001, b.collisionWaveId), true);
  });
}

test('S3: packer register values per gfx level', () => {
  assert.equal(decodePackerRegister('gfx9', 0b01, 2), 0);
  assert.equal(decodePackerRegister('gfx9', 0b10, 2), 1);
  assert.equal(decodePackerRegister('gfx9', 0b00, 2), null);
  assert.throws(() => decodePackerRegister('gfx9', 0b11, 2), (e: unknown) => e instanceof PopsError && e.code === 'bad-packer-register');
  assert.equal(decodePackerRegister('gfx10', 0b101, 4), 2);
  assert.equal(decodePackerRegister('gfx10_3', 0b110, 4), null);
  assert.throws(() => decodePackerRegister('gfx10', 0b111, 2), (e: unknown) => e instanceof PopsError && e.code === 'bad-packer-register');
  assert.throws(() => decodePackerRegister('gfx11', 1, 4), (e: unknown) => e instanceof PopsError && e.code === 'not-on-this-gfx');
});
