/**
 * Where a speed target is missed, case by case (cts_speed.ts --per-case):
 * against a baseline build, a set of cases meets an N-times target when it
 * takes at most 1/N of the baseline's time. The set's distance to that, and
 * each case's time beyond its own 1/N, say which cases hold the gap — a
 * ratio per case does not: a case at 2x that took 5 s weighs more than one
 * at 1x that took 50 ms.
 */

/** One case measured by both builds: its wall time in ms in this build and in the baseline. */
export interface TimedCase {
  readonly key: string;
  readonly ms: number;
  readonly baselineMs: number;
}

export interface SpeedGap {
  /** The set's time at the target: the baseline's total over the factor. */
  readonly targetMs: number;
  /** This build's total. */
  readonly totalMs: number;
  /** The cases above their own share of the target, by how many ms, largest first. */
  readonly above: readonly { readonly key: string; readonly ms: number }[];
  /** Their ms above their shares, summed. */
  readonly aboveMs: number;
}

/** How many ms the case takes beyond its share of the target, the baseline's time over `factor` (0 within it). */
export function msAboveShare(c: TimedCase, factor: number): number {
  return Math.max(0, c.ms - c.baselineMs / factor);
}

/** The gap between `cases` and `factor` times the baseline's speed. */
export function speedGap(cases: readonly TimedCase[], factor: number): SpeedGap {
  if (!(factor > 0)) throw new Error(`speed gap: the factor must be positive, not ${factor}`);
  let targetMs = 0;
  let totalMs = 0;
  let aboveMs = 0;
  const above: { key: string; ms: number }[] = [];
  for (const c of cases) {
    targetMs += c.baselineMs / factor;
    totalMs += c.ms;
    const ms = msAboveShare(c, factor);
    if (ms > 0) {
      above.push({ key: c.key, ms });
      aboveMs += ms;
    }
  }
  above.sort((a, b) => b.ms - a.ms || (a.key < b.key ? -1 : 1));
  return { targetMs, totalMs, above, aboveMs };
}
