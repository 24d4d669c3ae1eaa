/**
 * Untyped buffer instructions (MUBUF) through a 4-SGPR buffer descriptor:
 * dword, sub-dword and format loads/stores, 32-bit atomics, and the vector
 * cache invalidates (buffer_wbinvl1, buffer_gl0_inv, buffer_gl1_inv).
 *
 * Addressing (GCN/RDNA ISA "buffer addressing", swizzling off):
 *   index  = idxen ? vaddr[0] : 0   (+ lane id when ADD_TID_ENABLE)
 *   offset = (offen ? vaddr[idxen ? 1 : 0] : 0) + inst_offset
 *   address = base + soffset + index * stride + offset
 * Range checking uses the descriptor's rule (descriptors.ts bufferInBounds,
 * SGPR offset excluded as on hardware): out-of-range loads return 0, stores
 * and atomics are dropped (an atomic with return gets 0).
 *
 * Sources (address, store data, atomic operands) are read at issue; memory
 * is accessed at completion (memory_op.ts).
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { type BufferDescriptor, bufferInBounds, decodeBufferDescriptor } from '../../amd/descriptors.js';
import { DescriptorCache } from './descriptor_cache.js';
import { type AtomicOp, Policy } from '../memory/memory_system.js';
import { packTexel, texelDwords } from '../../amd/formats/texel_formats.js';
import { CuError } from './errors.js';
import { policyOf, vectorCounter } from './memory_op.js';
import { type PooledMemoryOp, poolOf } from './pooled_memory_op.js';
import { scalarSource, type ScalarRead, vgprIndex } from './operands.js';
import type { TranslatedInstruction, TranslateContext } from './executor_factory.js';
import { laneActive, type Wave, type WaveHost } from './wave.js';

const DWORD_OPS: Readonly<Record<string, { readonly store: boolean; readonly dwords: number }>> = {
  buffer_load_dword: { store: false, dwords: 1 },
  buffer_load_dwordx2: { store: false, dwords: 2 },
  buffer_load_dwordx3: { store: false, dwords: 3 },
  buffer_load_dwordx4: { store: false, dwords: 4 },
  buffer_store_dword: { store: true, dwords: 1 },
  buffer_store_dwordx2: { store: true, dwords: 2 },
  buffer_store_dwordx3: { store: true, dwords: 3 },
  buffer_store_dwordx4: { store: true, dwords: 4 },
};

const SUBDWORD_OPS: Readonly<Record<string, { readonly store: boolean; readonly bits: 8 | 16; readonly signed: boolean }>> = {
  buffer_load_ubyte: { store: false, bits: 8, signed: false },
  buffer_load_sbyte: { store: false, bits: 8, signed: true },
  buffer_load_ushort: { store: false, bits: 16, signed: false },
  buffer_load_sshort: { store: false, bits: 16, signed: true },
  buffer_store_byte: { store: true, bits: 8, signed: false },
  buffer_store_short: { store: true, bits: 16, signed: false },
};

/** Format ops: channel mask by suffix. */
const FORMAT_MASKS: Readonly<Record<string, number>> = { x: 0x1, xy: 0x3, xyz: 0x7, xyzw: 0xf };

/** The 32-bit atomics, named as the memory system names them (buffer_atomic_<op>). */
const ATOMICS: ReadonlySet<string> = new Set<AtomicOp>(['swap', 'cmpswap', 'add', 'sub', 'smin', 'umin', 'smax', 'umax', 'and', 'or', 'xor', 'inc', 'dec']);

/** Per-lane address parts shared by every MUBUF form, resolved at translate time. */
export interface BufferAddressing {
  /** Row of vaddr in Wave.vgpr, or -1 for `off`. */
  readonly vaddr: number;
  readonly idxen: boolean;
  readonly offen: boolean;
  readonly instOffset: number;
  readonly soffset: ScalarRead;
  readonly srsrc: number;
  readonly ws: number;
}

function addressing(inst: DecodedInstruction, ctx: TranslateContext): BufferAddressing {
  const [, vaddrOp, srsrcOp, soffsetOp] = inst.operands;
  if (srsrcOp?.kind !== 'reg' || soffsetOp === undefined) throw new CuError('unsupported-operand', inst.byteOffset, inst.op, 'expected srsrc and soffset');
  const idxen = inst.mods.idxen === true;
  const offen = inst.mods.offen === true;
  const vaddr = idxen || offen ? vgprIndex(vaddrOp, inst) * ctx.waveSize : -1;
  return { vaddr, idxen, offen, instOffset: inst.mods.offset ?? 0, soffset: scalarSource(soffsetOp, inst, ctx), srsrc: srsrcOp.code, ws: ctx.waveSize };
}

function laneIndex(a: BufferAddressing, desc: BufferDescriptor, v: Uint32Array, lane: number): number {
  return (a.idxen ? v[a.vaddr + lane]! : 0) + (desc.addTid ? lane : 0);
}

function laneOffset(a: BufferAddressing, v: Uint32Array, lane: number): number {
  return (a.offen ? v[a.vaddr + (a.idxen ? a.ws : 0) + lane]! : 0) + a.instOffset;
}

/**
 * Decodes the descriptor of one execution (before a request is taken from the
 * pool, so a bad descriptor leaks nothing); swizzled (scratch) buffers and,
 * for format accesses, formats popsim does not model are CuErrors.
 */
function descriptorOf(a: BufferAddressing, descriptors: DescriptorCache<BufferDescriptor>, wave: Wave, inst: DecodedInstruction, typed: boolean): BufferDescriptor {
  const desc = descriptors.get(wave.sgpr, a.srsrc);
  if (desc.swizzleEnable) throw new CuError('unsupported-operand', inst.byteOffset, inst.op, 'swizzled buffer descriptors are not modelled');
  if (typed && desc.format === undefined) throw new CuError('unsupported-operand', inst.byteOffset, inst.op, 'buffer descriptor format is not one popsim models');
  return desc;
}

type LaneAccess = (op: PooledMemoryOp, desc: BufferDescriptor, base: number, index: number, offset: number, v: Uint32Array, lane: number) => void;

/** Builds the executor: per active lane, `access` adds the lane's accesses to the pooled request. */
function bufferExec(
  inst: DecodedInstruction,
  ctx: TranslateContext,
  access: 'read' | 'write' | 'atomic',
  returnsData: boolean,
  policy: number,
  setup: (op: PooledMemoryOp, desc: BufferDescriptor) => void,
  perLane: LaneAccess,
): TranslatedInstruction {
  const a = addressing(inst, ctx);
  const counter = vectorCounter(ctx.gfx, access, returnsData);
  const ws = ctx.waveSize;
  const typed = ctx.name.includes('_format_');
  const gfx = ctx.gfx;
  const descriptors = new DescriptorCache(4, (sgpr, first) => decodeBufferDescriptor(gfx, sgpr, first));
  return {
    cls: 'vmem',
    interacts: true,
    exec: (wave: Wave, host: WaveHost) => {
      const desc = descriptorOf(a, descriptors, wave, inst, typed);
      const op = poolOf(wave).acquire().begin(counter, access, policy, false);
      op.returnsData = returnsData;
      setup(op, desc);
      const base = desc.base + a.soffset(wave, host);
      const v = wave.vgpr;
      for (let lane = 0; lane < ws; lane++) {
        if (laneActive(wave, lane)) perLane(op, desc, base, laneIndex(a, desc, v, lane), laneOffset(a, v, lane), v, lane);
      }
      wave.index++;
      return op.effect;
    },
  };
}

const NO_SETUP = (): void => {};
const IN4 = new Uint32Array(4);
const PACKED = new Uint32Array(4);

export function bufferExecutor(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const name = ctx.name;
  const ws = ctx.waveSize;
  const policy = policyOf(inst.mods);

  const invalidate =
    name === 'buffer_wbinvl1' || name === 'buffer_gl0_inv' ? { l0: true } : name === 'buffer_gl1_inv' ? { l1: true } : undefined;
  if (invalidate) {
    const counter = vectorCounter(ctx.gfx, 'read', true);
    return {
      cls: 'vmem',
      interacts: true,
      exec: (wave) => {
        const op = poolOf(wave).acquire().begin(counter, 'read', 0, false);
        op.invalidate = invalidate;
        wave.index++;
        return op.effect;
      },
    };
  }

  const vdataOp = inst.operands[0];
  const dwordOp = DWORD_OPS[name];
  if (dwordOp) {
    const vdata = vgprIndex(vdataOp, inst) * ws;
    const { dwords } = dwordOp;
    if (dwordOp.store) {
      return bufferExec(inst, ctx, 'write', false, policy, NO_SETUP, (op, desc, base, index, offset, v, lane) => {
        for (let d = 0; d < dwords; d++) {
          if (bufferInBounds(desc, index, offset + 4 * d, 4)) op.addWrite(base + index * desc.stride + offset + 4 * d, v[vdata + d * ws + lane]!);
        }
      });
    }
    return bufferExec(inst, ctx, 'read', true, policy, NO_SETUP, (op, desc, base, index, offset, _v, lane) => {
      for (let d = 0; d < dwords; d++) {
        const dest = vdata + d * ws + lane;
        if (bufferInBounds(desc, index, offset + 4 * d, 4)) op.addRead(base + index * desc.stride + offset + 4 * d, dest);
        else op.addZero(dest);
      }
    });
  }

  const sub = SUBDWORD_OPS[name];
  if (sub) {
    const vdata = vgprIndex(vdataOp, inst) * ws;
    const { bits, signed } = sub;
    const bytes = bits / 8;
    if (sub.store) {
      return bufferExec(inst, ctx, 'write', false, policy, NO_SETUP, (op, desc, base, index, offset, v, lane) => {
        if (!bufferInBounds(desc, index, offset, bytes)) return;
        op.addSubdwordWrite(base + index * desc.stride + offset, v[vdata + lane]!, bits);
      });
    }
    return bufferExec(inst, ctx, 'read', true, policy, NO_SETUP, (op, desc, base, index, offset, _v, lane) => {
      const dest = vdata + lane;
      if (!bufferInBounds(desc, index, offset, bytes)) return op.addZero(dest);
      op.addSubdwordRead(base + index * desc.stride + offset, dest, bits, signed);
    });
  }

  const format = /^buffer_(load|store)_format_(x|xy|xyz|xyzw)$/.exec(name);
  if (format) {
    const vdata = vgprIndex(vdataOp, inst) * ws;
    const dmask = FORMAT_MASKS[format[2]!]!;
    if (format[1] === 'store') {
      return bufferExec(inst, ctx, 'write', false, policy, NO_SETUP, (op, desc, base, index, offset, v, lane) => {
        const f = desc.format!;
        const n = texelDwords(f);
        if (!bufferInBounds(desc, index, offset, 4 * n)) return;
        // Channels the instruction does not supply are written as 0 (assumption, docs/gpu_cu.md).
        for (let c = 0, k = 0; c < 4; c++) IN4[c] = dmask & (1 << c) ? v[vdata + k++ * ws + lane]! : 0;
        packTexel(f, IN4, PACKED, 0);
        const address = base + index * desc.stride + offset;
        for (let d = 0; d < n; d++) op.addWrite(address + 4 * d, PACKED[d]!);
      });
    }
    return bufferExec(
      inst,
      ctx,
      'read',
      true,
      policy,
      (op, desc) => op.setTexels(desc.format!, dmask, desc.dstSel),
      (op, desc, base, index, offset, _v, lane) => {
        const n = texelDwords(op.format!);
        const inBounds = bufferInBounds(desc, index, offset, 4 * n);
        op.beginTexel(vdata + lane, inBounds);
        if (!inBounds) return;
        const address = base + index * desc.stride + offset;
        for (let d = 0; d < n; d++) op.addTexelDword(address + 4 * d);
      },
    );
  }

  const atomic = /^buffer_atomic_(\w+)$/.exec(name);
  if (atomic && ATOMICS.has(atomic[1]!)) {
    const atomicOp = atomic[1] as AtomicOp;
    const vdata = vgprIndex(vdataOp, inst) * ws;
    const cmpswap = atomicOp === 'cmpswap';
    // glc on an atomic means "return the pre-op value", not a cache policy.
    const returns = inst.mods.glc === true;
    return bufferExec(
      inst,
      ctx,
      'atomic',
      returns,
      policy & ~Policy.Glc,
      (op) => (op.atomicOp = atomicOp),
      (op, desc, base, index, offset, v, lane) => {
        const dest = returns ? vdata + lane : -1;
        if (!bufferInBounds(desc, index, offset, 4)) {
          if (dest >= 0) op.addZero(dest);
          return;
        }
        op.addAtomic(base + index * desc.stride + offset, v[vdata + lane]!, cmpswap ? v[vdata + ws + lane]! : 0, dest);
      },
    );
  }
  return undefined;
}
