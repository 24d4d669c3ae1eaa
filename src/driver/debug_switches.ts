/**
 * Driver debug switches, like RADV_DEBUG: each one breaks exactly one
 * register rule so the conformance suite's negative tests can show the
 * failure the seeds describe. All are off by default. Parsed from text such as
 * `POPSIM_DEBUG=pixel-overlap-for-sample,no-z-info-fix` (the `POPSIM_DEBUG=`
 * prefix is optional).
 */
import type { ChipInfo } from '../amd/chips.js';
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

/**
 * The chips on which each switch removes something. On the others the rule it breaks is never
 * applied (R5 is GFX11's, R6 the chips with the missed-overlap erratum, R7 GFX10.1's), so the
 * switch would silently do nothing: giving it there is an error.
 */
export const DEBUG_SWITCH_CHIPS: Readonly<Record<keyof DriverDebugSwitches, { readonly where: string; readonly applies: (chip: ChipInfo) => boolean }>> = {
  sampleOverlapForPixel: { where: 'every chip', applies: () => true },
  pixelOverlapForSample: { where: 'every chip', applies: () => true },
  noZInfoFix: { where: 'GFX11 (R5)', applies: (c) => c.gfx === 'gfx11' },
  noDrainWorkaround: { where: 'the chips with the R6 erratum (VEGA10, RAVEN)', applies: (c) => c.errata.popsMissedOverlap },
  noPslcWorkaround: { where: 'GFX10.1 (R7: NAVI10, NAVI14)', applies: (c) => c.errata.stalledPopsMode },
  implicitOutOfOrderRasterization: { where: 'every chip', applies: () => true },
  noDummyExport: { where: 'every chip', applies: () => true },
};

/** The POPSIM_DEBUG names of the switches of `debug` that are on but do nothing on `chip`, each with where it applies. */
export function inapplicableDebugSwitches(debug: DriverDebugSwitches, chip: ChipInfo): { readonly name: string; readonly where: string }[] {
  return [...DEBUG_SWITCH_NAMES]
    .filter(([, key]) => debug[key] && !DEBUG_SWITCH_CHIPS[key].applies(chip))
    .map(([name, key]) => ({ name, where: DEBUG_SWITCH_CHIPS[key].where }));
}

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
