/**
 * Builds PM4 type-3 command streams the way RADV emits them (Mesa sid.h
 * encodings). The driver uses it; tests use it to feed the command processor.
 * Arguments that cannot be encoded throw Pm4Error('invalid-argument') with
 * the dword index where the packet would have started.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { registerDb, setField, type FieldDef } from '../registers/register_db.js';
import { acquireMemBodyDwords, encodeCacheActions, type CacheActions } from './cache_actions.js';
import { cpDmaMaxByteCount, DMA_DATA_BODY, dmaCommandField, dmaWord0Field, type DmaDstSel, type DmaSrcSel } from './cp_dma.js';
import type { IndexType } from './index_type.js';
import { PKT3 } from './pkt3.generated.js';
import { pkt3EnumValue, pkt3Field } from './pkt3_fields.js';
import { pkt3Header } from './pkt3_header.js';
import { Pm4Error } from './pm4_error.js';
import { CONTEXT_RANGE, SH_RANGE, UCONFIG_RANGE, type RegisterRange } from './register_ranges.js';

export interface DrawIndex2Args {
  /** Index buffer size in indices. */
  readonly maxSize: number;
  /** GPU virtual address of the first index. */
  readonly indexAddress: number;
  readonly indexCount: number;
  /** VGT_DRAW_INITIATOR; defaults to SOURCE_SELECT = DI_SRC_SEL_DMA. */
  readonly drawInitiator?: number;
}

export interface WriteDataArgs {
  /** CONTROL.DST_SEL: 0 = register (address is a dword register offset), 5 = memory, 2 = L2. */
  readonly dstSel: number;
  readonly address: number;
  readonly data: readonly number[] | Uint32Array;
  readonly wrConfirm?: boolean;
  /** CONTROL.WR_ONE_ADDR: every dword to the same address. */
  readonly oneAddress?: boolean;
}

/** One CP DMA transfer (DMA_DATA), with the fields RADV's radv_cs_emit_cp_dma sets. */
export interface DmaDataArgs {
  readonly srcSel: DmaSrcSel;
  /** Source address; with SRC_SEL = DATA the 32-bit fill value. */
  readonly src: number;
  readonly dstSel: DmaDstSel;
  readonly dst: number;
  /** At most cpDmaMaxByteCount(gfx); fills (DATA) whole dwords at a dword-aligned address. */
  readonly byteCount: number;
  /** WORD0.CP_SYNC: the CP waits for this DMA to finish before the next packet. */
  readonly cpSync?: boolean;
  /** COMMAND.RAW_WAIT: wait for earlier DMAs first (the source was written by one). */
  readonly rawWait?: boolean;
  /** COMMAND.DISABLE_WR_CONFIRM. */
  readonly disableWrConfirm?: boolean;
  /** WORD0.SRC_CACHE_POLICY / DST_CACHE_POLICY (RADV leaves both 0). */
  readonly srcCachePolicy?: number;
  readonly dstCachePolicy?: number;
}

const TWO_32 = 2 ** 32;

export class Pm4Builder {
  private readonly words: number[] = [];

  constructor(readonly gfx: GfxLevel) {}

  get length(): number {
    return this.words.length;
  }

  setContextReg(byteOffset: number, ...values: number[]): this {
    return this.setReg(PKT3.SET_CONTEXT_REG, CONTEXT_RANGE, byteOffset, values);
  }

  setShReg(byteOffset: number, ...values: number[]): this {
    return this.setReg(PKT3.SET_SH_REG, SH_RANGE, byteOffset, values);
  }

  setUconfigReg(byteOffset: number, ...values: number[]): this {
    return this.setReg(PKT3.SET_UCONFIG_REG, UCONFIG_RANGE, byteOffset, values);
  }

  /** Sets a register by database name, choosing the packet from its range. */
  setRegByName(name: string, ...values: number[]): this {
    const reg = registerDb(this.gfx).register(name);
    switch (reg.space) {
      case 'context':
        return this.setContextReg(reg.offset, ...values);
      case 'sh':
        return this.setShReg(reg.offset, ...values);
      case 'uconfig':
        return this.setUconfigReg(reg.offset, ...values);
      default: {
        const never: never = reg.space;
        throw new Error(`bad register space ${String(never)}`);
      }
    }
  }

  drawIndexAuto(vertexCount: number, drawInitiator = this.sourceSelect('DI_SRC_SEL_AUTO_INDEX')): this {
    return this.packet(PKT3.DRAW_INDEX_AUTO, [vertexCount, drawInitiator]);
  }

  drawIndex2(args: DrawIndex2Args): this {
    const [lo, hi] = this.splitAddress(args.indexAddress);
    const initiator = args.drawInitiator ?? this.sourceSelect('DI_SRC_SEL_DMA');
    return this.packet(PKT3.DRAW_INDEX_2, [args.maxSize, lo, hi, args.indexCount, initiator]);
  }

  /** DRAW_INDEX_OFFSET_2: indices start at INDEX_BASE + indexOffset * index size. */
  drawIndexOffset2(maxSize: number, indexOffset: number, indexCount: number, drawInitiator = this.sourceSelect('DI_SRC_SEL_DMA')): this {
    return this.packet(PKT3.DRAW_INDEX_OFFSET_2, [maxSize, indexOffset, indexCount, drawInitiator]);
  }

  numInstances(count: number): this {
    return this.packet(PKT3.NUM_INSTANCES, [count]);
  }

  indexType(type: IndexType): this {
    return this.packet(PKT3.INDEX_TYPE, [type]);
  }

  indexBase(address: number): this {
    return this.packet(PKT3.INDEX_BASE, this.splitAddress(address));
  }

  indexBufferSize(indices: number): this {
    return this.packet(PKT3.INDEX_BUFFER_SIZE, [indices]);
  }

  /** EVENT_WRITE: EVENT_TYPE [5:0], EVENT_INDEX [11:8]; with an address for sampling events. */
  eventWrite(eventType: number, eventIndex = 0, address?: number): this {
    if (!Number.isInteger(eventType) || eventType < 0 || eventType > 0x3f || eventIndex < 0 || eventIndex > 0xf) {
      throw new Pm4Error('invalid-argument', this.length, `event type ${eventType} / index ${eventIndex} out of range`);
    }
    const control = eventType | (eventIndex << 8);
    return this.packet(PKT3.EVENT_WRITE, address === undefined ? [control] : [control, ...this.splitAddress(address)]);
  }

  /** ACQUIRE_MEM over the whole address space, with the level's body layout. */
  acquireMem(actions: CacheActions): this {
    const encoded = encodeCacheActions(this.gfx, actions);
    if ('unencodable' in encoded) {
      throw new Pm4Error('invalid-argument', this.length, `${this.gfx} ACQUIRE_MEM cannot encode ${encoded.unencodable}`);
    }
    // CP_COHER_CNTL, CP_COHER_SIZE, CP_COHER_SIZE_HI, CP_COHER_BASE, CP_COHER_BASE_HI, POLL_INTERVAL [, GCR_CNTL]
    const body = [encoded.cpCoherCntl, 0xffffffff, 0xffffff, 0, 0, 0x0a];
    if (acquireMemBodyDwords(this.gfx) === 7) body.push(encoded.gcrCntl);
    return this.packet(PKT3.ACQUIRE_MEM, body);
  }

  writeData(args: WriteDataArgs): this {
    if (args.data.length === 0) throw new Pm4Error('invalid-argument', this.length, 'WRITE_DATA needs at least one data dword');
    let control = setField(0, pkt3Field(this.gfx, PKT3.WRITE_DATA, 'CONTROL', 'DST_SEL'), args.dstSel);
    control = setField(control, pkt3Field(this.gfx, PKT3.WRITE_DATA, 'CONTROL', 'WR_CONFIRM'), args.wrConfirm ? 1 : 0);
    control = setField(control, pkt3Field(this.gfx, PKT3.WRITE_DATA, 'CONTROL', 'WR_ONE_ADDR'), args.oneAddress ? 1 : 0);
    return this.packet(PKT3.WRITE_DATA, [control, ...this.splitAddress(args.address), ...args.data]);
  }

  /** DMA_DATA: a CP DMA copy or fill; body layout and limits in cp_dma.ts. */
  dmaData(args: DmaDataArgs): this {
    const max = cpDmaMaxByteCount(this.gfx);
    if (!Number.isInteger(args.byteCount) || args.byteCount < 0 || args.byteCount > max) {
      throw new Pm4Error('invalid-argument', this.length, `DMA_DATA byte count ${args.byteCount} is outside [0, ${max}] (Mesa cp_dma_max_byte_count)`);
    }
    // radv_cp_dma_fill_memory asserts va % 4 == 0 && size % 4 == 0.
    if (args.srcSel === 'DATA' && (args.dst % 4 !== 0 || args.byteCount % 4 !== 0)) {
      throw new Pm4Error('invalid-argument', this.length, `DMA_DATA fills whole dwords: ${args.byteCount} bytes at ${args.dst}`);
    }
    for (const policy of [args.srcCachePolicy ?? 0, args.dstCachePolicy ?? 0]) {
      if (!Number.isInteger(policy) || policy < 0 || policy > 3) throw new Pm4Error('invalid-argument', this.length, `DMA_DATA cache policy ${policy} is not 2 bits`);
    }
    const w = (name: string): FieldDef => dmaWord0Field(this.gfx, name);
    let word0 = setField(0, w('SRC_SEL'), pkt3EnumValue(w('SRC_SEL'), args.srcSel));
    word0 = setField(word0, w('DST_SEL'), pkt3EnumValue(w('DST_SEL'), args.dstSel));
    word0 = setField(word0, w('CP_SYNC'), args.cpSync ? 1 : 0);
    word0 = setField(word0, w('SRC_CACHE_POLICY'), args.srcCachePolicy ?? 0);
    word0 = setField(word0, w('DST_CACHE_POLICY'), args.dstCachePolicy ?? 0);
    const c = (name: string): FieldDef => dmaCommandField(this.gfx, name);
    let command = setField(0, c('BYTE_COUNT'), args.byteCount);
    command = setField(command, c('RAW_WAIT'), args.rawWait ? 1 : 0);
    command = setField(command, c('DISABLE_WR_CONFIRM'), args.disableWrConfirm ? 1 : 0);
    // A fill's value takes SRC_ADDR_LO; Mesa emits value >> 32 = 0 as SRC_ADDR_HI.
    const [srcLo, srcHi] = args.srcSel === 'DATA' ? [args.src, 0] : this.splitAddress(args.src);
    const [dstLo, dstHi] = this.splitAddress(args.dst);
    const body = new Array<number>(DMA_DATA_BODY.length);
    body[DMA_DATA_BODY.word0] = word0;
    body[DMA_DATA_BODY.srcLo] = srcLo;
    body[DMA_DATA_BODY.srcHi] = srcHi;
    body[DMA_DATA_BODY.dstLo] = dstLo;
    body[DMA_DATA_BODY.dstHi] = dstHi;
    body[DMA_DATA_BODY.command] = command;
    return this.packet(PKT3.DMA_DATA, body);
  }

  /** NOP with `bodyDwords` filler dwords; 0 emits the header-only form. */
  nop(bodyDwords = 0): this {
    if (!Number.isInteger(bodyDwords) || bodyDwords < 0 || bodyDwords > 0x3fff) {
      throw new Pm4Error('invalid-argument', this.length, `NOP body of ${bodyDwords} dwords cannot be encoded`);
    }
    this.words.push(pkt3Header(PKT3.NOP, bodyDwords));
    for (let i = 0; i < bodyDwords; i++) this.words.push(0);
    return this;
  }

  finish(): Uint32Array {
    return Uint32Array.from(this.words);
  }

  private setReg(opcode: number, range: RegisterRange, byteOffset: number, values: readonly number[]): this {
    const end = byteOffset + values.length * 4;
    if (values.length === 0 || byteOffset % 4 !== 0 || byteOffset < range.base || end > range.end) {
      throw new Pm4Error(
        'invalid-argument',
        this.length,
        `${values.length} ${range.name} register(s) at 0x${byteOffset.toString(16)} are outside [0x${range.base.toString(16)}, 0x${range.end.toString(16)})`,
      );
    }
    return this.packet(opcode, [(byteOffset - range.base) / 4, ...values]);
  }

  private packet(opcode: number, body: readonly number[]): this {
    for (const w of body) {
      if (!Number.isInteger(w) || w < 0 || w > 0xffffffff) {
        throw new Pm4Error('invalid-argument', this.length, `packet 0x${opcode.toString(16)}: ${w} is not a 32-bit unsigned value`);
      }
    }
    if (body.length > 0x4000) throw new Pm4Error('invalid-argument', this.length, `packet body of ${body.length} dwords is too long`);
    this.words.push(pkt3Header(opcode, body.length), ...body);
    return this;
  }

  private splitAddress(address: number): [number, number] {
    if (!Number.isSafeInteger(address) || address < 0) {
      throw new Pm4Error('invalid-argument', this.length, `address ${address} is not a non-negative integer`);
    }
    return [address % TWO_32, Math.floor(address / TWO_32)];
  }

  private sourceSelect(enumerator: string): number {
    return registerDb(this.gfx).enumValue('VGT_DRAW_INITIATOR', 'SOURCE_SELECT', enumerator);
  }
}
