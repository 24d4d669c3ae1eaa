/**
 * Dominator tree of a function (Cooper–Harvey–Kennedy). Program order of the
 * structured tree is a reverse post-order of its CFG, so one sweep in that
 * order converges quickly. Unreachable blocks have no immediate dominator and
 * are left out of the tree.
 */
import { computeCfg, type Cfg } from './cfg.js';
import type { Block, Func } from './ir.js';

export interface Dominance {
  readonly cfg: Cfg;
  /** Immediate dominator; undefined for the entry and for unreachable blocks. */
  readonly idom: ReadonlyMap<Block, Block | undefined>;
  /** Dominator-tree children in program order. */
  readonly children: ReadonlyMap<Block, readonly Block[]>;
  readonly entry: Block;
  dominates(a: Block, b: Block): boolean;
}

export function computeDominance(func: Func): Dominance {
  const cfg = computeCfg(func);
  const order = new Map(cfg.blocks.map((b, k) => [b, k]));
  const entry = cfg.blocks[0]!;
  const idom = new Map<Block, Block | undefined>([[entry, undefined]]);
  const intersect = (a: Block, b: Block): Block => {
    let x = a;
    let y = b;
    while (x !== y) {
      while (order.get(x)! > order.get(y)!) x = idom.get(x)!;
      while (order.get(y)! > order.get(x)!) y = idom.get(y)!;
    }
    return x;
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const b of cfg.blocks) {
      if (b === entry) continue;
      let next: Block | undefined;
      for (const p of cfg.preds.get(b)!) {
        if (!idom.has(p)) continue;
        next = next ? intersect(p, next) : p;
      }
      if (next && idom.get(b) !== next) {
        idom.set(b, next);
        changed = true;
      }
    }
  }
  const children = new Map<Block, Block[]>(cfg.blocks.map((b) => [b, []]));
  for (const b of cfg.blocks) {
    const parent = idom.get(b);
    if (parent) children.get(parent)!.push(b);
  }
  const dominates = (a: Block, b: Block): boolean => {
    if (a !== entry && !idom.has(a)) return false;
    for (let x: Block | undefined = b; x; x = idom.get(x)) if (x === a) return true;
    return false;
  };
  return { cfg, idom, children, entry, dominates };
}
