/** The chip-specific POPS hang workarounds: DB_DFSM_CONTROL (R6) and DB_RENDER_OVERRIDE2 (R7). */
import { registerDb, setField } from '../amd/registers/index.js';
import { NO_DEBUG_SWITCHES } from './debug_switches.js';
import { baseValue, usesPops, type DrawRuleInput } from './draw_rule_input.js';

/**
 * R6: VEGA10 and RAVEN (errata.popsMissedOverlap, PAL waMiscPopsMissedOverlap) may hang when a POPS draw
 * has 8+ rasterization or depth samples unless POPS_DRAIN_PS_ON_OVERLAP is set; the override forces the
 * bit for every POPS draw (the "enabled for some reason" case of R7). GFX9–10.3 only.
 */
export function drainPsOnOverlap(s: DrawRuleInput): boolean {
  if (!usesPops(s)) return false;
  if (s.overrides?.forceDrainPsOnOverlap === true) return true;
  const needed = s.chip.errata.popsMissedOverlap && Math.max(s.rasterSamples, s.depthSamples) >= 8;
  return needed && !(s.debug ?? NO_DEBUG_SWITCHES).noDrainWorkaround;
}

/** DB_DFSM_CONTROL (GFX9–10.3): PUNCHOUT_MODE = FORCE_OFF as RADV writes it, plus the R6 drain bit. */
export function dbDfsmControl(s: DrawRuleInput): number {
  const db = registerDb(s.chip.gfx);
  const v = setField(0, db.field('DB_DFSM_CONTROL', 'PUNCHOUT_MODE'), db.enumValue('DB_DFSM_CONTROL', 'PUNCHOUT_MODE', 'FORCE_OFF'));
  return setField(v, db.field('DB_DFSM_CONTROL', 'POPS_DRAIN_PS_ON_OVERLAP'), drainPsOnOverlap(s) ? 1 : 0);
}

/**
 * R7: on GFX10.1 (errata.stalledPopsMode, PAL waStalledPopsMode) a POPS draw with the drain bit on
 * hangs unless PARTIAL_SQUAD_LAUNCH_CONTROL = PSLC_ON_HANG_ONLY. Otherwise the base value is kept.
 */
export function dbRenderOverride2(s: DrawRuleInput): number {
  const db = registerDb(s.chip.gfx);
  const base = baseValue(s, 'DB_RENDER_OVERRIDE2');
  const needed = s.chip.errata.stalledPopsMode && drainPsOnOverlap(s);
  if (!needed || (s.debug ?? NO_DEBUG_SWITCHES).noPslcWorkaround) return base;
  const pslc = db.enumValue('DB_RENDER_OVERRIDE2', 'PARTIAL_SQUAD_LAUNCH_CONTROL', 'PSLC_ON_HANG_ONLY');
  return setField(base, db.field('DB_RENDER_OVERRIDE2', 'PARTIAL_SQUAD_LAUNCH_CONTROL'), pslc);
}
