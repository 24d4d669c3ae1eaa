/**
 * Lowers allocated MIR to ISA instructions: temporaries become physical
 * registers, pseudo-ops become moves (dropped when source and destination
 * coincide) or nothing (the POPS barrier markers), and
 * p_pops_gfx9_add_exiting_wave_id becomes `s_add_i32 d, src_pops_exiting_wave_id, remap` (C1, S5).
 * Branch targets stay symbolic (block ids) until assemble.ts.
 */
import type { Target } from '../../isa/gfx_level.js';
import type { Format, Instruction } from '../../isa/instruction.js';
import { CODE_POPS_EXITING_WAVE_ID, type Operand } from '../../isa/operand.js';
import { opcodeTable } from '../../isa/opcode_table.js';
import { BackendError } from './errors.js';
import type { MInstr, MOperand, MProgram } from './mir.js';
import type { Allocation } from './regalloc.js';

export interface HwInstr {
  readonly inst: Instruction;
  /** Register codes written and read (each dword), for insert_waitcnt. */
  readonly defs: readonly number[];
  readonly uses: readonly number[];
  /** Branch target block id. */
  readonly label?: number;
}

export interface HwBlock {
  readonly id: number;
  instrs: HwInstr[];
}

export function formatOf(op: string, target: Target): Format {
  const entry = opcodeTable(target.gfx).byMnemonic.get(op);
  if (!entry) throw new BackendError('internal', op, `no '${op}' on ${target.gfx}`);
  return entry.def.format;
}

function regsOf(o: Operand): number[] {
  if (o.kind !== 'reg') return [];
  return Array.from({ length: o.size }, (_, k) => o.code + k);
}

export function lowerToHw(program: MProgram, alloc: Allocation, target: Target): HwBlock[] {
  const phys = (o: MOperand): Operand => {
    switch (o.kind) {
      case 'temp': {
        const code = alloc.reg.get(o.id);
        if (code === undefined) throw new BackendError('internal', `temp ${o.id}`, 'not allocated');
        return { kind: 'reg', code, size: o.rc.size };
      }
      case 'fixed':
        return { kind: 'reg', code: o.code, size: o.size };
      case 'label':
        return { kind: 'imm', value: 0 };
      default:
        return o;
    }
  };
  const out: HwBlock[] = [];
  for (const block of program.blocks) {
    const instrs: HwInstr[] = [];
    const push = (op: string, defs: Operand[], ops: Operand[], mods: Instruction['mods'] = {}, format?: Format, labelId?: number, tied = false): void => {
      const operands = tied ? [...defs, ...ops.slice(1)] : [...defs, ...ops];
      const inst: Instruction = { op, format: format ?? formatOf(op, target), operands, mods };
      instrs.push({ inst, defs: defs.flatMap(regsOf), uses: ops.flatMap(regsOf), ...(labelId !== undefined ? { label: labelId } : {}) });
    };
    const move = (d: Operand, s: Operand): void => {
      if (d.kind !== 'reg') return;
      if (s.kind === 'reg' && s.code === d.code && s.size === d.size) return;
      if (d.code < 256) {
        if (d.size === 1 || d.size === 2) push(d.size === 1 ? 's_mov_b32' : 's_mov_b64', [d], [s]);
        else for (let k = 0; k < d.size; k++) push('s_mov_b32', [{ kind: 'reg', code: d.code + k, size: 1 }], [sub(s, k)]);
        return;
      }
      for (let k = 0; k < d.size; k++) {
        const sk = sub(s, k);
        if (sk.kind === 'reg' && sk.code === d.code + k) continue;
        push('v_mov_b32', [{ kind: 'reg', code: d.code + k, size: 1 }], [sk]);
      }
    };
    for (const mi of block.instrs) lowerOne(mi);
    out.push({ id: block.id, instrs });

    function lowerOne(mi: MInstr): void {
      const defs = mi.defs.map(phys);
      const ops = mi.ops.map(phys);
      switch (mi.op) {
        case 'p_startpgm':
        case 'p_pops_gfx9_overlapped_wave_wait_done':
        case 'p_pops_gfx9_ordered_section_done':
          return;
        case 'p_copy':
          move(defs[0]!, ops[0]!);
          return;
        case 'p_create_vector': {
          const d = defs[0]!;
          if (d.kind === 'reg') ops.forEach((s, k) => move({ kind: 'reg', code: d.code + k, size: 1 }, s));
          return;
        }
        case 'p_split_vector':
          defs.forEach((d, k) => move(d, sub(ops[0]!, k)));
          return;
        case 'p_extract_vector': {
          const k = mi.ops[1]!;
          if (k.kind !== 'imm') throw new BackendError('internal', 'p_extract_vector', 'dword index must be an immediate');
          move(defs[0]!, sub(ops[0]!, k.value));
          return;
        }
        case 'p_pops_gfx9_add_exiting_wave_id':
          push('s_add_i32', defs, [{ kind: 'reg', code: CODE_POPS_EXITING_WAVE_ID, size: 1 }, ops[0]!]);
          return;
        default: {
          const labelOp = mi.ops.find((o) => o.kind === 'label');
          push(mi.op, defs, ops, mi.mods, mi.format, labelOp?.kind === 'label' ? labelOp.block : undefined, mi.tied);
        }
      }
    }
  }
  return out;
}

function sub(o: Operand, k: number): Operand {
  if (o.kind === 'reg') return { kind: 'reg', code: o.code + k, size: 1 };
  if (k === 0) return o;
  // Upper dwords of a sign-extended 64-bit inline constant (0 or -1).
  if (o.kind === 'const') return o.code >= 193 && o.code <= 208 ? { kind: 'const', code: 193 } : { kind: 'const', code: 128 };
  return { kind: 'const', code: 128 };
}
