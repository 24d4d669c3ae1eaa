/**
 * (k) Where one conformance case's host time goes: after a warm-up on its
 * 32x32 variant the case runs twice, once with the engine's events counted
 * by kind (event_queue.ts `countEventKinds`) and once under V8's sampling
 * profiler (the inspector, in this process). Prints the events per pixel wave by
 * kind, the self time of the top functions and of every source file, and the
 * inclusive time of the top functions below the engine's event loop;
 * `--function NAME` adds the sampled source lines of one function (of the
 * compiled JavaScript in dist/, as V8 attributes them: in optimized code
 * with inlined callees they can name lines of other functions), `--out
 * FILE` writes the profile for Chrome DevTools or speedscope.
 *
 * Why a tool and not /tmp scripts: issue 19 asks that where the time goes be
 * measured, not guessed; earlier stops measured it with scripts no one else
 * could run. Counting events by kind costs each event a map update (a
 * seventh of the event loop's own time in RAVEN's polling case), so it runs
 * apart from the profiled run: the simulation is deterministic, so both runs
 * have the same events. The profiled run's wall time is not a speed figure
 * (cts_speed.ts, cts_ab.ts).
 *
 * Run: npm run build && node dist/bench/case_profile.js --case NAME [--gpu CHIP] [--top N] [--function NAME] [--out FILE] [--interval MICROS]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import { benchFail, HELP_OPTION, parseBenchArgs, positiveInteger } from './bench_options.js';
import { type CpuProfile, eventKinds, inclusiveTime, lineTicks, selfTime, selfTimeByFile, shareLines, shortPath, withoutSamplesIn } from './profile_summary.js';
import { countEventKinds } from '../src/gpu/engine/event_queue.js';
import type { RunStats } from '../src/gpu/engine/stats.js';
import { apiRunner, type InterlockCase } from '../src/scenes/interlock_cts/index.js';
import { warmedCaseOptions } from './warmed_case.js';

const USAGE = `Usage: node dist/bench/case_profile.js --case NAME [--gpu CHIP] [--top N] [--function NAME] [--out FILE] [--interval MICROS]
  Profiles one conformance case (e.g. basic.nodiscard.image.sample_ordered.4xaa.no_sample_shading.128x128)
  after a warm-up on its 32x32 variant: engine events per pixel wave by kind, self time per
  function (top N, default 25) and per file, inclusive time per function; --function adds
  one function's sampled lines; --out writes the .cpuprofile. Chip default NAVI21, sampling
  interval default 100 µs.`;

function fail(message: string): never {
  benchFail('case_profile', message);
}

interface Options {
  readonly chip: string;
  readonly measured: InterlockCase;
  readonly warmUp: InterlockCase;
  readonly top: number;
  readonly functionName: string | undefined;
  readonly out: string | undefined;
  readonly interval: number;
}

function parseOptions(): Options {
  const { values } = parseBenchArgs('case_profile', USAGE, {
    options: {
      case: { type: 'string' },
      gpu: { type: 'string' },
      top: { type: 'string' },
      function: { type: 'string' },
      out: { type: 'string' },
      interval: { type: 'string' },
      help: HELP_OPTION,
    },
  });
  return {
    ...warmedCaseOptions('case_profile', USAGE, values),
    top: positiveInteger('case_profile', USAGE, 'top', values.top, 25),
    functionName: values.function,
    out: values.out,
    interval: positiveInteger('case_profile', USAGE, 'interval', values.interval, 100),
  };
}

/** The compiled source line `line` (1-based) of the script at `url`, or '' when it cannot be read. */
function sourceLine(url: string, line: number): string {
  try {
    return (readFileSync(fileURLToPath(url), 'utf8').split('\n')[line - 1] ?? '').trim();
  } catch {
    return '';
  }
}

async function main(): Promise<void> {
  const o = parseOptions();
  let stats: RunStats | undefined;
  const runner = apiRunner(o.chip, { onRunStats: (_c, s) => (stats = s) });
  await runner.run(o.warmUp, {});

  const counts = new Map<string, number>();
  countEventKinds(counts);
  try {
    await runner.run(o.measured, {});
  } finally {
    countEventKinds(undefined);
  }
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: o.interval });
  await session.post('Profiler.start');
  const start = performance.now();
  await runner.run(o.measured, {});
  const ms = performance.now() - start;
  const stopped = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
  session.disconnect();
  // The profile ends inside Profiler.stop itself: that is the tool's time, not the case's.
  const profile = withoutSamplesIn(stopped.profile, 'node:inspector');
  if (o.out !== undefined) writeFileSync(o.out, JSON.stringify(stopped.profile));

  const s = stats!;
  const waves = s.wavesLaunched;
  console.log(`case-profile: ${o.chip} ${o.measured.name}`);
  console.log(`  ${s.cycles} simulated cycles, ${s.psInvocations} invocations, ${waves} waves, ${s.engineEvents} engine events, ${ms.toFixed(0)} ms under the profiler (not a speed figure)`);
  console.log('engine events per wave, by kind:');
  for (const k of eventKinds(counts)) console.log(`  ${(k.events / waves).toFixed(1).padStart(8)}  ${k.kind}`);
  console.log(`self time, top ${o.top} functions:`);
  for (const line of shareLines(selfTime(profile), o.top)) console.log(line);
  console.log('self time by file:');
  for (const line of shareLines(selfTimeByFile(profile), o.top)) console.log(line);
  console.log(`inclusive time below the engine's event loop (EventQueue.runUntil), top ${o.top} functions:`);
  for (const line of shareLines(inclusiveTime(profile, 'runUntil'), o.top)) console.log(line);
  if (o.functionName !== undefined) {
    const rows = lineTicks(profile, o.functionName);
    const total = rows.reduce((sum, r) => sum + r.ticks, 0);
    console.log(`sampled lines of ${o.functionName} (${total} samples):`);
    if (rows.length === 0) console.log('  none (not sampled, or inlined into its callers)');
    for (const r of rows) {
      console.log(`  ${(100 * r.ticks / total).toFixed(1).padStart(5)} %  ${shortPath(r.url)}:${r.line}  ${sourceLine(r.url, r.line).slice(0, 100)}`);
    }
  }
  if (o.out !== undefined) console.log(`profile written to ${o.out}`);
}

main().catch((e: unknown) => fail((e as Error).message));
