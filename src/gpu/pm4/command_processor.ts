/**
 * The command processor: walks a PM4 stream, writes registers into the
 * RegisterFile and hands draws, events, cache actions, memory writes and CP
 * DMA transfers to a CommandSink. It keeps the draw state that packets set
 * for later draws (NUM_INSTANCES, INDEX_TYPE, INDEX_BASE, INDEX_BUFFER_SIZE);
 * writes of VGT_INDEX_TYPE / VGT_NUM_INSTANCES through SET_UCONFIG_REG (how
 * RADV sets them on GFX9+) update the same state.
 *
 * Only type-3 packets are accepted. The predicate bit is not evaluated (popsim
 * has no SET_PREDICATION): predicated packets always execute.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { getField } from '../../amd/registers/register_db.js';
import type { RegisterFile } from '../regs/register_file.js';
import { acquireMemBodyDwords, decodeCacheActions } from '../../amd/pm4/cache_actions.js';
import { DMA_DATA_BODY, dmaCommandField, dmaWord0Field } from '../../amd/pm4/cp_dma.js';
import type { CommandSink } from './command_sink.js';
import type { IndexType } from '../../amd/pm4/index_type.js';
import { indexSizeBytes } from '../../amd/pm4/index_type.js';
import { PKT3 } from '../../amd/pm4/pkt3.generated.js';
import { pkt3EnumeratorName, pkt3Field } from '../../amd/pm4/pkt3_fields.js';
import { decodePkt3Header, NOP_PAD_COUNT } from '../../amd/pm4/pkt3_header.js';
import { Pm4Error } from '../../amd/pm4/pm4_error.js';
import { rangeOfSetOpcode, type RegisterRange } from '../../amd/pm4/register_ranges.js';

/** Draw state carried between packets (and between streams, if passed back in). */
export interface CpState {
  numInstances: number;
  indexType: IndexType;
  indexBase: number;
  /** INDEX_BUFFER_SIZE, in indices. */
  indexBufferSize: number;
}

export function initialCpState(): CpState {
  return { numInstances: 1, indexType: 0, indexBase: 0, indexBufferSize: 0 };
}

const OPCODE_NAMES: ReadonlyMap<number, string> = new Map(Object.entries(PKT3).map(([name, op]) => [op, name]));

const TWO_32 = 2 ** 32;

/** One packet being executed: its header index and body view. */
interface Packet {
  readonly opcode: number;
  readonly name: string;
  readonly header: number;
  readonly body: Uint32Array;
}

function expectBody(p: Packet, sizes: readonly number[]): void {
  if (!sizes.includes(p.body.length)) {
    throw new Pm4Error('bad-body-size', p.header, `${p.name} has ${p.body.length} body dword(s), expected ${sizes.join(' or ')}`);
  }
}

function toIndexType(value: number, dword: number): IndexType {
  const t = value & 3;
  if (t === 3) throw new Pm4Error('bad-field', dword, `index type 3 is reserved`);
  return t as IndexType;
}

class CommandProcessor {
  private readonly gfx: GfxLevel;

  constructor(
    private readonly regs: RegisterFile,
    private readonly sink: CommandSink,
    private readonly state: CpState,
  ) {
    this.gfx = regs.gfx;
  }

  run(words: Uint32Array): void {
    let i = 0;
    while (i < words.length) {
      const h = decodePkt3Header(words[i]!);
      if (h.type !== 3) throw new Pm4Error('unsupported-packet-type', i, `type-${h.type} packet (only type 3 is supported)`);
      const name = OPCODE_NAMES.get(h.opcode);
      if (name === undefined) throw new Pm4Error('unknown-opcode', i, `unknown PM4 opcode 0x${h.opcode.toString(16)}`);
      const bodyLength = h.opcode === PKT3.NOP && h.count === NOP_PAD_COUNT ? 0 : h.count + 1;
      if (i + 1 + bodyLength > words.length) {
        throw new Pm4Error('truncated', i, `${name} needs ${bodyLength} body dword(s), stream has ${words.length - i - 1} left`);
      }
      this.execute({ opcode: h.opcode, name, header: i, body: words.subarray(i + 1, i + 1 + bodyLength) });
      i += 1 + bodyLength;
    }
  }

  private execute(p: Packet): void {
    const range = rangeOfSetOpcode(p.opcode);
    if (range) return this.setRegisters(p, range);
    switch (p.opcode) {
      case PKT3.NOP:
        return;
      case PKT3.NUM_INSTANCES:
        expectBody(p, [1]);
        this.state.numInstances = p.body[0]!;
        return;
      case PKT3.INDEX_TYPE:
        expectBody(p, [1]);
        this.state.indexType = toIndexType(p.body[0]!, p.header + 1);
        return;
      case PKT3.INDEX_BASE:
        expectBody(p, [2]);
        this.state.indexBase = p.body[0]! + p.body[1]! * TWO_32;
        return;
      case PKT3.INDEX_BUFFER_SIZE:
        expectBody(p, [1]);
        this.state.indexBufferSize = p.body[0]!;
        return;
      case PKT3.DRAW_INDEX_AUTO:
        expectBody(p, [2]);
        this.sink.drawIndexAuto({
          vertexCount: p.body[0]!,
          instanceCount: this.state.numInstances,
          drawInitiator: p.body[1]!,
          dword: p.header,
        });
        return;
      case PKT3.DRAW_INDEX_2:
        expectBody(p, [5]);
        this.sink.drawIndex2({
          maxSize: p.body[0]!,
          indexAddress: p.body[1]! + p.body[2]! * TWO_32,
          indexCount: p.body[3]!,
          drawInitiator: p.body[4]!,
          indexType: this.state.indexType,
          instanceCount: this.state.numInstances,
          dword: p.header,
        });
        return;
      case PKT3.DRAW_INDEX_OFFSET_2:
        expectBody(p, [4]);
        this.sink.drawIndex2({
          maxSize: p.body[0]!,
          indexAddress: this.state.indexBase + p.body[1]! * indexSizeBytes(this.state.indexType),
          indexCount: p.body[2]!,
          drawInitiator: p.body[3]!,
          indexType: this.state.indexType,
          instanceCount: this.state.numInstances,
          dword: p.header,
        });
        return;
      case PKT3.EVENT_WRITE:
        return this.eventWrite(p);
      case PKT3.ACQUIRE_MEM:
        return this.acquireMem(p);
      case PKT3.WRITE_DATA:
        return this.writeData(p);
      case PKT3.DMA_DATA:
        return this.dmaData(p);
      default:
        throw new Pm4Error('unsupported-packet', p.header, `${p.name} is not supported by popsim's command processor`);
    }
  }

  private setRegisters(p: Packet, range: RegisterRange): void {
    if (p.body.length < 2) throw new Pm4Error('bad-body-size', p.header, `${p.name} needs an offset and at least one value`);
    // Offset in [15:0]; the _INDEX forms put an index in [31:28], which popsim ignores.
    const base = range.base + (p.body[0]! & 0xffff) * 4;
    const count = p.body.length - 1;
    if (base + count * 4 > range.end) {
      throw new Pm4Error(
        'register-out-of-range',
        p.header + 1,
        `${p.name} writes ${count} register(s) from 0x${base.toString(16)}, past the ${range.name} range end 0x${range.end.toString(16)}`,
      );
    }
    for (let k = 0; k < count; k++) this.writeRegister(base + k * 4, p.body[k + 1]!, p.header + 2 + k);
  }

  private writeRegister(offset: number, value: number, dword: number): void {
    this.regs.write(offset, value);
    const name = this.regs.db.byOffset(offset)?.name;
    if (name === 'VGT_NUM_INSTANCES') this.state.numInstances = value;
    else if (name === 'VGT_INDEX_TYPE') {
      this.state.indexType = toIndexType(getField(value, this.regs.db.field('VGT_INDEX_TYPE', 'INDEX_TYPE')), dword);
    }
  }

  private eventWrite(p: Packet): void {
    expectBody(p, [1, 3]);
    const control = p.body[0]!;
    const eventType = control & 0x3f;
    const typeField = this.regs.db.field('VGT_EVENT_INITIATOR', 'EVENT_TYPE');
    this.sink.event({
      eventType,
      eventName: this.regs.db.enumeratorName(typeField, eventType),
      eventIndex: (control >>> 8) & 0xf,
      address: p.body.length === 3 ? p.body[1]! + p.body[2]! * TWO_32 : undefined,
      dword: p.header,
    });
  }

  private acquireMem(p: Packet): void {
    const size = acquireMemBodyDwords(this.gfx);
    expectBody(p, [size]);
    const cpCoherCntl = p.body[0]!;
    const gcrCntl = size === 7 ? p.body[6]! : 0;
    this.sink.acquireMem({ actions: decodeCacheActions(this.gfx, cpCoherCntl, gcrCntl), cpCoherCntl, gcrCntl, dword: p.header });
  }

  private writeData(p: Packet): void {
    if (p.body.length < 4) throw new Pm4Error('bad-body-size', p.header, `WRITE_DATA needs control, address and data`);
    const control = p.body[0]!;
    const dstSelField = pkt3Field(this.gfx, PKT3.WRITE_DATA, 'CONTROL', 'DST_SEL');
    const dstSel = (control & dstSelField.mask) >>> dstSelField.shift;
    const oneAddress = getField(control, pkt3Field(this.gfx, PKT3.WRITE_DATA, 'CONTROL', 'WR_ONE_ADDR')) !== 0;
    const address = p.body[1]! + p.body[2]! * TWO_32;
    const data = p.body.slice(3);
    if (dstSel === 0) {
      // MEM_MAPPED_REGISTER: the address is a dword register offset.
      for (let k = 0; k < data.length; k++) this.writeRegister((oneAddress ? address : address + k) * 4, data[k]!, p.header + 4 + k);
      return;
    }
    this.sink.writeData({
      dstSel,
      dstSelName: pkt3EnumeratorName(dstSelField, dstSel),
      address,
      data,
      wrConfirm: getField(control, pkt3Field(this.gfx, PKT3.WRITE_DATA, 'CONTROL', 'WR_CONFIRM')) !== 0,
      dword: p.header,
    });
  }

  /** DMA_DATA between memory addresses (through L2 or not); GDS, registers and prefetches (NOWHERE) are not modelled. */
  private dmaData(p: Packet): void {
    expectBody(p, [DMA_DATA_BODY.length]);
    const word0 = p.body[DMA_DATA_BODY.word0]!;
    const command = p.body[DMA_DATA_BODY.command]!;
    const word0Dword = p.header + 1 + DMA_DATA_BODY.word0;
    const commandDword = p.header + 1 + DMA_DATA_BODY.command;
    const srcSelField = dmaWord0Field(this.gfx, 'SRC_SEL');
    const dstSelField = dmaWord0Field(this.gfx, 'DST_SEL');
    const srcSel = pkt3EnumeratorName(srcSelField, getField(word0, srcSelField)) ?? '';
    const dstSel = pkt3EnumeratorName(dstSelField, getField(word0, dstSelField)) ?? '';
    if (srcSel === 'GDS') throw new Pm4Error('unsupported-field', word0Dword, 'DMA_DATA from GDS is not modelled (popsim has no GDS)');
    if (dstSel !== 'DST_ADDR' && dstSel !== 'DST_ADDR_TC_L2') {
      throw new Pm4Error('unsupported-field', word0Dword, `DMA_DATA to ${dstSel} is not modelled (only memory destinations)`);
    }
    const c = (name: string): number => getField(command, dmaCommandField(this.gfx, name));
    if (c('SAS') !== 0 || c('DAS') !== 0) throw new Pm4Error('unsupported-field', commandDword, 'DMA_DATA to or from registers (SAS/DAS) is not modelled');
    if (c('SAIC') !== 0 || c('DAIC') !== 0) throw new Pm4Error('unsupported-field', commandDword, 'DMA_DATA without address increment (SAIC/DAIC) is not modelled');
    const byteCount = c('BYTE_COUNT');
    const dstAddress = p.body[DMA_DATA_BODY.dstLo]! + p.body[DMA_DATA_BODY.dstHi]! * TWO_32;
    const fill = srcSel === 'DATA';
    // Fills are dword-granular (radv_cp_dma_fill_memory asserts it); a partial dword is not modelled.
    if (fill && byteCount % 4 !== 0) throw new Pm4Error('unsupported-field', commandDword, `DMA_DATA fill of ${byteCount} bytes is not whole dwords`);
    if (fill && dstAddress % 4 !== 0) {
      throw new Pm4Error('unsupported-field', p.header + 1 + DMA_DATA_BODY.dstLo, `DMA_DATA fill at 0x${dstAddress.toString(16)} is not dword-aligned`);
    }
    this.sink.dmaData({
      source: fill
        ? { kind: 'fill', value: p.body[DMA_DATA_BODY.srcLo]! }
        : { kind: 'memory', address: p.body[DMA_DATA_BODY.srcLo]! + p.body[DMA_DATA_BODY.srcHi]! * TWO_32 },
      dstAddress,
      byteCount,
      srcSel,
      dstSel,
      cpSync: getField(word0, dmaWord0Field(this.gfx, 'CP_SYNC')) !== 0,
      rawWait: c('RAW_WAIT') !== 0,
      disableWrConfirm: c('DISABLE_WR_CONFIRM') !== 0,
      dword: p.header,
    });
  }
}

/**
 * Executes a PM4 stream. Register writes go to `regs` (whose gfx level picks
 * packet layouts), everything else to `sink`. Returns the draw state after the
 * stream; pass it back in to continue with another stream.
 */
export function runCommandStream(words: Uint32Array, regs: RegisterFile, sink: CommandSink, state: CpState = initialCpState()): CpState {
  new CommandProcessor(regs, sink, state).run(words);
  return state;
}
