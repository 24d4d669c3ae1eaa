/**
 * Register allocation: liveness by backward dataflow over the linear CFG,
 * then linear scan over each temporary's live interval (the convex hull of
 * every point where it is live, so intervals are conservative across loops).
 * A definition and the uses of the same instruction never share a register.
 * SGPR and VGPR files are separate; 64-bit SGPR tuples are even-aligned and
 * 4/8-dword tuples 4-aligned. Arguments are precolored. No spilling: running
 * out of registers is a BackendError.
 *
 * Copy coalescing: dwords that hold the same value (regalloc_values.ts) do not
 * interfere, and a copy's destination tries its source's register first, so
 * p_copy / p_split_vector / p_create_vector / p_extract_vector lower to no
 * move where the allocation allows.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { sgprCount } from '../../isa/operand.js';
import { BackendError } from './errors.js';
import { successors, type MProgram } from './mir.js';
import { valueRoots, vectorNeighbours } from './regalloc_values.js';

export interface Allocation {
  /** temp id → first register code (SGPR index, or 256 + VGPR index). */
  readonly reg: ReadonlyMap<number, number>;
  readonly sgprsUsed: number;
  readonly vgprsUsed: number;
}

export interface Interval {
  start: number;
  end: number;
}

/** Live intervals of every temporary, in instruction positions over the linearised program. */
export function liveIntervals(program: MProgram): Map<number, Interval> {
  const blocks = program.blocks;
  const succ = blocks.map((_, i) => successors(program, i));
  const liveIn: Set<number>[] = blocks.map(() => new Set());
  const liveOut: Set<number>[] = blocks.map(() => new Set());
  const scan = (i: number, out: Set<number>): Set<number> => {
    const live = new Set(out);
    const instrs = blocks[i]!.instrs;
    for (let k = instrs.length - 1; k >= 0; k--) {
      const ins = instrs[k]!;
      for (const d of ins.defs) if (d.kind === 'temp') live.delete(d.id);
      for (const o of ins.ops) if (o.kind === 'temp') live.add(o.id);
    }
    return live;
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (let i = blocks.length - 1; i >= 0; i--) {
      const out = new Set<number>();
      for (const s of succ[i]!) for (const t of liveIn[s]!) out.add(t);
      const inn = scan(i, out);
      if (inn.size !== liveIn[i]!.size || out.size !== liveOut[i]!.size) changed = true;
      liveIn[i] = inn;
      liveOut[i] = out;
    }
  }
  const intervals = new Map<number, Interval>();
  const touch = (id: number, pos: number): void => {
    const iv = intervals.get(id);
    if (!iv) intervals.set(id, { start: pos, end: pos });
    else {
      iv.start = Math.min(iv.start, pos);
      iv.end = Math.max(iv.end, pos);
    }
  };
  let pos = 0;
  blocks.forEach((b, i) => {
    const first = pos;
    for (const ins of b.instrs) {
      for (const o of ins.ops) if (o.kind === 'temp') touch(o.id, pos);
      for (const d of ins.defs) if (d.kind === 'temp') touch(d.id, pos);
      pos++;
    }
    const last = Math.max(first, pos - 1);
    for (const t of liveIn[i]!) touch(t, first);
    for (const t of liveOut[i]!) touch(t, last);
  });
  return intervals;
}

export function allocateRegisters(program: MProgram, gfx: GfxLevel): Allocation {
  const intervals = liveIntervals(program);
  const rcOf = new Map<number, { file: 's' | 'v'; size: number }>();
  for (const b of program.blocks)
    for (const ins of b.instrs) for (const o of [...ins.defs, ...ins.ops]) if (o.kind === 'temp') rcOf.set(o.id, o.rc);
  const roots = valueRoots(program, intervals);
  const neighbours = vectorNeighbours(program);
  /** The value a temporary's dword holds: its root's, or its own. */
  const valueKey = (id: number, dword: number): string => {
    const root = roots.get(id)?.[dword];
    return root ? `${root.temp}:${root.dword}` : `${id}:${dword}`;
  };
  // Per physical register, the intervals assigned to it and the value each holds there.
  const occupied = new Map<number, { iv: Interval; value: string }[]>();
  const free = (code: number, iv: Interval, value: string): boolean =>
    !(occupied.get(code) ?? []).some((o) => o.iv.start <= iv.end && iv.start <= o.iv.end && o.value !== value);
  const take = (code: number, id: number, size: number, iv: Interval): void => {
    for (let k = 0; k < size; k++) {
      const list = occupied.get(code + k) ?? [];
      list.push({ iv, value: valueKey(id, k) });
      occupied.set(code + k, list);
    }
  };
  const reg = new Map<number, number>();
  for (const [id, code] of program.precolored) {
    const iv = intervals.get(id);
    const rc = rcOf.get(id);
    if (!iv || !rc) continue;
    take(code, id, rc.size, iv);
    reg.set(id, code);
  }
  const order = [...intervals.keys()].filter((id) => !reg.has(id)).sort((a, b) => intervals.get(a)!.start - intervals.get(b)!.start || a - b);
  const sLimit = sgprCount(gfx);
  for (const id of order) {
    const iv = intervals.get(id)!;
    const rc = rcOf.get(id)!;
    const base = rc.file === 'v' ? 256 : 0;
    const limit = rc.file === 'v' ? 256 : sLimit;
    const align = rc.file === 's' ? (rc.size >= 4 ? 4 : rc.size) : 1;
    const fits = (r: number): boolean => {
      if (r < 0 || r % align !== 0 || r + rc.size > limit) return false;
      for (let k = 0; k < rc.size; k++) if (!free(base + r + k, iv, valueKey(id, k))) return false;
      return true;
    };
    // First the registers that already hold this value (a copy's source), then the lowest free one.
    const hints = (roots.get(id) ?? []).flatMap((root, k) => {
      const at = root === undefined ? undefined : reg.get(root.temp);
      return root !== undefined && at !== undefined && at >= base && at < base + 256 ? [at - base + root.dword - k] : [];
    });
    // Then beside an allocated operand of a vector this one is built into.
    for (const n of neighbours.get(id) ?? []) {
      const at = reg.get(n.temp);
      if (at !== undefined && at >= base && at < base + 256) hints.push(at - base + n.distance);
    }
    let found = -1;
    for (const r of hints) if (found < 0 && fits(r)) found = base + r;
    for (let r = 0; r + rc.size <= limit && found < 0; r += align) if (fits(r)) found = base + r;
    if (found < 0) throw new BackendError('out-of-registers', `temp ${id}`, `no free ${rc.file}${rc.size} register (no spilling)`);
    take(found, id, rc.size, iv);
    reg.set(id, found);
  }
  let sgprsUsed = 0;
  let vgprsUsed = 0;
  for (const [id, code] of reg) {
    const size = rcOf.get(id)!.size;
    if (code >= 256) vgprsUsed = Math.max(vgprsUsed, code - 256 + size);
    else sgprsUsed = Math.max(sgprsUsed, code + size);
  }
  return { reg, sgprsUsed, vgprsUsed };
}
