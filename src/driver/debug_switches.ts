/**
 * Driver debug switches, like RADV_DEBUG: each one breaks exactly one
 * register rule so the conformance suite's negative tests can show the
 * failure the seeds describe. All are off by default. Parsed from text such as
 * `POPSIM_DEBUG=pixel-overlap-for-sample,no-z-info-fix` (the `POPSIM_DEBUG=`
 * prefix is optional).
 */
import { DriverError } from './driver_error.js';

export interface DriverDebugSwitches {
  /** R2/R3 broken: pixel interlock orders by samples (overlap granularity = MSAA_EXPOSED_SAMPLES). */
  readonly sampleOverlapForPixel: boolean;
  /** R2/R3 broken: sample interlock orders whole pixels (overlap granularity 1x), PAL's behaviour. */
  readonly pixelOverlapForSample: boolean;
  /** R5 broken: GFX11 DB_Z_INFO.NUM_SAMPLES without a depth target is max(colour, depth) samples (1x without attachments). */
  readonly noZInfoFix: boolean;
  /** R6 broken: no POPS_DRAIN_PS_ON_OVERLAP on VEGA10/RAVEN at 8+ samples. */
  readonly noDrainWorkaround: boolean;
  /** R7 broken: no PSLC_ON_HANG_ONLY on GFX10.1 when the drain bit is on with POPS. */
  readonly noPslcWorkaround: boolean;
  /** R8 broken: interlock draws get out-of-order rasterization whenever the fixed-function state allows it. */
  readonly implicitOutOfOrderRasterization: boolean;
  /** S12 broken: a POPS shader without exports keeps SPI_SHADER_COL_FORMAT = 0 (no export space). */
  readonly noDummyExport: boolean;
}

export const NO_DEBUG_SWITCHES: DriverDebugSwitches = {
  sampleOverlapForPixel: false,
  pixelOverlapForSample: false,
  noZInfoFix: false,
  noDrainWorkaround: false,
  noPslcWorkaround: false,
  implicitOutOfOrderRasterization: false,
  noDummyExport: false,
};

/** Switch names as written in POPSIM_DEBUG, with the field each one turns on. */
export const DEBUG_SWITCH_NAMES: ReadonlyMap<string, keyof DriverDebugSwitches> = new Map([
  ['sample-overlap-for-pixel', 'sampleOverlapForPixel'],
  ['pixel-overlap-for-sample', 'pixelOverlapForSample'],
  ['no-z-info-fix', 'noZInfoFix'],
  ['no-drain-workaround', 'noDrainWorkaround'],
  ['no-pslc-workaround', 'noPslcWorkaround'],
  ['implicit-oorast', 'implicitOutOfOrderRasterization'],
  ['no-dummy-export', 'noDummyExport'],
]);

const PREFIX = 'POPSIM_DEBUG=';

/** Parses a comma-separated switch list; an unknown name throws DriverError('unknown-debug-switch') listing the valid ones. */
export function parseDebugSwitches(text: string | undefined): DriverDebugSwitches {
  let body = (text ?? '').trim();
  if (body.startsWith(PREFIX)) body = body.slice(PREFIX.length);
  const switches: Record<keyof DriverDebugSwitches, boolean> = { ...NO_DEBUG_SWITCHES };
  for (const raw of body.split(',')) {
    const name = raw.trim().toLowerCase();
    if (name === '') continue;
    const key = DEBUG_SWITCH_NAMES.get(name);
    if (key === undefined) {
      throw new DriverError(
        'unknown-debug-switch',
        'POPSIM_DEBUG',
        `unknown switch '${raw.trim()}'; valid switches: ${[...DEBUG_SWITCH_NAMES.keys()].join(', ')}`,
      );
    }
    switches[key] = true;
  }
  return switches;
}
