/**
 * (b) Pixel-shader invocations per second through the whole GPU model
 * (rasterizer → POPS packing → engine → CUs → memory → render backends)
 * running the POPS counter shader (the seeds' entry sequence, a coherent
 * per-pixel read-modify-write, the exit), with and without POPS enabled, per
 * gfx level, on two draws: "wide", 512x512 with 4 overlapping full-screen
 * triangles (layers of a pixel rarely run at the same time, so POPS seldom
 * waits), and "deep", 64x64 with 32 layers (every wave waits for the one below).
 * Prints simulated cycles (deterministic) and wall-clock invocations/s (for
 * reading only; never asserted), and the POPS/no-POPS simulated-time ratio
 * measured in the same run. Each gfx level is warmed up first (a small draw
 * with and without POPS, so JIT compilation is not billed to the first
 * workload); each measurement is the best of `--reps N` runs (default 1).
 *
 * Run: npm run build && node dist/bench/ps_invocations.js [--reps N]
 */
import { HELP_OPTION, parseBenchArgs, positiveInteger } from './bench_options.js';
import type { GfxLevel } from '../src/isa/gfx_level.js';
import { popsCounterShader, runScene } from '../test/gpu/integration/scene.js';

const USAGE = `Usage: node dist/bench/ps_invocations.js [--reps N]
  Pixel-shader invocations per wall-clock second through the whole GPU model, running
  the POPS counter shader with and without POPS on gfx9, gfx10_3 and gfx11, on a "wide"
  draw (512x512, 4 layers) and a "deep" one (64x64, 32 layers); prints simulated cycles
  and the POPS/no-POPS ratio. --reps N times each workload N times (default 1), best kept.`;

const { values: options } = parseBenchArgs('ps_invocations', USAGE, { options: { reps: { type: 'string' }, help: HELP_OPTION } });
const REPS = positiveInteger('ps_invocations', USAGE, 'reps', options.reps, 1);

interface Workload {
  readonly name: string;
  readonly size: number;
  readonly layers: number;
}

const WORKLOADS: readonly Workload[] = [
  { name: 'wide', size: 512, layers: 4 },
  { name: 'deep', size: 64, layers: 32 },
];

interface Measurement {
  readonly ms: number;
  readonly cycles: number;
  readonly invocations: number;
  readonly correct: boolean;
}

function run(gfx: GfxLevel, w: Workload, pops: boolean) {
  return runScene({ gfx, shader: popsCounterShader(gfx, w.size), width: w.size, height: w.size, triangles: w.layers, pops });
}

function measure(gfx: GfxLevel, w: Workload, pops: boolean): Measurement {
  let ms = Infinity;
  let s: ReturnType<typeof run> | undefined;
  for (let r = 0; r < REPS; r++) {
    const begin = performance.now();
    s = run(gfx, w, pops);
    ms = Math.min(ms, performance.now() - begin);
  }
  const counters = s!.counters();
  return { ms, cycles: s!.stats.cycles, invocations: w.size * w.size * w.layers, correct: counters.every((v) => v === w.layers) };
}

const warmed = new Set<GfxLevel>();

/** A small draw with and without POPS, once per gfx level, before anything is timed. */
function warmUp(gfx: GfxLevel): void {
  if (warmed.has(gfx)) return;
  warmed.add(gfx);
  for (const pops of [true, false]) run(gfx, { name: 'warm-up', size: 64, layers: 8 }, pops);
}

const mega = (x: number): string => `${(x / 1e6).toFixed(2)} M`;

export function benchPsInvocations(gfx: GfxLevel, w: Workload): string {
  warmUp(gfx);
  const lines = [`ps-invocations ${gfx} ${w.name} ${w.size}x${w.size} x${w.layers} layers:`];
  const rows: [string, Measurement][] = [
    ['pops', measure(gfx, w, true)],
    ['no-pops', measure(gfx, w, false)],
  ];
  for (const [name, m] of rows) {
    lines.push(
      `  ${name.padEnd(8)} ${String(m.cycles).padStart(9)} simulated cycles  ${m.ms.toFixed(0).padStart(7)} ms  ${mega((m.invocations / m.ms) * 1000).padStart(8)} invocations/s  ${m.correct ? 'every counter exact' : 'counters raced'}`,
    );
  }
  lines.push(`  simulated POPS / no-POPS time ${(rows[0]![1].cycles / rows[1]![1].cycles).toFixed(2)}x`);
  return lines.join('\n');
}

for (const w of WORKLOADS) for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) console.log(benchPsInvocations(gfx, w));
