/**
 * Instruction selection: walks the structured IR and emits linear MIR.
 * Exec handling is done here (no separate insert_exec_mask pass):
 *  - uniform if: s_cmp_lg_u32 + s_cbranch_scc0;
 *  - divergent if: s_and_saveexec, s_cbranch_execz, else = saved & ~cond,
 *    restore exec = saved at the merge;
 *  - uniform loop: s_branch for break/continue;
 *  - divergent loop: break/continue masks (lanes leave exec, are removed
 *    from every enclosing saved mask, and come back at the latch / exit).
 * Out-of-SSA: phis become copies at the end of each predecessor (two-phase,
 * so swaps are safe); lane-mask phis merge only the active lanes.
 * Discard: exec &= ~kill, enclosing saved masks and the outermost loop's
 * entry mask too; a wave whose live lanes are all gone jumps to an exit block
 * (C4: unconditional s_waitcnt, ORDERED_PS_DONE when the section may still
 * be open, null export, s_endpgm).
 */
import { encodeWaitcnt } from '../../isa/fields/waitcnt.js';
import { DERIVATIVES, INTRINSICS } from '../ir/intrinsics.js';
import type { Block, CfList, Instr, IntrinsicInstr, LoopNode, Shader, Value } from '../ir/ir.js';
import { forEachBlock } from '../ir/cfg.js';
import { BackendError } from './errors.js';
import { selectAlu } from './isel_alu.js';
import { constOperand, imm, label, IselContext } from './isel_context.js';
import { emitExports, emitGfx11InputPrologue, emitNullExport, emitStartPgm, selectIo, type ExportInfo, type IoState } from './isel_io.js';
import { emitBeginInterlock, emitEndInterlock, emitOrderedPsDone } from './isel_interlock.js';
import { emitVertexExports, emitVertexPrologue, selectVertexIo, type VertexExportInfo } from './isel_vertex.js';
import { closeLayerLoop, openLayerLoop, type LayerLoop } from './isel_intrawave.js';
import { escapingLaneMasks } from './loop_escapes.js';
import { selectSubgroup } from './isel_subgroup.js';
import { enterWqm, selectDerivative, selectIsHelper, withExact } from './isel_wqm.js';
import { loadDescriptors, selectMemory, type MemoryState } from './isel_memory.js';
import { S1, V1, type MProgram, type Temp } from './mir.js';
import type { ArgLayout } from './abi.js';
import type { DivergenceInfo } from '../passes/divergence.js';
import type { CompileOptions } from './options.js';

export interface IselResult {
  readonly program: MProgram;
  readonly exports: ExportInfo;
  /** Vertex shaders: the param order of the varyings. */
  readonly vertexExports: VertexExportInfo | undefined;
  readonly usesDiscard: boolean;
  /** Pixel shaders reading gl_PrimitiveID: the attribute they read it from. */
  readonly primitiveIdAttribute: number | undefined;
}

interface PhiCopy {
  readonly dest: Temp;
  readonly src: Value;
  readonly laneMask: boolean;
}

class Selector {
  readonly ctx: IselContext;
  readonly io: IoState;
  readonly mem: MemoryState;
  readonly phiCopies = new Map<Block, PhiCopy[]>();
  readonly interlock: boolean;
  /** ORDERED_PS_DONE is sent after the last end_invocation_interlock (C4); counts ends not yet selected. */
  endsRemaining = 0;
  hasBegin = false;
  doneSent = false;
  usesDiscard = false;
  /** Discard exit blocks: with ORDERED_PS_DONE (before the send point) and without. */
  exitWithDone: number | undefined;
  exitPlain: number | undefined;
  /** The open S8 layer loop (between begin and end with intrawave collisions). */
  layerLoop: LayerLoop | undefined;

  constructor(shader: Shader, options: CompileOptions, div: DivergenceInfo, args: ArgLayout) {
    this.ctx = new IselContext(options, div, args);
    const intrawave = args.intrawaveCollisionSgpr !== undefined;
    if (intrawave) checkTopLevelSection(shader);
    this.ctx.escapingMasks = escapingLaneMasks(shader, div, intrawave);
    this.interlock = shader.info.interlock !== undefined;
    this.io = emitStartPgm(this.ctx);
    const intrinsics: IntrinsicInstr[] = [];
    forEachBlock(shader.entry.body, (b) => {
      for (const i of b.instrs) {
        if (i.kind === 'intrinsic') {
          intrinsics.push(i);
          if (i.op === 'end_invocation_interlock') this.endsRemaining++;
          if (i.op === 'begin_invocation_interlock') this.hasBegin = true;
        }
        if (i.kind === 'phi') this.registerPhi(i);
      }
    });
    this.mem = loadDescriptors(this.ctx, this.io, intrinsics);
    if (this.io.vertex) emitVertexPrologue(this.ctx, this.io, intrinsics);
    else {
      if (intrinsics.some((i) => i.op === 'load_primitive_id')) this.io.primitiveIdAttribute = options.primitiveIdAttribute ?? afterInputs(intrinsics);
      // Before the GFX11 input prologue, so helper lanes interpolate their inputs too.
      if (intrinsics.some((i) => DERIVATIVES.has(i.op))) enterWqm(this.ctx);
      emitGfx11InputPrologue(this.ctx, this.io, intrinsics);
    }
  }

  private registerPhi(phi: Extract<Instr, { kind: 'phi' }>): void {
    const ctx = this.ctx;
    const divergent = ctx.isDivergent(phi.dest);
    const laneMask = phi.dest.type === 'bool' && divergent;
    const dest = ctx.temp(laneMask ? ctx.lm : divergent ? V1 : S1);
    // Not define(): lane-mask phi copies already merge only the active lanes.
    ctx.values.set(phi.dest.id, { kind: 'temp', temp: dest });
    for (const s of phi.srcs) {
      const list = this.phiCopies.get(s.pred) ?? [];
      list.push({ dest, src: s.value, laneMask });
      this.phiCopies.set(s.pred, list);
    }
  }

  private get sendsOrderedPsDone(): boolean {
    return this.interlock && this.ctx.gfx !== 'gfx11';
  }

  run(shader: Shader): IselResult {
    this.list(shader.entry.body, true);
    const ctx = this.ctx;
    // A begin without an end: the ordered section lasts until the exports.
    this.closeLayers();
    this.maybeSendDone(true);
    // WQM: helper lanes never export (the done export's EXEC is the valid mask).
    if (ctx.exact !== undefined) ctx.emit(ctx.lmOp('s_mov'), [ctx.exec], [ctx.exact]);
    const vertexExports = this.io.vertex ? emitVertexExports(ctx, this.io) : undefined;
    const exports = this.io.vertex ? { colFormat: 0, zFormat: 0, dummy: false } : emitExports(ctx, this.io);
    ctx.emit('s_endpgm', [], [imm(0)]);
    for (const [id, withDone] of [[this.exitWithDone, true], [this.exitPlain, false]] as const) {
      if (id === undefined) continue;
      ctx.startBlock(id);
      // C4: an unconditional wait before leaving (releases everything the wave wrote).
      ctx.emit('s_waitcnt', [], [imm(encodeWaitcnt({ vmcnt: 0, expcnt: 0, lgkmcnt: 0 }, ctx.gfx))]);
      if (ctx.gfx !== 'gfx9') ctx.emit('s_waitcnt_vscnt', [], [ctx.nullReg, imm(0)]);
      if (withDone && !ctx.debug.noOrderedPsDoneOnDiscard) emitOrderedPsDone(ctx);
      emitNullExport(ctx);
      ctx.emit('s_endpgm', [], [imm(0)]);
    }
    return {
      program: { blocks: ctx.blocks, precolored: ctx.precolored, tempCount: ctx.tempCount },
      exports,
      vertexExports,
      usesDiscard: this.usesDiscard,
      primitiveIdAttribute: this.io.primitiveIdAttribute,
    };
  }

  /** C4/S9: ORDERED_PS_DONE from top level once every end has been selected (or at the end without one). */
  private maybeSendDone(atEnd: boolean): void {
    if (!this.sendsOrderedPsDone || this.doneSent) return;
    if (this.endsRemaining > 0 || (!atEnd && !this.endSeen)) return;
    this.doneSent = true;
    if (!this.ctx.debug.noOrderedPsDone) emitOrderedPsDone(this.ctx);
  }

  private endSeen = false;

  private list(list: CfList, topLevel: boolean): void {
    for (let k = 0; k < list.length; k++) {
      const node = list[k]!;
      if (node.kind === 'block') this.block(node, topLevel);
      else if (node.kind === 'if') this.ifNode(node, list[k + 1] as Block);
      else this.loop(node);
      if (topLevel) this.maybeSendDone(false);
    }
  }

  private block(block: Block, topLevel: boolean): void {
    let jump: Extract<Instr, { kind: 'jump' }> | undefined;
    for (const instr of block.instrs) {
      if (instr.kind === 'jump') jump = instr;
      else this.instr(instr);
      if (topLevel) this.maybeSendDone(false);
    }
    this.emitPhiCopies(block);
    if (jump) this.jump(jump.target, topLevel);
  }

  private emitPhiCopies(pred: Block): void {
    const copies = this.phiCopies.get(pred);
    if (!copies) return;
    const ctx = this.ctx;
    // Two phases: read every source before writing any phi (parallel-copy semantics).
    const staged = copies.map((c) => {
      const t = ctx.temp(c.dest.rc);
      if (c.laneMask) ctx.emit('p_copy', [t], [ctx.laneMask(c.src)]);
      else ctx.emit('p_copy', [t], [ctx.op(c.src)]);
      return t;
    });
    copies.forEach((c, k) => {
      if (!c.laneMask) {
        ctx.emit('p_copy', [c.dest], [staged[k]!]);
        return;
      }
      // Only the active lanes of a lane-mask phi change on this path.
      const a = ctx.temp(ctx.lm);
      const b = ctx.temp(ctx.lm);
      ctx.emit(ctx.lmOp('s_andn2'), [a], [c.dest, ctx.exec]);
      ctx.emit(ctx.lmOp('s_and'), [b], [staged[k]!, ctx.exec]);
      ctx.emit(ctx.lmOp('s_or'), [c.dest], [a, b]);
    });
  }

  private instr(instr: Instr): void {
    const ctx = this.ctx;
    switch (instr.kind) {
      case 'const':
        ctx.values.set(instr.dest.id, { kind: 'const', bits: instr.bits });
        return;
      case 'alu':
        selectAlu(ctx, instr);
        return;
      case 'phi':
        return;
      case 'intrinsic':
        this.intrinsic(instr);
        return;
      case 'load_var':
      case 'store_var':
      case 'call':
      case 'jump':
        throw new BackendError('unsupported', `${instr.kind}`, 'run lower_vars_to_ssa / inline before the backend');
    }
  }

  private intrinsic(instr: IntrinsicInstr): void {
    const ctx = this.ctx;
    if (this.io.vertex ? selectVertexIo(ctx, this.io, instr) : selectIo(ctx, this.io, instr)) return;
    if (selectDerivative(ctx, instr)) return;
    let selected = false;
    const select = (): void => {
      selected = selectMemory(ctx, this.io, this.mem, instr) || selectSubgroup(ctx, instr);
    };
    // WQM: helper lanes neither write memory nor take part in subgroup operations (isel_wqm.ts).
    const info = INTRINSICS[instr.op];
    if ((info.memory && info.sideEffects) || EXACT_SUBGROUP_OPS.has(instr.op)) withExact(ctx, select);
    else select();
    if (selected) return;
    switch (instr.op) {
      case 'begin_invocation_interlock':
        emitBeginInterlock(ctx, this.io);
        if (this.io.intrawaveCollision) {
          // S8: the section runs per layer; `full` is the outermost parked mask (discard).
          this.layerLoop = openLayerLoop(ctx, this.io.intrawaveCollision);
          ctx.masks.push({ kind: 'if', saved: this.layerLoop.full });
        }
        return;
      case 'end_invocation_interlock':
        this.closeLayers();
        emitEndInterlock(ctx);
        this.endsRemaining--;
        this.endSeen = true;
        return;
      case 'memory_barrier':
        return;
      case 'discard':
      case 'terminate':
        this.discard(undefined);
        return;
      case 'demote':
        if (ctx.exact !== undefined) this.demoteInWqm();
        else this.discard(undefined);
        return;
      case 'is_helper_invocation':
        selectIsHelper(ctx, instr);
        return;
      case 'discard_if':
        this.discard(instr.srcs[0]!);
        return;
      default:
        throw new BackendError('unsupported', `@${instr.op}`, 'intrinsic not supported by the backend');
    }
  }

  private closeLayers(): void {
    if (!this.layerLoop) return;
    this.ctx.masks.pop();
    closeLayerLoop(this.ctx, this.layerLoop);
    this.layerLoop = undefined;
  }

  private discard(cond: Value | undefined): void {
    const ctx = this.ctx;
    this.usesDiscard = true;
    // With no parked mask to update (top level, not WQM), exec &= ~cond needs no kill mask (as ACO).
    const alone = ctx.masks.length === 0 && ctx.exact === undefined;
    const kill = alone ? (cond ? ctx.laneMask(cond) : ctx.exec) : ctx.temp(ctx.lm);
    if (alone) ctx.emit(ctx.lmOp('s_andn2'), [ctx.exec], [ctx.exec, kill]);
    else {
      if (cond) ctx.emit(ctx.lmOp('s_and'), [kill], [ctx.laneMask(cond), ctx.exec]);
      else ctx.emit(ctx.lmOp('s_mov'), [kill], [ctx.exec]);
      ctx.emit(ctx.lmOp('s_andn2'), [ctx.exec], [ctx.exec, kill]);
    }
    // Killed lanes leave every parked mask too: saved if masks, and the entry mask of
    // an outermost loop. Inner to outer, so SCC ends up telling whether the outermost
    // one (a superset of every live lane) is empty.
    for (let k = ctx.masks.length - 1; k >= 0; k--) {
      const m = ctx.masks[k]!;
      const parked = m.kind === 'if' ? m.saved : m.live;
      if (parked) ctx.emit(ctx.lmOp('s_andn2'), [parked], [parked, kill]);
    }
    // C4: a wave without live lanes leaves through the discard exit (WQM: live = exact, so its SCC decides).
    if (ctx.exact !== undefined) ctx.emit(ctx.lmOp('s_andn2'), [ctx.exact], [ctx.exact, kill]);
    const exit = this.exitBlock();
    ctx.emit(alone ? 's_cbranch_execz' : 's_cbranch_scc0', [], [label(exit)]);
    ctx.startBlock(ctx.reserveBlock());
    // Inside a uniform loop nothing else stops an iteration with no lanes left: leave it.
    const inner = ctx.masks[ctx.masks.length - 1];
    if (inner?.kind === 'loop' && !inner.divergent) {
      ctx.emit('s_cbranch_execz', [], [label(inner.exit)]);
      ctx.startBlock(ctx.reserveBlock());
    }
  }

  /** WQM demote: the active lanes stop being exact but keep running as helpers; none left → the discard exit. */
  private demoteInWqm(): void {
    const ctx = this.ctx;
    this.usesDiscard = true;
    ctx.emit(ctx.lmOp('s_andn2'), [ctx.exact!], [ctx.exact!, ctx.exec]);
    ctx.emit('s_cbranch_scc0', [], [label(this.exitBlock())]);
    ctx.startBlock(ctx.reserveBlock());
  }

  private exitBlock(): number {
    const beforeDone = this.sendsOrderedPsDone && this.hasBegin && !this.doneSent;
    if (beforeDone) return (this.exitWithDone ??= this.ctx.reserveBlock());
    return (this.exitPlain ??= this.ctx.reserveBlock());
  }

  private ifNode(node: Extract<CfList[number], { kind: 'if' }>, merge: Block): void {
    const ctx = this.ctx;
    const elseId = ctx.reserveBlock();
    const endId = ctx.reserveBlock();
    if (!ctx.div.isDivergentIf(node)) {
      const c = ctx.op(node.cond);
      ctx.emit('s_cmp_lg_u32', [], [c.kind === 'temp' ? c : ctx.sgpr(node.cond), constOperand(0)]);
      ctx.emit('s_cbranch_scc0', [], [label(elseId)]);
      ctx.startBlock(ctx.reserveBlock());
      this.list(node.then, false);
      ctx.emit('s_branch', [], [label(endId)]);
      ctx.startBlock(elseId);
      this.list(node.else, false);
      ctx.startBlock(endId);
      return;
    }
    for (const i of merge.instrs) {
      if (i.kind !== 'phi' || i.dest.type !== 'bool') continue;
      const info = ctx.values.get(i.dest.id);
      if (info?.kind === 'temp' && info.temp.rc.size === ctx.lm.size && ctx.isDivergent(i.dest)) ctx.emit(ctx.lmOp('s_mov'), [info.temp], [constOperand(0)]);
    }
    const mask = ctx.laneMask(node.cond);
    const saved = ctx.temp(ctx.lm);
    ctx.emit(ctx.lmOp('s_and_saveexec'), [saved], [mask]);
    ctx.masks.push({ kind: 'if', saved });
    ctx.emit('s_cbranch_execz', [], [label(elseId)]);
    ctx.startBlock(ctx.reserveBlock());
    this.list(node.then, false);
    ctx.startBlock(elseId);
    ctx.emit(ctx.lmOp('s_andn2'), [ctx.exec], [saved, mask]);
    ctx.emit('s_cbranch_execz', [], [label(endId)]);
    ctx.startBlock(ctx.reserveBlock());
    this.list(node.else, false);
    ctx.startBlock(endId);
    ctx.masks.pop();
    ctx.emit(ctx.lmOp('s_mov'), [ctx.exec], [saved]);
  }

  private loop(node: LoopNode): void {
    const ctx = this.ctx;
    const divergent = ctx.div.isDivergentLoop(node);
    const header = ctx.reserveBlock();
    const exit = ctx.reserveBlock();
    let brk: Temp | undefined;
    let cont: Temp | undefined;
    if (divergent) {
      brk = ctx.temp(ctx.lm);
      cont = ctx.temp(ctx.lm);
      ctx.emit(ctx.lmOp('s_mov'), [brk], [constOperand(0)]);
      ctx.emit(ctx.lmOp('s_mov'), [cont], [constOperand(0)]);
    }
    // The outermost loop keeps its entry mask so a discard inside can tell that no lane is left.
    let live: Temp | undefined;
    if (ctx.masks.length === 0 && containsDiscard(node.body)) {
      live = ctx.temp(ctx.lm);
      ctx.emit(ctx.lmOp('s_mov'), [live], [ctx.exec]);
    }
    ctx.masks.push({ kind: 'loop', divergent, brk, cont, live, header, exit });
    ctx.startBlock(header);
    this.list(node.body, false);
    ctx.masks.pop();
    if (divergent) {
      // Latch: lanes that continued rejoin; loop while any lane is active.
      ctx.emit(ctx.lmOp('s_or'), [ctx.exec], [ctx.exec, cont!]);
      ctx.emit(ctx.lmOp('s_mov'), [cont!], [constOperand(0)]);
      ctx.emit('s_cbranch_execnz', [], [label(header)]);
      ctx.startBlock(exit);
      ctx.emit(ctx.lmOp('s_mov'), [ctx.exec], [brk!]);
    } else {
      ctx.emit('s_branch', [], [label(header)]);
      ctx.startBlock(exit);
    }
  }

  private jump(target: 'break' | 'continue' | 'return', topLevel: boolean): void {
    const ctx = this.ctx;
    if (target === 'return') {
      if (topLevel) return;
      throw new BackendError('unsupported', 'return', 'return inside control flow (run inline first)');
    }
    let loopIndex = ctx.masks.length - 1;
    while (loopIndex >= 0 && ctx.masks[loopIndex]!.kind !== 'loop') loopIndex--;
    const frame = ctx.masks[loopIndex];
    if (!frame || frame.kind !== 'loop') throw new BackendError('invalid-input', target, `${target} outside a loop`);
    if (!frame.divergent) {
      ctx.emit('s_branch', [], [label(target === 'break' ? frame.exit : frame.header)]);
      ctx.startBlock(ctx.reserveBlock());
      return;
    }
    const mask = target === 'break' ? frame.brk! : frame.cont!;
    ctx.emit(ctx.lmOp('s_or'), [mask], [mask, ctx.exec]);
    for (let k = ctx.masks.length - 1; k > loopIndex; k--) {
      const m = ctx.masks[k]!;
      if (m.kind === 'if') ctx.emit(ctx.lmOp('s_andn2'), [m.saved], [m.saved, ctx.exec]);
    }
    ctx.emit(ctx.lmOp('s_mov'), [ctx.exec], [constOperand(0)]);
  }
}

/**
 * S8 wraps the ordered section in a machine loop, which needs one begin and
 * at most one end, both in top-level blocks of main, the begin first.
 */
function checkTopLevelSection(shader: Shader): void {
  const all: string[] = [];
  forEachBlock(shader.entry.body, (b) => {
    for (const i of b.instrs) if (i.kind === 'intrinsic' && (i.op === 'begin_invocation_interlock' || i.op === 'end_invocation_interlock')) all.push(i.op);
  });
  const top: string[] = [];
  for (const node of shader.entry.body) {
    if (node.kind !== 'block') continue;
    for (const i of node.instrs) if (i.kind === 'intrinsic' && (i.op === 'begin_invocation_interlock' || i.op === 'end_invocation_interlock')) top.push(i.op);
  }
  const ok = top.length === all.length && (top.join() === 'begin_invocation_interlock' || top.join() === 'begin_invocation_interlock,end_invocation_interlock');
  if (!ok) {
    throw new BackendError('unsupported', 'intrawave-collisions', 'S8 intrawave collisions need one begin (and at most one end) of the interlock in top-level control flow of main');
  }
}

/** The attribute after the shader's highest input location (the primitive ID's when the compile options name none). */
function afterInputs(intrinsics: readonly IntrinsicInstr[]): number {
  return intrinsics.reduce((n, i) => (i.op === 'load_input' ? Math.max(n, (i.index.location ?? 0) + 1) : n), 0);
}

const DISCARDS = new Set(['discard', 'discard_if', 'demote', 'terminate']);

/** Subgroup operations whose result depends on which lanes are active (load_subgroup_invocation does not). */
const EXACT_SUBGROUP_OPS: ReadonlySet<string> = new Set(['vote_any', 'vote_all', 'vote_all_equal', 'ballot', 'elect', 'read_first_invocation', 'read_invocation']);

function containsDiscard(list: CfList): boolean {
  let found = false;
  forEachBlock(list, (b) => {
    if (b.instrs.some((i) => i.kind === 'intrinsic' && DISCARDS.has(i.op))) found = true;
  });
  return found;
}

export function selectInstructions(shader: Shader, options: CompileOptions, div: DivergenceInfo, args: ArgLayout): IselResult {
  return new Selector(shader, options, div, args).run(shader);
}
