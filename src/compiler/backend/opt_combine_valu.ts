/**
 * opt_combine_valu: the VALU combines of ACO's optimizer (aco_optimizer.cpp
 * combine_instruction) that popsim's code needs, on machine IR before
 * scheduling and register allocation. A shift whose only use is the next
 * operation on it merges into one VOP3 (GFX9+):
 *
 * * `v_lshlrev_b32 t, n, a` + `v_or_b32 d, t, b`        → `v_lshl_or_b32 d, a, n, b`
 * * `v_lshlrev_b32 t, n, a` + `v_add_(nc_)u32 d, t, b`  → `v_lshl_add_u32 d, a, n, b`
 * * `v_lshlrev_b32 t, n, 1` + `v_sub_(nc_)u32 d, t, 1`  → `v_bfm_b32 d, n, 0` ((1 << n) − 1)
 *
 * Conditions: t has one definition and one use, and neither instruction has
 * modifiers; a and n are not written in between; the merged instruction reads
 * at most one SGPR or literal (the constant bus as isel keeps it) and no
 * literal on GFX9 (its VOP3 has none). The merged instruction sits where the
 * second one was; lanes the first one computed for and the second does not
 * use make no difference (t had no other use). When the use is in a later
 * block, a and n must have a single definition (so they hold the same value
 * there) and the use must not sit in a loop the shift is outside of (the
 * shift would then run every iteration). Only ALU work moves, never memory
 * or the POPS protocol (S11, C1–C3).
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { successors, type MInstr, type MOperand, type MProgram } from './mir.js';

const isConst = (o: MOperand | undefined, code: number): boolean => o?.kind === 'const' && o.code === code;
const INLINE_ONE = 129;
const INLINE_ZERO = 128;

export function optCombineValu(program: MProgram, gfx: GfxLevel): boolean {
  const defs = new Map<number, number>();
  const uses = new Map<number, number>();
  for (const b of program.blocks)
    for (const mi of b.instrs) {
      for (const d of mi.defs) if (d.kind === 'temp') defs.set(d.id, (defs.get(d.id) ?? 0) + 1);
      for (const o of mi.ops) if (o.kind === 'temp') uses.set(o.id, (uses.get(o.id) ?? 0) + 1);
    }
  const busOk = (ops: readonly MOperand[]): boolean => {
    const bus = ops.filter((o) => (o.kind === 'temp' && o.rc.file === 's') || o.kind === 'literal' || o.kind === 'fixed');
    return bus.length <= 1 && !(gfx === 'gfx9' && ops.some((o) => o.kind === 'literal'));
  };
  // Back edges (latch → header, by block index) bound the loops.
  const loops: [number, number][] = [];
  program.blocks.forEach((_, i) => {
    for (const s of successors(program, i)) if (s <= i) loops.push([s, i]);
  });
  const inLoopWithout = (user: number, shift: number): boolean => loops.some(([h, l]) => h <= user && user <= l && !(h <= shift && shift <= l));
  let progress = false;
  program.blocks.forEach((block, bi) => {
    const instrs = block.instrs;
    for (let k = 0; k < instrs.length; k++) {
      const shift = instrs[k]!;
      const t = shift.defs[0];
      if (shift.op !== 'v_lshlrev_b32' || t?.kind !== 'temp' || defs.get(t.id) !== 1 || uses.get(t.id) !== 1 || hasMods(shift)) continue;
      const [n, a] = shift.ops as [MOperand, MOperand];
      const use = findUse(program, bi, k, t.id, [n, a]);
      if (!use) continue;
      const crosses = use.block !== bi;
      if (crosses && ([n, a].some((o) => o.kind === 'temp' && defs.get(o.id) !== 1) || inLoopWithout(use.block, bi))) continue;
      const userInstrs = program.blocks[use.block]!.instrs;
      const merged = combine(shift, userInstrs[use.index]!, t.id);
      if (!merged || !busOk(merged.ops)) continue;
      userInstrs[use.index] = merged;
      instrs.splice(k, 1);
      progress = true;
      k--;
    }
  });
  return progress;
}

const hasMods = (mi: MInstr): boolean => Object.keys(mi.mods).length > 0 || mi.tied === true;

/** Where `id` is read after instruction `from` of block `bi` (linear order), if the shift's operands stay unwritten until then. */
function findUse(program: MProgram, bi: number, from: number, id: number, operands: readonly MOperand[]): { block: number; index: number } | undefined {
  const read = new Set(operands.flatMap((o) => (o.kind === 'temp' ? [o.id] : [])));
  for (let b = bi; b < program.blocks.length; b++) {
    const instrs = program.blocks[b]!.instrs;
    for (let k = b === bi ? from + 1 : 0; k < instrs.length; k++) {
      const mi = instrs[k]!;
      if (mi.ops.some((o) => o.kind === 'temp' && o.id === id)) return { block: b, index: k };
      if (mi.defs.some((d) => d.kind === 'temp' && read.has(d.id))) return undefined;
    }
  }
  return undefined;
}

function combine(shift: MInstr, user: MInstr, t: number): MInstr | undefined {
  if (hasMods(user) || user.ops.length !== 2) return undefined;
  const [n, a] = shift.ops as [MOperand, MOperand];
  const isT = (o: MOperand | undefined): boolean => o?.kind === 'temp' && o.id === t;
  const [x, y] = user.ops as [MOperand, MOperand];
  const other = isT(x) ? y : isT(y) ? x : undefined;
  if (!other || (isT(x) && isT(y))) return undefined;
  const vop3 = (op: string, ops: MOperand[]): MInstr => ({ op, defs: user.defs, ops, mods: {} });
  switch (user.op) {
    case 'v_or_b32':
      return vop3('v_lshl_or_b32', [a, n, other]);
    case 'v_add_u32':
    case 'v_add_nc_u32':
      return vop3('v_lshl_add_u32', [a, n, other]);
    case 'v_sub_u32':
    case 'v_sub_nc_u32':
      return isT(x) && isConst(a, INLINE_ONE) && isConst(y, INLINE_ONE) ? vop3('v_bfm_b32', [n, { kind: 'const', code: INLINE_ZERO }]) : undefined;
    default:
      return undefined;
  }
}
