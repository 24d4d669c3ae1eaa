/**
 * How far a long `popsim cts` run has got and when it will end. Case costs
 * differ by four orders of magnitude (an 8x8 case launches 2 K invocations, a
 * 4xaa per-sample 1024x1024 case 134 M), so counting cases says little: the
 * estimate weighs each supported case by `expectedInvocations` and projects
 * the rest at this run's rate (invocations of the cases it ran per second of
 * wall time). Resumed and not-supported cases cost nothing.
 */
import { expectedInvocations, type InterlockCase } from './cases.js';
import { supportOf, type InterlockDeviceCaps } from './support.js';

export class RunEstimate {
  /** Invocations of every supported case of the run, resumed ones included. */
  readonly total: number;
  private left: number;
  private ran = 0;

  /** `only`: the pairs of the run (a shard), default all. */
  constructor(
    runners: readonly { readonly chip: string; readonly device: InterlockDeviceCaps }[],
    cases: readonly InterlockCase[],
    only: (chip: string, c: InterlockCase) => boolean = () => true,
  ) {
    let total = 0;
    for (const r of runners) for (const c of cases) if (only(r.chip, c) && supportOf(c, r.device) === 'supported') total += expectedInvocations(c);
    this.total = total;
    this.left = total;
  }

  /** A case finished (`resumed`: taken from a results file, not run now). Not-supported cases weigh 0. */
  finished(c: InterlockCase, supported: boolean, resumed: boolean): void {
    if (!supported) return;
    const n = expectedInvocations(c);
    this.left -= n;
    if (!resumed) this.ran += n;
  }

  /** Share of the run's invocations finished, 0..1. */
  get fraction(): number {
    return this.total === 0 ? 1 : 1 - this.left / this.total;
  }

  /** Seconds until the run ends at the rate of the cases run so far; undefined before any ran. */
  secondsLeft(elapsedSeconds: number): number | undefined {
    if (this.ran === 0 || elapsedSeconds <= 0) return undefined;
    return this.left / (this.ran / elapsedSeconds);
  }
}

/** `45s`, `12m`, `2h05m`. */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m}m`;
  return `${Math.floor(m / 60)}h${String(m % 60).padStart(2, '0')}m`;
}

/** The progress line's suffix: `37.5 % of invocations, ETA 2h05m` (no ETA before a case ran). */
export function formatEstimate(e: RunEstimate, elapsedSeconds: number): string {
  const left = e.secondsLeft(elapsedSeconds);
  const share = `${(100 * e.fraction).toFixed(1)} % of invocations`;
  return left === undefined ? share : `${share}, ETA ${formatDuration(left)}`;
}
