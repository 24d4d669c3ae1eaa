/**
 * Linux perf's reports of a sampled run, read for wall_profile.ts: the
 * samples per symbol of `perf report --stdio -F overhead,sample,sym` and the
 * per-instruction shares of `perf annotate --stdio`. perf samples the
 * process at a fixed rate of its clock (`cpu-clock`), so a symbol's samples
 * are its share of the wall time the thread ran, cache misses and all —
 * what callgrind's instruction counts (callgrind_profile.ts) do not say.
 * V8's generated code is named through its jitdump (`node --perf-prof`,
 * then `perf inject --jit`) with the perf map's names, so JavaScript
 * functions merge over their compiled versions by `functionName`.
 */
import { functionName } from './callgrind_profile.js';

/** One function's samples; `hottest` is perf's name of its version with the most (for `perf annotate -s`). */
export interface SampledFunction {
  readonly name: string;
  readonly samples: number;
  readonly hottest: string;
  readonly hottestSamples: number;
}

export interface SampledRun {
  /** Samples of every row of the report (the filtered thread's, with `--tid`). */
  readonly samples: number;
  /** By samples, most first. */
  readonly functions: readonly SampledFunction[];
}

/**
 * The rows of `perf report --stdio --no-children -F overhead,sample,sym`
 * (`   3.42%     252  [.] NAME`), merged per function: V8's versions of a
 * JavaScript function by `functionName`, native symbols by their own name.
 * Comment lines (`#`) and blank lines are skipped.
 */
export function parsePerfReport(text: string): SampledRun {
  const byName = new Map<string, { samples: number; hottest: string; hottestSamples: number }>();
  let total = 0;
  for (const line of text.split('\n')) {
    const m = /^\s*[\d.]+%\s+(\d+)\s+\[.\]\s+(.*?)\s*$/.exec(line);
    if (!m) continue;
    const samples = Number(m[1]);
    const symbol = m[2]!;
    total += samples;
    const name = functionName(symbol);
    const row = byName.get(name);
    if (row === undefined) byName.set(name, { samples, hottest: symbol, hottestSamples: samples });
    else {
      row.samples += samples;
      if (samples > row.hottestSamples) {
        row.hottest = symbol;
        row.hottestSamples = samples;
      }
    }
  }
  const functions = [...byName].map(([name, r]) => ({ name, samples: r.samples, hottest: r.hottest, hottestSamples: r.hottestSamples }));
  return { samples: total, functions: functions.sort((a, b) => b.samples - a.samples) };
}

/** One instruction of an annotated function: its share of the function's samples, its offset and its text. */
export interface AnnotatedInstruction {
  readonly percent: number;
  readonly offset: string;
  readonly text: string;
}

/**
 * The instructions of `perf annotate --stdio` (`   26.98 :    1b7:    mov …`)
 * with their share of the function's samples; the source-line rows between
 * them (` : 78   file:///…:120`) are skipped: in optimized code with inlined
 * callees V8's positions name lines of other functions and files.
 */
export function parsePerfAnnotate(text: string): AnnotatedInstruction[] {
  const rows: AnnotatedInstruction[] = [];
  for (const line of text.split('\n')) {
    const m = /^\s*([\d.]+)\s+:\s+([0-9a-f]+):\s+(.*?)\s*$/.exec(line);
    if (m) rows.push({ percent: Number(m[1]), offset: m[2]!, text: m[3]!.replace(/\s+/g, ' ') });
  }
  return rows;
}
