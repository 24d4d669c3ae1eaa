/**
 * The OIT experiment's self-contained HTML report (issue 18): per chip the
 * table of `popsim oit` (report.ts), a bar chart of the frame time per mode
 * with the ratio to `none` beside the seed's, the frames' images side by
 * side, and under them the per-pixel heat map of POPS waits of each mode's
 * colour pass (heat_map.ts: one colour scale per chip, its legend, a caption
 * per mode with the pixels' waits, the waves that waited and their
 * invocations, and the largest count of a pixel) — where pixel interlock's
 * shared-edge serialization shows (R2).
 * Images are PNG inlined as data URLs, the chart and legend inline SVG: one
 * file, no external resources, it opens from disk anywhere.
 */
import { OIT_PASSES, type OitFrameResult } from './frame.js';
import { heatMapLegendSvg, type HeatMapImage } from './heat_map.js';
import { seedRatio } from './report.js';
import type { OitSceneParams } from './scene.js';

export interface ReportImage {
  readonly chip: string;
  readonly mode: string;
  readonly png: Uint8Array;
}

export interface OitReportInput {
  readonly scene: OitSceneParams;
  readonly triangles: number;
  readonly frames: readonly OitFrameResult[];
  readonly images: readonly ReportImage[];
  /** The POPS-wait heat maps (popsWaitHeatMaps), per chip and mode. */
  readonly heatMaps: readonly HeatMapImage[];
}

const BAR_WIDTH = 480;
const BAR_HEIGHT = 22;
const LABEL_WIDTH = 130;

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function ratioText(x: number | undefined): string {
  return x === undefined ? '—' : `${x.toFixed(2)}x`;
}

function table(frames: readonly OitFrameResult[]): string {
  const none = frames.find((f) => f.mode.name === 'none');
  const head = ['mode', ...OIT_PASSES.map((p) => `${p} cycles`), 'total cycles', 'total ms', 'resolve cycles', 'vs none', 'seed'];
  const rows = frames.map((f) => {
    const cells = [
      f.mode.name,
      ...OIT_PASSES.map((p) => `${f.passes[p].cycles}`),
      `${f.totalCycles}`,
      f.totalMilliseconds.toPrecision(3),
      f.resolve === undefined ? '—' : `${f.resolve.cycles}`,
      ratioText(none === undefined ? undefined : f.totalCycles / none.totalCycles),
      ratioText(seedRatio(f.chip, f.mode.name)),
    ];
    return `<tr>${cells.map((c) => `<td>${escape(c)}</td>`).join('')}</tr>`;
  });
  return `<table><thead><tr>${head.map((h) => `<th>${escape(h)}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** Horizontal bars, one per mode, lengths proportional to the frame's cycles (the chip's slowest frame spans the chart). */
function chart(frames: readonly OitFrameResult[]): string {
  const max = Math.max(...frames.map((f) => f.totalCycles));
  const none = frames.find((f) => f.mode.name === 'none');
  const height = frames.length * (BAR_HEIGHT + 8) + 8;
  const bars = frames.map((f, i) => {
    const y = 8 + i * (BAR_HEIGHT + 8);
    const width = Math.max(1, Math.round((f.totalCycles / max) * BAR_WIDTH));
    const label = `${ratioText(none === undefined ? undefined : f.totalCycles / none.totalCycles)} (seed ${ratioText(seedRatio(f.chip, f.mode.name))})`;
    return (
      `<text x="0" y="${y + 16}">${escape(f.mode.name)}</text>` +
      `<rect class="bar" data-chip="${escape(f.chip)}" data-mode="${escape(f.mode.name)}" data-cycles="${f.totalCycles}" x="${LABEL_WIDTH}" y="${y}" width="${width}" height="${BAR_HEIGHT}"></rect>` +
      `<text x="${LABEL_WIDTH + width + 6}" y="${y + 16}">${escape(label)}</text>`
    );
  });
  return `<svg class="chart" role="img" aria-label="frame cycles per mode" width="${LABEL_WIDTH + BAR_WIDTH + 200}" height="${height}">${bars.join('')}</svg>`;
}

function dataUrl(png: Uint8Array): string {
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

function images(chip: string, list: readonly ReportImage[]): string {
  const figures = list
    .filter((i) => i.chip === chip)
    .map((i) => `<figure><img alt="${escape(`${chip} ${i.mode}`)}" src="${dataUrl(i.png)}"><figcaption>${escape(i.mode)}</figcaption></figure>`);
  return `<div class="images">${figures.join('')}</div>`;
}

/** The chip's heat maps of POPS waits under one legend, each captioned with its mode and counts. */
function heatMaps(chip: string, frames: readonly OitFrameResult[], list: readonly HeatMapImage[], index: number): string {
  const maps = list.filter((h) => h.chip === chip);
  if (maps.length === 0) return '';
  const figures = maps.map((h) => {
    const waves = frames.find((f) => f.mode.name === h.mode)?.passes.color.stats.popsWaitWaves;
    const caption =
      `${h.mode}: ${h.totalWaits} pixel waits` + (waves === undefined ? '' : ` (${waves} waves waited`) + `, with ${h.invocationsWaited} of ${h.invocations} invocations` + (waves === undefined ? '' : ')') + `, at most ${h.maxWaits} at a pixel`;
    return (
      `<figure class="heat-map" data-mode="${escape(h.mode)}" data-waits="${h.totalWaits}" data-max="${h.maxWaits}">` +
      `<img alt="${escape(`POPS waits per pixel, ${chip} ${h.mode}`)}" src="${dataUrl(h.png)}"><figcaption>${escape(caption)}</figcaption></figure>`
    );
  });
  return (
    `<h3>POPS waits per pixel (colour pass)</h3>` +
    `<p>Per pixel, how many waves with an invocation there waited in POPS for an earlier overlapping wave (a wave waits as a whole and counts once at each of its pixels, however many of its samples it shades there). ` +
    `One scale for the chip's modes: brightest = ${maps[0]!.scaleMax}. With pixel interlock under MSAA the invocations along the mesh's shared edges overlap too (R2), so pixels wait more often than with sample interlock.</p>` +
    heatMapLegendSvg(maps[0]!.scaleMax, `heat-ramp-${index}`) +
    `<div class="images">${figures.join('')}</div>`
  );
}

/** Frames and heat maps are drawn twice their size, but no wider than 640 CSS pixels (the sample's 1600 shrink). */
function displayWidth(width: number): number {
  return Math.min(640, 2 * width);
}

export function oitHtmlReport(input: OitReportInput): string {
  const { scene } = input;
  const chips = [...new Set(input.frames.map((f) => f.chip))];
  const sections = chips.map((chip, i) => {
    const frames = input.frames.filter((f) => f.chip === chip);
    const waits = heatMaps(chip, frames, input.heatMaps, i);
    return `<section data-chip="${escape(chip)}"><h2>${escape(chip)}</h2>${table(frames)}${chart(frames)}${images(chip, input.images)}${waits}</section>`;
  });
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>popsim oit: interlock OIT frame</title>
<style>
body { font-family: sans-serif; margin: 1.5em; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border: 1px solid #bbb; padding: 0.2em 0.6em; text-align: right; }
td:first-child, th:first-child { text-align: left; }
.chart text { font-size: 13px; }
.chart .bar { fill: #4a78b5; }
.legend text { font-size: 12px; }
.images { display: flex; flex-wrap: wrap; gap: 1em; }
figure { margin: 0; }
img { image-rendering: pixelated; border: 1px solid #bbb; width: ${displayWidth(scene.width)}px; }
</style></head>
<body>
<h1>Interlock OIT frame (nvpro vk_order_independent_transparency), simulated</h1>
<p>${scene.objects} spheres, subdiv ${scene.subdiv} (${input.triangles} triangles), ${scene.width}×${scene.height}. Cycles of the clear, colour and composite passes; the MSAA resolve is timed apart. Seed ratios: P1 (RX Vega 10), P2 (RX 7900 XT). Under each chip's images, the colour pass's POPS waits per pixel: with pixel interlock under MSAA, invocations also wait for the other triangles that share their pixel along mesh edges (R2).</p>
${sections.join('\n')}
</body></html>
`;
}
