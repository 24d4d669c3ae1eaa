/**
 * Pixel-shader inputs and outputs: SPI argument VGPRs, attribute
 * interpolation (GFX9–10.3 v_interp_p1/p2_f32 and v_interp_mov_f32 with
 * M0 = PRIM_MASK; GFX11 lds_param_load + v_interp_p10/p2_f32), builtins,
 * and the final exports (S12: always at least one export).
 */
import { codeM0 } from '../../isa/operand.js';
import type { IntrinsicInstr } from '../ir/ir.js';
import type { PsInput } from './abi.js';
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
  const state: IoState = { argVgpr: new Map(), primMask: undefined, collisionWaveId: undefined, intrawaveCollision: undefined, userSgpr: new Map(), outputs: new Map(), depth: undefined, sampleMask: undefined, m0Set: false, vertex: undefined };
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
    const vertexId = pin(ctx.temp(V1), 256);
    const instanceId = vs.instanceIdVgpr === undefined ? undefined : pin(ctx.temp(V1), 256 + vs.instanceIdVgpr);
    state.vertex = { vertexId, instanceId, vertexBuffers, baseVertex, startInstance, attributeRing, attributes: new Map(), position: new Map() };
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

function loadInput(ctx: IselContext, io: IoState, instr: IntrinsicInstr): Temp {
  const attr = instr.index.location ?? 0;
  const chan = instr.index.component ?? 0;
  setM0(ctx, io);
  const d = ctx.temp(V1);
  if (ctx.gfx === 'gfx11') {
    const p = ctx.temp(V1);
    ctx.emit('lds_param_load', [p], [], { attr, chan });
    if (instr.index.interp === 'flat') {
      // P0 of the quad's provoking vertex sits in lane 0 of each quad: ds_swizzle quad_perm(0,0,0,0).
      ctx.emit('ds_swizzle_b32', [d], [p], { offset: 0x8000 });
      return d;
    }
    const [i, j] = splitIJ(ctx, io.argVgpr.get(inputName(instr.index.interp, instr.index.sampleLocation))!);
    const t = ctx.temp(V1);
    ctx.emit('v_interp_p10_f32', [t], [p, i, p], {});
    ctx.emit('v_interp_p2_f32', [d], [p, j, t], {});
    return d;
  }
  if (instr.index.interp === 'flat') {
    ctx.emit('v_interp_mov_f32', [d], [{ kind: 'imm', value: 2 }], { attr, chan });
    return d;
  }
  const [i, j] = splitIJ(ctx, io.argVgpr.get(inputName(instr.index.interp, instr.index.sampleLocation))!);
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
      ctx.define(dest!, loadInput(ctx, io, instr));
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
