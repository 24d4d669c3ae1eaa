/** Shared helpers of the conformance-suite tests on the GPU model: run a selection on one chip; capture the CLI's output. */
import type { OutputStream } from '../../src/cli/progress_line.js';
import { apiRunner, runSuite, selectCases, type ApiRunnerOptions, type CaseOutcome, type ChipResult, type InterlockCase } from '../../src/scenes/interlock_cts/index.js';

export interface Selection {
  readonly filter: string;
  readonly minDim?: number;
  readonly maxDim?: number;
  readonly msaa8?: boolean;
}

export function casesOf(s: Selection): readonly InterlockCase[] {
  return selectCases({ filter: s.filter, maxDim: s.maxDim ?? 8, msaa8: s.msaa8 ?? false }).filter((c) => c.dim >= (s.minDim ?? 8));
}

export async function runOn(chip: string, s: Selection, options: ApiRunnerOptions = {}): Promise<ChipResult> {
  const suite = await runSuite(apiRunner(chip, options), casesOf(s));
  return suite.chips[0]!;
}

/** Outcome kinds per case name, e.g. { 'basic.….8x8': 'hang' }. */
export function kinds(chip: ChipResult): Readonly<Record<string, CaseOutcome['kind']>> {
  return Object.fromEntries(chip.results.map((r) => [r.case.name, r.outcome.kind]));
}

/** The distinct outcome kinds of a run, sorted. */
export function kindSet(chip: ChipResult): readonly CaseOutcome['kind'][] {
  return [...new Set(chip.results.map((r) => r.outcome.kind))].sort();
}

/** Chips per generation, as the chip table has them. */
export const GFX9_CHIPS = ['VEGA10', 'RAVEN', 'VEGA20'] as const;
export const GFX10_CHIPS = ['NAVI10', 'NAVI14'] as const;
export const GFX10_3_CHIPS = ['NAVI21'] as const;
export const GFX11_CHIPS = ['NAVI31'] as const;

/** CI's largest dim per chip for the full-matrix conformance tests (dims 128–1024: `npm run cts:full`). */
export const CI_MAX_DIM = 64;

/** A non-terminal output stream that keeps what `popsim cts` writes. */
export class Capture implements OutputStream {
  text = '';
  readonly isTTY = false;
  write(s: string): boolean {
    this.text += s;
    return true;
  }
}
