/**
 * Scalar memory loads (SMEM): s_load_dword{,x2,x4,x8,x16} from a 64-bit SGPR
 * address and s_buffer_load_dword* through a 4-SGPR buffer descriptor
 * (GFX11 spells them s_load_b32…, s_buffer_load_b32…), and the cache
 * invalidates s_dcache_inv / s_gl1_inv (performed when they complete). Tracked by lgkmcnt,
 * served by the scalar cache; glc (and dlc) bypass it (S11, S9: a POPS shader
 * that reads ordered data through SMEM must wait for lgkm too).
 *
 * Offsets (GFX9 and GFX10+ alike, byte units since GFX8): an immediate
 * (signed 21-bit for s_load, as the decoder reports it) or an SGPR (unsigned)
 * plus an optional immediate `offset:`. The address is dword aligned: its two
 * low bits are ignored. s_buffer_load checks each dword against the
 * descriptor's range (NUM_RECORDS bytes, times STRIDE when it is non-zero —
 * assumption, docs/gpu_cu.md): out-of-range dwords read 0.
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { decodeBufferDescriptor } from '../../amd/descriptors.js';
import { DescriptorCache } from './descriptor_cache.js';
import type { InvalidateWhat } from '../memory/memory_system.js';
import { policyOf } from './memory_op.js';
import { poolOf } from './pooled_memory_op.js';
import { floorMod } from '../../common/floor_mod.js';
import { scalarDest, scalarSource, type ScalarRead } from './operands.js';
import type { TranslatedInstruction, TranslateContext } from './executor_factory.js';
import { CuError } from './errors.js';

const TWO_32 = 0x1_0000_0000;

const LOADS: Readonly<Record<string, { readonly dwords: number; readonly buffer: boolean }>> = {
  s_load_dword: { dwords: 1, buffer: false },
  s_load_dwordx2: { dwords: 2, buffer: false },
  s_load_dwordx4: { dwords: 4, buffer: false },
  s_load_dwordx8: { dwords: 8, buffer: false },
  s_load_dwordx16: { dwords: 16, buffer: false },
  s_buffer_load_dword: { dwords: 1, buffer: true },
  s_buffer_load_dwordx2: { dwords: 2, buffer: true },
  s_buffer_load_dwordx4: { dwords: 4, buffer: true },
  s_buffer_load_dwordx8: { dwords: 8, buffer: true },
  s_buffer_load_dwordx16: { dwords: 16, buffer: true },
};

/** The byte offset operand: an immediate, or an SGPR plus the `offset:` immediate. */
function offsetReader(inst: DecodedInstruction, ctx: TranslateContext): ScalarRead {
  const op = inst.operands[2];
  if (op === undefined) throw new CuError('unsupported-operand', inst.byteOffset, inst.op, 'missing offset');
  if (op.kind === 'imm') {
    const value = op.value;
    return () => value;
  }
  const sgpr = scalarSource(op, inst, ctx);
  const extra = inst.mods.offset ?? 0;
  return (wave, host) => sgpr(wave, host) + extra;
}

/** Cache invalidates issued through SMEM: the scalar cache, and GL1 (GFX10+). */
const INVALIDATES: Readonly<Record<string, InvalidateWhat>> = {
  s_dcache_inv: { scalar: true },
  s_gl1_inv: { l1: true },
};

export function smemExecutor(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const invalidate = INVALIDATES[ctx.name];
  if (invalidate) {
    return {
      cls: 'smem',
      interacts: true,
      exec: (wave) => {
        const op = poolOf(wave).acquire().begin('lgkm', 'read', 0, true);
        op.invalidate = invalidate;
        wave.index++;
        return op.effect;
      },
    };
  }
  const shape = LOADS[ctx.name];
  if (!shape) return undefined;
  const { dwords, buffer } = shape;
  const sdata = scalarDest(inst.operands[0], inst, ctx);
  const sbaseOp = inst.operands[1];
  if (sbaseOp?.kind !== 'reg') throw new CuError('unsupported-operand', inst.byteOffset, inst.op, 'sbase must be SGPRs');
  const sbase = sbaseOp.code;
  const offset = offsetReader(inst, ctx);
  const policy = policyOf(inst.mods);
  const gfx = ctx.gfx;
  const descriptors = new DescriptorCache(4, (sgpr, first) => decodeBufferDescriptor(gfx, sgpr, first));

  return {
    cls: 'smem',
    interacts: true,
    exec: (wave, host) => {
      const op = poolOf(wave).acquire().begin('lgkm', 'read', policy, true);
      const off = offset(wave, host);
      if (buffer) {
        const desc = descriptors.get(wave.sgpr, sbase);
        const limit = desc.numRecords * Math.max(desc.stride, 1);
        const start = off - (((off % 4) + 4) % 4);
        for (let d = 0; d < dwords; d++) {
          const dest = sdata < 0 ? -1 : sdata + d;
          const at = start + 4 * d;
          if (at >= 0 && at + 4 <= limit) op.addRead(desc.base + at, dest);
          else if (dest >= 0) op.addZero(dest);
        }
      } else {
        const base = (wave.sgpr[sbase + 1]! & 0xffff) * TWO_32 + wave.sgpr[sbase]!;
        const address = base + off;
        const aligned = address - floorMod(address, 4); // not `%`: x87's fprem for an address above 2^31
        for (let d = 0; d < dwords; d++) op.addRead(aligned + 4 * d, sdata < 0 ? -1 : sdata + d);
      }
      wave.index++;
      return op.effect;
    },
  };
}
