/**
 * A conformance case measured after its 32x32 variant, for the profilers
 * (case_profile, path_times, instruction_profile, wall_profile): the case and
 * chip from their command line, and the profiled process's run, with a
 * hand-over between warm-up and case so that a profiler outside the process
 * measures the case and not the warm-up (module loading, V8's first
 * compiles, the shader compiler's first run).
 */
import { existsSync } from 'node:fs';
import { benchFail, warmUpCaseName } from './bench_options.js';
import { chipByName } from '../src/amd/chips.js';
import type { RunStats } from '../src/gpu/engine/stats.js';
import { apiRunner, caseByName, type InterlockCase } from '../src/scenes/interlock_cts/index.js';

export interface WarmedCase {
  readonly chip: string;
  readonly measured: InterlockCase;
  readonly warmUp: InterlockCase;
}

/**
 * `--case NAME` (required; it and its 32x32 variant must be conformance
 * cases) and `--gpu CHIP` (default NAVI21) of `tool`'s command line; bad
 * input fails with `usage` (exit status 2).
 */
export function warmedCaseOptions(tool: string, usage: string, values: { readonly case?: string | undefined; readonly gpu?: string | undefined }): WarmedCase {
  if (values.case === undefined) benchFail(tool, `--case is required\n${usage}`);
  const chip = (values.gpu ?? 'NAVI21').toUpperCase();
  try {
    chipByName(chip);
    return { chip, measured: caseByName(values.case), warmUp: caseByName(warmUpCaseName(values.case, tool)) };
  } catch (e) {
    benchFail(tool, `${(e as Error).message}\n${usage}`);
  }
}

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

/** Runs the measured case after the warm-up; with `handOver`, waits for the profiler in between. */
export async function runWarmedCase(c: WarmedCase, handOver: HandOver | undefined): Promise<WarmedRun> {
  let stats: RunStats | undefined;
  const runner = apiRunner(c.chip, { onRunStats: (_c, s) => (stats = s) });
  await runner.run(c.warmUp, {});
  if (handOver !== undefined) {
    console.log(handOver.ready);
    const pause = new Int32Array(new SharedArrayBuffer(4));
    while (!existsSync(handOver.go)) if (!handOver.spin) Atomics.wait(pause, 0, 0, 5);
  }
  const started = performance.now();
  await runner.run(c.measured, {});
  return { stats: stats!, wallMs: performance.now() - started };
}
