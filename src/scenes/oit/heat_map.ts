/**
 * The OIT report's heat map of POPS waits (issue 18): a frame's per-pixel
 * counts (`OitFrameResult.popsWaits`, the colour pass's
 * `RunStats.popsWaitMap`) as an RGBA image, PNG-encoded with png.ts, and
 * its legend.
 *
 * What it shows: per pixel, `waits` — how many waves that waited in POPS had
 * an invocation there (a wave once, however many of its lanes are the
 * pixel's samples), i.e. how many times the pixel's shading stood in line.
 * Counting invocations instead (`waited`) would multiply sample shading's
 * count by the samples per pixel and hide what pixel interlock does.
 *
 * Colour scale: pixels no invocation ran at are black; pixels whose
 * invocations never waited are a dark blue-grey (the geometry, for
 * orientation); a count n ≥ 1 is `heatColor(n / max)` on a black → red →
 * yellow → white ramp ("hot": brightness rises with the count, so it reads
 * in grey scale too). `max` is the scale's top: `popsWaitHeatMaps` uses one
 * scale per chip — the largest count of any of the chip's modes — so the
 * modes' maps compare by brightness.
 */
import type { PopsWaitMap } from '../../api/index.js';
import type { OitFrameResult } from './frame.js';
import { encodePngRgba } from './png.js';

/** RGB of pixels no invocation ran at, and of pixels whose invocations never waited. */
export const NO_INVOCATION_RGB = [0, 0, 0] as const;
export const NO_WAIT_RGB = [28, 32, 56] as const;

/** The ramp's stops at t = 0, 1/3, 2/3, 1: black, red, yellow, white. */
const STOPS = [
  [0, 0, 0],
  [230, 20, 0],
  [255, 220, 0],
  [255, 255, 255],
] as const;

/** The ramp's colour at t in [0, 1] (clamped): RGB bytes. */
export function heatColor(t: number): [number, number, number] {
  const u = Math.min(1, Math.max(0, t)) * (STOPS.length - 1);
  const i = Math.min(STOPS.length - 2, Math.floor(u));
  const f = u - i;
  const a = STOPS[i]!;
  const b = STOPS[i + 1]!;
  return [0, 1, 2].map((c) => Math.round(a[c]! + (b[c]! - a[c]!) * f)) as [number, number, number];
}

/** The smallest visible count sits this far up the ramp, so a single wait is not black. */
const FLOOR = 0.12;

/** RGBA8 pixels of the map's `waits` counts, `max` the scale's top (at least 1). */
export function heatMapRgba(map: PopsWaitMap, max: number): Uint8Array {
  const out = new Uint8Array(map.width * map.height * 4);
  const top = Math.max(1, max);
  for (let p = 0; p < map.width * map.height; p++) {
    const n = map.waits[p]!;
    const rgb = n > 0 ? heatColor(FLOOR + (1 - FLOOR) * (n / top)) : map.invocations[p]! > 0 ? NO_WAIT_RGB : NO_INVOCATION_RGB;
    out.set(rgb, p * 4);
    out[p * 4 + 3] = 255;
  }
  return out;
}

/** A chip's mode's heat map: PNG bytes and what its caption says. */
export interface HeatMapImage {
  readonly chip: string;
  readonly mode: string;
  readonly png: Uint8Array;
  /** The colour pass's invocations, and those in a wave that waited. */
  readonly invocations: number;
  readonly invocationsWaited: number;
  /** The pixels' waits added up, the largest of a pixel, and the scale's top. */
  readonly totalWaits: number;
  readonly maxWaits: number;
  readonly scaleMax: number;
}

function sum(a: Uint32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]!;
  return s;
}

function maxOf(a: Uint32Array): number {
  let m = 0;
  for (let i = 0; i < a.length; i++) if (a[i]! > m) m = a[i]!;
  return m;
}

/**
 * Heat maps of the frames that carry a wait map, one scale per chip (the largest `waits` count
 * of any of that chip's frames).
 */
export function popsWaitHeatMaps(frames: readonly OitFrameResult[]): HeatMapImage[] {
  const scale = new Map<string, number>();
  for (const f of frames) if (f.popsWaits !== undefined) scale.set(f.chip, Math.max(scale.get(f.chip) ?? 1, maxOf(f.popsWaits.waits)));
  return frames.flatMap((f) => {
    const map = f.popsWaits;
    if (map === undefined) return [];
    const scaleMax = scale.get(f.chip)!;
    const png = encodePngRgba(heatMapRgba(map, scaleMax), map.width, map.height);
    return [
      { chip: f.chip, mode: f.mode.name, png, invocations: sum(map.invocations), invocationsWaited: sum(map.waited), totalWaits: sum(map.waits), maxWaits: maxOf(map.waits), scaleMax },
    ];
  });
}

function rgbText(rgb: readonly number[]): string {
  return `rgb(${rgb.join(',')})`;
}

/**
 * The legend (inline SVG): the ramp from 1 to `scaleMax` waits per pixel, with the two
 * no-wait colours beside it; `id` names its gradient (unique in the document).
 */
export function heatMapLegendSvg(scaleMax: number, id: string): string {
  const stops = Array.from({ length: 11 }, (_, i) => {
    const t = i / 10;
    return `<stop offset="${t}" stop-color="${rgbText(heatColor(FLOOR + (1 - FLOOR) * t))}"></stop>`;
  }).join('');
  const top = Math.max(1, scaleMax);
  return (
    `<svg class="legend" role="img" aria-label="POPS-wait heat map scale: 1 to ${top} waits per pixel" width="420" height="46">` +
    `<defs><linearGradient id="${id}">${stops}</linearGradient></defs>` +
    `<rect x="0" y="4" width="14" height="14" fill="${rgbText(NO_INVOCATION_RGB)}" stroke="#888"></rect><text x="18" y="16">no fragment</text>` +
    `<rect x="100" y="4" width="14" height="14" fill="${rgbText(NO_WAIT_RGB)}" stroke="#888"></rect><text x="118" y="16">0</text>` +
    `<rect x="150" y="4" width="240" height="14" fill="url(#${id})" stroke="#888"></rect>` +
    `<text x="150" y="36" class="legend-min">1</text><text x="390" y="36" text-anchor="end" class="legend-max">${top}</text>` +
    `</svg>`
  );
}
