import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { GpuMemoryError } from '../../../src/gpu/memory/errors.js';
import { DESCRIPTOR_WINDOW_BASE, DESCRIPTOR_WINDOW_HI } from '../../../src/amd/descriptor_window.js';

function code(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof GpuMemoryError) return e.code;
    throw e;
  }
  return 'no error';
}

test('allocate: aligned bump ranges, never address 0; beyond the memory is out-of-memory, a bad size bad-argument', () => {
  const mem = new GpuMemory({ capacityBytes: 4096 });
  const a = mem.allocate(10);
  assert.equal(a, 0x10000); // first page reserved
  const b = mem.allocate(4, 1024);
  assert.equal(b, 0x10400);
  assert.equal(mem.allocatedBytes, 0x404);
  // Padding is address space, not memory: 14 bytes are in use.
  assert.equal(mem.usedBytes, 14);
  assert.equal(code(() => mem.allocate(4096 - 13)), 'out-of-memory');
  assert.equal(mem.allocate(4096 - 14), 0x10500);
  assert.equal(code(() => mem.allocate(1)), 'out-of-memory');
  assert.equal(code(() => mem.allocate(8, 3)), 'bad-argument');
});

test('the address space is 48-bit: allocations above 4 GiB are addressable, untouched pages take no host memory', () => {
  const mem = new GpuMemory();
  const big = mem.allocate(2 ** 40);
  const above = mem.allocate(64);
  assert.ok(above > 2 ** 40, `0x${above.toString(16)}`);
  mem.write32(above, 0x12345678);
  mem.write32(big + 2 ** 36, 7);
  assert.equal(mem.read32(above), 0x12345678);
  assert.equal(mem.read32(big + 2 ** 36), 7);
  assert.equal(mem.read32(big + 2 ** 39), 0);
  // Two touched pages, whatever the size of the allocations.
  assert.equal(mem.residentBytes, 2 * 65536);
  assert.equal(code(() => mem.allocate(2 ** 48)), 'out-of-memory');
});

test('dword and byte access round-trip; untouched allocated memory reads 0', () => {
  const mem = new GpuMemory();
  const a = mem.allocate(0x20000); // spans two 64 KiB pages
  assert.equal(mem.read32(a + 0x100), 0);
  mem.write32(a, 0xdeadbeef);
  assert.equal(mem.read32(a), 0xdeadbeef);
  // Little-endian bytes, across a page boundary.
  mem.writeBytes(a + 0xfffe, Uint8Array.of(1, 2, 3, 4));
  assert.deepEqual(Array.from(mem.readBytes(a + 0xfffe, 4)), [1, 2, 3, 4]);
  assert.equal(mem.read32(a + 0x10000), 0x0403);
  mem.writeU32Array(a + 8, [5, 6, 7]);
  assert.deepEqual(Array.from(mem.readU32Array(a + 8, 3)), [5, 6, 7]);
  // Words across a page boundary land page by page, each at its own dword.
  mem.writeU32Array(a + 0xfff8, [8, 9, 10, 11]);
  assert.deepEqual([a + 0xfff8, a + 0xfffc, a + 0x10000, a + 0x10004].map((x) => mem.read32(x)), [8, 9, 10, 11]);
  assert.deepEqual(Array.from(mem.readBytes(a, 2)), [0xef, 0xbe]);
});

test('page faults name the address; unaligned shader access is rejected', () => {
  const mem = new GpuMemory();
  const a = mem.allocate(16);
  assert.equal(code(() => mem.read32(0)), 'page-fault');
  assert.equal(code(() => mem.read32(a + 16)), 'page-fault');
  assert.equal(code(() => mem.write32(a - 4, 1)), 'page-fault');
  assert.equal(code(() => mem.read32(a + 2)), 'unaligned');
  assert.equal(code(() => mem.readBytes(a + 12, 8)), 'page-fault');
  assert.throws(() => mem.read32(0x1234560), /0x1234560/);
  assert.equal(code(() => mem.read32(2 ** 49)), 'bad-argument');
});

test('copyDwords (cache fills) reads unmapped tail as zero without faulting', () => {
  const mem = new GpuMemory();
  const a = mem.allocate(4);
  mem.write32(a, 9);
  const out = new Uint32Array(4).fill(7);
  mem.copyDwords(a, 4, out, 0);
  assert.deepEqual(Array.from(out), [9, 0, 0, 0]);
});

test('the 32-bit descriptor window: its own bump range at 0x8000_0000_0000, mapped apart from the general range', () => {
  const m = new GpuMemory();
  const general = m.allocate(256);
  const first = m.allocate(64, 256, 'descriptor-window');
  const second = m.allocate(64, 256, 'descriptor-window');
  assert.equal(first, DESCRIPTOR_WINDOW_BASE);
  assert.equal(second, DESCRIPTOR_WINDOW_BASE + 256);
  assert.equal(Math.floor(second / 2 ** 32), DESCRIPTOR_WINDOW_HI, 'the high dword a RADV shader materialises');
  assert.ok(general < DESCRIPTOR_WINDOW_BASE);
  m.write32(second + 60, 0x1234);
  assert.equal(m.read32(second + 60), 0x1234);
  assert.equal(m.usedBytes, 256 + 128);
  // Between the ranges, and past the window's last allocation: page faults.
  assert.equal(code(() => m.read32(DESCRIPTOR_WINDOW_BASE - 4)), 'page-fault');
  assert.equal(code(() => m.read32(second + 64)), 'page-fault');
  assert.equal(code(() => m.allocate(2 ** 32, 256, 'descriptor-window')), 'out-of-space');
});
