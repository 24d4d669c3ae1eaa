/**
 * The OIT experiment's table per chip: each mode's clear / colour / composite
 * cycles and milliseconds at the chip's clock, the frame total, its ratio to
 * the chip's `none` frame, and the seed's ratio beside it where the seed
 * measured one (P1: RAVEN 26 / 71 / 875 ms, P2: NAVI31 1.0 / 2.8 / 29.0 ms for
 * none / 4x sample interlock / 4x pixel interlock). The model's figures come
 * from the frames run; only the seed's column is quoted.
 */
import { OIT_PASSES, type OitFrameResult } from './frame.js';
import { P3_ERRATUM_CHIP, P3_REFERENCE_CHIP, type DrainComparison, type IntrawaveComparison, type OitOutcome } from './experiments.js';

/** The seed's frame times in ms (P1, P2) by chip and mode; their ratios to `none` are the reference. */
export const SEED_FRAME_MS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  RAVEN: { none: 26, 'msaa4-sample': 71, 'msaa4-pixel': 875 },
  NAVI31: { none: 1.0, 'msaa4-sample': 2.8, 'msaa4-pixel': 29.0 },
};

/** The seed's ratio mode/none on `chip`, undefined where the seed has no figure. */
export function seedRatio(chip: string, mode: string): number | undefined {
  const ms = SEED_FRAME_MS[chip];
  const t = ms?.[mode];
  const none = ms?.['none'];
  return t === undefined || none === undefined ? undefined : t / none;
}

function ms(x: number): string {
  return x < 0.01 ? x.toExponential(2) : x.toFixed(3);
}

function ratio(x: number | undefined): string {
  return x === undefined ? '—' : `${x.toFixed(2)}x`;
}

/** A plain-text table of one chip's frames (all of the same scene). */
export function formatChipTable(frames: readonly OitFrameResult[]): string {
  const first = frames[0];
  if (first === undefined) return '';
  const none = frames.find((f) => f.mode.name === 'none');
  const header = ['mode', ...OIT_PASSES.map((p) => `${p} cycles (ms)`), 'total cycles (ms)', 'resolve cycles (ms)', 'vs none', 'seed'];
  const rows = frames.map((f) => [
    f.mode.name,
    ...OIT_PASSES.map((p) => `${f.passes[p].cycles} (${ms(f.passes[p].milliseconds)})`),
    `${f.totalCycles} (${ms(f.totalMilliseconds)})`,
    f.resolve === undefined ? '—' : `${f.resolve.cycles} (${ms(f.resolve.milliseconds)})`,
    ratio(none === undefined ? undefined : f.totalCycles / none.totalCycles),
    ratio(seedRatio(f.chip, f.mode.name)),
  ]);
  return [`${first.chip}:`, ...formatRows(header, rows)].join('\n');
}

/** Header and rows as aligned lines: the first column left-aligned, the others right-aligned. */
function formatRows(header: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)];
}

/** The seed's P3 (drained frames 1.5–2x slower) and P4 (frames about 12 % faster without intrawave handling). */
export const SEED_P3 = '1.5–2x';
export const SEED_P4 = '1.12x';

function cycles(frame: OitFrameResult): string {
  return `${frame.totalCycles} (${ms(frame.totalMilliseconds)})`;
}

function outcomeText(o: OitOutcome, jobTimeoutCycles: number): string {
  if (o.kind === 'frame') return cycles(o.frame);
  return `hangs (R6): ${o.error.hang.trigger} at cycle ${o.error.hang.cycle}, job timeout ${jobTimeoutCycles}`;
}

/** P3: RAVEN with / without the drain workaround, VEGA20 undrained / drained and its ratio beside the seed's. */
export function formatDrainTable(rows: readonly DrainComparison[]): string {
  const header = [
    'mode',
    `${P3_ERRATUM_CHIP} drain (default) cycles (ms)`,
    `${P3_ERRATUM_CHIP} no-drain-workaround`,
    `${P3_REFERENCE_CHIP} undrained (default)`,
    `${P3_REFERENCE_CHIP} drained (forced)`,
    'drained/undrained',
    'seed',
  ];
  const body = rows.map((r) => [
    r.mode.name,
    cycles(r.withWorkaround),
    outcomeText(r.withoutWorkaround, r.jobTimeoutCycles),
    cycles(r.undrained),
    cycles(r.drained),
    ratio(r.drained.totalCycles / r.undrained.totalCycles),
    SEED_P3,
  ]);
  return ['P3 (R6 drain workaround, POPS_DRAIN_PS_ON_OVERLAP):', ...formatRows(header, body)].join('\n');
}

/** P4: intrawave-collision handling off (RADV) / on per chip, the on/off ratio beside the seed's. */
export function formatIntrawaveTable(rows: readonly IntrawaveComparison[]): string {
  const header = ['chip', 'mode', 'intrawave off cycles (ms)', 'intrawave on cycles (ms)', 'on/off', 'seed'];
  const body = rows.map((r) => [r.chip, r.mode.name, cycles(r.off), cycles(r.on), ratio(r.on.totalCycles / r.off.totalCycles), SEED_P4]);
  return ['P4 (S8 intrawave collisions):', ...formatRows(header, body)].join('\n');
}
