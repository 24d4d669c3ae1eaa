/**
 * GLOBAL and FLAT memory instructions: loads, stores and 32-bit atomics on
 * plain GPU virtual addresses. A global access takes a 64-bit VGPR address,
 * or an SGPR-pair base plus a 32-bit unsigned VGPR offset (saddr form); both
 * add the signed instruction offset. FLAT addresses are treated as global
 * ones: popsim's pixel shaders have no scratch, and their LDS is reached
 * through DS instructions (assumption, docs/gpu_cu.md). There is no range
 * check: an unmapped address is the memory system's page fault.
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { type AtomicOp, Policy } from '../memory/memory_system.js';
import { CuError } from './errors.js';
import { type MemoryAccess, policyOf, vectorCounter } from './memory_op.js';
import { type PooledMemoryOp, poolOf } from './pooled_memory_op.js';
import { vgprIndex } from './operands.js';
import type { TranslatedInstruction, TranslateContext } from './executor_factory.js';
import { laneActive, type Wave } from './wave.js';

const TWO_32 = 0x1_0000_0000;

type Shape =
  | { readonly kind: 'load' | 'store'; readonly dwords: number }
  | { readonly kind: 'load' | 'store'; readonly bits: 8 | 16; readonly signed: boolean };

const SHAPES: Readonly<Record<string, Shape>> = {
  load_dword: { kind: 'load', dwords: 1 },
  load_dwordx2: { kind: 'load', dwords: 2 },
  load_dwordx3: { kind: 'load', dwords: 3 },
  load_dwordx4: { kind: 'load', dwords: 4 },
  load_ubyte: { kind: 'load', bits: 8, signed: false },
  load_sbyte: { kind: 'load', bits: 8, signed: true },
  load_ushort: { kind: 'load', bits: 16, signed: false },
  load_sshort: { kind: 'load', bits: 16, signed: true },
  store_dword: { kind: 'store', dwords: 1 },
  store_dwordx2: { kind: 'store', dwords: 2 },
  store_dwordx3: { kind: 'store', dwords: 3 },
  store_dwordx4: { kind: 'store', dwords: 4 },
  store_byte: { kind: 'store', bits: 8, signed: false },
  store_short: { kind: 'store', bits: 16, signed: false },
};

const ATOMICS: ReadonlySet<string> = new Set<AtomicOp>(['swap', 'cmpswap', 'add', 'sub', 'smin', 'umin', 'smax', 'umax', 'and', 'or', 'xor', 'inc', 'dec']);

export function globalExecutor(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const m = /^(flat|global)_(\w+)$/.exec(ctx.name);
  if (!m) return undefined;
  const global = m[1] === 'global';
  const rest = m[2]!;
  const atomicName = /^atomic_(\w+)$/.exec(rest)?.[1];
  const shape = SHAPES[rest];
  if (!shape && !(atomicName && ATOMICS.has(atomicName))) return undefined;

  const ws = ctx.waveSize;
  const ops = inst.operands;
  const returns = shape ? shape.kind === 'load' : inst.mods.glc === true;
  // Loads and returning atomics have vdst first.
  const vdst = returns ? vgprIndex(ops[0], inst) * ws : -1;
  const first = returns ? 1 : 0;
  const vaddrOp = ops[first];
  const vdata = shape?.kind === 'load' ? -1 : vgprIndex(ops[first + 1], inst) * ws;
  const saddrOp = global ? ops[ops.length - 1] : undefined;
  const saddr = saddrOp?.kind === 'reg' ? saddrOp.code : -1;
  if (saddrOp && saddrOp.kind !== 'reg' && saddrOp.kind !== 'off') throw new CuError('unsupported-operand', inst.byteOffset, inst.op, 'saddr must be an SGPR pair or off');
  const vaddr = vgprIndex(vaddrOp, inst) * ws;
  const offset = inst.mods.offset ?? 0;
  const access: MemoryAccess = shape ? (shape.kind === 'load' ? 'read' : 'write') : 'atomic';
  // glc on an atomic means "return the pre-op value", not a cache policy.
  const policy = shape ? policyOf(inst.mods) : policyOf(inst.mods) & ~Policy.Glc;
  const counter = vectorCounter(ctx.gfx, access, returns);

  const address = (wave: Wave, lane: number): number => {
    const v = wave.vgpr;
    if (saddr >= 0) return (wave.sgpr[saddr + 1]! & 0xffff) * TWO_32 + wave.sgpr[saddr]! + v[vaddr + lane]! + offset;
    return (v[vaddr + ws + lane]! & 0xffff) * TWO_32 + v[vaddr + lane]! + offset;
  };

  let perLane: (op: PooledMemoryOp, wave: Wave, lane: number) => void;
  if (shape && 'dwords' in shape) {
    const n = shape.dwords;
    perLane =
      shape.kind === 'load'
        ? (op, wave, lane) => {
            const a = address(wave, lane);
            for (let d = 0; d < n; d++) op.addRead(a + 4 * d, vdst + d * ws + lane);
          }
        : (op, wave, lane) => {
            const a = address(wave, lane);
            for (let d = 0; d < n; d++) op.addWrite(a + 4 * d, wave.vgpr[vdata + d * ws + lane]!);
          };
  } else if (shape) {
    const { bits, signed } = shape;
    perLane =
      shape.kind === 'load'
        ? (op, wave, lane) => op.addSubdwordRead(address(wave, lane), vdst + lane, bits, signed)
        : (op, wave, lane) => op.addSubdwordWrite(address(wave, lane), wave.vgpr[vdata + lane]!, bits);
  } else {
    const cmpswap = atomicName === 'cmpswap';
    perLane = (op, wave, lane) => {
      const v = wave.vgpr;
      op.addAtomic(address(wave, lane), v[vdata + lane]!, cmpswap ? v[vdata + ws + lane]! : 0, returns ? vdst + lane : -1);
    };
  }
  const atomicOp = (atomicName ?? 'add') as AtomicOp;

  return {
    cls: 'vmem',
    interacts: true,
    exec: (wave) => {
      const op = poolOf(wave).acquire().begin(counter, access, policy, false);
      op.returnsData = returns;
      op.atomicOp = atomicOp;
      for (let lane = 0; lane < ws; lane++) if (laneActive(wave, lane)) perLane(op, wave, lane);
      wave.index++;
      return op.effect;
    },
  };
}
