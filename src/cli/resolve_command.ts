/**
 * `popsim resolve`: the samples-identical resolve experiment of issue 17
 * (seed 004, M1–M3; src/scenes/resolve/experiment.ts). Per chip and scene, the
 * article's three resolve shaders; a table of the resolve pass's cycles, bytes
 * of MSAA colour and FMASK the texture path read, L2 bytes read, the ratios to
 * the plain shader, and whether the image equals the plain shader's; with
 * `--out DIR` a PNG per chip, scene and shader.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runResolve, RESOLVE_SCENES, RESOLVE_SHADERS, SAMPLES, type ResolveRun } from '../scenes/resolve/experiment.js';
import { encodePng } from '../scenes/oit/png.js';
import { parseCommandLine, type OptionSpec } from './cli_options.js';
import { UsageError } from './exit_status.js';
import type { OutputStream } from './progress_line.js';

export const DEFAULT_RESOLVE_CHIPS = ['raven', 'navi21', 'navi31'] as const;
const DEFAULT_SIZE = 128;

export const RESOLVE_HELP = `  popsim resolve [--gpu CHIP[,CHIP…]] [--size N] [--out DIR]
      GL_EXT_shader_samples_identical (M1–M3): renders a ${SAMPLES}x MSAA scene of a few
      large triangles ('interior') and one of 4-pixel triangles ('edges'), then
      resolves each with the article's three shaders (plain, samples-identical,
      + anyInvocationsARB) and with vkCmdResolveImage (CB resolve on GFX9–10.3,
      fragment shader on GFX11); prints the resolve's cycles, bytes of MSAA
      colour and FMASK read (texture path and CB), L2 bytes read and the ratios
      to the plain shader; the shaders' images must be identical. Defaults: --gpu ${DEFAULT_RESOLVE_CHIPS.join(',')}, --size ${DEFAULT_SIZE} (N×N).
      --out DIR writes DIR/<chip>-<scene>-<shader>.png. docs/msaa.md.
`;

const SPEC: OptionSpec = { values: ['--gpu', '--size', '--out'], flags: [], positionals: { min: 0, max: 0, what: 'arguments' } };

function ratio(a: number, b: number): string {
  return b === 0 ? '-' : `${(a / b).toFixed(2)}x`;
}

/** MSAA colour and FMASK bytes read, by the texture path (shader resolves) and the CB (CB_RESOLVE). */
function colourRead(r: ResolveRun): number {
  return r.stats.surfaces.textureMsaaColorRead + r.stats.surfaces.cbColorRead;
}

function fmaskRead(r: ResolveRun): number {
  return r.stats.surfaces.textureFmaskRead + r.stats.surfaces.cbFmaskRead;
}

/** Largest channel difference between two RGBA8 images. */
function maxDifference(a: Uint8Array, b: Uint8Array): number {
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i]! - b[i]!));
  return max;
}

function formatTable(runs: readonly ResolveRun[]): string {
  const header = ['chip', 'scene', 'shader', 'cycles', 'colour read B', 'FMASK read B', 'L2 read B', 'colour/plain', 'cycles/plain', 'vs plain'];
  const rows = runs.map((r) => {
    const plain = runs.find((p) => p.chip === r.chip && p.scene === r.scene && p.shader === 'plain')!;
    const diff = maxDifference(r.image, plain.image);
    return [
      r.chip,
      r.scene,
      r.shader,
      `${r.stats.cycles}`,
      `${colourRead(r)}`,
      `${fmaskRead(r)}`,
      `${r.stats.memory.l2.bytesRead}`,
      ratio(colourRead(r), colourRead(plain)),
      ratio(r.stats.cycles, plain.stats.cycles),
      diff === 0 ? 'same' : `±${diff}`,
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  return [header, ...rows].map((row) => row.map((c, i) => c.padEnd(widths[i]!)).join('  ')).join('\n');
}

/**
 * Runs the command; returns the exit status: 1 when one of the article's shaders resolves to an
 * image other than the plain shader's (they must be bit-identical). vkCmdResolveImage may differ
 * by one unit where a mean lands on .5 (the CB averages in another precision); the table shows it.
 */
export async function runResolveCommand(argv: readonly string[], io: { readonly stdout: OutputStream } = process): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(`Usage:\n${RESOLVE_HELP}`);
    return 0;
  }
  const line = parseCommandLine('resolve', argv, SPEC);
  const sizeText = line.values.get('--size');
  const size = sizeText === undefined ? DEFAULT_SIZE : Number(sizeText);
  if (!Number.isInteger(size) || size < 1 || size > 4096) throw new UsageError(`'${sizeText}' is not a whole number in [1, 4096]`, '--size');
  const chips = (line.values.get('--gpu') ?? DEFAULT_RESOLVE_CHIPS.join(',')).split(',').filter((c) => c.trim() !== '');
  const out = line.values.get('--out');
  if (out !== undefined) mkdirSync(out, { recursive: true });
  const runs: ResolveRun[] = [];
  for (const chip of chips) {
    for (const scene of RESOLVE_SCENES) {
      for (const shader of RESOLVE_SHADERS) {
        const r = await runResolve(chip, scene, shader, { width: size, height: size });
        runs.push(r);
        if (out !== undefined) writeFileSync(join(out, `${chip.toLowerCase()}-${scene}-${shader}.png`), encodePng(r.image, size, size));
      }
    }
  }
  io.stdout.write(`${formatTable(runs)}\n`);
  const plainOf = (r: ResolveRun) => runs.find((p) => p.chip === r.chip && p.scene === r.scene && p.shader === 'plain')!;
  return runs.some((r) => r.shader !== 'cmd-resolve' && maxDifference(r.image, plainOf(r).image) !== 0) ? 1 : 0;
}
