/** Every Pm4Error code, with the dword index it must name. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RegisterFile } from '../../../src/gpu/regs/index.js';
import { PKT3, Pm4Builder, Pm4Error, NO_CACHE_ACTIONS, pkt3Header, type DmaDataArgs, type Pm4ErrorCode } from '../../../src/amd/pm4/index.js';
import { runCommandStream } from '../../../src/gpu/pm4/index.js';
import { RecordingSink } from './recording_sink.js';

function expectPm4Error(fn: () => unknown, code: Pm4ErrorCode, dword: number): void {
  assert.throws(fn, (e: unknown) => {
    assert.ok(e instanceof Pm4Error, `expected Pm4Error, got ${String(e)}`);
    assert.equal(e.code, code);
    assert.equal(e.dword, dword);
    assert.match(e.message, new RegExp(`^dword ${dword}: `));
    return true;
  });
}

function runWords(words: number[], gfx: 'gfx9' | 'gfx10' | 'gfx10_3' | 'gfx11' = 'gfx10_3'): void {
  runCommandStream(Uint32Array.from(words), new RegisterFile(gfx), new RecordingSink());
}

const OK_PACKET = [pkt3Header(PKT3.NUM_INSTANCES, 1), 2];

test('type-0, type-1 and type-2 packets are rejected at their header', () => {
  expectPm4Error(() => runWords([...OK_PACKET, 0x00000000]), 'unsupported-packet-type', 2);
  expectPm4Error(() => runWords([0x40000000]), 'unsupported-packet-type', 0);
  expectPm4Error(() => runWords([...OK_PACKET, ...OK_PACKET, 0x80000000]), 'unsupported-packet-type', 4);
});

test('a count running past the end of the stream is truncated at the header', () => {
  const words = [...new Pm4Builder('gfx10_3').numInstances(1).setContextReg(0x2880c, 1, 2).finish()];
  words.pop();
  expectPm4Error(() => runWords(words), 'truncated', 2);
});

test('unknown opcodes and known-but-unsupported packets', () => {
  expectPm4Error(() => runWords([...OK_PACKET, pkt3Header(0xff, 1), 0]), 'unknown-opcode', 2);
  expectPm4Error(() => runWords([pkt3Header(PKT3.DISPATCH_DIRECT, 4), 1, 1, 1, 0]), 'unsupported-packet', 0);
});

test('register writes past the end of their range name the offset dword', () => {
  // Context dword offset 0x1FFF = byte 0x2FFFC; a second value would land at 0x30000.
  expectPm4Error(() => runWords([...OK_PACKET, pkt3Header(PKT3.SET_CONTEXT_REG, 3), 0x1fff, 1, 2]), 'register-out-of-range', 3);
  expectPm4Error(() => runWords([pkt3Header(PKT3.SET_SH_REG, 2), 0x400, 1]), 'register-out-of-range', 1);
  // The last register of the range is fine.
  runWords([pkt3Header(PKT3.SET_CONTEXT_REG, 2), 0x1fff, 1]);
  expectPm4Error(() => runWords([pkt3Header(PKT3.SET_UCONFIG_REG, 1), 0x10]), 'bad-body-size', 0);
});

test('packets with the wrong body size', () => {
  expectPm4Error(() => runWords([...OK_PACKET, pkt3Header(PKT3.DRAW_INDEX_AUTO, 1), 3]), 'bad-body-size', 2);
  expectPm4Error(() => runWords([pkt3Header(PKT3.EVENT_WRITE, 2), 0, 0]), 'bad-body-size', 0);
  expectPm4Error(() => runWords([pkt3Header(PKT3.WRITE_DATA, 3), 0x500, 0, 0]), 'bad-body-size', 0);
  // A GFX10 ACQUIRE_MEM (7 dwords) on GFX9 (6 dwords), and the reverse.
  const gfx10 = [...new Pm4Builder('gfx10').acquireMem(NO_CACHE_ACTIONS).finish()];
  expectPm4Error(() => runWords(gfx10, 'gfx9'), 'bad-body-size', 0);
  const gfx9 = [...new Pm4Builder('gfx9').acquireMem(NO_CACHE_ACTIONS).finish()];
  expectPm4Error(() => runWords([...OK_PACKET, ...gfx9], 'gfx11'), 'bad-body-size', 2);
});

test('reserved field values name the dword holding them', () => {
  expectPm4Error(() => runWords([...OK_PACKET, pkt3Header(PKT3.INDEX_TYPE, 1), 3]), 'bad-field', 3);
  // VGT_INDEX_TYPE = 3 written as the second value of a SET_UCONFIG_REG (dword 3).
  expectPm4Error(() => runWords([pkt3Header(PKT3.SET_UCONFIG_REG, 3), 0x242, 4, 3]), 'bad-field', 3);
});

test('the builder rejects what it cannot encode, at the dword the packet would start', () => {
  const b = new Pm4Builder('gfx9').numInstances(1);
  expectPm4Error(() => b.setContextReg(0xb000, 1), 'invalid-argument', 2);
  expectPm4Error(() => b.setContextReg(0x2fffc, 1, 2), 'invalid-argument', 2);
  expectPm4Error(() => b.setShReg(0xb02e, 1), 'invalid-argument', 2);
  expectPm4Error(() => b.setUconfigReg(0x30908), 'invalid-argument', 2);
  expectPm4Error(() => b.setContextReg(0x2880c, 0x1_0000_0000), 'invalid-argument', 2);
  expectPm4Error(() => b.eventWrite(64), 'invalid-argument', 2);
  expectPm4Error(() => b.indexBase(-4), 'invalid-argument', 2);
  expectPm4Error(() => b.writeData({ dstSel: 5, address: 0, data: [] }), 'invalid-argument', 2);
  expectPm4Error(() => b.nop(0x4000), 'invalid-argument', 2);
  // GFX9 has no GL1 to invalidate.
  expectPm4Error(() => b.acquireMem({ ...NO_CACHE_ACTIONS, invalidateL1: true }), 'invalid-argument', 2);
  assert.equal(b.length, 2, 'failed calls append nothing');
});

test('DMA_DATA forms popsim does not model name the dword holding the selector', () => {
  const dma = (args: Partial<DmaDataArgs>): number[] => [
    ...new Pm4Builder('gfx10_3').dmaData({ srcSel: 'SRC_ADDR_TC_L2', src: 0x1000, dstSel: 'DST_ADDR_TC_L2', dst: 0x2000, byteCount: 16, ...args }).finish(),
  ];
  // WORD0 (body dword 0, stream dword 3 after OK_PACKET): GDS source, GDS or NOWHERE (prefetch) destination.
  expectPm4Error(() => runWords([...OK_PACKET, ...dma({ srcSel: 'GDS' })]), 'unsupported-field', 3);
  expectPm4Error(() => runWords(dma({ dstSel: 'GDS' })), 'unsupported-field', 1);
  expectPm4Error(() => runWords(dma({ dstSel: 'NOWHERE' })), 'unsupported-field', 1);
  // COMMAND (body dword 5): SAS [26] / DAS [27] register spaces, SAIC [28] / DAIC [29] no increment.
  for (const bit of [26, 27, 28, 29]) {
    const words = dma({});
    words[6] = (words[6]! | (1 << bit)) >>> 0;
    expectPm4Error(() => runWords(words), 'unsupported-field', 6);
  }
  // A fill of part of a dword (COMMAND), or at an unaligned address (DST_ADDR_LO).
  const partial = dma({ srcSel: 'DATA', src: 7 });
  partial[6] = 6;
  expectPm4Error(() => runWords(partial), 'unsupported-field', 6);
  const unaligned = dma({ srcSel: 'DATA', src: 7 });
  unaligned[4] = 0x2002;
  expectPm4Error(() => runWords(unaligned), 'unsupported-field', 4);
  expectPm4Error(() => runWords(dma({}).slice(0, 6).map((w, i) => (i === 0 ? pkt3Header(PKT3.DMA_DATA, 5) : w))), 'bad-body-size', 0);
});

test('the builder rejects DMA_DATA it cannot encode', () => {
  const b = new Pm4Builder('gfx11').numInstances(1);
  const copy: DmaDataArgs = { srcSel: 'SRC_ADDR_TC_L2', src: 0x1000, dstSel: 'DST_ADDR_TC_L2', dst: 0x2000, byteCount: 16 };
  expectPm4Error(() => b.dmaData({ ...copy, byteCount: 32737 }), 'invalid-argument', 2);
  expectPm4Error(() => b.dmaData({ ...copy, byteCount: -4 }), 'invalid-argument', 2);
  expectPm4Error(() => b.dmaData({ ...copy, srcSel: 'DATA', src: 0, byteCount: 6 }), 'invalid-argument', 2);
  expectPm4Error(() => b.dmaData({ ...copy, srcSel: 'DATA', src: 0, dst: 0x2002 }), 'invalid-argument', 2);
  expectPm4Error(() => b.dmaData({ ...copy, srcSel: 'DATA', src: 2 ** 32 }), 'invalid-argument', 2);
  expectPm4Error(() => b.dmaData({ ...copy, srcCachePolicy: 4 }), 'invalid-argument', 2);
  expectPm4Error(() => b.dmaData({ ...copy, src: -1 }), 'invalid-argument', 2);
  assert.equal(b.length, 2, 'failed calls append nothing');
});
