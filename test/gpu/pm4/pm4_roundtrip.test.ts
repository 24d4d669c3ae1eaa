/**
 * Builder → command processor round trips for every supported packet, with
 * encodings hand-computed from Mesa sid.h (PKT3 macro, R_/S_ definitions).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GFX_LEVELS } from '../../../src/isa/gfx_level.js';
import { RegisterFile } from '../../../src/gpu/regs/index.js';
import {
  PKT3,
  Pm4Builder,
  NO_CACHE_ACTIONS,
  pkt3Header,
  decodePkt3Header,
  INDEX_TYPE_16,
  INDEX_TYPE_32,
  cpDmaMaxByteCount,
  type CacheActions,
} from '../../../src/amd/pm4/index.js';
import { runCommandStream, initialCpState } from '../../../src/gpu/pm4/index.js';
import { RecordingSink } from './recording_sink.js';

function run(gfx: (typeof GFX_LEVELS)[number], b: Pm4Builder): { regs: RegisterFile; sink: RecordingSink } {
  const regs = new RegisterFile(gfx);
  const sink = new RecordingSink();
  runCommandStream(b.finish(), regs, sink);
  return { regs, sink };
}

test('PKT3 header layout matches Mesa PKT3(op, count, predicate)', () => {
  // PKT3(PKT3_SET_CONTEXT_REG, 1, 0) = 3 << 30 | 1 << 16 | 0x69 << 8.
  assert.equal(pkt3Header(PKT3.SET_CONTEXT_REG, 2), 0xc0016900);
  assert.equal(pkt3Header(PKT3.DRAW_INDEX_AUTO, 2, { predicate: true }), 0xc0012d01);
  assert.equal(pkt3Header(PKT3.ACQUIRE_MEM, 6, { compute: true }), 0xc0055802);
  // PKT3_NOP_PAD: header-only NOP with count 0x3FFF.
  assert.equal(pkt3Header(PKT3.NOP, 0), 0xffff1000);
  assert.deepEqual(decodePkt3Header(0xc0055803), { type: 3, count: 5, opcode: 0x58, shaderType: 1, predicate: true });
});

test('SET_CONTEXT/SH/UCONFIG_REG encode dword offsets from their range bases and write the register file', () => {
  const b = new Pm4Builder('gfx10_3')
    .setContextReg(0x2880c, 0x10010)
    .setShReg(0xb028, 0x11, 0x2000000)
    .setUconfigReg(0x30908, 4);
  assert.deepEqual([...b.finish()], [0xc0016900, 0x203, 0x10010, 0xc0027600, 0xa, 0x11, 0x2000000, 0xc0017900, 0x242, 4]);
  const { regs } = run('gfx10_3', b);
  assert.equal(regs.get('DB_SHADER_CONTROL'), 0x10010);
  assert.equal(regs.get('SPI_SHADER_PGM_RSRC1_PS'), 0x11);
  assert.equal(regs.getField('SPI_SHADER_PGM_RSRC2_PS', 'LOAD_COLLISION_WAVEID'), 1);
  assert.equal(regs.get('VGT_PRIMITIVE_TYPE'), 4);
  assert.deepEqual(
    regs.writes.map((w) => w.name),
    ['DB_SHADER_CONTROL', 'SPI_SHADER_PGM_RSRC1_PS', 'SPI_SHADER_PGM_RSRC2_PS', 'VGT_PRIMITIVE_TYPE'],
  );
});

test('setRegByName picks the packet from the register range', () => {
  const b = new Pm4Builder('gfx11').setRegByName('PA_SC_SHADER_CONTROL', 4).setRegByName('SPI_SHADER_PGM_LO_PS', 0x100).setRegByName('VGT_INDEX_TYPE', 1);
  const words = b.finish();
  assert.equal(decodePkt3Header(words[0]!).opcode, PKT3.SET_CONTEXT_REG);
  assert.equal(decodePkt3Header(words[3]!).opcode, PKT3.SET_SH_REG);
  assert.equal(decodePkt3Header(words[6]!).opcode, PKT3.SET_UCONFIG_REG);
  const { regs } = run('gfx11', b);
  assert.equal(regs.get('PA_SC_SHADER_CONTROL'), 4);
  assert.equal(regs.get('SPI_SHADER_PGM_LO_PS'), 0x100);
});

test('DRAW_INDEX_AUTO uses the NUM_INSTANCES state and an AUTO_INDEX initiator by default', () => {
  const b = new Pm4Builder('gfx9').numInstances(3).drawIndexAuto(6).drawIndexAuto(9, 0x22);
  const { sink } = run('gfx9', b);
  assert.deepEqual(sink.calls, [
    { kind: 'drawIndexAuto', cmd: { vertexCount: 6, instanceCount: 3, drawInitiator: 2, dword: 2 } },
    { kind: 'drawIndexAuto', cmd: { vertexCount: 9, instanceCount: 3, drawInitiator: 0x22, dword: 5 } },
  ]);
});

test('DRAW_INDEX_2 carries its address; INDEX_TYPE applies to it', () => {
  const address = 0x1_2345_6780;
  const b = new Pm4Builder('gfx10').indexType(INDEX_TYPE_32).drawIndex2({ maxSize: 100, indexAddress: address, indexCount: 36 });
  const words = b.finish();
  assert.deepEqual([...words.subarray(2)], [0xc0042700, 100, 0x23456780, 0x1, 36, 0]);
  const { sink } = run('gfx10', b);
  assert.deepEqual(sink.calls, [
    {
      kind: 'drawIndex2',
      cmd: { maxSize: 100, indexAddress: address, indexCount: 36, drawInitiator: 0, indexType: INDEX_TYPE_32, instanceCount: 1, dword: 2 },
    },
  ]);
});

test('DRAW_INDEX_OFFSET_2 addresses indices from INDEX_BASE; INDEX_BUFFER_SIZE is kept in the state', () => {
  const b = new Pm4Builder('gfx11').indexBase(0x10000).indexBufferSize(64).indexType(INDEX_TYPE_16).drawIndexOffset2(64, 5, 12);
  const regs = new RegisterFile('gfx11');
  const sink = new RecordingSink();
  const state = runCommandStream(b.finish(), regs, sink);
  assert.deepEqual(state, { numInstances: 1, indexType: INDEX_TYPE_16, indexBase: 0x10000, indexBufferSize: 64 });
  assert.equal(sink.calls.length, 1);
  const call = sink.calls[0]!;
  assert.equal(call.kind, 'drawIndex2');
  if (call.kind === 'drawIndex2') assert.equal(call.cmd.indexAddress, 0x10000 + 5 * 2);
});

test('VGT_INDEX_TYPE / VGT_NUM_INSTANCES register writes update the draw state; state carries across streams', () => {
  const regs = new RegisterFile('gfx10_3');
  const sink = new RecordingSink();
  const first = new Pm4Builder('gfx10_3').setRegByName('VGT_INDEX_TYPE', 1).setRegByName('VGT_NUM_INSTANCES', 7).finish();
  const state = runCommandStream(first, regs, sink, initialCpState());
  assert.equal(state.indexType, 1);
  assert.equal(state.numInstances, 7);
  const second = new Pm4Builder('gfx10_3').drawIndex2({ maxSize: 3, indexAddress: 0x1000, indexCount: 3 }).finish();
  runCommandStream(second, regs, sink, state);
  const call = sink.calls[0]!;
  assert.ok(call.kind === 'drawIndex2' && call.cmd.indexType === 1 && call.cmd.instanceCount === 7);
});

test('EVENT_WRITE: event type and index, named from VGT_EVENT_TYPE; 3-dword form has an address', () => {
  const b = new Pm4Builder('gfx9').eventWrite(16, 4).eventWrite(1, 1, 0x2_0000_0040);
  assert.deepEqual([...b.finish()], [0xc0004600, 0x410, 0xc0024600, 0x101, 0x40, 0x2]);
  const { sink } = run('gfx9', b);
  assert.deepEqual(sink.calls, [
    { kind: 'event', cmd: { eventType: 16, eventName: 'PS_PARTIAL_FLUSH', eventIndex: 4, address: undefined, dword: 0 } },
    { kind: 'event', cmd: { eventType: 1, eventName: 'SAMPLE_STREAMOUTSTATS1', eventIndex: 1, address: 0x2_0000_0040, dword: 2 } },
  ]);
});

test('ACQUIRE_MEM: GFX9 uses CP_COHER_CNTL in a 6-dword body, GFX10+ GCR_CNTL in a 7-dword body', () => {
  const actions: CacheActions = { ...NO_CACHE_ACTIONS, invalidateL0: true, invalidateL2: true, writebackL2: true };
  const gfx9 = new Pm4Builder('gfx9').acquireMem(actions).finish();
  // TCL1_ACTION_ENA (22) | TC_ACTION_ENA (23) | TC_WB_ACTION_ENA (18).
  assert.deepEqual([...gfx9], [0xc0055800, 0x00c40000, 0xffffffff, 0xffffff, 0, 0, 0x0a]);
  const gfx10 = new Pm4Builder('gfx10').acquireMem(actions).finish();
  // GLV_INV (8) | GL2_INV (14) | GL2_WB (15).
  assert.deepEqual([...gfx10], [0xc0065800, 0, 0xffffffff, 0xffffff, 0, 0, 0x0a, 0xc100]);
});

test('ACQUIRE_MEM round trip of every cache action on every level', () => {
  const keys = Object.keys(NO_CACHE_ACTIONS) as (keyof CacheActions)[];
  for (const gfx of GFX_LEVELS) {
    for (const key of keys) {
      if (gfx === 'gfx9' && key === 'invalidateL1') continue;
      const actions: CacheActions = { ...NO_CACHE_ACTIONS, [key]: true };
      const { sink } = run(gfx, new Pm4Builder(gfx).acquireMem(actions));
      const call = sink.calls[0]!;
      assert.equal(call.kind, 'acquireMem');
      if (call.kind === 'acquireMem') assert.deepEqual(call.cmd.actions, actions, `${gfx} ${key}`);
    }
    const all = Object.fromEntries(keys.map((k) => [k, gfx !== 'gfx9' || k !== 'invalidateL1'])) as unknown as CacheActions;
    const { sink } = run(gfx, new Pm4Builder(gfx).acquireMem(all));
    const call = sink.calls[0]!;
    if (call.kind === 'acquireMem') assert.deepEqual(call.cmd.actions, all, gfx);
  }
  // GFX11 instruction-cache invalidation is GLI_INV = GLI_ALL (1) in [1:0].
  const { sink } = run('gfx11', new Pm4Builder('gfx11').acquireMem({ ...NO_CACHE_ACTIONS, invalidateInstruction: true }));
  const call = sink.calls[0]!;
  assert.ok(call.kind === 'acquireMem' && call.cmd.gcrCntl === 1 && call.cmd.cpCoherCntl === 0);
});

test('WRITE_DATA: memory writes reach the sink, register writes (DST_SEL 0) reach the register file', () => {
  const b = new Pm4Builder('gfx10_3')
    .writeData({ dstSel: 5, address: 0x1_0000_0100, data: [1, 2, 3], wrConfirm: true })
    .writeData({ dstSel: 0, address: 0x2880c / 4, data: [0x10000, 0x1234] });
  const words = b.finish();
  // CONTROL: DST_SEL (5) << 8 | WR_CONFIRM << 20.
  assert.deepEqual([...words.subarray(0, 7)], [0xc0053700, 0x00100500, 0x100, 0x1, 1, 2, 3]);
  const { regs, sink } = run('gfx10_3', b);
  assert.equal(sink.calls.length, 1);
  const call = sink.calls[0]!;
  assert.equal(call.kind, 'writeData');
  if (call.kind === 'writeData') {
    assert.equal(call.cmd.dstSel, 5);
    assert.equal(call.cmd.dstSelName, 'MEM');
    assert.equal(call.cmd.address, 0x1_0000_0100);
    assert.deepEqual([...call.cmd.data], [1, 2, 3]);
    assert.equal(call.cmd.wrConfirm, true);
  }
  assert.equal(regs.get('DB_SHADER_CONTROL'), 0x10000);
  assert.equal(regs.read(0x28810), 0x1234, 'consecutive registers');
  const one = run('gfx9', new Pm4Builder('gfx9').writeData({ dstSel: 0, address: 0x2880c / 4, data: [5, 6], oneAddress: true }));
  assert.equal(one.regs.get('DB_SHADER_CONTROL'), 6);
  assert.equal(one.regs.writes.length, 2);
});

test('NOP packets are skipped, including the header-only form', () => {
  const b = new Pm4Builder('gfx9').nop().nop(3).setContextReg(0x28c40, 4);
  assert.equal(b.length, 1 + 4 + 3);
  const { regs, sink } = run('gfx9', b);
  assert.equal(sink.calls.length, 0);
  assert.equal(regs.get('PA_SC_SHADER_CONTROL'), 4);
});

test('DMA_DATA copy: WORD0 selects L2 on both sides, COMMAND carries BYTE_COUNT and RAW_WAIT (Mesa radv_cs_emit_cp_dma)', () => {
  const b = new Pm4Builder('gfx10_3').dmaData({
    srcSel: 'SRC_ADDR_TC_L2',
    src: 0x1_2345_6780,
    dstSel: 'DST_ADDR_TC_L2',
    dst: 0x2_0000_0100,
    byteCount: 4096,
    rawWait: true,
  });
  // PKT3(PKT3_DMA_DATA, 5, 0); S_411_SRC_SEL(V_411_SRC_ADDR_TC_L2 = 3) = 3 << 29, S_411_DST_SEL(V_411_DST_ADDR_TC_L2 = 3) = 3 << 20;
  // src lo/hi, dst lo/hi; S_415_BYTE_COUNT_GFX9(4096) | S_415_RAW_WAIT(1) = 1 << 30.
  assert.deepEqual([...b.finish()], [0xc0055000, 0x60300000, 0x23456780, 0x1, 0x100, 0x2, 0x40001000]);
  const { sink } = run('gfx10_3', b);
  assert.deepEqual(sink.calls, [
    {
      kind: 'dmaData',
      cmd: {
        source: { kind: 'memory', address: 0x1_2345_6780 },
        dstAddress: 0x2_0000_0100,
        byteCount: 4096,
        srcSel: 'SRC_ADDR_TC_L2',
        dstSel: 'DST_ADDR_TC_L2',
        cpSync: false,
        rawWait: true,
        disableWrConfirm: false,
        dword: 0,
      },
    },
  ]);
});

test('DMA_DATA fill: SRC_SEL = DATA puts the value in SRC_ADDR_LO; CP_SYNC, DISABLE_WR_CONFIRM and the cache policies', () => {
  for (const gfx of GFX_LEVELS) {
    const b = new Pm4Builder(gfx)
      .numInstances(1)
      .dmaData({ srcSel: 'DATA', src: 0xdeadbeef, dstSel: 'DST_ADDR', dst: 0x1000, byteCount: 64, cpSync: true, disableWrConfirm: true })
      .dmaData({ srcSel: 'SRC_ADDR', src: 0x2000, dstSel: 'DST_ADDR', dst: 0x3000, byteCount: 8, srcCachePolicy: 1, dstCachePolicy: 2 });
    // S_411_SRC_SEL(V_411_DATA = 2) = 2 << 29 | S_411_CP_SYNC(1) = 1 << 31; S_415_DISABLE_WR_CONFIRM_GFX9(1) = 1 << 31.
    // SRC_CACHE_POLICY [14:13], DST_CACHE_POLICY [26:25] (pkt3.json DMA_DATA_WORD0_gfx9).
    assert.deepEqual([...b.finish().subarray(2)], [0xc0055000, 0xc0000000, 0xdeadbeef, 0, 0x1000, 0, 0x80000040, 0xc0055000, 0x04002000, 0x2000, 0, 0x3000, 0, 8], gfx);
    const { sink } = run(gfx, b);
    const [fill, copy] = sink.calls;
    assert.ok(fill?.kind === 'dmaData' && copy?.kind === 'dmaData');
    assert.deepEqual(fill.cmd.source, { kind: 'fill', value: 0xdeadbeef });
    assert.deepEqual([fill.cmd.srcSel, fill.cmd.dstSel, fill.cmd.cpSync, fill.cmd.disableWrConfirm, fill.cmd.dword], ['DATA', 'DST_ADDR', true, true, 2]);
    assert.deepEqual(copy.cmd.source, { kind: 'memory', address: 0x2000 });
    assert.deepEqual([copy.cmd.byteCount, copy.cmd.dstAddress, copy.cmd.dword], [8, 0x3000, 9]);
  }
});

test('DMA_DATA byte counts stop at Mesa cp_dma_max_byte_count: 2^26 - 32 before GFX11, 32767 rounded to 32 on GFX11', () => {
  assert.equal(cpDmaMaxByteCount('gfx9'), 0x3ffffe0);
  assert.equal(cpDmaMaxByteCount('gfx10'), 0x3ffffe0);
  assert.equal(cpDmaMaxByteCount('gfx10_3'), 0x3ffffe0);
  assert.equal(cpDmaMaxByteCount('gfx11'), 32736);
  for (const gfx of GFX_LEVELS) {
    const max = cpDmaMaxByteCount(gfx);
    const { sink } = run(gfx, new Pm4Builder(gfx).dmaData({ srcSel: 'SRC_ADDR_TC_L2', src: 0, dstSel: 'DST_ADDR_TC_L2', dst: max, byteCount: max }));
    const call = sink.calls[0]!;
    assert.ok(call.kind === 'dmaData' && call.cmd.byteCount === max, gfx);
  }
});
