/**
 * Cache actions of ACQUIRE_MEM, per gfx level. GFX9 encodes them in
 * CP_COHER_CNTL (body dword 0 of a 6-dword body); GFX10+ in GCR_CNTL (body
 * dword 6 of a 7-dword body; CP_COHER_CNTL is left 0), as Mesa's
 * si_emit_acquire_mem / gfx10_emit_cache_flush emit them. The memory model
 * (S11) consumes the decoded booleans, never the raw bits.
 */
import { atLeast, type GfxLevel } from '../../isa/gfx_level.js';
import { getField, registerDb, setField, type FieldDef } from '../registers/register_db.js';
import { pkt3TypeFields } from './pkt3_fields.js';

export interface CacheActions {
  /** GFX9: vector L1 (TCP, TCL1_ACTION_ENA); GFX10+: vector L0 (GLV_INV). */
  readonly invalidateL0: boolean;
  /** GFX10+ GL1 (GL1_INV); GFX9 has no such cache and cannot encode it. */
  readonly invalidateL1: boolean;
  /** TC_ACTION_ENA / GL2_INV. */
  readonly invalidateL2: boolean;
  /** TC_WB_ACTION_ENA / GL2_WB. */
  readonly writebackL2: boolean;
  /** Scalar cache (K$): SH_KCACHE_ACTION_ENA / GLK_INV. */
  readonly invalidateScalar: boolean;
  /** Instruction cache: SH_ICACHE_ACTION_ENA / GLI_INV = GLI_ALL. */
  readonly invalidateInstruction: boolean;
}

export const NO_CACHE_ACTIONS: CacheActions = {
  invalidateL0: false,
  invalidateL1: false,
  invalidateL2: false,
  writebackL2: false,
  invalidateScalar: false,
  invalidateInstruction: false,
};

/** Body dwords of ACQUIRE_MEM on a gfx level. */
export function acquireMemBodyDwords(gfx: GfxLevel): number {
  return atLeast(gfx, 'gfx10') ? 7 : 6;
}

function gcrField(name: string): FieldDef {
  const f = pkt3TypeFields('GCR_CNTL').find((x) => x.name === name);
  if (!f) throw new Error(`GCR_CNTL.${name} missing from pkt3.generated.ts`);
  return f;
}

/** [action, CP_COHER_CNTL field (GFX9), GCR_CNTL field (GFX10+)] */
const ACTION_BITS: readonly (readonly [keyof CacheActions, string | undefined, string])[] = [
  ['invalidateL0', 'TCL1_ACTION_ENA', 'GLV_INV'],
  ['invalidateL1', undefined, 'GL1_INV'],
  ['invalidateL2', 'TC_ACTION_ENA', 'GL2_INV'],
  ['writebackL2', 'TC_WB_ACTION_ENA', 'GL2_WB'],
  ['invalidateScalar', 'SH_KCACHE_ACTION_ENA', 'GLK_INV'],
  ['invalidateInstruction', 'SH_ICACHE_ACTION_ENA', 'GLI_INV'],
];

/** GCR_CNTL.GLI_INV value meaning "invalidate the whole instruction cache". */
const GLI_ALL = 1;

export interface EncodedCacheActions {
  readonly cpCoherCntl: number;
  readonly gcrCntl: number;
}

/** Encodes actions; returns the name of an action the level cannot encode instead. */
export function encodeCacheActions(gfx: GfxLevel, actions: CacheActions): EncodedCacheActions | { readonly unencodable: string } {
  let cpCoherCntl = 0;
  let gcrCntl = 0;
  const gfx10 = atLeast(gfx, 'gfx10');
  const db = registerDb(gfx);
  for (const [action, coherName, gcrName] of ACTION_BITS) {
    if (!actions[action]) continue;
    if (gfx10) {
      gcrCntl = setField(gcrCntl, gcrField(gcrName), gcrName === 'GLI_INV' ? GLI_ALL : 1);
    } else {
      if (coherName === undefined) return { unencodable: action };
      cpCoherCntl = setField(cpCoherCntl, db.field('CP_COHER_CNTL', coherName), 1);
    }
  }
  return { cpCoherCntl, gcrCntl };
}

export function decodeCacheActions(gfx: GfxLevel, cpCoherCntl: number, gcrCntl: number): CacheActions {
  const gfx10 = atLeast(gfx, 'gfx10');
  const db = registerDb(gfx);
  const result: Record<keyof CacheActions, boolean> = { ...NO_CACHE_ACTIONS };
  for (const [action, coherName, gcrName] of ACTION_BITS) {
    if (gfx10) result[action] = getField(gcrCntl, gcrField(gcrName)) !== 0;
    else if (coherName !== undefined) result[action] = getField(cpCoherCntl, db.field('CP_COHER_CNTL', coherName)) !== 0;
  }
  return result;
}
