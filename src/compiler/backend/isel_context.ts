/**
 * Instruction-selection state shared by the isel_* files: the MIR being
 * built, the value → operand map, the exec-mask stack of the enclosing
 * divergent regions, and operand legalisation helpers.
 */
import type { GfxLevel, Target } from '../../isa/gfx_level.js';
import type { Format, Modifiers } from '../../isa/instruction.js';
import { CODE_EXEC_LO, codeNull, inlineCodeForBits } from '../../isa/operand.js';
import type { Value } from '../ir/ir.js';
import type { ArgLayout } from './abi.js';
import type { DivergenceInfo } from '../passes/divergence.js';
import { BackendError } from './errors.js';
import { S1, S2, V1, type MBlock, type MInstr, type MOperand, type RegClass, type Temp } from './mir.js';
import type { CompileOptions, PopsDebugSwitches } from './options.js';

export type MaskFrame =
  | { readonly kind: 'if'; readonly saved: Temp }
  | {
      readonly kind: 'loop';
      readonly divergent: boolean;
      readonly brk: Temp | undefined;
      readonly cont: Temp | undefined;
      /** Outermost loop containing a discard: the lanes alive at entry minus those killed since. */
      readonly live: Temp | undefined;
      readonly header: number;
      readonly exit: number;
    };

export type ValueInfo = { readonly kind: 'temp'; readonly temp: Temp } | { readonly kind: 'const'; readonly bits: number };

export class IselContext {
  readonly target: Target;
  readonly gfx: GfxLevel;
  readonly options: CompileOptions;
  readonly debug: PopsDebugSwitches;
  readonly div: DivergenceInfo;
  readonly args: ArgLayout;
  /** Lane-mask register class: 2 SGPRs in wave64, 1 in wave32. */
  readonly lm: RegClass;
  readonly blocks: MBlock[] = [];
  readonly precolored = new Map<number, number>();
  readonly values = new Map<number, ValueInfo>();
  readonly masks: MaskFrame[] = [];
  /** Whole-quad mode (isel_wqm.ts): the lanes that are not helpers; undefined outside WQM. */
  exact: Temp | undefined;
  /** Lane-mask values that leave a divergent loop (loop_escapes.ts) and their merged masks. */
  escapingMasks: ReadonlySet<number> = new Set();
  private readonly merged = new Map<number, Temp>();
  private cur: MBlock;
  private nextTemp = 0;
  private nextBlock = 0;

  constructor(options: CompileOptions, div: DivergenceInfo, args: ArgLayout) {
    this.options = options;
    this.target = options.target;
    this.gfx = options.target.gfx;
    this.debug = options.debug ?? {};
    this.div = div;
    this.args = args;
    this.lm = this.target.wave64 ? S2 : S1;
    this.cur = { id: this.reserveBlock(), instrs: [] };
    this.blocks.push(this.cur);
  }

  get tempCount(): number {
    return this.nextTemp;
  }

  get block(): MBlock {
    return this.cur;
  }

  temp(rc: RegClass): Temp {
    return { kind: 'temp', id: this.nextTemp++, rc };
  }

  reserveBlock(): number {
    return this.nextBlock++;
  }

  /** Starts the block with a reserved id; it follows the current block in linear order. */
  startBlock(id: number): void {
    this.cur = { id, instrs: [] };
    this.blocks.push(this.cur);
  }

  emit(op: string, defs: readonly MOperand[], ops: readonly MOperand[], mods: Modifiers = {}, format?: Format, tied?: boolean): MInstr {
    const instr: MInstr = { op, defs, ops, mods, ...(format ? { format } : {}), ...(tied ? { tied } : {}) };
    this.cur.instrs.push(instr);
    return instr;
  }

  // --- lane masks and special registers ---------------------------------

  get exec(): MOperand {
    return { kind: 'fixed', code: CODE_EXEC_LO, size: this.lm.size };
  }

  get nullReg(): MOperand {
    return { kind: 'fixed', code: codeNull(this.gfx), size: 1 };
  }

  /** Lane-mask SALU mnemonic: `s_and` → s_and_b64 (wave64) / s_and_b32 (wave32). */
  lmOp(base: string): string {
    return `${base}_${this.lm.size === 2 ? 'b64' : 'b32'}`;
  }

  // --- operands ---------------------------------------------------------

  isDivergent(v: Value): boolean {
    return this.div.isDivergent(v);
  }

  info(v: Value, where = 'isel'): ValueInfo {
    const i = this.values.get(v.id);
    if (!i) throw new BackendError('internal', where, `%${v.id} used before it was selected`);
    return i;
  }

  /** An operand for `v`: its register, or an inline constant / literal. */
  op(v: Value): MOperand {
    const i = this.info(v);
    return i.kind === 'temp' ? i.temp : constOperand(i.bits);
  }

  /** `v` in a VGPR (copying SGPRs and constants). */
  vgpr(v: Value): Temp {
    return this.toVgpr(this.op(v));
  }

  toVgpr(o: MOperand): Temp {
    if (o.kind === 'temp' && o.rc.file === 'v') return o;
    const t = this.temp(V1);
    this.emit('v_mov_b32', [t], [o]);
    return t;
  }

  /** `v` (uniform) in an SGPR. */
  sgpr(v: Value): Temp {
    const o = this.op(v);
    if (o.kind === 'temp') {
      if (o.rc.file !== 's') throw new BackendError('internal', `%${v.id}`, 'divergent value where a uniform one is required');
      return o;
    }
    const t = this.temp(S1);
    this.emit('s_mov_b32', [t], [o]);
    return t;
  }

  /** A bool as a lane mask: divergent bools are masks already; uniform 0/1 values are expanded. */
  laneMask(v: Value): MOperand {
    const i = this.info(v);
    if (i.kind === 'const') return constOperand(i.bits ? 0xffffffff : 0);
    if (i.temp.rc.file === 's' && i.temp.rc.size === this.lm.size && this.isDivergent(v)) return i.temp;
    const m = this.temp(this.lm);
    this.emit('s_cmp_lg_u32', [], [i.temp, constOperand(0)]);
    this.emit(this.lmOp('s_cselect'), [m], [constOperand(0xffffffff), constOperand(0)]);
    return m;
  }

  /** A lane mask restricted to the active lanes (for discard and the uniform view of a mask). */
  activeMask(v: Value): Temp {
    const m = this.temp(this.lm);
    this.emit(this.lmOp('s_and'), [m], [this.laneMask(v), this.exec]);
    return m;
  }

  define(v: Value, temp: Temp): void {
    if (this.escapingMasks.has(v.id) && temp.rc.file === 's' && temp.rc.size === this.lm.size) {
      // Only the active lanes take the new value; lanes that already left the loop keep theirs.
      let m = this.merged.get(v.id);
      if (!m) {
        m = this.temp(this.lm);
        this.merged.set(v.id, m);
      }
      const keep = this.temp(this.lm);
      const take = this.temp(this.lm);
      this.emit(this.lmOp('s_andn2'), [keep], [m, this.exec]);
      this.emit(this.lmOp('s_and'), [take], [temp, this.exec]);
      this.emit(this.lmOp('s_or'), [m], [keep, take]);
      this.values.set(v.id, { kind: 'temp', temp: m });
      return;
    }
    this.values.set(v.id, { kind: 'temp', temp });
  }
}

export function constOperand(bits: number): MOperand {
  const code = inlineCodeForBits(bits >>> 0, 32);
  return code !== undefined ? { kind: 'const', code } : { kind: 'literal', value: bits >>> 0 };
}

export function imm(value: number): MOperand {
  return { kind: 'imm', value };
}

export function label(block: number): MOperand {
  return { kind: 'label', block };
}

export { V1 };
