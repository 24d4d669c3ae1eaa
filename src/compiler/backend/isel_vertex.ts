/**
 * Vertex-shader inputs and outputs (docs/compiler_backend.md, "Vertex
 * shaders"; ABI in abi_vertex.ts). The GPU model runs this code on every
 * generation (its vertex stage is being built against this contract).
 *  - attributes: RADV's approach — a V# per location from the vertex-buffer
 *    table (s_load_dwordx4 at 16 × location), fetched with typed
 *    `buffer_load_format_xyzw idxen`, so the V#'s data and number format
 *    (set by the driver) do the conversion. The index is VertexIndex, or
 *    InstanceIndex for an instance-rate location (CompileOptions.vertexInput;
 *    Vulkan without divisors). Every location is fetched once at the program
 *    start (the loads dominate every use).
 *  - VertexIndex = vertex ID VGPR + BASE_VERTEX, InstanceIndex = instance ID
 *    VGPR + START_INSTANCE.
 *  - exports: pos0 (unwritten components 0, w 1) with done — the only, so
 *    the last, position export — then the varyings, location order, as
 *    param0.. (GFX9–10.3). GFX11 has no param exports: each varying goes to
 *    the attribute ring with buffer_store_dwordx4 idxen, index = lane,
 *    soffset = the wave's ring offset (system SGPR, abi_vertex.ts),
 *    offset = 16 × param; the driver's ring V# has stride 16 × params.
 */
import type { IntrinsicInstr } from '../ir/ir.js';
import { BackendError } from './errors.js';
import { emitVop } from './isel_alu.js';
import { constOperand, imm, type IselContext } from './isel_context.js';
import type { IoState, VertexIoState } from './isel_io.js';
import { S4, V1, vclass, type MOperand, type Temp } from './mir.js';

export interface VertexExportInfo {
  /** Attribute locations in param order (param k = paramLocations[k]). */
  readonly paramLocations: readonly number[];
}

function vadd(ctx: IselContext, s: Temp, v: Temp): Temp {
  const d = ctx.temp(V1);
  ctx.emit(ctx.gfx === 'gfx9' ? 'v_add_u32' : 'v_add_nc_u32', [d], [s, v]);
  return d;
}

function smemX4(ctx: IselContext): string {
  return ctx.gfx === 'gfx11' ? 's_load_b128' : 's_load_dwordx4';
}

/** Computes VertexIndex/InstanceIndex and fetches every attribute (at its rate's index) right after p_startpgm. */
export function emitVertexPrologue(ctx: IselContext, io: IoState, instrs: readonly IntrinsicInstr[]): void {
  const vs = io.vertex!;
  if (vs.baseVertex) vs.vertexIndex = vadd(ctx, vs.baseVertex, vs.vertexId);
  if (vs.startInstance && vs.instanceId) vs.instanceIndex = vadd(ctx, vs.startInstance, vs.instanceId);
  const locations = [...new Set(instrs.filter((i) => i.op === 'load_input').map((i) => i.index.location ?? 0))].sort((a, b) => a - b);
  const instanceRate = ctx.args.vertex!.instanceRateLocations;
  for (const loc of locations) {
    const desc = ctx.temp(S4);
    ctx.emit(smemX4(ctx), [desc], [vs.vertexBuffers!, imm(16 * loc)]);
    const data = ctx.temp(vclass(4));
    const index = instanceRate.has(loc) ? vs.instanceIndex! : vs.vertexIndex!;
    ctx.emit('buffer_load_format_xyzw', [data], [index, desc, constOperand(0)], { idxen: true });
    const parts = [0, 1, 2, 3].map(() => ctx.temp(V1));
    ctx.emit('p_split_vector', parts, [data]);
    vs.attributes.set(loc, parts);
  }
}

/** Returns true when the intrinsic was a vertex I/O one and has been selected. */
export function selectVertexIo(ctx: IselContext, io: IoState, instr: IntrinsicInstr): boolean {
  const vs = io.vertex!;
  const dest = instr.dests[0];
  switch (instr.op) {
    case 'load_input':
      ctx.define(dest!, vs.attributes.get(instr.index.location ?? 0)![instr.index.component ?? 0]!);
      return true;
    case 'load_vertex_index':
      ctx.define(dest!, vs.vertexIndex!);
      return true;
    case 'load_instance_index':
      ctx.define(dest!, vs.instanceIndex!);
      return true;
    case 'store_position':
    case 'store_output': {
      const map = instr.op === 'store_position' ? vs.position : io.outputs;
      const key = instr.op === 'store_position' ? instr.index.component ?? 0 : `${instr.index.location ?? 0}.${instr.index.component ?? 0}`;
      let t = (map as Map<number | string, Temp>).get(key);
      if (!t) {
        t = ctx.temp(V1);
        (map as Map<number | string, Temp>).set(key, t);
      }
      ctx.emit('p_copy', [t], [ctx.op(instr.srcs[0]!)]);
      return true;
    }
    case 'load_frag_coord':
    case 'load_front_face':
    case 'load_sample_id':
    case 'load_sample_mask_in':
    case 'load_sample_pos':
    case 'store_frag_depth':
    case 'store_sample_mask':
      throw new BackendError('unsupported', `@${instr.op}`, 'fragment-shader builtin in a vertex shader');
    default:
      return false;
  }
}

/** pos0 (done), then param exports (GFX9–10.3) or attribute-ring stores (GFX11). */
export function emitVertexExports(ctx: IselContext, io: IoState): VertexExportInfo {
  const vs: VertexIoState = io.vertex!;
  const pos: MOperand[] = [0, 1, 2, 3].map((c) => vs.position.get(c) ?? ctx.toVgpr(constOperand(c === 3 ? 0x3f800000 : 0)));
  ctx.emit('exp', [], pos, { target: 12, done: true });
  const paramLocations = [...new Set([...io.outputs.keys()].map((k) => Number(k.split('.')[0])))].sort((a, b) => a - b);
  if (ctx.gfx !== 'gfx11') {
    paramLocations.forEach((loc, k) => {
      const chans: MOperand[] = [0, 1, 2, 3].map((c) => io.outputs.get(`${loc}.${c}`) ?? { kind: 'off' });
      ctx.emit('exp', [], chans, { target: 32 + k });
    });
    return { paramLocations };
  }
  if (paramLocations.length === 0) return { paramLocations };
  const ring = ctx.temp(S4);
  ctx.emit(smemX4(ctx), [ring], [vs.attributeRing!, imm(0)]);
  const lo = ctx.temp(V1);
  emitVop(ctx, 'v_mbcnt_lo_u32_b32', 'vop3', [lo], [constOperand(0xffffffff), constOperand(0)]);
  let lane = lo;
  if (ctx.lm.size === 2) {
    lane = ctx.temp(V1);
    emitVop(ctx, 'v_mbcnt_hi_u32_b32', 'vop3', [lane], [constOperand(0xffffffff), lo]);
  }
  paramLocations.forEach((loc, k) => {
    const parts = [0, 1, 2, 3].map((c) => ctx.toVgpr(io.outputs.get(`${loc}.${c}`) ?? constOperand(0)));
    const data = ctx.temp(vclass(4));
    ctx.emit('p_create_vector', [data], parts);
    ctx.emit('buffer_store_dwordx4', [], [data, lane, ring, vs.attributeRingOffset!], { idxen: true, offset: 16 * k });
  });
  return { paramLocations };
}
