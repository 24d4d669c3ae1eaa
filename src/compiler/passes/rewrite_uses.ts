/**
 * Value replacement shared by the passes: a map from a value id to the value
 * that replaces it, applied to every use in a function (instruction sources,
 * phi sources, jump values and `if` conditions). Chains (a → b → c) resolve
 * to their end, so passes may record replacements in any order.
 */
import type { CfList, Func, Instr, Value } from '../ir/ir.js';

export type Replacements = Map<number, Value>;

/** The value `v` stands for after all replacements. */
export function resolve(map: Replacements, v: Value): Value {
  let cur = v;
  for (let next = map.get(cur.id); next; next = map.get(cur.id)) cur = next;
  return cur;
}

/** Rewrites every use in `func` through `map`; returns whether any use changed. */
export function rewriteUses(func: Func, map: Replacements): boolean {
  if (map.size === 0) return false;
  let changed = false;
  const fix = (v: Value): Value => {
    const r = resolve(map, v);
    if (r !== v) changed = true;
    return r;
  };
  const fixList = (vs: Value[]): void => {
    for (let k = 0; k < vs.length; k++) vs[k] = fix(vs[k]!);
  };
  const fixInstr = (instr: Instr): void => {
    switch (instr.kind) {
      case 'alu':
      case 'intrinsic':
        fixList(instr.srcs);
        return;
      case 'phi':
        for (const s of instr.srcs) s.value = fix(s.value);
        return;
      case 'store_var':
        instr.value = fix(instr.value);
        return;
      case 'call':
        fixList(instr.args);
        return;
      case 'jump':
        fixList(instr.values);
        return;
      case 'const':
      case 'load_var':
        return;
    }
  };
  const visit = (list: CfList): void => {
    for (const node of list) {
      if (node.kind === 'block') node.instrs.forEach(fixInstr);
      else if (node.kind === 'if') {
        node.cond = fix(node.cond);
        visit(node.then);
        visit(node.else);
      } else visit(node.body);
    }
  };
  visit(func.body);
  return changed;
}

