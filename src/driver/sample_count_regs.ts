/** PA_SC_AA_CONFIG and DB_Z_INFO.NUM_SAMPLES: the sample counts POPS compares overlap with. */
import { registerDb, setField } from '../amd/registers/index.js';
import { NO_DEBUG_SWITCHES } from './debug_switches.js';
import { baseValue, type DrawRuleInput } from './draw_rule_input.js';
import { log2OptionalSamples, log2Samples } from './samples.js';

/**
 * PA_SC_AA_CONFIG: MSAA_NUM_SAMPLES and MSAA_EXPOSED_SAMPLES both log2(rasterization samples), as RADV
 * programs them; MSAA_EXPOSED_SAMPLES is the sample-mask width R2 and R5 refer to.
 * R4: nothing else is emitted when the count changes between POPS draws — no flush, no wait — because
 * POPS compares coverage by sample index, so invocations of draws with different counts still order.
 */
export function paScAaConfig(s: DrawRuleInput): number {
  const db = registerDb(s.chip.gfx);
  const l = log2Samples(s.rasterSamples, 'rasterSamples');
  const v = setField(0, db.field('PA_SC_AA_CONFIG', 'MSAA_NUM_SAMPLES'), l);
  return setField(v, db.field('PA_SC_AA_CONFIG', 'MSAA_EXPOSED_SAMPLES'), l);
}

/**
 * DB_Z_INFO.NUM_SAMPLES. With a depth target: its sample count. Without one:
 * R5 (GFX11): log2(MSAA_EXPOSED_SAMPLES), because POPS takes its coverage sample count from here.
 * The `no-z-info-fix` switch restores RADV's earlier value, max(colour, depth) samples or 1x without
 * attachments. Before GFX11 the field of an absent depth target is left 0 (RADV writes only Z_INVALID).
 */
export function dbZInfo(s: DrawRuleInput): number {
  const db = registerDb(s.chip.gfx);
  const field = db.field('DB_Z_INFO', 'NUM_SAMPLES');
  const base = baseValue(s, 'DB_Z_INFO');
  const depth = log2OptionalSamples(s.depthSamples, 'depthSamples');
  const color = log2OptionalSamples(s.colorSamples, 'colorSamples');
  if (depth !== undefined) return setField(base, field, depth);
  if (s.chip.gfx !== 'gfx11') return setField(base, field, 0);
  const fixOff = (s.debug ?? NO_DEBUG_SWITCHES).noZInfoFix;
  return setField(base, field, fixOff ? (color ?? 0) : log2Samples(s.rasterSamples, 'rasterSamples'));
}
