import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeCollisionWaveId, remapToMonotonic, PopsError } from '../../../src/gpu/pops/index.js';
import { makeUnit, launchQuad, waitWouldEnd, packerFieldFor } from './helpers.js';

test('S5: the exiting wave ID advances in order when waves exit out of order', () => {
  const unit = makeUnit('gfx10');
  launchQuad(unit, 10, 0, 0);
  launchQuad(unit, 11, 2, 0);
  launchQuad(unit, 12, 4, 0);
  assert.equal(unit.exitingWaveId(0), 0);
  unit.orderedPsDone(12);
  assert.equal(unit.exitingWaveId(0), 0);
  unit.orderedPsDone(10);
  assert.equal(unit.exitingWaveId(0), 1);
  unit.waveEnded(11); // never set the packer: ending counts as exiting
  assert.equal(unit.exitingWaveId(0), 3);
  assert.equal(unit.outstanding(0), 0);
});

test('S9: a second ORDERED_PS_DONE is ignored', () => {
  const unit = makeUnit('gfx9');
  launchQuad(unit, 1, 0, 0);
  launchQuad(unit, 2, 2, 0);
  launchQuad(unit, 3, 4, 0);
  unit.orderedPsDone(2);
  unit.orderedPsDone(2);
  assert.equal(unit.exitingWaveId(0), 0);
  unit.orderedPsDone(1);
  assert.equal(unit.exitingWaveId(0), 2); // wave 3 still holds it
});

test('S9: ending without ORDERED_PS_DONE after setting the packer blocks later overlapping waves', () => {
  const unit = makeUnit('gfx10_3');
  const a = launchQuad(unit, 100, 0, 0);
  unit.setPackerRegister(100, packerFieldFor('gfx10_3', a.collisionWaveId));
  unit.waveEnded(100); // no ORDERED_PS_DONE
  const b = launchQuad(unit, 101, 0, 0);
  assert.equal(b.didOverlap, true);
  unit.setPackerRegister(101, packerFieldFor('gfx10_3', b.collisionWaveId));
  assert.equal(waitWouldEnd(unit, 101, b.collisionWaveId), false);
  assert.deepEqual(unit.waitBlock(101), {
    kind: 'waiting',
    packer: 0,
    waveId: 1,
    waitForId: 0,
    exitingId: 0,
    holderUid: 100,
    holder: 'ended-without-done',
  });
  const text = unit.describeBlocked(101);
  assert.match(text, /wave 100 \(ID 0\)/);
  assert.match(text, /packer 0/);
  assert.match(text, /ORDERED_PS_DONE \(S9\)/);
  // Later waves at other pixels pass the exiting ID never: it stays at 0.
  launchQuad(unit, 102, 2, 0);
  unit.orderedPsDone(102);
  unit.orderedPsDone(101);
  assert.equal(unit.exitingWaveId(0), 0);
});

test('S9: the same wave ending with ORDERED_PS_DONE releases the overlapping wave', () => {
  const unit = makeUnit('gfx10');
  const a = launchQuad(unit, 1, 0, 0);
  unit.setPackerRegister(1, packerFieldFor('gfx10', a.collisionWaveId));
  const b = launchQuad(unit, 2, 0, 0);
  unit.setPackerRegister(2, packerFieldFor('gfx10', b.collisionWaveId));
  unit.setPackerRegister(2, packerFieldFor('gfx10', b.collisionWaveId)); // S3: same value again is harmless
  assert.equal(unit.waitBlock(2).kind, 'waiting');
  assert.match(unit.describeBlocked(2), /has not exited/);
  unit.orderedPsDone(1);
  unit.waveEnded(1);
  assert.deepEqual(unit.waitBlock(2), { kind: 'none' });
  assert.equal(waitWouldEnd(unit, 2, b.collisionWaveId), true);
});

test('S2: with did-overlap 0 a wait loop run anyway never ends, whatever the exiting ID', () => {
  const unit = makeUnit('gfx9');
  launchQuad(unit, 1, 2, 0);
  const b = launchQuad(unit, 2, 0, 0);
  const c = decodeCollisionWaveId('gfx9', b.collisionWaveId);
  assert.equal(c.didOverlap, false);
  assert.equal(unit.waitBlock(2).kind, 'no-overlap');
  assert.match(unit.describeBlocked(2), /\(S2\)/);
  for (let exiting = 0; exiting < 1024; exiting++) {
    const loopEnds = remapToMonotonic(exiting, c.currentId) > remapToMonotonic(c.newestOverlappedId, c.currentId);
    assert.equal(loopEnds, false);
  }
});

test('S3: a wave polling the wrong packer reads the wrong exiting ID', () => {
  const unit = makeUnit('gfx10', {}, { packers: 2 });
  // Tile (1,0) → packer 1.
  const a = launchQuad(unit, 1, 16, 0);
  const b = launchQuad(unit, 2, 16, 0);
  assert.equal(a.packer, 1);
  assert.equal(decodeCollisionWaveId('gfx10', b.collisionWaveId).packer, 1);
  launchQuad(unit, 3, 0, 0); // packer 0 traffic
  launchQuad(unit, 4, 2, 0);
  unit.orderedPsDone(3);
  unit.setPackerRegister(2, 0b001); // packer 0 instead of 1
  assert.deepEqual(unit.waitBlock(2), { kind: 'wrong-packer', polled: 0, packer: 1 });
  assert.equal(unit.exitingWaveIdFor(2), unit.exitingWaveId(0));
  assert.equal(unit.exitingWaveIdFor(2), 1);
  // The seed's loop compares packer 0's ID 1 against packer 1's IDs: it passes although wave 1 is inside.
  assert.equal(waitWouldEnd(unit, 2, b.collisionWaveId), true);
  unit.setPackerRegister(2, 0b011);
  assert.equal(waitWouldEnd(unit, 2, b.collisionWaveId), false);
});

test('polling without setting the packer register is reported', () => {
  const unit = makeUnit('gfx9');
  launchQuad(unit, 1, 0, 0);
  launchQuad(unit, 2, 0, 0);
  assert.deepEqual(unit.waitBlock(2), { kind: 'packer-not-set', packer: 0 });
  assert.equal(unit.exitingWaveIdFor(2), 0);
});

test('errors: unknown waves, duplicate uids, GFX11 has no ORDERED_PS_DONE exit', () => {
  const unit = makeUnit('gfx10');
  assert.throws(() => unit.orderedPsDone(99), (e: unknown) => e instanceof PopsError && e.code === 'unknown-wave');
  launchQuad(unit, 1, 0, 0);
  assert.throws(() => launchQuad(unit, 1, 2, 0), (e: unknown) => e instanceof PopsError && e.code === 'duplicate-wave');
  const g11 = makeUnit('gfx11');
  launchQuad(g11, 1, 0, 0);
  assert.throws(() => g11.orderedPsDone(1), (e: unknown) => e instanceof PopsError && e.code === 'not-on-this-gfx');
  assert.throws(() => g11.setPackerRegister(1, 1), (e: unknown) => e instanceof PopsError && e.code === 'not-on-this-gfx');
});

test('tracking memory is released when waves retire', () => {
  const unit = makeUnit('gfx10');
  for (let uid = 0; uid < 50; uid++) launchQuad(unit, uid, (uid % 8) * 2, 0);
  assert.equal(unit.trackedPixels(0), 8 * 4);
  for (let uid = 49; uid >= 0; uid--) {
    unit.orderedPsDone(uid);
    unit.waveEnded(uid);
  }
  assert.equal(unit.trackedPixels(0), 0);
  assert.throws(() => unit.waitBlock(3), PopsError);
});
