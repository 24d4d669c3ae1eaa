/**
 * Progress on stderr for commands that run long submits (`popsim cts`): the
 * suite's progress — a line per finished case (with the run's estimate in
 * parentheses) — and, for a submit that has run longer than SHOW_AFTER_MS,
 * its own progress (JobProgress: share of the case's invocations, cycles,
 * waves, draw of total). On a terminal everything shares one line, rewritten
 * and cut to its width from the case name so the estimate stays visible; a
 * long submit's progress replaces the suite line while it runs, redrawn at
 * most every REDRAW_MS. Elsewhere (a file, a CI log) every finished case is a
 * line, and a long submit a line when it shows and then every PLAIN_EVERY_MS.
 */
import type { JobProgress } from '../api/index.js';

/** Where the command writes: process.stdout / process.stderr, or a capture in tests. */
export interface OutputStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

/** A submit shows its progress once it has run this long (short ones never do). */
export const SHOW_AFTER_MS = 1500;
/** Terminal redraws for a running submit at most this often. */
export const REDRAW_MS = 200;
/** Off a terminal, a running submit's line repeats this often. */
export const PLAIN_EVERY_MS = 10_000;

/** `987`, `12.3 K`, `4.5 M`, `2.1 G`. */
export function formatCount(n: number): string {
  if (n < 1e3) return String(n);
  if (n < 1e6) return `${(n / 1e3).toFixed(1)} K`;
  if (n < 1e9) return `${(n / 1e6).toFixed(1)} M`;
  return `${(n / 1e9).toFixed(1)} G`;
}

/**
 * One submit's progress: `45 % · 3.1 M of 6.9 M invocations, 12.3 M cycles, 52.0 K waves, draw 1 of 1`
 * (the share only when the expected invocations are known; 100 % once the GPU is idle).
 */
export function formatSubmitProgress(p: JobProgress, expectedInvocations?: number): string {
  const counts = `${formatCount(p.cycles)} cycles, ${formatCount(p.wavesLaunched)} waves, draw ${Math.max(1, p.drawsStarted)} of ${p.drawsTotal}`;
  if (expectedInvocations === undefined || expectedInvocations <= 0) return `${formatCount(p.psInvocations)} invocations, ${counts}`;
  const share = p.idle ? 100 : Math.min(99, Math.floor((100 * p.psInvocations) / expectedInvocations));
  return `${share} % · ${formatCount(p.psInvocations)} of ${formatCount(expectedInvocations)} invocations, ${counts}`;
}

interface Running {
  /** Clock time of its first report. */
  readonly since: number;
  label: string;
  /** Its latest report, formatted only when a line shows it (reports come every few thousand engine events). */
  describe: () => string;
  /** Clock time it was last written (plain output), -1 when never. */
  printedAt: number;
}

export class ProgressLine {
  private readonly width: number;
  private suiteLine = '';
  private suiteEstimate = '';
  private readonly running = new Map<string, Running>();
  private drawnAt = -Infinity;

  constructor(
    private readonly out: OutputStream,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.width = Math.max(20, (out.columns ?? 100) - 1);
  }

  /** A case finished: `line` names it, `estimate` is the run's share done and ETA. */
  suite(line: string, estimate: string): void {
    if (!this.out.isTTY) {
      this.out.write(`${line}  (${estimate})\n`);
      return;
    }
    this.suiteLine = line;
    this.suiteEstimate = estimate;
    this.draw();
  }

  /**
   * A submit in flight (`key`: which one, `label`: what it runs) reported
   * progress, which `describe` formats. It is called only for a line that
   * is written: most reports (one every few thousand engine events) are not
   * shown — a young submit, a throttled redraw — and formatting one costs
   * about a microsecond.
   */
  update(key: string, label: string, describe: () => string): void {
    const now = this.clock();
    let r = this.running.get(key);
    if (r === undefined) {
      r = { since: now, label, describe, printedAt: -1 };
      this.running.set(key, r);
    }
    r.label = label;
    r.describe = describe;
    if (now - r.since < SHOW_AFTER_MS) return;
    if (!this.out.isTTY) {
      if (r.printedAt < 0 || now - r.printedAt >= PLAIN_EVERY_MS) {
        r.printedAt = now;
        this.out.write(`${runningText(r)}\n`);
      }
      return;
    }
    if (now - this.drawnAt >= REDRAW_MS) this.draw();
  }

  /** The submit `key` ended (its case finished or failed). */
  end(key: string): void {
    this.running.delete(key);
  }

  /** Clears the terminal line at the end of the run. */
  finish(): void {
    if (this.out.isTTY) this.out.write('\r\x1b[K');
  }

  /** Terminal: the oldest long submit (and how many more run) or the last finished case, then the estimate. */
  private draw(): void {
    const now = this.clock();
    this.drawnAt = now;
    const long = [...this.running.values()].filter((r) => now - r.since >= SHOW_AFTER_MS);
    const head = long.length === 0 ? this.suiteLine : `${runningText(long[0]!)}${long.length > 1 ? ` (+${long.length - 1} more running)` : ''}`;
    const tail = this.suiteEstimate === '' ? '' : `  (${this.suiteEstimate})`;
    const room = this.width - tail.length;
    const cut = head.length <= room ? head : `${head.slice(0, Math.max(0, room - 1))}…`;
    this.out.write(`\r\x1b[K${`${cut}${tail}`.slice(0, this.width)}`);
  }
}

/** A running submit's line; the progress first, so a narrow terminal cuts the line from the label (the case name). */
function runningText(r: Running): string {
  return `running: ${r.describe()} — ${r.label}`;
}
