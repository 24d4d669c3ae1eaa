import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Level } from '../../../src/gpu/memory/memory_system.js';
import { defaultVmemTiming, LineGroups, VmemPipeline } from '../../../src/gpu/memory/vmem_timing.js';

/** Accesses of line k of a grouping. */
const sizeOf = (g: LineGroups, k: number): number => g.start[k + 1]! - g.start[k]!;

test('LineGroups coalesces accesses per line in order of first appearance', () => {
  const g = new LineGroups(8);
  // Addresses at even indices, values (ignored) between them, as in MemoryOp.accesses.
  const a = Float64Array.of(0x100, 9, 0x1c0, 9, 0x104, 9, 0x140, 9, 0x1c4, 9, 0x108, 9);
  g.group(a, a.length / 2, 64);
  assert.equal(g.count, 3);
  assert.deepEqual([...g.line.subarray(0, 3)], [4, 7, 5]);
  assert.deepEqual([sizeOf(g, 0), sizeOf(g, 1), sizeOf(g, 2)], [3, 2, 1]);
  assert.deepEqual([...g.order.subarray(0, 6)], [0, 2, 5, 1, 4, 3]);
  // Runs of one line (a quad's row), on the same groups again: nothing is left of the first call.
  const runs = Float64Array.of(0x1c0, 9, 0x1c4, 9, 0x100, 9, 0x104, 9, 0x108, 9, 0x1c8, 9);
  g.group(runs, runs.length / 2, 64);
  assert.equal(g.count, 2);
  assert.deepEqual([...g.line.subarray(0, 2)], [7, 4]);
  assert.deepEqual([sizeOf(g, 0), sizeOf(g, 1)], [3, 3]);
  assert.deepEqual([...g.order.subarray(0, 6)], [0, 1, 5, 2, 3, 4]);
});

test('LineGroups matches a plain grouping on random access patterns (alternating rows, revisits, many lines, unaligned dwords), and whether every access is dword-aligned', () => {
  let seed = 5;
  const random = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const g = new LineGroups(256);
  const accesses = new Float64Array(512);
  for (let round = 0; round < 200; round++) {
    const n = 1 + random(256);
    const lineSpread = 1 + random(12);
    // A quad pattern: pairs of accesses alternate between two rows' lines; sometimes random lines.
    for (let i = 0; i < n; i++) {
      const row = (i >> 1) & 1;
      const line = random(4) === 0 ? random(lineSpread) : row * 7 + (i >> 4);
      // Now and then an address that is not dword-aligned, or not whole.
      const misaligned = random(50) === 0 ? [1, 2, 0.5][random(3)]! : 0;
      accesses[2 * i] = 4096 + line * 128 + 4 * random(32) + misaligned; // at most 126 bytes into its line
    }
    g.group(accesses, n, 128);
    const lines: number[] = [];
    const members = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const l = Math.floor(accesses[2 * i]! / 128);
      if (!members.has(l)) {
        members.set(l, []);
        lines.push(l);
      }
      members.get(l)!.push(i);
    }
    assert.equal(g.count, lines.length, `round ${round}`);
    assert.equal(g.aligned, accesses.subarray(0, 2 * n).every((a, i) => i % 2 === 1 || a % 4 === 0), `round ${round}: aligned`);
    for (let k = 0; k < g.count; k++) {
      assert.equal(g.line[k], lines[k]);
      assert.deepEqual([...g.order.subarray(g.start[k]!, g.start[k + 1]!)], members.get(lines[k]!), `round ${round} line ${k}`);

    }
  }
});

test('LineGroups: a grouping keeps its order and ranges when another instance groups (the scratch is shared)', () => {
  const first = new LineGroups(8);
  const second = new LineGroups(8);
  first.group(Float64Array.of(0x100, 0, 0x1c0, 0, 0x104, 0), 3, 64);
  second.group(Float64Array.of(0x400, 0, 0x440, 0, 0x480, 0, 0x404, 0), 4, 64);
  assert.equal(first.count, 2);
  assert.deepEqual([...first.order.subarray(0, 3)], [0, 2, 1]);
  assert.deepEqual([...first.start.subarray(0, 3)], [0, 2, 3]);
  assert.equal(second.count, 3);
  assert.deepEqual([...second.order.subarray(0, 4)], [0, 3, 1, 2]);
  assert.deepEqual([...second.line.subarray(0, 3)], [16, 17, 18]);
  assert.throws(() => new LineGroups(4096), /at most 1024 accesses/);
});

test('GFX9 address unit: one 64-byte line per cycle for loads, two for stores (data), in order per CU', () => {
  const p = new VmemPipeline(defaultVmemTiming('gfx9', 64), 2);
  assert.equal(p.taIssue(0, 100, 16, false), 101);
  assert.equal(p.taIssue(0, 100, 16, true), 103); // behind the first line, 1 address + 1 data cycle
  assert.equal(p.taIssue(1, 100, 4, false), 101); // another CU has its own unit
  assert.equal(p.taIssue(0, 200, 1, false), 201);
});

test('stores reach L2 later than loads (write path); the request is half the round trip', () => {
  const p = new VmemPipeline(defaultVmemTiming('gfx10_3', 128), 1);
  assert.equal(p.requestLatency(250, Level.L2, false), 125);
  assert.equal(p.returnLatency(250), 125);
  assert.equal(p.requestLatency(250, Level.L2, true), 125 + 80);
  assert.equal(p.requestLatency(100, Level.L0, true), 50);
});

test('an L2 channel serves one request per cycle, first come first served', () => {
  const p = new VmemPipeline(defaultVmemTiming('gfx9', 64), 1);
  const ch = p.channelOf(0x1000);
  assert.equal(ch, p.channelOf(0x1000 + 64 * 16)); // 16 channels interleaved by line
  assert.notEqual(ch, p.channelOf(0x1040));
  assert.equal(p.channelServe(ch, 50), 50);
  assert.equal(p.channelServe(ch, 50), 51);
  assert.equal(p.channelServe(ch, 50), 52);
  assert.equal(p.channelServe(ch, 60), 60);
});

test('LineGroups.whole: one line of every access in order, as group with an unbounded line', () => {
  const accesses = Float64Array.of(0x200, 0, 0x100, 0, 0x7000, 0, 0x104, 0);
  const byGroup = new LineGroups(8);
  byGroup.group(accesses, 4, Infinity);
  const whole = new LineGroups(8);
  whole.order.fill(7);
  whole.whole(4);
  assert.equal(whole.count, 1);
  assert.deepEqual(Array.from(whole.order.subarray(0, 4)), [0, 1, 2, 3]);
  assert.deepEqual(Array.from(whole.order.subarray(0, 4)), Array.from(byGroup.order.subarray(0, 4)));
  assert.deepEqual([whole.start[0], whole.start[1]], [byGroup.start[0], byGroup.start[1]]);
  assert.equal(sizeOf(whole, 0), 4);
});

test('VmemPipeline refuses line sizes and channel counts that are not powers of two (it multiplies by reciprocals and masks)', () => {
  assert.throws(() => new VmemPipeline({ ...defaultVmemTiming('gfx10', 128), lineBytes: 96 }, 4), /line size 96 is not a power of two/);
  assert.throws(() => new VmemPipeline(defaultVmemTiming('gfx10', 96), 4), /L2 line size 96 is not a power of two/);
  assert.throws(() => new VmemPipeline({ ...defaultVmemTiming('gfx10', 128), l2Channels: 12 }, 4), /L2 channel count 12 is not a power of two/);
  assert.doesNotThrow(() => new VmemPipeline(defaultVmemTiming('gfx9', 64), 4));
});

test('an L2 channel is the line index modulo the channel count, also above 2^32 lines', () => {
  const pipe = new VmemPipeline(defaultVmemTiming('gfx10', 128), 4);
  for (const line of [0, 1, 15, 16, 17, 2 ** 31 + 5, 2 ** 32 + 3, 2 ** 40 + 21]) {
    assert.equal(pipe.channelOf(line * 128 + 100), line % 16, `line ${line}`);
  }
});
