/**
 * The text `popsim cts` prints: a progress line per finished case, then one
 * count line per chip in the form of the merge request's results (P5), e.g.
 * `NAVI31: 384 pass, 0 fail, 192 not supported`, each followed by its failing
 * cases with the first wrong values or the hang/error message.
 */
import type { CaseOutcome, CaseResult, ChipCounts, ChipResult, SuiteProgress, SuiteResult } from './runner.js';
import { formatMismatch } from './verify.js';

export function formatCounts(counts: ChipCounts): string {
  return `${counts.pass} pass, ${counts.fail} fail, ${counts.notSupported} not supported`;
}

export function formatChipLine(chip: ChipResult): string {
  return `${chip.chip}: ${formatCounts(chip.counts)}`;
}

function outcomeLabel(o: CaseOutcome): string {
  switch (o.kind) {
    case 'pass':
      return 'pass';
    case 'fail':
      return 'FAIL';
    case 'hang':
      return 'HANG';
    case 'error':
      return 'ERROR';
    case 'not-supported':
      return 'not supported';
    default: {
      const never: never = o;
      throw new Error(`unknown outcome ${String(never)}`);
    }
  }
}

/** `[ 12/576] NAVI31 pass basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.8x8`. */
export function formatProgress(p: SuiteProgress): string {
  const width = String(p.total).length;
  return `[${String(p.done).padStart(width)}/${p.total}] ${p.result.chip} ${outcomeLabel(p.result.outcome)} ${p.result.case.name}`;
}

export interface ReportOptions {
  /** Wrong values shown per failing case (default 3). */
  readonly mismatchesPerCase?: number;
}

/** One line describing a case that did not pass or was not supported; undefined for the others. */
export function formatFailure(r: CaseResult, options: ReportOptions = {}): string | undefined {
  const o = r.outcome;
  switch (o.kind) {
    case 'pass':
    case 'not-supported':
      return undefined;
    case 'fail': {
      const shown = o.check.firstWrong.slice(0, options.mismatchesPerCase ?? 3).map(formatMismatch);
      return `FAIL ${r.case.name}: ${o.check.wrongCount} of ${o.check.words} words wrong; ${shown.join('; ')}`;
    }
    case 'hang':
      return `HANG ${r.case.name}: ${o.message.split('\n')[0]}`;
    case 'error':
      return `ERROR ${r.case.name}: ${o.name}${o.code === undefined ? '' : ` (${o.code})`}: ${o.message.split('\n')[0]}`;
    default: {
      const never: never = o;
      throw new Error(`unknown outcome ${String(never)}`);
    }
  }
}

/** The final report: per chip its count line and failing cases; a total line when several chips ran. */
export function formatReport(suite: SuiteResult, options: ReportOptions = {}): string {
  const lines: string[] = [];
  for (const chip of suite.chips) {
    lines.push(formatChipLine(chip));
    for (const r of chip.results) {
      const failure = formatFailure(r, options);
      if (failure !== undefined) lines.push(`  ${failure}`);
    }
  }
  if (suite.chips.length > 1) {
    const sum = suite.chips.reduce(
      (a, c) => ({ pass: a.pass + c.counts.pass, fail: a.fail + c.counts.fail, notSupported: a.notSupported + c.counts.notSupported }),
      { pass: 0, fail: 0, notSupported: 0 },
    );
    lines.push(`total (${suite.chips.length} chips): ${formatCounts(sum)}`);
  }
  return lines.join('\n');
}
