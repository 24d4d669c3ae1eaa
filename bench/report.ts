/** What a benchmark section measures, and how it is printed. Wall-clock figures are for reading, never for asserting. */
export interface BenchRow {
  readonly path: string;
  readonly ms: number;
  readonly instructionsPerSecond: number;
  readonly laneOpsPerSecond: number;
}

export interface BenchResult {
  readonly label: string;
  /** Simulated issue cycles of the workload (identical on every path; deterministic). */
  readonly simulatedCycles: number;
  readonly rows: readonly BenchRow[];
  /** Speed of the last path relative to the first, measured in the same run. */
  readonly ratio: number;
}

const mega = (x: number): string => `${(x / 1e6).toFixed(1)} M`;

export function formatResult(r: BenchResult): string {
  const lines = [`${r.label}: ${r.simulatedCycles} simulated cycles`];
  for (const row of r.rows) {
    lines.push(`  ${row.path.padEnd(9)} ${row.ms.toFixed(1).padStart(8)} ms  ${mega(row.instructionsPerSecond).padStart(9)} instr/s  ${mega(row.laneOpsPerSecond).padStart(9)} lane-ops/s`);
  }
  lines.push(`  speed-up ${r.ratio.toFixed(2)}x`);
  return lines.join('\n');
}
