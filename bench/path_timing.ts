/**
 * Timing of the engine's paths and event kinds for bench/path_times.ts (m):
 * wraps the methods of `PATHS`, every scheduled function event's action and
 * the engine's runner of indexed events with the clock for one run, then
 * restores them. Kept apart from the command line so
 * a test can run it.
 */
import { EventQueue, type EventAction } from '../src/gpu/engine/event_queue.js';
import { EngineEvents } from '../src/gpu/engine/engine_events.js';
import { EffectDispatch } from '../src/gpu/engine/effect_dispatch.js';
import { InFlightMemory } from '../src/gpu/engine/inflight_memory.js';
import { WaveLauncher } from '../src/gpu/engine/wave_launcher.js';
import { WaveRunner } from '../src/gpu/engine/wave_runner.js';
import { PopsWait } from '../src/gpu/engine/pops_wait.js';
import { PopsUnit } from '../src/gpu/pops/pops_unit.js';
import { DrawFeed } from '../src/gpu/spi/draw_feed.js';
import type { RunStats } from '../src/gpu/engine/stats.js';
import { apiRunner, type InterlockCase } from '../src/scenes/interlock_cts/index.js';

/** A timed path: `method` of `owner`'s prototype, printed as `name`. */
interface PathSpec {
  readonly owner: { prototype: object };
  readonly method: string;
  readonly name: string;
}

/** The timed methods, per class; a path is named Class.method (the event loop by what its self time is). */
const TIMED: readonly (readonly [{ readonly name: string; prototype: object }, readonly string[]])[] = [
  [EventQueue, ['runUntil']],
  [WaveRunner, ['advance']],
  [EffectDispatch, ['apply']],
  [InFlightMemory, ['issue', 'lineArrived', 'lineServed', 'lineReturned']],
  [WaveLauncher, ['launchWaves', 'retire']],
  [DrawFeed, ['refill']],
  [PopsWait, ['orderedPsDone']],
  [PopsUnit, ['launch', 'tryRetire']],
];

export const PATHS: readonly PathSpec[] = TIMED.flatMap(([owner, methods]) =>
  methods.map((method) => ({ owner, method, name: owner === EventQueue ? 'event loop (and untimed work)' : `${owner.name}.${method}` })),
);

export interface PathTime {
  readonly name: string;
  readonly calls: number;
  /** Milliseconds in the path itself, timed paths it called excluded. */
  readonly selfMs: number;
  readonly inclusiveMs: number;
}

export interface EventKindTime {
  readonly kind: string;
  readonly events: number;
  /** Undefined for the engine core's own loop steps, which run in WebAssembly and are not timed one by one. */
  readonly ms: number | undefined;
}

/** The row of the events the engine core runs itself (POPS wait loop steps and SIMD serves, src/gpu/engine/poll_loop_host.ts, simd_arbiter.ts). */
export const ENGINE_CORE_STEPS = 'loop steps and serves in the engine core';

export interface PathTimes {
  readonly stats: RunStats;
  readonly plainCycles: number;
  readonly wallMs: number;
  readonly paths: readonly PathTime[];
  readonly kinds: readonly EventKindTime[];
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Wraps the paths and the queue's scheduling for one run; `restore` puts the
 * prototypes back. Timed paths nest (a frame stack), so a path's self time
 * excludes the timed paths below it.
 */
function instrument(): { paths: Map<string, { calls: number; selfMs: number; inclusiveMs: number }>; kinds: Map<string, { events: number; ms: number }>; restore: () => void } {
  const paths = new Map<string, { calls: number; selfMs: number; inclusiveMs: number }>();
  const kinds = new Map<string, { events: number; ms: number }>();
  /** The row of an event kind, by name (several actions share one, e.g. anonymous ones). */
  const kindRow = (name: string): { events: number; ms: number } => {
    let row = kinds.get(name);
    if (row === undefined) kinds.set(name, (row = { events: 0, ms: 0 }));
    return row;
  };
  const restores: (() => void)[] = [];
  const childMs: number[] = [];
  for (const p of PATHS) {
    const proto = p.owner.prototype as Record<string, Method>;
    const original = proto[p.method];
    if (typeof original !== 'function') throw new Error(`path_times: ${p.name} is not a method any more (update PATHS)`);
    const row = { calls: 0, selfMs: 0, inclusiveMs: 0 };
    paths.set(p.name, row);
    proto[p.method] = function (this: unknown, ...args: unknown[]): unknown {
      childMs.push(0);
      const start = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        const ms = performance.now() - start;
        const children = childMs.pop()!;
        if (childMs.length > 0) childMs[childMs.length - 1]! += ms;
        row.calls++;
        row.selfMs += ms - children;
        row.inclusiveMs += ms;
      }
    };
    restores.push(() => (proto[p.method] = original));
  }
  // Function events: every action scheduled is replaced by one timed wrapper per action (made once,
  // so no allocation per event); the order of events depends on (cycle, sequence), not on the action.
  const wrappers = new Map<EventAction, EventAction>();
  const timed = (action: EventAction): EventAction => {
    let w = wrappers.get(action);
    if (w === undefined) {
      const row = kindRow(action.name || '(anonymous)');
      w = (arg: unknown): void => {
        const start = performance.now();
        action(arg);
        row.ms += performance.now() - start;
        row.events++;
      };
      wrappers.set(action, w);
    }
    return w;
  };
  const queue = EventQueue.prototype as unknown as Record<string, Method>;
  for (const method of ['at', 'atReserved']) {
    const original = queue[method]!;
    // The action is the second argument of at(cycle, action, arg) and the third of atReserved(cycle, seq, action, arg).
    const index = method === 'at' ? 1 : 2;
    queue[method] = function (this: unknown, ...args: unknown[]): unknown {
      args[index] = timed(args[index] as EventAction);
      return original.apply(this, args);
    };
    restores.push(() => (queue[method] = original));
  }
  // Indexed events (engine_events.ts): the runner's dispatch, timed per kind.
  const events = EngineEvents.prototype as unknown as { run(this: EngineEvents, kind: number, index: number): void };
  const run = events.run;
  events.run = function (this: EngineEvents, kind: number, index: number): void {
    const start = performance.now();
    run.call(this, kind, index);
    const row = kindRow(this.kindNames[kind] ?? `kind ${kind}`);
    row.ms += performance.now() - start;
    row.events++;
  };
  restores.push(() => (events.run = run));
  return { paths, kinds, restore: () => restores.forEach((r) => r()) };
}

/** Event times per kind, most time first. */
function byKind(kinds: Map<string, { events: number; ms: number }>): EventKindTime[] {
  return [...kinds].map(([kind, r]) => ({ kind, ...r })).sort((a, b) => b.ms - a.ms);
}

/** Runs `measured` after `warmUp` on `chip`: once plain, once timed. */
export async function measurePaths(chip: string, warmUp: InterlockCase, measured: InterlockCase): Promise<PathTimes> {
  let stats: RunStats | undefined;
  const runner = apiRunner(chip, { onRunStats: (_c, s) => (stats = s) });
  await runner.run(warmUp, {});
  await runner.run(measured, {});
  const plainCycles = stats!.cycles;
  const timing = instrument();
  const start = performance.now();
  try {
    await runner.run(measured, {});
  } finally {
    timing.restore();
  }
  const wallMs = performance.now() - start;
  const kinds: EventKindTime[] = byKind(timing.kinds);
  // The engine core's loop steps and serves never reach the JavaScript runner: counted, not timed.
  const coreSteps = stats!.engineEvents - kinds.reduce((sum, k) => sum + k.events, 0);
  if (coreSteps > 0) kinds.push({ kind: ENGINE_CORE_STEPS, events: coreSteps, ms: undefined });
  return {
    stats: stats!,
    plainCycles,
    wallMs,
    paths: [...timing.paths].map(([name, r]) => ({ name, ...r })).sort((a, b) => b.selfMs - a.selfMs),
    kinds,
  };
}

