/**
 * Pixel-shader inputs and outputs: SPI argument VGPRs, attribute
 * interpolation (GFX9–10.3 v_interp_p1/p2_f32 and v_interp_mov_f32 with
 * M0 = PRIM_MASK; GFX11 lds_param_load + v_interp_p10/p2_f32), builtins,
 * and the final exports (S12: always at least one export).
 *
 * GFX11 inputs are read across the quad: lds_param_load leaves P0, P10, P20
 * of the quad's primitive in quad lanes 0, 1, 2, and a flat input copies
 * lane 0 to the others. Pixel waves start with only covered lanes in EXEC
 * (helpers off), and an inactive source lane of ds_swizzle reads 0, so a
 * quad whose lane 0 is not covered would lose the value. As ACO, the loads
 * run in whole-quad mode (s_wqm on a saved EXEC). ACO uses
 * v_mov_b32_dpp quad_perm with fetch-inactive after restoring EXEC; the ISA
 * layer has no DPP, so the ds_swizzle quad_perm broadcast stays inside the
 * WQM region. ACO writes the WQM results into linear VGPRs in divergent
 * code; popsim's allocator has none, so every input is loaded once at the
 * top of the program (emitGfx11InputPrologue), where a write to a helper
 * lane cannot clobber a value kept for lanes parked by control flow.
 */
import { codeM0 } from '../../isa/operand.js';
import type { IntrinsicIndex } from '../ir/intrinsics.js';
import type { IntrinsicInstr } from '../ir/ir.js';
import type { PsInput } from '../../isa/ps_inputs.js';
import { BackendError } from './errors.js';
import { emitVop } from './isel_alu.js';
import { constOperand, type IselContext } from './isel_context.js';
import { V1, type MOperand, type Temp } from './mir.js';

/** SPI_SHADER_COL_FORMAT / Z_FORMAT values. */
export const SPI_SHADER_ZERO = 0;
export const SPI_SHADER_32_R = 1;
export const SPI_SHADER_32_GR = 2;
export const SPI_SHADER_32_ABGR = 9;

export interface IoState {
  /** Per-program argument temporaries (precolored). */
  readonly argVgpr: Map<PsInput, Temp>;
  primMask: Temp | undefined;
  collisionWaveId: Temp | undefined;
  intrawaveCollision: Temp | undefined;
  readonly userSgpr: Map<string, Temp>;
  /** Colour outputs: "loc.comp" → VGPR holding the last stored value. */
  readonly outputs: Map<string, Temp>;
  depth: Temp | undefined;
  sampleMask: Temp | undefined;
  m0Set: boolean;
  /** GFX11 pixel shaders: inputKey → the input's value, loaded by emitGfx11InputPrologue. */
  readonly inputs: Map<string, Temp>;
  /**
   * Pixel shaders reading gl_PrimitiveID: the attribute the vertex stage exports it to (a flat
   * input, as RADV's VARYING_SLOT_PRIMITIVE_ID); set by the selector (CompileOptions).
   */
  primitiveIdAttribute: number | undefined;
  /** Vertex shaders only (isel_vertex.ts). */
  vertex: VertexIoState | undefined;
}

/** Vertex-shader argument temporaries and outputs. */
export interface VertexIoState {
  readonly vertexId: Temp;
  readonly instanceId: Temp | undefined;
  readonly vertexBuffers: Temp | undefined;
  readonly baseVertex: Temp | undefined;
  readonly startInstance: Temp | undefined;
  readonly attributeRing: Temp | undefined;
  /** GFX11: the wave's byte offset into the attribute ring (system SGPR, soffset of the ring stores). */
  readonly attributeRingOffset: Temp | undefined;
  /** VertexIndex / InstanceIndex, computed at the start (isel_vertex.ts). */
  vertexIndex?: Temp;
  instanceIndex?: Temp;
  /** Attribute location → its four fetched components (loaded at the start). */
  readonly attributes: Map<number, readonly Temp[]>;
  /** gl_Position component → VGPR holding the last stored value. */
  readonly position: Map<number, Temp>;
}

/** Defines every argument temporary with p_startpgm, pinned to its ABI register. */
export function emitStartPgm(ctx: IselContext): IoState {
  const a = ctx.args;
  const defs: Temp[] = [];
  const pin = (t: Temp, code: number): Temp => {
    ctx.precolored.set(t.id, code);
    defs.push(t);
    return t;
  };
  const state: IoState = { argVgpr: new Map(), primMask: undefined, collisionWaveId: undefined, intrawaveCollision: undefined, userSgpr: new Map(), outputs: new Map(), depth: undefined, sampleMask: undefined, m0Set: false, inputs: new Map(), primitiveIdAttribute: undefined, vertex: undefined };
  for (const u of a.userSgprs) {
    const key = u.kind === 'descriptor_set' ? `set${u.set}` : 'push';
    state.userSgpr.set(key, pin(ctx.temp({ file: 's', size: 2 }), u.sgpr));
  }
  const vs = a.vertex;
  if (vs) {
    const opt = (sgpr: number | undefined, size: number): Temp | undefined => (sgpr === undefined ? undefined : pin(ctx.temp({ file: 's', size }), sgpr));
    const vertexBuffers = opt(vs.vertexBuffersSgpr, 2);
    const baseVertex = opt(vs.baseVertexSgpr, 1);
    const startInstance = opt(vs.startInstanceSgpr, 1);
    const attributeRing = opt(vs.attributeRingSgpr, 2);
    const attributeRingOffset = opt(vs.attributeRingOffsetSgpr, 1);
    const vertexId = pin(ctx.temp(V1), 256);
    const instanceId = vs.instanceIdVgpr === undefined ? undefined : pin(ctx.temp(V1), 256 + vs.instanceIdVgpr);
    state.vertex = { vertexId, instanceId, vertexBuffers, baseVertex, startInstance, attributeRing, attributeRingOffset, attributes: new Map(), position: new Map() };
    ctx.emit('p_startpgm', defs, []);
    return state;
  }
  state.primMask = pin(ctx.temp({ file: 's', size: 1 }), a.primMaskSgpr);
  if (a.collisionWaveIdSgpr !== undefined) state.collisionWaveId = pin(ctx.temp({ file: 's', size: 1 }), a.collisionWaveIdSgpr);
  if (a.intrawaveCollisionSgpr !== undefined) state.intrawaveCollision = pin(ctx.temp({ file: 's', size: 1 }), a.intrawaveCollisionSgpr);
  for (const [name, v] of a.inputVgpr) {
    const size = name.startsWith('PERSP_PULL') ? 3 : name.startsWith('PERSP') || name.startsWith('LINEAR') ? 2 : 1;
    state.argVgpr.set(name, pin(ctx.temp({ file: 'v', size }), 256 + v));
  }
  ctx.emit('p_startpgm', defs, []);
  return state;
}

function splitIJ(ctx: IselContext, ij: Temp): [Temp, Temp] {
  const i = ctx.temp(V1);
  const j = ctx.temp(V1);
  ctx.emit('p_split_vector', [i, j], [ij]);
  return [i, j];
}

function setM0(ctx: IselContext, io: IoState): void {
  // M0 = PRIM_MASK for parameter loads (set once: nothing else writes M0).
  if (io.m0Set) return;
  ctx.emit('s_mov_b32', [{ kind: 'fixed', code: codeM0(ctx.gfx), size: 1 }], [io.primMask!]);
  io.m0Set = true;
}

function inputName(interp: string | undefined, loc: string | undefined): PsInput {
  const persp = interp !== 'noperspective';
  const where = loc === 'sample' ? 'SAMPLE' : loc === 'centroid' ? 'CENTROID' : 'CENTER';
  return `${persp ? 'PERSP' : 'LINEAR'}_${where}` as PsInput;
}

/** Identifies one interpolated input: a location's component with its interpolation. */
function inputKey(index: IntrinsicIndex): string {
  const { location, component, interp, sampleLocation } = index;
  return interp === 'flat' ? `${location ?? 0}.${component ?? 0}.flat` : `${location ?? 0}.${component ?? 0}.${inputName(interp, sampleLocation)}`;
}

/**
 * The attribute a pixel-shader input intrinsic reads: load_input's own, and for
 * load_primitive_id the flat x component of the primitive-ID attribute.
 */
function inputIndexOf(io: IoState, instr: IntrinsicInstr): IntrinsicIndex | undefined {
  if (instr.op === 'load_input') return instr.index;
  if (instr.op !== 'load_primitive_id' || io.primitiveIdAttribute === undefined) return undefined;
  return { location: io.primitiveIdAttribute, component: 0, interp: 'flat', sampleLocation: 'center' };
}

/**
 * GFX11: loads every pixel-shader input once, at the top of the program, in
 * whole-quad mode (see the file comment): save EXEC, s_wqm EXEC, the
 * lds_param_loads and the flat broadcasts (ds_swizzle quad_perm(0,0,0,0)),
 * restore EXEC, then v_interp_p10/p2_f32 for the interpolated inputs. Those
 * read quad lanes 0..2 of the loaded parameters in exact mode, assuming
 * VINTERP reads other lanes of its quad whatever their EXEC bit (as
 * src/gpu/cu/exec_interp.ts models; docs/compiler_backend.md). insert_waitcnt
 * adds the expcnt waits.
 */
export function emitGfx11InputPrologue(ctx: IselContext, io: IoState, intrinsics: readonly IntrinsicInstr[]): void {
  if (ctx.gfx !== 'gfx11' || io.vertex) return;
  const unique = new Map<string, IntrinsicIndex>();
  for (const i of intrinsics) {
    const index = inputIndexOf(io, i);
    if (index && !unique.has(inputKey(index))) unique.set(inputKey(index), index);
  }
  if (unique.size === 0) return;
  setM0(ctx, io);
  const saved = ctx.temp(ctx.lm);
  ctx.emit(ctx.lmOp('s_mov'), [saved], [ctx.exec]);
  ctx.emit(ctx.lmOp('s_wqm'), [ctx.exec], [ctx.exec]);
  const interpolated: { key: string; index: IntrinsicIndex; p: Temp }[] = [];
  for (const [key, index] of unique) {
    const p = ctx.temp(V1);
    ctx.emit('lds_param_load', [p], [], { attr: index.location ?? 0, chan: index.component ?? 0 });
    if (index.interp !== 'flat') {
      interpolated.push({ key, index, p });
      continue;
    }
    // P0 of the quad's primitive sits in quad lane 0: broadcast with quad_perm(0,0,0,0), still in WQM.
    const d = ctx.temp(V1);
    ctx.emit('ds_swizzle_b32', [d], [p], { offset: 0x8000 });
    io.inputs.set(key, d);
  }
  ctx.emit(ctx.lmOp('s_mov'), [ctx.exec], [saved]);
  for (const { key, index, p } of interpolated) {
    const [i, j] = splitIJ(ctx, io.argVgpr.get(inputName(index.interp, index.sampleLocation))!);
    const t = ctx.temp(V1);
    const d = ctx.temp(V1);
    ctx.emit('v_interp_p10_f32', [t], [p, i, p], {});
    ctx.emit('v_interp_p2_f32', [d], [p, j, t], {});
    io.inputs.set(key, d);
  }
}

function loadInput(ctx: IselContext, io: IoState, index: IntrinsicIndex): Temp {
  if (ctx.gfx === 'gfx11') {
    const d = io.inputs.get(inputKey(index));
    if (!d) throw new BackendError('internal', `input ${inputKey(index)}`, `input ${inputKey(index)} was not loaded by the GFX11 prologue`);
    return d;
  }
  // GFX9–10.3: VINTRP reads the LDS parameters of the lane's own primitive, no other lane.
  const attr = index.location ?? 0;
  const chan = index.component ?? 0;
  setM0(ctx, io);
  const d = ctx.temp(V1);
  if (index.interp === 'flat') {
    ctx.emit('v_interp_mov_f32', [d], [{ kind: 'imm', value: 2 }], { attr, chan });
    return d;
  }
  const [i, j] = splitIJ(ctx, io.argVgpr.get(inputName(index.interp, index.sampleLocation))!);
  ctx.emit('v_interp_p1_f32', [d], [i], { attr, chan });
  ctx.emit('v_interp_p2_f32', [d], [d, j], { attr, chan }, undefined, true);
  return d;
}

/** Returns true when the intrinsic was an I/O one and has been selected. */
export function selectIo(ctx: IselContext, io: IoState, instr: IntrinsicInstr): boolean {
  const where = `@${instr.op}`;
  const arg = (name: PsInput): Temp => {
    const t = io.argVgpr.get(name);
    if (!t) throw new BackendError('internal', where, `input ${name} not enabled`);
    return t;
  };
  const dest = instr.dests[0];
  switch (instr.op) {
    case 'load_input':
    case 'load_primitive_id':
      // gl_PrimitiveID: a flat attribute the vertex stage exports (RADV's export_prim_id; docs/compiler_backend.md).
      ctx.define(dest!, loadInput(ctx, io, inputIndexOf(io, instr)!));
      return true;
    case 'load_frag_coord': {
      const c = instr.index.component ?? 0;
      const v = arg((['POS_X_FLOAT', 'POS_Y_FLOAT', 'POS_Z_FLOAT', 'POS_W_FLOAT'] as const)[c]!);
      if (c === 3) {
        // gl_FragCoord.w is 1/w; the SPI provides w (as ACO: v_rcp_f32).
        const d = ctx.temp(V1);
        ctx.emit('v_rcp_f32', [d], [v]);
        ctx.define(dest!, d);
      } else ctx.define(dest!, v);
      return true;
    }
    case 'load_sample_pos': {
      // As ACO: gl_SamplePosition = fract(POS_X/Y_FLOAT). Assumes the SPI loads the
      // sample's position there under sample shading (POS_FLOAT_LOCATION = sample);
      // at the pixel centre it is 0.5.
      const d = ctx.temp(V1);
      ctx.emit('v_fract_f32', [d], [arg(instr.index.component === 1 ? 'POS_Y_FLOAT' : 'POS_X_FLOAT')]);
      ctx.define(dest!, d);
      return true;
    }
    case 'load_front_face': {
      // FRONT_FACE VGPR: non-zero = front facing (assumption, documented).
      const m = ctx.temp(ctx.lm);
      emitVop(ctx, 'v_cmp_ne_u32', 'vopc3', [m], [constOperand(0), arg('FRONT_FACE')]);
      ctx.define(dest!, m);
      return true;
    }
    case 'load_sample_id': {
      const d = ctx.temp(V1);
      emitVop(ctx, 'v_bfe_u32', 'vop3', [d], [arg('ANCILLARY'), constOperand(8), constOperand(4)]);
      ctx.define(dest!, d);
      return true;
    }
    case 'load_sample_mask_in':
      ctx.define(dest!, arg('SAMPLE_COVERAGE'));
      return true;
    case 'store_output': {
      const key = `${instr.index.location ?? 0}.${instr.index.component ?? 0}`;
      let t = io.outputs.get(key);
      if (!t) {
        t = ctx.temp(V1);
        io.outputs.set(key, t);
      }
      ctx.emit('p_copy', [t], [ctx.op(instr.srcs[0]!)]);
      return true;
    }
    case 'store_frag_depth':
    case 'store_sample_mask': {
      const t = ctx.temp(V1);
      ctx.emit('p_copy', [t], [ctx.op(instr.srcs[0]!)]);
      if (instr.op === 'store_frag_depth') io.depth = t;
      else io.sampleMask = t;
      return true;
    }
    default:
      return false;
  }
}

export interface ExportInfo {
  readonly colFormat: number;
  readonly zFormat: number;
  readonly dummy: boolean;
}

/** Emits the exports (mrtz first, then colour targets); the last one carries done + vm. */
export function emitExports(ctx: IselContext, io: IoState): ExportInfo {
  const exps: { target: number; chans: (MOperand | undefined)[] }[] = [];
  let zFormat = SPI_SHADER_ZERO;
  if (io.depth || io.sampleMask) {
    // MRTZ channels: x depth, y stencil, z sample mask.
    exps.push({ target: 8, chans: [io.depth, undefined, io.sampleMask, undefined] });
    zFormat = io.sampleMask ? SPI_SHADER_32_ABGR : SPI_SHADER_32_R;
  }
  let colFormat = 0;
  const locs = [...new Set([...io.outputs.keys()].map((k) => Number(k.split('.')[0])))].sort((a, b) => a - b);
  for (const loc of locs) {
    const chans = [0, 1, 2, 3].map((c) => io.outputs.get(`${loc}.${c}`));
    const fmt = chans[2] || chans[3] ? SPI_SHADER_32_ABGR : chans[1] ? SPI_SHADER_32_GR : SPI_SHADER_32_R;
    colFormat |= fmt << (4 * loc);
    exps.push({ target: loc, chans });
  }
  let dummy = false;
  if (exps.length === 0 && !ctx.debug.noDummyExport) {
    // S12: a shader without exports still exports once (mrt0, 32_R) so the
    // wave is synchronised on GFX10 and does not hang on GFX11.
    exps.push({ target: 0, chans: [undefined, undefined, undefined, undefined] });
    colFormat = SPI_SHADER_32_R;
    dummy = true;
  }
  exps.forEach((e, k) => {
    const last = k === exps.length - 1;
    const ops: MOperand[] = e.chans.map((c) => c ?? { kind: 'off' });
    ctx.emit('exp', [], ops, { target: e.target, ...(last ? { done: true } : {}), ...(ctx.gfx === 'gfx11' ? {} : { vm: true }) });
  });
  return { colFormat, zFormat, dummy };
}

/** An empty done export ending a wave early (discard exit). GFX11 LLVM 15 has no `exp null`: mrt0 with all channels off. */
export function emitNullExport(ctx: IselContext): void {
  const target = ctx.gfx === 'gfx11' ? 0 : 9;
  const off: MOperand = { kind: 'off' };
  ctx.emit('exp', [], [off, off, off, off], { target, done: true, ...(ctx.gfx === 'gfx11' ? {} : { vm: true }) });
}
