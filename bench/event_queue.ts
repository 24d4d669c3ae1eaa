/**
 * (i) The engine's event queue on its own (issue 19): host time per event
 * when W self-rescheduling actions keep the queue busy, each running again
 * 1 to S cycles after it ran (a fixed pseudo-random sequence). W waves with a
 * spread S give about 2·W / (S + 1) events per simulated cycle: polling
 * cases run about 10 (RAVEN, 400 live waves), non-polling ones a few. The
 * actions do nothing but reschedule, so the figure is the queue's cost per
 * event (schedule, find the next, pop, call), not the engine's.
 *
 * With `--baseline DIR` (a popsim checkout with `dist/` built) the same
 * workload runs on that build's queue too, alternately, in this process.
 *
 * Run: npm run build && node dist/bench/event_queue.js [--waves W] [--spread S] [--events N] [--baseline DIR]
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { benchFail, HELP_OPTION, parseBenchArgs, positiveInteger } from './bench_options.js';
import { EventQueue } from '../src/gpu/engine/event_queue.js';

/** What the workload uses of a queue (present in older builds too). */
interface Queue {
  now: number;
  at(cycle: number, action: () => void): number;
  runNextUntil(limit: number): number;
}

const USAGE = `Usage: node dist/bench/event_queue.js [--waves W] [--spread S] [--events N] [--baseline DIR]
  Host ns per event of the engine's EventQueue alone: W actions (default 400)
  each rescheduling itself 1..S cycles later (default 80: about 10 events
  per cycle, like a polling case), N events per measurement (default
  5000000), three measurements per build (warm-up included); --baseline DIR
  also measures DIR's built queue, alternately.`;

const { values } = parseBenchArgs('event_queue', USAGE, {
  options: {
    waves: { type: 'string' },
    spread: { type: 'string' },
    events: { type: 'string' },
    baseline: { type: 'string' },
    help: HELP_OPTION,
  },
});
const waves = positiveInteger('event_queue', USAGE, 'waves', values.waves, 400);
const spread = positiveInteger('event_queue', USAGE, 'spread', values.spread, 80);
const events = positiveInteger('event_queue', USAGE, 'events', values.events, 5_000_000);
/** Pseudo-random delays drawn once per workload and cycled through (a power of two). */
const DELAYS = 1 << 16;

/** A queue kept busy by `waves` self-rescheduling actions, and a measurement of `events` of its events. */
function workload(queue: Queue): () => { ns: number; perCycle: number } {
  // The delays are drawn before the measurement: drawing each in the action (a multiply and a
  // modulo) was a third of the measured time.
  const delays = new Uint32Array(DELAYS);
  let seed = 12345;
  for (let i = 0; i < DELAYS; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    delays[i] = 1 + ((seed >>> 16) % spread);
  }
  let next = 0;
  for (let w = 0; w < waves; w++) {
    const action = (): void => {
      queue.at(queue.now + delays[next++ & (DELAYS - 1)]!, action);
    };
    queue.at(w % spread, action);
  }
  return () => {
    const cycles = queue.now;
    const start = process.cpuUsage();
    for (let n = 0; n < events; n++) queue.runNextUntil(Infinity);
    const used = process.cpuUsage(start);
    return { ns: ((used.user + used.system) * 1000) / events, perCycle: events / (queue.now - cycles) };
  };
}

const builds: { label: string; measure: () => { ns: number; perCycle: number }; best: number }[] = [
  { label: 'this', measure: workload(new EventQueue()), best: Infinity },
];
if (values.baseline !== undefined) {
  const file = join(resolve(values.baseline), 'dist/src/gpu/engine/event_queue.js');
  if (!existsSync(file)) benchFail('event_queue', `no built queue at ${file} (run tsc in the baseline checkout)`);
  const mod = (await import(pathToFileURL(file).href)) as { EventQueue: new () => Queue };
  builds.push({ label: 'baseline', measure: workload(new mod.EventQueue()), best: Infinity });
}
console.log(`event-queue: ${waves} waves, each again 1..${spread} cycles later, ${events} events per measurement`);
for (let m = 1; m <= 3; m++) {
  for (const b of builds) {
    const { ns, perCycle } = b.measure();
    b.best = Math.min(b.best, ns);
    console.log(`  ${b.label.padEnd(8)} measurement ${m}: ${ns.toFixed(1)} ns/event, ${perCycle.toFixed(1)} events/cycle`);
  }
}
if (builds.length > 1) console.log(`  best: this ${builds[0]!.best.toFixed(1)} ns, baseline ${builds[1]!.best.toFixed(1)} ns, baseline/this ${(builds[1]!.best / builds[0]!.best).toFixed(2)}x`);
