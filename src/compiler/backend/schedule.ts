/**
 * A minimal pre-RA scheduler: within a block, each memory load (SMEM,
 * MUBUF/MIMG with a result) is hoisted upwards over at most MAX_HOIST
 * independent ALU instructions so its latency overlaps them. It never moves
 * anything across a barrier: the POPS markers, branches, waits, s_sleep,
 * s_setreg, s_sendmsg, s_wait_event, exec writes or any other memory
 * instruction. Hence (C2) the POPS wait code is never moved upwards, the
 * ordered-section end is never moved downwards, and no memory access crosses
 * begin/end (S11, C3).
 */
import type { Target } from '../../isa/gfx_level.js';
import { CODE_EXEC_LO } from '../../isa/operand.js';
import { formatOf } from './lower_to_hw.js';
import { isPseudo, tempsOf, type MInstr, type MProgram } from './mir.js';

const MAX_HOIST = 8;
const MEMORY_FORMATS = new Set(['SMEM', 'MUBUF', 'MIMG', 'DS', 'EXP', 'LDSDIR', 'FLAT', 'GLOBAL']);

function isBarrier(i: MInstr, target: Target): boolean {
  if (isPseudo(i.op)) return i.op !== 'p_copy' && i.op !== 'p_create_vector' && i.op !== 'p_split_vector' && i.op !== 'p_extract_vector';
  if (i.op.startsWith('s_cbranch') || i.op === 's_branch' || i.op.startsWith('s_waitcnt')) return true;
  if (['s_sleep', 's_setreg_b32', 's_sendmsg', 's_wait_event', 's_endpgm', 'v_readfirstlane_b32'].includes(i.op)) return true;
  if (i.defs.some((d) => d.kind === 'fixed' && d.code === CODE_EXEC_LO)) return true;
  return MEMORY_FORMATS.has(i.format ?? formatOf(i.op, target));
}

function isLoad(i: MInstr, target: Target): boolean {
  if (isPseudo(i.op) || i.defs.length === 0 || i.tied) return false;
  const f = i.format ?? formatOf(i.op, target);
  return f === 'SMEM' || f === 'MUBUF' || f === 'MIMG';
}

function independent(x: MInstr, y: MInstr): boolean {
  const xr = new Set(tempsOf(x.ops));
  const xw = new Set(tempsOf(x.defs));
  if (tempsOf(y.defs).some((t) => xr.has(t) || xw.has(t))) return false;
  return !tempsOf(y.ops).some((t) => xw.has(t));
}

export function schedule(program: MProgram, target: Target): void {
  for (const block of program.blocks) {
    const list = block.instrs;
    for (let k = 1; k < list.length; k++) {
      const x = list[k]!;
      if (!isLoad(x, target)) continue;
      let to = k;
      while (to > 0 && k - to < MAX_HOIST) {
        const y = list[to - 1]!;
        if (isBarrier(y, target) || !independent(x, y)) break;
        to--;
      }
      if (to < k) {
        list.splice(k, 1);
        list.splice(to, 0, x);
      }
    }
  }
}
