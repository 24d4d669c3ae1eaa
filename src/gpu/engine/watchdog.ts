/**
 * Hang detection. Progress is: a wave launches or ends, a memory request or
 * export completes or issues, a message or POPS packer write executes, or a
 * wave that is not in a POPS wait executes an instruction. Re-polls of a POPS
 * wait (reads of src_pops_exiting_wave_id, s_sleep, s_wait_event and the loop
 * around them) are not progress, so a wait that can never end (S2, S9, S12,
 * R6, R7) is declared a hang after `limitCycles` without progress instead of
 * looping forever.
 */
export const DEFAULT_WATCHDOG_CYCLES = 1 << 20;

export class Watchdog {
  private lastProgress = 0;

  constructor(readonly limitCycles: number) {}

  progress(now: number): void {
    this.lastProgress = now;
  }

  expired(now: number): boolean {
    return now - this.lastProgress > this.limitCycles;
  }

  /** The last cycle that is not yet a hang: the first event after it without progress is one. */
  get deadline(): number {
    return this.lastProgress + this.limitCycles;
  }

  get lastProgressCycle(): number {
    return this.lastProgress;
  }
}
