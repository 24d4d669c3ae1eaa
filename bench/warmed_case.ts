/**
 * The profiled process of instruction_profile.ts and wall_profile.ts: a
 * conformance case after its 32x32 variant, with a hand-over between the two
 * so that the profiler measures the case and not the warm-up (module
 * loading, V8's first compiles, the shader compiler's first run).
 */
import { existsSync } from 'node:fs';
import { warmUpCaseName } from './bench_options.js';
import type { RunStats } from '../src/gpu/engine/stats.js';
import { apiRunner, caseByName } from '../src/scenes/interlock_cts/index.js';

/** How the process waits for the profiler between the warm-up and the case. */
export interface HandOver {
  /** Printed on standard output when the warm-up is done. */
  readonly ready: string;
  /** The case starts once this file exists. */
  readonly go: string;
  /**
   * Spin while waiting (callgrind takes its commands only while the program
   * runs, not while it sleeps in a system call); else sleep 5 ms at a time.
   */
  readonly spin: boolean;
}

export interface WarmedRun {
  readonly stats: RunStats;
  /** Wall time of the case alone. */
  readonly wallMs: number;
}

/** Runs `caseName` on `chip` after its 32x32 variant; with `handOver`, waits for the profiler in between. */
export async function runWarmedCase(tool: string, chip: string, caseName: string, handOver: HandOver | undefined): Promise<WarmedRun> {
  let stats: RunStats | undefined;
  const runner = apiRunner(chip, { onRunStats: (_c, s) => (stats = s) });
  await runner.run(caseByName(warmUpCaseName(caseName, tool)), {});
  if (handOver !== undefined) {
    console.log(handOver.ready);
    const pause = new Int32Array(new SharedArrayBuffer(4));
    while (!existsSync(handOver.go)) if (!handOver.spin) Atomics.wait(pause, 0, 0, 5);
  }
  const started = performance.now();
  await runner.run(caseByName(caseName), {});
  return { stats: stats!, wallMs: performance.now() - started };
}
