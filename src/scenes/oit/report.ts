/**
 * The OIT experiment's table per chip: each mode's clear / colour / composite
 * cycles and milliseconds at the chip's clock, the frame total, its ratio to
 * the chip's `none` frame, and the seed's ratio beside it where the seed
 * measured one (P1: RAVEN 26 / 71 / 875 ms, P2: NAVI31 1.0 / 2.8 / 29.0 ms for
 * none / 4x sample interlock / 4x pixel interlock). The model's figures come
 * from the frames run; only the seed's column is quoted.
 */
import { OIT_PASSES, type OitFrameResult } from './frame.js';

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
  const header = ['mode', ...OIT_PASSES.map((p) => `${p} cycles (ms)`), 'total cycles (ms)', 'resolve', 'vs none', 'seed'];
  const rows = frames.map((f) => [
    f.mode.name,
    ...OIT_PASSES.map((p) => `${f.passes[p].cycles} (${ms(f.passes[p].milliseconds)})`),
    `${f.totalCycles} (${ms(f.totalMilliseconds)})`,
    f.resolve,
    ratio(none === undefined ? undefined : f.totalCycles / none.totalCycles),
    ratio(seedRatio(f.chip, f.mode.name)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [`${first.chip}:`, line(header), ...rows.map(line)].join('\n');
}
