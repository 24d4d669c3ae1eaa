/**
 * The merge request's two driver/compiler experiments on the OIT frame (issue 18):
 *
 * - P3, the Vega 8x drain workaround (R6, `DB_DFSM_CONTROL.POPS_DRAIN_PS_ON_OVERLAP`): the seed
 *   measured frames 1.5–2x slower with it. On RAVEN (the R6 erratum) the frame runs with the
 *   driver's default (drain on at 8 samples) and with the `no-drain-workaround` debug switch; the
 *   latter may hang (the erratum), which is found by a job timeout a few times the drained frame.
 *   The drain's cost is measured on VEGA20 (same GFX9 POPS, no erratum, drain off by default) by
 *   forcing it on with the `forceDrainPsOnOverlap` override: drained / undrained.
 * - P4, intrawave collisions (S8): the seed measured frames about 12 % faster without the
 *   compiler's handling, with the ratios between the modes unchanged — so every mode got faster.
 *   Each of the P1 modes runs with the instance's `intrawaveCollisions` off (RADV's default) and
 *   on; the ratio is on / off.
 *
 * Every figure is the GPU model's; nothing here sets a ratio.
 */
import { DeviceLostError } from '../../api/index.js';
import { renderOitFrame, type OitFrameOptions, type OitFrameResult } from './frame.js';
import { oitMode, type OitMode } from './modes.js';
import type { OitScene } from './scene.js';

/** P3's chips: one with the R6 erratum, one of the same generation without it. */
export const P3_ERRATUM_CHIP = 'RAVEN';
export const P3_REFERENCE_CHIP = 'VEGA20';
export const P3_MODE_NAMES = ['msaa8-pixel', 'msaa8-sample'] as const;
/** P4: the GFX9–10.3 chips (S8 does not exist on GFX11, S10) and the P1 modes the seed's note covers ("the ratios are still the same"). */
export const P4_CHIPS = ['RAVEN', 'NAVI21'] as const;
export const P4_MODE_NAMES = ['none', 'msaa4-sample', 'msaa4-pixel'] as const;
/** The undrained run's job timeout, as a multiple of the drained frame's longest pass (a hang is found quickly; a slow frame still finishes). */
export const HANG_TIMEOUT_FACTOR = 4;

/** A frame that finished, or a device lost (the GPU model's hang report in `error.hang`). */
export type OitOutcome = { readonly kind: 'frame'; readonly frame: OitFrameResult } | { readonly kind: 'hang'; readonly error: DeviceLostError };

export interface DrainComparison {
  readonly mode: OitMode;
  /** RAVEN with the driver's default: the workaround on. */
  readonly withWorkaround: OitFrameResult;
  /** RAVEN with `no-drain-workaround`, each submit limited to `jobTimeoutCycles`. */
  readonly withoutWorkaround: OitOutcome;
  readonly jobTimeoutCycles: number;
  /** VEGA20 with its default (no drain) and with the drain forced on. */
  readonly undrained: OitFrameResult;
  readonly drained: OitFrameResult;
}

export interface IntrawaveComparison {
  readonly chip: string;
  readonly mode: OitMode;
  readonly off: OitFrameResult;
  readonly on: OitFrameResult;
}

/** Progress of the experiments' frames: `label` names the chip, mode and setting. */
export type ExperimentProgress = (label: string) => OitFrameOptions['onProgress'];

function frameOptions(label: string, progress: ExperimentProgress | undefined, extra: OitFrameOptions): OitFrameOptions {
  const onProgress = progress?.(label);
  return onProgress === undefined ? extra : { ...extra, onProgress };
}

async function outcome(chip: string, mode: OitMode, scene: OitScene, options: OitFrameOptions): Promise<OitOutcome> {
  try {
    return { kind: 'frame', frame: await renderOitFrame(chip, mode, scene, options) };
  } catch (e) {
    if (e instanceof DeviceLostError) return { kind: 'hang', error: e };
    throw e;
  }
}

/** P3 for one 8x mode. */
export async function runDrainComparison(modeName: string, scene: OitScene, progress?: ExperimentProgress): Promise<DrainComparison> {
  const mode = oitMode(modeName);
  const label = (chip: string, setting: string) => `${chip} ${mode.name} ${setting}`;
  const withWorkaround = await renderOitFrame(P3_ERRATUM_CHIP, mode, scene, frameOptions(label(P3_ERRATUM_CHIP, 'drain (default)'), progress, {}));
  const longestPass = Math.max(...Object.values(withWorkaround.passes).map((p) => p.cycles));
  const jobTimeoutCycles = HANG_TIMEOUT_FACTOR * longestPass;
  const withoutWorkaround = await outcome(
    P3_ERRATUM_CHIP,
    mode,
    scene,
    frameOptions(label(P3_ERRATUM_CHIP, 'no-drain-workaround'), progress, { instance: { debug: 'no-drain-workaround' }, gpu: { jobTimeoutCycles } }),
  );
  const undrained = await renderOitFrame(P3_REFERENCE_CHIP, mode, scene, frameOptions(label(P3_REFERENCE_CHIP, 'default'), progress, {}));
  const drained = await renderOitFrame(
    P3_REFERENCE_CHIP,
    mode,
    scene,
    frameOptions(label(P3_REFERENCE_CHIP, 'forceDrainPsOnOverlap'), progress, { instance: { overrides: { forceDrainPsOnOverlap: true } } }),
  );
  return { mode, withWorkaround, withoutWorkaround, jobTimeoutCycles, undrained, drained };
}

/** P4 on one chip and mode. */
export async function runIntrawaveComparison(chip: string, modeName: string, scene: OitScene, progress?: ExperimentProgress): Promise<IntrawaveComparison> {
  const mode = oitMode(modeName);
  const off = await renderOitFrame(chip, mode, scene, frameOptions(`${chip} ${mode.name} intrawave off`, progress, {}));
  const on = await renderOitFrame(chip, mode, scene, frameOptions(`${chip} ${mode.name} intrawave on`, progress, { instance: { intrawaveCollisions: true } }));
  return { chip: off.chip, mode, off, on };
}
