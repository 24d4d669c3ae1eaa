/**
 * DS (LDS) instructions: loads, stores, two-address forms, 32-bit atomics and
 * the cross-lane ds_swizzle_b32 / ds_permute_b32 / ds_bpermute_b32 that
 * subgroup lowering uses.
 *
 * In popsim's pixel-shader model a wave's LDS (Wave.lds: its parameter data
 * and any shader LDS) is private to the wave — pixel waves share no LDS with
 * each other — so a DS instruction is executed completely when it issues; only
 * lgkmcnt drains later (Effect 'local'), which keeps s_waitcnt lgkmcnt
 * meaningful for timing without a visible functional difference.
 *
 * Addresses are byte addresses into the wave's LDS; dword accesses ignore the
 * low two address bits; accesses beyond the wave's LDS read 0 and write
 * nothing (the hardware's LDS bounds check). GDS is not modelled.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { DecodedInstruction } from '../../isa/instruction.js';
import { type AtomicOp, applyAtomic } from '../memory/memory_system.js';
import { CuError } from './errors.js';
import { vgprIndex } from './operands.js';
import type { Effect } from './effect.js';
import type { TranslatedInstruction, TranslateContext } from './executor_factory.js';
import { laneActive, laneInExec, type Wave } from './wave.js';
import { CODE_EXEC_HI, CODE_EXEC_LO } from '../../isa/operand.js';

/**
 * LDS latency in cycles until lgkmcnt drains. Assumption (docs/gpu_cu.md):
 * round figures from public latency measurements of GCN (~64 cycles) and
 * RDNA (~40 cycles) LDS; the engine's calibration may replace them.
 */
export function ldsLatency(gfx: GfxLevel): number {
  return gfx === 'gfx9' ? 64 : 40;
}

interface LoadShape {
  readonly dwords: number;
  /** Sub-dword loads: width and sign extension. */
  readonly bits: 8 | 16 | 32;
  readonly signed: boolean;
}

const LOADS: Readonly<Record<string, LoadShape>> = {
  ds_read_b32: { dwords: 1, bits: 32, signed: false },
  ds_read_b64: { dwords: 2, bits: 32, signed: false },
  ds_read_b96: { dwords: 3, bits: 32, signed: false },
  ds_read_b128: { dwords: 4, bits: 32, signed: false },
  ds_read_u8: { dwords: 1, bits: 8, signed: false },
  ds_read_i8: { dwords: 1, bits: 8, signed: true },
  ds_read_u16: { dwords: 1, bits: 16, signed: false },
  ds_read_i16: { dwords: 1, bits: 16, signed: true },
};

const STORES: Readonly<Record<string, { readonly dwords: number; readonly bits: 8 | 16 | 32 }>> = {
  ds_write_b32: { dwords: 1, bits: 32 },
  ds_write_b64: { dwords: 2, bits: 32 },
  ds_write_b96: { dwords: 3, bits: 32 },
  ds_write_b128: { dwords: 4, bits: 32 },
  ds_write_b8: { dwords: 1, bits: 8 },
  ds_write_b16: { dwords: 1, bits: 16 },
};

/** Two-address forms: dwords per element and the offset scale (st64 multiplies by 64). */
const PAIRS: Readonly<Record<string, { readonly store: boolean; readonly dwords: number; readonly scale: number }>> = {
  ds_read2_b32: { store: false, dwords: 1, scale: 1 },
  ds_read2_b64: { store: false, dwords: 2, scale: 1 },
  ds_read2st64_b32: { store: false, dwords: 1, scale: 64 },
  ds_read2st64_b64: { store: false, dwords: 2, scale: 64 },
  ds_write2_b32: { store: true, dwords: 1, scale: 1 },
  ds_write2_b64: { store: true, dwords: 2, scale: 1 },
  ds_write2st64_b32: { store: true, dwords: 1, scale: 64 },
  ds_write2st64_b64: { store: true, dwords: 2, scale: 64 },
};

/** New value of a 32-bit LDS atomic from the old value and the data operands (unsigned 32-bit). */
type AtomicFn = (old: number, data: number, data2: number) => number;

/** DS atomics with a global-memory counterpart share its semantics (memory_system.ts applyAtomic). */
const SHARED_ATOMICS: Readonly<Record<string, AtomicOp>> = {
  add_u32: 'add',
  sub_u32: 'sub',
  inc_u32: 'inc',
  dec_u32: 'dec',
  min_i32: 'smin',
  max_i32: 'smax',
  min_u32: 'umin',
  max_u32: 'umax',
  and_b32: 'and',
  or_b32: 'or',
  xor_b32: 'xor',
  wrxchg_b32: 'swap',
};

function atomicFn(key: string, gfx: GfxLevel): AtomicFn | undefined {
  switch (key) {
    case 'rsub_u32':
      return (o, d) => (d - o) >>> 0;
    case 'mskor_b32':
      return (o, mask, bits) => ((o & ~mask) | bits) >>> 0;
    case 'cmpst_b32':
      // GFX9–10.3 ds_cmpst_b32: DATA is the compare value, DATA2 the new one;
      // GFX11's ds_cmpstore_b32 swapped them (DATA new, DATA2 compare).
      return gfx === 'gfx11' ? (o, src, cmp) => applyAtomic('cmpswap', o, src, cmp) : (o, cmp, src) => applyAtomic('cmpswap', o, src, cmp);
    default: {
      const op = SHARED_ATOMICS[key];
      return op === undefined ? undefined : (o, d) => applyAtomic(op, o, d, 0);
    }
  }
}

/** `ds_add_rtn_u32` → the add_u32 function, returning; undefined if not a 32-bit integer atomic. */
function atomicOf(name: string, gfx: GfxLevel): { fn: AtomicFn; returns: boolean } | undefined {
  const m = /^ds_(\w+?)(_rtn)?_(u32|i32|b32)$/.exec(name);
  if (!m) return undefined;
  const fn = atomicFn(`${m[1]}_${m[3]}`, gfx);
  return fn ? { fn, returns: m[2] !== undefined } : undefined;
}

// Cross-lane scratch: sources are all read before any destination is written.
const CROSS = new Uint32Array(64);

function readDword(lds: Uint32Array, byteAddr: number): number {
  const i = byteAddr >>> 2;
  return i < lds.length ? lds[i]! : 0;
}

function writeDword(lds: Uint32Array, byteAddr: number, value: number): void {
  const i = byteAddr >>> 2;
  if (i < lds.length) lds[i] = value;
}

function unsupported(inst: DecodedInstruction, detail: string): CuError {
  return new CuError('unsupported-instruction', inst.byteOffset, inst.op, detail);
}

export function dsExecutor(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  if (inst.mods.gds) throw unsupported(inst, 'GDS is not modelled');
  const ws = ctx.waveSize;
  const effect: Effect = { kind: 'local', counter: 'lgkm', latency: ldsLatency(ctx.gfx) };
  const offset = inst.mods.offset ?? 0;
  const ops = inst.operands;
  const done = (run: (wave: Wave) => void): TranslatedInstruction => ({
    cls: 'lds',
    interacts: true,
    exec: (wave) => {
      run(wave);
      wave.index++;
      return effect;
    },
  });

  const load = LOADS[ctx.name];
  if (load) {
    const vdst = vgprIndex(ops[0], inst) * ws;
    const vaddr = vgprIndex(ops[1], inst) * ws;
    const { dwords, bits, signed } = load;
    return done((wave) => {
      const v = wave.vgpr;
      for (let lane = 0; lane < ws; lane++) {
        if (!laneActive(wave, lane)) continue;
        const addr = (v[vaddr + lane]! + offset) >>> 0;
        if (bits === 32) {
          for (let d = 0; d < dwords; d++) v[vdst + d * ws + lane] = readDword(wave.lds, addr + 4 * d);
        } else {
          let x = (readDword(wave.lds, addr) >>> ((addr & 3) * 8)) & ((1 << bits) - 1);
          if (signed && x & (1 << (bits - 1))) x -= 1 << bits;
          v[vdst + lane] = x >>> 0;
        }
      }
    });
  }

  const store = STORES[ctx.name];
  if (store) {
    const vaddr = vgprIndex(ops[0], inst) * ws;
    const vdata = vgprIndex(ops[1], inst) * ws;
    const { dwords, bits } = store;
    return done((wave) => {
      const v = wave.vgpr;
      const lds = wave.lds;
      for (let lane = 0; lane < ws; lane++) {
        if (!laneActive(wave, lane)) continue;
        const addr = (v[vaddr + lane]! + offset) >>> 0;
        if (bits === 32) {
          for (let d = 0; d < dwords; d++) writeDword(lds, addr + 4 * d, v[vdata + d * ws + lane]!);
        } else {
          const shift = (addr & 3) * 8;
          const mask = (((1 << bits) - 1) << shift) >>> 0;
          const old = readDword(lds, addr);
          writeDword(lds, addr, ((old & ~mask) | ((v[vdata + lane]! << shift) & mask)) >>> 0);
        }
      }
    });
  }

  const pair = PAIRS[ctx.name];
  if (pair) {
    const { store: isStore, dwords, scale } = pair;
    const step = dwords * 4 * scale;
    const off0 = (inst.mods.offset0 ?? 0) * step;
    const off1 = (inst.mods.offset1 ?? 0) * step;
    if (isStore) {
      const vaddr = vgprIndex(ops[0], inst) * ws;
      const data0 = vgprIndex(ops[1], inst) * ws;
      const data1 = vgprIndex(ops[2], inst) * ws;
      return done((wave) => {
        const v = wave.vgpr;
        for (let lane = 0; lane < ws; lane++) {
          if (!laneActive(wave, lane)) continue;
          const addr = v[vaddr + lane]!;
          for (let d = 0; d < dwords; d++) {
            writeDword(wave.lds, (addr + off0 + 4 * d) >>> 0, v[data0 + d * ws + lane]!);
            writeDword(wave.lds, (addr + off1 + 4 * d) >>> 0, v[data1 + d * ws + lane]!);
          }
        }
      });
    }
    const vdst = vgprIndex(ops[0], inst) * ws;
    const vaddr = vgprIndex(ops[1], inst) * ws;
    return done((wave) => {
      const v = wave.vgpr;
      for (let lane = 0; lane < ws; lane++) {
        if (!laneActive(wave, lane)) continue;
        const addr = v[vaddr + lane]!;
        // Both elements are read before the destination (which may overlap vaddr) is written.
        for (let d = 0; d < dwords; d++) {
          CROSS[d] = readDword(wave.lds, (addr + off0 + 4 * d) >>> 0);
          CROSS[dwords + d] = readDword(wave.lds, (addr + off1 + 4 * d) >>> 0);
        }
        for (let d = 0; d < 2 * dwords; d++) v[vdst + d * ws + lane] = CROSS[d]!;
      }
    });
  }

  const atomic = atomicOf(ctx.name, ctx.gfx);
  if (atomic) {
    const { fn, returns } = atomic;
    const first = returns ? 1 : 0;
    const vdst = returns ? vgprIndex(ops[0], inst) * ws : -1;
    const vaddr = vgprIndex(ops[first], inst) * ws;
    const data0 = vgprIndex(ops[first + 1], inst) * ws;
    const data1 = ops[first + 2] ? vgprIndex(ops[first + 2], inst) * ws : -1;
    return done((wave) => {
      const v = wave.vgpr;
      const lds = wave.lds;
      // Lanes update LDS in lane order.
      for (let lane = 0; lane < ws; lane++) {
        if (!laneActive(wave, lane)) continue;
        const addr = (v[vaddr + lane]! + offset) >>> 0;
        const old = readDword(lds, addr);
        writeDword(lds, addr, fn(old, v[data0 + lane]!, data1 >= 0 ? v[data1 + lane]! : 0));
        if (vdst >= 0) v[vdst + lane] = old;
      }
    });
  }

  switch (ctx.name) {
    case 'ds_swizzle_b32':
      return done(swizzle(vgprIndex(ops[0], inst) * ws, vgprIndex(ops[1], inst) * ws, offset, ws));
    case 'ds_permute_b32':
    case 'ds_bpermute_b32': {
      const vdst = vgprIndex(ops[0], inst) * ws;
      const vaddr = vgprIndex(ops[1], inst) * ws;
      const data = vgprIndex(ops[2], inst) * ws;
      // GFX10+ wave64 permutes within each half of 32 lanes (RDNA ISA); GFX9 across all 64.
      const span = ctx.gfx === 'gfx9' ? ws : 32;
      return done(ctx.name === 'ds_bpermute_b32' ? backwardPermute(vdst, vaddr, data, offset, ws, span) : forwardPermute(vdst, vaddr, data, offset, ws, span));
    }
    default:
      return undefined;
  }
}

/**
 * ds_bpermute_b32: lane i reads lane (addr[i] + offset) / 4 of its span;
 * EXEC applies to the source reads (inactive source lanes give 0).
 */
function backwardPermute(vdst: number, vaddr: number, data: number, offset: number, ws: number, span: number): (wave: Wave) => void {
  return (wave) => {
    const v = wave.vgpr;
    for (let lane = 0; lane < ws; lane++) {
      const base = lane - (lane % span);
      const src = base + ((((v[vaddr + lane]! + offset) >>> 0) >>> 2) % span);
      CROSS[lane] = laneActive(wave, src) ? v[data + src]! : 0;
    }
    for (let lane = 0; lane < ws; lane++) if (laneActive(wave, lane)) v[vdst + lane] = CROSS[lane]!;
  };
}

/** ds_permute_b32: active lane i sends its data to lane (addr[i] + offset) / 4; the highest sender wins. */
function forwardPermute(vdst: number, vaddr: number, data: number, offset: number, ws: number, span: number): (wave: Wave) => void {
  return (wave) => {
    const v = wave.vgpr;
    CROSS.fill(0, 0, ws);
    for (let lane = 0; lane < ws; lane++) {
      if (!laneActive(wave, lane)) continue;
      const base = lane - (lane % span);
      CROSS[base + ((((v[vaddr + lane]! + offset) >>> 0) >>> 2) % span)] = v[data + lane]!;
    }
    for (let lane = 0; lane < ws; lane++) if (laneActive(wave, lane)) v[vdst + lane] = CROSS[lane]!;
  };
}

/**
 * ds_swizzle_b32 offset patterns: bit 15 set = quad mode (lane k of each quad
 * reads lane offset[2k+1:2k] of the quad); otherwise bit-mask mode within 32
 * lanes: and = offset[4:0], or = offset[9:5], xor = offset[14:10].
 * Inactive source lanes read 0 (assumption, as ds_bpermute_b32).
 */
function swizzle(vdst: number, vsrc: number, pattern: number, ws: number): (wave: Wave) => void {
  const quadMode = (pattern & 0x8000) !== 0;
  const andMask = pattern & 0x1f;
  const orMask = (pattern >>> 5) & 0x1f;
  const xorMask = (pattern >>> 10) & 0x1f;
  // The source lane of each lane: the pattern fixes it at translation.
  const source = new Uint8Array(ws);
  for (let lane = 0; lane < ws; lane++) {
    source[lane] = quadMode ? (lane & ~3) | ((pattern >>> ((lane & 3) * 2)) & 3) : (lane & ~31) | ((((lane & 31) & andMask) | orMask) ^ xorMask);
  }
  return (wave) => {
    const v = wave.vgpr;
    const execLo = wave.sgpr[CODE_EXEC_LO]!;
    const execHi = wave.sgpr[CODE_EXEC_HI]!;
    if (execLo === 0xffffffff && (ws === 32 || execHi === 0xffffffff)) {
      // Every lane on (a whole-quad-mode swizzle of a full wave): no EXEC test per lane.
      for (let lane = 0; lane < ws; lane++) CROSS[lane] = v[vsrc + source[lane]!]!;
      for (let lane = 0; lane < ws; lane++) v[vdst + lane] = CROSS[lane]!;
      return;
    }
    for (let lane = 0; lane < ws; lane++) {
      const src = source[lane]!;
      CROSS[lane] = laneInExec(execLo, execHi, src) ? v[vsrc + src]! : 0;
    }
    for (let lane = 0; lane < ws; lane++) if (laneInExec(execLo, execHi, lane)) v[vdst + lane] = CROSS[lane]!;
  };
}
