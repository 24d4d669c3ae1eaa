/**
 * Copy coalescing for the register allocator: which temporaries hold the
 * same value, dword by dword, so they may share a register while both are
 * live (ACO's register affinities, in the form a linear scan can use).
 *
 * A copy-like definition links its dwords to the dwords it copies:
 * `p_copy` dword c → the source's dword c; `p_split_vector` part j dword c →
 * the vector's dword (offset of j) + c; `p_extract_vector` → the vector's
 * dword k + c; `p_create_vector` dword k → the dword of the operand it comes
 * from (constant operands link nothing). Following links gives each dword a
 * root (the temporary and dword the value was first computed in). A link of
 * T is followed only when T has a single definition and the root's
 * definitions all lie outside T's live interval: then T equals the root's
 * current value wherever T is live, so two dwords with the same root are equal
 * wherever both are live, and one register can hold both. The allocator
 * (regalloc.ts) treats such an overlap as no interference and tries the
 * register of the root first, so lower_to_hw finds nothing to move.
 *
 * A vector built by p_create_vector is only free of moves when its operands
 * already sit side by side, so an operand also tries the register next to an
 * already allocated sibling (`vectorNeighbours`).
 */
import type { MInstr, MProgram } from './mir.js';

/** A live interval in instruction positions (regalloc.ts `liveIntervals`). */
interface Interval {
  readonly start: number;
  readonly end: number;
}

/** Per temporary, the root temporary and dword of each of its dwords (undefined: its own). */
export type Roots = ReadonlyMap<number, readonly ({ readonly temp: number; readonly dword: number } | undefined)[]>;

/** The dword sources of a copy-like instruction's definitions: per def, per dword, [temp, dword] or undefined. */
function links(mi: MInstr): (readonly [number, number] | undefined)[][] | undefined {
  switch (mi.op) {
    case 'p_copy': {
      const [d] = mi.defs;
      const [s] = mi.ops;
      if (d?.kind !== 'temp' || s?.kind !== 'temp' || s.rc.size !== d.rc.size) return undefined;
      return [Array.from({ length: d.rc.size }, (_, c) => [s.id, c] as const)];
    }
    case 'p_split_vector': {
      const [s] = mi.ops;
      if (s?.kind !== 'temp') return undefined;
      let offset = 0;
      return mi.defs.map((d) => {
        const size = d.kind === 'temp' ? d.rc.size : 1;
        const out = Array.from({ length: size }, (_, c) => [s.id, offset + c] as const);
        offset += size;
        return out;
      });
    }
    case 'p_extract_vector': {
      const [d] = mi.defs;
      const [s, k] = mi.ops;
      if (d?.kind !== 'temp' || s?.kind !== 'temp' || k?.kind !== 'imm') return undefined;
      return [Array.from({ length: d.rc.size }, (_, c) => [s.id, k.value + c] as const)];
    }
    case 'p_create_vector': {
      const [d] = mi.defs;
      if (d?.kind !== 'temp') return undefined;
      const out: (readonly [number, number] | undefined)[] = [];
      for (const o of mi.ops) {
        const size = o.kind === 'temp' ? o.rc.size : 1;
        for (let c = 0; c < size; c++) out.push(o.kind === 'temp' ? [o.id, c] : undefined);
      }
      return [out];
    }
    default:
      return undefined;
  }
}

/** Value roots of every temporary's dwords, from the program and its live intervals (positions as liveIntervals counts them). */
export function valueRoots(program: MProgram, intervals: ReadonlyMap<number, Interval>): Roots {
  const defPositions = new Map<number, number[]>();
  const parents = new Map<number, (readonly [number, number] | undefined)[]>();
  let pos = 0;
  for (const b of program.blocks) {
    for (const mi of b.instrs) {
      const l = links(mi);
      mi.defs.forEach((d, k) => {
        if (d.kind !== 'temp') return;
        const list = defPositions.get(d.id) ?? [];
        list.push(pos);
        defPositions.set(d.id, list);
        if (l?.[k]) parents.set(d.id, l[k]!);
      });
      pos++;
    }
  }
  const roots = new Map<number, ({ temp: number; dword: number } | undefined)[]>();
  const inside = (p: number, iv: Interval | undefined): boolean => iv !== undefined && iv.start <= p && p <= iv.end;
  const rootOf = (temp: number): ({ temp: number; dword: number } | undefined)[] => {
    const known = roots.get(temp);
    if (known) return known;
    roots.set(temp, []); // a copy cycle (only possible through a loop) ends here
    const own = parents.get(temp);
    const singleDef = (defPositions.get(temp)?.length ?? 0) === 1;
    const iv = intervals.get(temp);
    const result = (own ?? []).map((link) => {
      if (!link || !singleDef) return undefined;
      const [parent, dword] = link;
      const root = rootOf(parent)[dword] ?? { temp: parent, dword };
      return (defPositions.get(root.temp) ?? []).some((p) => inside(p, iv)) ? undefined : root;
    });
    roots.set(temp, result);
    return result;
  };
  for (const temp of defPositions.keys()) rootOf(temp);
  return roots;
}

/** Per single-dword temporary used by a p_create_vector: the other temporary operands and their dword distance from it. */
export function vectorNeighbours(program: MProgram): ReadonlyMap<number, readonly { readonly temp: number; readonly distance: number }[]> {
  const out = new Map<number, { temp: number; distance: number }[]>();
  for (const b of program.blocks) {
    for (const mi of b.instrs) {
      if (mi.op !== 'p_create_vector') continue;
      const offsets: [number, number][] = [];
      let offset = 0;
      for (const o of mi.ops) {
        if (o.kind === 'temp' && o.rc.size === 1) offsets.push([o.id, offset]);
        offset += o.kind === 'temp' ? o.rc.size : 1;
      }
      for (const [id, at] of offsets) {
        const list = out.get(id) ?? [];
        for (const [other, otherAt] of offsets) if (other !== id) list.push({ temp: other, distance: at - otherAt });
        out.set(id, list);
      }
    }
  }
  return out;
}
