import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LineOrder, TimeTable } from '../../../src/gpu/memory/line_order.js';

test('a later request of the same CU to the same line never arrives or acts before the earlier one', () => {
  const o = new LineOrder(4);
  // Store: arrives at 246 (write path); a load behind it would arrive at 160.
  assert.equal(o.arrive(1, 100, 246, 0), 246);
  assert.equal(o.arrive(1, 100, 160, 2), 246);
  // The store waits in its L2 channel until 250: the load acts then too, not at 246.
  assert.equal(o.serve(1, 100, 250, 246), 250);
  assert.equal(o.serve(1, 100, 246, 246), 250);
  // A third request later than both keeps its own time.
  assert.equal(o.arrive(1, 100, 300, 5), 300);
});

test('other CUs and other lines are not ordered (the S9 / S11 races stay possible)', () => {
  const o = new LineOrder(4);
  o.arrive(1, 100, 246, 0);
  o.serve(1, 100, 246, 246);
  assert.equal(o.arrive(2, 100, 160, 1), 160, 'another CU');
  assert.equal(o.arrive(1, 101, 160, 1), 160, 'another line');
  assert.equal(o.serve(2, 100, 160, 160), 160);
});

test('old generations are dropped only once all their times have passed', () => {
  const o = new LineOrder(2);
  for (let line = 0; line < 10_000; line++) o.arrive(0, line, line, line);
  // Far later, an old line's entry is gone or in the past: the new time stands.
  assert.equal(o.arrive(0, 5, 20_000, 20_000), 20_000);
  assert.equal(o.arrive(0, 9_999, 9_998, 9_000), 9_999, 'a recent entry still orders');
});

test('an entry whose time is still ahead survives any number of other requests', () => {
  const o = new LineOrder(1);
  o.arrive(0, 1, 1_000_000, 0); // e.g. a far-future DRAM store
  for (let line = 2; line < 20_000; line++) o.arrive(0, line, 100, line >> 4);
  assert.equal(o.arrive(0, 1, 10, 2_000), 1_000_000);
});

test('the line-order table spreads the keys of neighbouring lines of many CUs (few probes per lookup at a quarter load)', () => {
  // A wave's image rows on GFX9: 64-byte lines, a 2 KB row pitch, four lines per row, eight rows, on 11 CUs (RAVEN),
  // each CU a tile of its own: the pattern whose keys the table's hash once clustered (4.2 probes per lookup).
  const cuCount = 11;
  const order = new LineOrder(cuCount);
  const table = new TimeTable(4096);
  const keys: number[] = [];
  const baseLine = 2 ** 32 / 64;
  for (let tile = 0; keys.length < 1024; tile++) {
    const cu = tile % cuCount;
    for (let row = 0; row < 8; row++) {
      for (let col = 0; col < 4; col++) keys.push(order.keyOf(cu, baseLine + (8 * Math.floor(tile / 4) + row) * 32 + 4 * (tile % 4) + col));
    }
  }
  for (const key of keys) {
    table.reserveOne();
    table.setAt(table.probe(key), key, 1);
  }
  let probes = 0;
  for (const key of keys) probes += ((table.probe(key) - table.home(key)) & (table.slots - 1)) + 1;
  const mean = probes / keys.length;
  assert.ok(mean < 1.5, `${mean.toFixed(2)} probes per lookup`);
});
