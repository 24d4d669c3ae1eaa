/**
 * (m) Host time per engine path and per event kind of one conformance case,
 * by the clock rather than by sampling: after a warm-up on its 32x32 variant
 * the case runs once plain and once with the engine's main paths (`PATHS`:
 * the wave runner, the memory pipeline's issue and line events, launch,
 * rasterization, the POPS unit, …) and every event's action timed with
 * `performance.now()`. Prints, per path, its self time (nested timed paths
 * taken out), calls and inclusive time, and per event kind its count and
 * time. The instrumented run must simulate the same cycles as the plain one
 * (exit 1 otherwise): timing wraps methods and actions, it never changes
 * what runs.
 *
 * Why beside case_profile.ts (k): a sampling profile attributes time to
 * functions, with inlining smearing lines across them; this gives a path's
 * time per call (how much a line event costs, how much one wave's launch
 * costs), steady enough on this host to compare a change's effect on one
 * path where whole-case timings (`cts_ab`) drown it in noise. Each timed
 * call costs about 0.1 µs of its own, included in the figures.
 *
 * Run: npm run build && node dist/bench/path_times.js --case NAME [--gpu CHIP]
 */
import { benchFail, HELP_OPTION, parseBenchArgs } from './bench_options.js';
import { measurePaths } from './path_timing.js';
import { warmedCaseOptions } from './warmed_case.js';

const USAGE = `Usage: node dist/bench/path_times.js --case NAME [--gpu CHIP]
  Times one conformance case's engine paths (self and inclusive host time per
  call) and event kinds with the clock, after a warm-up on its 32x32 variant,
  and checks that the timed run simulates the same cycles as a plain one.
  Chip default NAVI21.`;

async function main(): Promise<void> {
  const { values } = parseBenchArgs('path_times', USAGE, { options: { case: { type: 'string' }, gpu: { type: 'string' }, help: HELP_OPTION } });
  const { chip, measured, warmUp } = warmedCaseOptions('path_times', USAGE, values);
  const t = await measurePaths(chip, warmUp, measured);
  const s = t.stats;
  console.log(`path-times: ${chip} ${measured.name}`);
  console.log(`  ${s.cycles} simulated cycles, ${s.wavesLaunched} waves, ${s.engineEvents} engine events, ${t.wallMs.toFixed(0)} ms timed (timer overhead included)`);
  console.log('paths (self: timed paths below excluded):');
  console.log(`  ${'self ms'.padStart(8)} ${'calls'.padStart(10)} ${'self/call'.padStart(10)} ${'incl ms'.padStart(8)}  path`);
  for (const p of t.paths) {
    if (p.calls === 0) continue;
    const perCall = (1e6 * p.selfMs) / p.calls;
    console.log(`  ${p.selfMs.toFixed(0).padStart(8)} ${String(p.calls).padStart(10)} ${(perCall >= 1e4 ? `${(perCall / 1000).toFixed(0)} µs` : `${perCall.toFixed(0)} ns`).padStart(10)} ${p.inclusiveMs.toFixed(0).padStart(8)}  ${p.name}`);
  }
  console.log('events by kind (inclusive):');
  for (const k of t.kinds) {
    const ms = k.ms === undefined ? '—'.padStart(8) : k.ms.toFixed(0).padStart(8);
    const each = k.ms === undefined ? '—'.padStart(7) : ((1e6 * k.ms) / k.events).toFixed(0).padStart(7);
    console.log(`  ${ms} ms ${String(k.events).padStart(10)} events ${each} ns each  ${k.kind}`);
  }
  if (t.plainCycles !== s.cycles) {
    console.error(`path_times: the timed run simulated ${s.cycles} cycles, the plain run ${t.plainCycles}: timing changed the simulation`);
    process.exitCode = 1;
  }
}

main().catch((e: unknown) => benchFail('path_times', (e as Error).message));
