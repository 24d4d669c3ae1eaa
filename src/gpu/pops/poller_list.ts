/**
 * The waves whose packer register names one packer, in the order they set
 * it: an exit of that packer wakes them all on GFX10/10.3 (S6). Each entry
 * can be muted: the engine mutes a wave when a wake-up would change nothing
 * for it until the engine says otherwise (pops_unit.ts `setWakeMuted`), and
 * an exit's wake-up skips it without a call.
 *
 * Why: a wave that set its packer register stays a poller until it exits,
 * also while it runs its ordered section, where a wake-up only sets its
 * pending flag again. In NAVI21's 128x128 sample-interlock cases an exit
 * found 77 pollers on average, nearly all of them such waves, and their calls
 * were the case's largest function (docs/speed_log.md, forty-fourth stop).
 *
 * A wave the engine core runs (engine/poll_loop_host.ts) keeps its pending
 * wake-up in the core's memory, which no JavaScript call clears when the
 * core's loop step takes it: such an entry is muted while a cell holds a
 * non-zero value (`muteWhile`), read at each walk.
 *
 * A doubly linked list in typed arrays, entries named by node index (the
 * unit keeps a wave's node in its record), so adding, removing and muting
 * are O(1) and the wake-up walk reads only the list's typed arrays, no wave object.
 */
const enum Mute {
  None = 0,
  Always = 1,
  WhileCell = 2,
}

const NO_CELLS = new Int32Array(0);

export class PollerList {
  private uids = new Float64Array(16);
  private next = new Int32Array(16);
  private prev = new Int32Array(16);
  /** Per node: Mute.None, Mute.Always, or Mute.WhileCell (muted while `cells[cell[node]] !== 0`). */
  private muted = new Uint8Array(16);
  private cell = new Int32Array(16);
  /** The cells `muteWhile` names (`watchCells`). */
  private cells: Int32Array = NO_CELLS;
  private head = -1;
  private tail = -1;
  /** Unused nodes, chained through `next`. */
  private free = -1;
  /** Nodes ever made (the arrays' used prefix). */
  private made = 0;

  /** Appends the wave, unmuted; returns its node. */
  add(uid: number): number {
    let node = this.free;
    if (node >= 0) {
      this.free = this.next[node]!;
    } else {
      if (this.made === this.uids.length) this.grow();
      node = this.made++;
    }
    this.uids[node] = uid;
    this.muted[node] = 0;
    this.next[node] = -1;
    this.prev[node] = this.tail;
    if (this.tail >= 0) this.next[this.tail] = node;
    else this.head = node;
    this.tail = node;
    return node;
  }

  /** Removes the wave at `node` (from `add`). */
  remove(node: number): void {
    const before = this.prev[node]!;
    const after = this.next[node]!;
    if (before >= 0) this.next[before] = after;
    else this.head = after;
    if (after >= 0) this.prev[after] = before;
    else this.tail = before;
    this.next[node] = this.free;
    this.free = node;
  }

  setMuted(node: number, muted: boolean): void {
    this.muted[node] = muted ? Mute.Always : Mute.None;
  }

  /** The cells `muteWhile` indexes from now on. */
  watchCells(cells: Int32Array): void {
    this.cells = cells;
  }

  /** Mutes the entry while `cells[cell]` (`watchCells`) holds a non-zero value, until `setMuted`. */
  muteWhile(node: number, cell: number): void {
    this.muted[node] = Mute.WhileCell;
    this.cell[node] = cell;
  }

  /** Writes the unmuted waves' uids into `out` from index 0, in order; returns how many. */
  collectUnmuted(out: number[]): number {
    const uids = this.uids;
    const next = this.next;
    const muted = this.muted;
    const cell = this.cell;
    const cells = this.cells;
    let n = 0;
    for (let node = this.head; node >= 0; node = next[node]!) {
      const m = muted[node]!;
      if (m === Mute.None || (m === Mute.WhileCell && cells[cell[node]!] === 0)) out[n++] = uids[node]!;
    }
    return n;
  }

  private grow(): void {
    const size = 2 * this.uids.length;
    const uids = new Float64Array(size);
    uids.set(this.uids);
    const next = new Int32Array(size);
    next.set(this.next);
    const prev = new Int32Array(size);
    prev.set(this.prev);
    const muted = new Uint8Array(size);
    muted.set(this.muted);
    const cell = new Int32Array(size);
    cell.set(this.cell);
    this.uids = uids;
    this.next = next;
    this.prev = prev;
    this.muted = muted;
    this.cell = cell;
  }
}
