/** Rasterization order: out-of-order rasterization (R8) and the binner's POPS mapping mode (R10). */
import { registerDb, setField } from '../amd/registers/index.js';
import { NO_DEBUG_SWITCHES } from './debug_switches.js';
import { baseValue, usesPops, type DrawRuleInput } from './draw_rule_input.js';

/** RADV's OUT_OF_ORDER_WATER_MARK, written whether or not out-of-order rasterization is on. */
const OUT_OF_ORDER_WATER_MARK = 7;

/**
 * R8: out-of-order rasterization is never enabled implicitly for interlock draws (the driver's
 * order-invariance analysis does not apply to them); explicitly relaxed rasterization order still
 * enables it, ordered interlock or not. The `implicit-oorast` switch drops the interlock veto.
 */
export function outOfOrderRasterization(s: DrawRuleInput): boolean {
  if (s.relaxedRasterizationOrder) return true;
  const vetoed = usesPops(s) && !(s.debug ?? NO_DEBUG_SWITCHES).implicitOutOfOrderRasterization;
  return s.orderInvariantFixedFunction && !vetoed;
}

/** PA_SC_MODE_CNTL_1: the base value with OUT_OF_ORDER_PRIMITIVE_ENABLE from R8. */
export function paScModeCntl1(s: DrawRuleInput): number {
  const db = registerDb(s.chip.gfx);
  let v = baseValue(s, 'PA_SC_MODE_CNTL_1');
  v = setField(v, db.field('PA_SC_MODE_CNTL_1', 'OUT_OF_ORDER_PRIMITIVE_ENABLE'), outOfOrderRasterization(s) ? 1 : 0);
  return setField(v, db.field('PA_SC_MODE_CNTL_1', 'OUT_OF_ORDER_WATER_MARK'), OUT_OF_ORDER_WATER_MARK);
}

/**
 * R10: BIN_MAPPING_MODE is left alone (undefined: no write) unless the binMapModePops override is on;
 * then every draw writes it, BIN_MAP_MODE_POPS for POPS draws and the base value's mode otherwise.
 * GFX9 has no such field: drawRegisterWrites refuses the override there (inapplicableOverrides).
 */
export function paScBinnerCntl0(s: DrawRuleInput): number | undefined {
  if (s.overrides?.binMapModePops !== true) return undefined;
  const base = baseValue(s, 'PA_SC_BINNER_CNTL_0');
  if (!usesPops(s)) return base;
  const db = registerDb(s.chip.gfx);
  const pops = db.enumValue('PA_SC_BINNER_CNTL_0', 'BIN_MAPPING_MODE', 'BIN_MAP_MODE_POPS');
  return setField(base, db.field('PA_SC_BINNER_CNTL_0', 'BIN_MAPPING_MODE'), pops);
}
