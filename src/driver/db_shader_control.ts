/**
 * DB_SHADER_CONTROL: enabling POPS and choosing what counts as overlap.
 * Each rule is one function; the fact it implements is named in its comment.
 */
import { registerDb, setField, type RegisterDb } from '../amd/registers/index.js';
import { NO_DEBUG_SWITCHES } from './debug_switches.js';
import { usesPops, type DrawRuleInput } from './draw_rule_input.js';
import { log2Samples } from './samples.js';

const REG = 'DB_SHADER_CONTROL';

/**
 * R2/R3: log2 of the overlap granularity. Pixel interlock orders whole pixels (1x); sample interlock
 * orders invocations with a common sample-mask bit, so the granularity is MSAA_EXPOSED_SAMPLES.
 * The debug switches swap the two (PAL's 1x for sample interlock, or sample granularity for pixel).
 */
export function overlapLog2Samples(s: DrawRuleInput): number {
  const debug = s.debug ?? NO_DEBUG_SWITCHES;
  const perSample = s.interlock?.granularity === 'sample';
  const orderBySample = perSample ? !debug.pixelOverlapForSample : debug.sampleOverlapForPixel;
  return orderBySample ? log2Samples(s.rasterSamples, 'rasterSamples') : 0;
}

/** R1: PRIMITIVE_ORDERED_PIXEL_SHADER = 1 exactly for POPS draws. */
function primitiveOrdered(db: RegisterDb, v: number, s: DrawRuleInput): number {
  return setField(v, db.field(REG, 'PRIMITIVE_ORDERED_PIXEL_SHADER'), usesPops(s) ? 1 : 0);
}

/** R2 (GFX9–10.3): POPS_OVERLAP_NUM_SAMPLES = 0 for pixel interlock, log2(MSAA_EXPOSED_SAMPLES) for sample interlock. */
function popsOverlapNumSamples(db: RegisterDb, v: number, s: DrawRuleInput): number {
  return setField(v, db.field(REG, 'POPS_OVERLAP_NUM_SAMPLES'), usesPops(s) ? overlapLog2Samples(s) : 0);
}

/** R10 (GFX9–10.3): EXEC_IF_OVERLAPPED set for POPS draws as the merge request does, unless overridden. */
function execIfOverlapped(db: RegisterDb, v: number, s: DrawRuleInput): number {
  const on = usesPops(s) && (s.overrides?.execIfOverlapped ?? true);
  return setField(v, db.field(REG, 'EXEC_IF_OVERLAPPED'), on ? 1 : 0);
}

/**
 * R3 (GFX11): POPS draws always enable OVERRIDE_INTRINSIC_RATE, which then only selects the interlock
 * granularity (log2 samples for sample interlock, 0 for pixel). Non-POPS draws may get RADV's GFX11
 * export-conflict blending override (rate 2x with one sample and blending on); POPS draws never do.
 */
function intrinsicRateOverride(db: RegisterDb, v: number, s: DrawRuleInput): number {
  let enable = 0;
  let rate = 0;
  if (usesPops(s)) {
    enable = 1;
    rate = overlapLog2Samples(s);
  } else if (s.blendEnabled && s.rasterSamples === 1) {
    enable = 1;
    rate = 2;
  }
  v = setField(v, db.field(REG, 'OVERRIDE_INTRINSIC_RATE_ENABLE'), enable);
  return setField(v, db.field(REG, 'OVERRIDE_INTRINSIC_RATE'), rate);
}

/** DB_SHADER_CONTROL: the shader's bits plus the POPS fields of the draw. */
export function dbShaderControl(s: DrawRuleInput): number {
  const db = registerDb(s.chip.gfx);
  let v = primitiveOrdered(db, s.shader.dbShaderControl >>> 0, s);
  if (s.chip.gfx === 'gfx11') return intrinsicRateOverride(db, v, s);
  v = popsOverlapNumSamples(db, v, s);
  return execIfOverlapped(db, v, s);
}
