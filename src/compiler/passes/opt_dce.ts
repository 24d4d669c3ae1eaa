/**
 * opt_dce: dead-code elimination by marking from the roots (NIR's
 * nir_opt_dce). Roots are instructions with effects: intrinsics with
 * `sideEffects`, memory reads with ACCESS_VOLATILE (the read itself is the
 * effect), stores to locals, calls, jumps, and the conditions of ifs.
 * Everything a root needs is live; all else — unused ALU, constants, phis
 * (dead phi cycles included), pure or memory-reading intrinsics and
 * subgroup reads whose results are unused — is removed.
 * Empty ifs (both sides one empty block, no phis after) are removed too, and
 * marking repeats, since their conditions may then be dead.
 */
import { ACCESS_VOLATILE, INTRINSICS } from '../ir/intrinsics.js';
import { forEachBlock } from '../ir/cfg.js';
import type { Block, CfList, Func, Instr, Shader } from '../ir/ir.js';
import { destsOf, srcsOf } from '../ir/validator.js';
import { phisOf, retargetPhiPreds } from './phi_utils.js';

export function optDce(shader: Shader): boolean {
  let progress = false;
  for (const func of shader.functions) {
    for (;;) {
      const swept = sweep(func);
      const emptied = removeEmptyIfs(func, func.body);
      progress = progress || swept || emptied;
      if (!emptied) break;
    }
  }
  return progress;
}

function isRoot(instr: Instr): boolean {
  switch (instr.kind) {
    case 'intrinsic': {
      const info = INTRINSICS[instr.op];
      return info.sideEffects || (info.memory && ((instr.index.access ?? 0) & ACCESS_VOLATILE) !== 0);
    }
    case 'store_var':
    case 'call':
    case 'jump':
      return true;
    case 'alu':
    case 'const':
    case 'phi':
    case 'load_var':
      return false;
  }
}

function sweep(func: Func): boolean {
  const defs = new Map<number, Instr>();
  forEachBlock(func.body, (b) => {
    for (const instr of b.instrs) for (const d of destsOf(instr)) defs.set(d.id, instr);
  });
  const live = new Set<Instr>();
  const work: Instr[] = [];
  const need = (id: number): void => {
    const def = defs.get(id);
    if (def && !live.has(def)) {
      live.add(def);
      work.push(def);
    }
  };
  const roots = (list: CfList): void => {
    for (const node of list) {
      if (node.kind === 'block') {
        for (const instr of node.instrs) {
          if (isRoot(instr) && !live.has(instr)) {
            live.add(instr);
            work.push(instr);
          }
        }
      } else if (node.kind === 'if') {
        need(node.cond.id);
        roots(node.then);
        roots(node.else);
      } else roots(node.body);
    }
  };
  roots(func.body);
  for (let instr = work.pop(); instr; instr = work.pop()) for (const s of srcsOf(instr)) need(s.id);
  let progress = false;
  forEachBlock(func.body, (b) => {
    const kept = b.instrs.filter((instr) => live.has(instr));
    if (kept.length !== b.instrs.length) {
      b.instrs = kept;
      progress = true;
    }
  });
  return progress;
}

function isEmptySide(list: CfList): boolean {
  return list.length === 1 && (list[0] as Block).instrs.length === 0;
}

function removeEmptyIfs(func: Func, list: CfList): boolean {
  let progress = false;
  for (let k = 0; k < list.length; k++) {
    const node = list[k]!;
    if (node.kind === 'block') continue;
    if (node.kind === 'loop') {
      progress = removeEmptyIfs(func, node.body) || progress;
      continue;
    }
    progress = removeEmptyIfs(func, node.then) || progress;
    progress = removeEmptyIfs(func, node.else) || progress;
    const next = list[k + 1] as Block;
    if (!isEmptySide(node.then) || !isEmptySide(node.else) || phisOf(next).length) continue;
    const prev = list[k - 1] as Block;
    prev.instrs.push(...next.instrs);
    list.splice(k, 2);
    retargetPhiPreds(func, next, prev);
    progress = true;
    k -= 1;
  }
  return progress;
}
