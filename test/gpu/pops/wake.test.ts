import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PopsError } from '../../../src/gpu/pops/errors.js';
import { makeUnit, launchQuad, packerFieldFor } from './helpers.js';
import { PollerList } from '../../../src/gpu/pops/poller_list.js';

for (const gfx of ['gfx10', 'gfx10_3'] as const) {
  test(`S6: on ${gfx} an exit wakes the waves associated with that packer`, () => {
    const unit = makeUnit(gfx);
    const woken: number[] = [];
    unit.onWake((uid) => woken.push(uid));
    const a = launchQuad(unit, 1, 0, 0);
    unit.setPackerRegister(1, packerFieldFor(gfx, a.collisionWaveId));
    const b = launchQuad(unit, 2, 0, 0);
    unit.setPackerRegister(2, packerFieldFor(gfx, b.collisionWaveId));
    const c = launchQuad(unit, 3, 16, 0); // packer 1
    unit.setPackerRegister(3, packerFieldFor(gfx, c.collisionWaveId));
    launchQuad(unit, 4, 2, 0); // packer 0, never sets the register
    unit.orderedPsDone(1);
    assert.deepEqual(woken, [2]);
    unit.orderedPsDone(2);
    assert.deepEqual(woken, [2]); // no other poller of packer 0 left awake-able
    unit.orderedPsDone(3);
    assert.deepEqual(woken, [2]);
  });
}

test('S6: a muted poller is skipped by exits and woken again in its place once unmuted; a new packer register unmutes it', () => {
  const gfx = 'gfx10_3';
  const unit = makeUnit(gfx);
  const woken: number[] = [];
  unit.onWake((uid) => woken.push(uid));
  // Waves 1..5 at one quad of packer 0: each waits for the one before it.
  const fields: number[] = [];
  for (let uid = 1; uid <= 5; uid++) {
    fields[uid] = packerFieldFor(gfx, launchQuad(unit, uid, 0, 0).collisionWaveId);
    unit.setPackerRegister(uid, fields[uid]!);
  }
  unit.setWakeMuted(3, true);
  unit.setWakeMuted(4, true);
  unit.setWakeMuted(99, true); // no such wave: ignored
  unit.orderedPsDone(1);
  assert.deepEqual(woken, [2, 5]);
  unit.setWakeMuted(3, false);
  woken.length = 0;
  unit.orderedPsDone(2);
  assert.deepEqual(woken, [3, 5], 'wave 3 woken in its place again; wave 4 still muted');
  unit.setPackerRegister(4, fields[4]!); // set again: the wave moves to the end, unmuted
  woken.length = 0;
  unit.orderedPsDone(3);
  assert.deepEqual(woken, [5, 4]);
});

test('S6: a poller muted while a cell is set is skipped exactly while it holds non-zero; setWakeMuted overrides it', () => {
  const gfx = 'gfx10';
  const unit = makeUnit(gfx);
  const woken: number[] = [];
  unit.onWake((uid) => woken.push(uid));
  const cells = new Int32Array(4);
  unit.watchWakeCells(cells);
  for (let uid = 1; uid <= 5; uid++) unit.setPackerRegister(uid, packerFieldFor(gfx, launchQuad(unit, uid, 0, 0).collisionWaveId));
  unit.muteWakesWhile(3, 2);
  unit.muteWakesWhile(99, 1); // no such wave: ignored
  cells[2] = 1;
  unit.orderedPsDone(1);
  assert.deepEqual(woken, [2, 4, 5], 'wave 3 skipped while its cell is set');
  cells[2] = 0;
  woken.length = 0;
  unit.orderedPsDone(2);
  assert.deepEqual(woken, [3, 4, 5], 'in its place again once the cell is clear, with no call');
  cells[2] = 1;
  unit.setWakeMuted(3, true);
  woken.length = 0;
  unit.orderedPsDone(5); // out of order: the exiting sequence stays, the exit still wakes
  assert.deepEqual(woken, [4], 'setWakeMuted replaces the cell condition');
  cells[2] = 0;
  unit.setWakeMuted(3, false);
  woken.length = 0;
  unit.orderedPsDone(4);
  assert.deepEqual(woken, [3]);
});

test('PollerList: insertion order across removals and node reuse, muted entries left out, growth past its first arrays', () => {
  const list = new PollerList();
  const nodes = new Map<number, number>();
  const expected: number[] = [];
  for (let uid = 0; uid < 40; uid++) {
    nodes.set(uid, list.add(uid));
    expected.push(uid);
  }
  for (const uid of [0, 7, 39, 20]) {
    list.remove(nodes.get(uid)!);
    expected.splice(expected.indexOf(uid), 1);
  }
  for (const uid of [100, 101]) {
    nodes.set(uid, list.add(uid)); // reuses freed nodes, still appended at the end
    expected.push(uid);
  }
  list.setMuted(nodes.get(5)!, true);
  list.setMuted(nodes.get(100)!, true);
  const out: number[] = [];
  let n = list.collectUnmuted(out);
  assert.deepEqual(out.slice(0, n), expected.filter((u) => u !== 5 && u !== 100));
  list.setMuted(nodes.get(5)!, false);
  n = list.collectUnmuted(out);
  assert.deepEqual(out.slice(0, n), expected.filter((u) => u !== 100));
  const cells = new Int32Array(2);
  list.watchCells(cells);
  list.muteWhile(nodes.get(6)!, 1);
  n = list.collectUnmuted(out);
  assert.ok(out.slice(0, n).includes(6), 'cell 1 clear: listed');
  cells[1] = 7;
  n = list.collectUnmuted(out);
  assert.deepEqual(out.slice(0, n), expected.filter((u) => u !== 100 && u !== 6));
  list.setMuted(nodes.get(6)!, false);
  n = list.collectUnmuted(out);
  assert.ok(out.slice(0, n).includes(6), 'setMuted replaces the cell condition');
  const empty = new PollerList();
  empty.remove(empty.add(1));
  assert.equal(empty.collectUnmuted(out), 0);
});

test('S6: GFX9 never wakes sleeping waves', () => {
  const unit = makeUnit('gfx9');
  const woken: number[] = [];
  unit.onWake((uid) => woken.push(uid));
  const a = launchQuad(unit, 1, 0, 0);
  unit.setPackerRegister(1, packerFieldFor('gfx9', a.collisionWaveId));
  const b = launchQuad(unit, 2, 0, 0);
  unit.setPackerRegister(2, packerFieldFor('gfx9', b.collisionWaveId));
  unit.orderedPsDone(1);
  unit.waveEnded(1);
  assert.deepEqual(woken, []);
  assert.deepEqual(unit.waitBlock(2), { kind: 'none' });
});

test('S10: GFX11 wakes a wave when its export_ready is raised', () => {
  const unit = makeUnit('gfx11');
  const woken: number[] = [];
  unit.onWake((uid) => woken.push(uid));
  launchQuad(unit, 1, 0, 0);
  launchQuad(unit, 2, 0, 0);
  launchQuad(unit, 3, 0, 0);
  unit.exportDone(1);
  assert.deepEqual(woken, [2]);
  unit.exportDone(2);
  assert.deepEqual(woken, [2, 3]);
});

test('S10: GFX11 wakes the waves one exit readies in launch order, whichever wave each waited for', () => {
  const unit = makeUnit('gfx11');
  const woken: number[] = [];
  unit.onWake((uid) => woken.push(uid));
  launchQuad(unit, 1, 0, 0);
  launchQuad(unit, 2, 2, 0); // same packer, no overlap with wave 1
  launchQuad(unit, 3, 2, 0); // waits for wave 2
  launchQuad(unit, 4, 0, 0); // waits for wave 1
  unit.exportDone(2);
  assert.deepEqual(woken, [], 'wave 1 has not exited: the exiting ID stays');
  unit.exportDone(1); // the exiting ID passes waves 1 and 2 at once
  assert.deepEqual(woken, [3, 4]);
});

test('lazy polling: GFX9 parks a waiting wave until the exit that satisfies its wait; GFX10+ refuses to park (S6 wake-ups are polled)', () => {
  const unit = makeUnit('gfx9');
  const satisfied: number[] = [];
  unit.onSatisfied((uid) => satisfied.push(uid));
  for (let uid = 1; uid <= 3; uid++) {
    const l = launchQuad(unit, uid, 0, 0);
    unit.setPackerRegister(uid, packerFieldFor('gfx9', l.collisionWaveId));
  }
  assert.equal(unit.pollState(3), 'waiting');
  unit.park(3); // waits for wave 2
  unit.orderedPsDone(1);
  assert.deepEqual(satisfied, [], 'not the exit it waits for');
  unit.orderedPsDone(2);
  assert.deepEqual(satisfied, [3]);
  assert.equal(unit.pollState(3), 'satisfied');
  for (const gfx of ['gfx10', 'gfx10_3'] as const) {
    const u = makeUnit(gfx);
    const a = launchQuad(u, 1, 0, 0);
    u.setPackerRegister(1, packerFieldFor(gfx, a.collisionWaveId));
    const b = launchQuad(u, 2, 0, 0);
    u.setPackerRegister(2, packerFieldFor(gfx, b.collisionWaveId));
    assert.equal(u.pollState(2), 'waiting');
    assert.throws(() => u.park(2), (e: unknown) => e instanceof PopsError && e.code === 'not-on-this-gfx', gfx);
  }
});
