/**
 * Resources: descriptor loads from the set pointers (SMEM), push constants
 * and UBOs (s_load / s_buffer_load when uniform, buffer_load otherwise),
 * SSBO loads/stores/atomics (MUBUF offen) and storage/sampled images
 * (MIMG; texel buffers via MUBUF idxen). Coherent accesses get GLC and, on
 * GFX10+, DLC (S11) unless the nonCoherentOrderedAccesses switch drops them.
 *
 * AMD fragment-mask ops (M1, M2; RADV/ACO's convention): a multisampled
 * sampled image's binding holds the image T# and, 32 bytes after it, its
 * FMASK T#. fragment_mask_fetch is an `image_load dmask:0x1` of the FMASK
 * (dim 2D / 2D array), fragment_fetch an `image_load dmask:0xf` of the colour
 * image (dim 2D MSAA / MSAA array) with the fragment index as the sample
 * coordinate; an FMASK T# whose dword 1 is 0 (no FMASK) makes the
 * fragment-mask fetch NO_FMASK_VALUE, as in ACO. The multisample texelFetch
 * lowering and GFX11's fragment-mask value are the IR pass
 * lower_fragment_fetch_amd; a fragment_fetch on GFX11 (no FMASK; RADV does
 * not expose VK_AMD_shader_fragment_mask there) is a typed error.
 */
import type { Modifiers } from '../../isa/instruction.js';
import { inlineConstantBits32 } from '../../isa/operand.js';
import { ACCESS_COHERENT, imageCoordCount, type AtomicOp, type ImageDim } from '../ir/intrinsics.js';
import type { IntrinsicInstr } from '../ir/ir.js';
import { BackendError } from './errors.js';
import { constOperand, imm, type IselContext } from './isel_context.js';
import type { IoState } from './isel_io.js';
import { S1, S4, S8, V1, vclass, type MOperand, type Temp } from './mir.js';
import { bindingOffset } from './options.js';
import { emitVop } from './isel_alu.js';
import { hasFmask, NO_FMASK_VALUE } from '../passes/lower_fragment_fetch_amd.js';

export interface MemoryState {
  /** Descriptors loaded at the program start: "set.binding.size" → SGPR tuple. */
  readonly descriptors: Map<string, Temp>;
}

const IMAGE_OPS = new Set(['image_load', 'image_store', 'image_atomic', 'image_fetch', 'fragment_fetch', 'fragment_mask_fetch']);

/** Byte offset of the FMASK T# after the image T# in a binding (RADV). */
export const FMASK_DESCRIPTOR_OFFSET = 32;

/** Descriptor-map key of the descriptor an instruction uses. */
function descriptorKey(instr: IntrinsicInstr): string {
  const base = `${instr.index.set ?? 0}.${instr.index.binding ?? 0}`;
  return instr.op === 'fragment_mask_fetch' ? `${base}.fmask` : `${base}.${descriptorDwords(instr)}`;
}
const BUFFER_OPS = new Set(['load_ssbo', 'store_ssbo', 'ssbo_atomic', 'load_ubo']);

function descriptorDwords(instr: IntrinsicInstr): 4 | 8 {
  if (BUFFER_OPS.has(instr.op) || (IMAGE_OPS.has(instr.op) && instr.index.dim === 'buffer')) return 4;
  return 8;
}

function smemLoadOp(ctx: IselContext, dwords: number): string {
  if (ctx.gfx === 'gfx11') return dwords === 1 ? 's_load_b32' : `s_load_b${dwords * 32}`;
  return dwords === 1 ? 's_load_dword' : `s_load_dwordx${dwords}`;
}

/** Loads every descriptor the shader uses right after p_startpgm (they dominate all uses). */
export function loadDescriptors(ctx: IselContext, io: IoState, instrs: readonly IntrinsicInstr[]): MemoryState {
  const descriptors = new Map<string, Temp>();
  for (const instr of instrs) {
    if (!IMAGE_OPS.has(instr.op) && !BUFFER_OPS.has(instr.op)) continue;
    const set = instr.index.set ?? 0;
    const binding = instr.index.binding ?? 0;
    const dwords = descriptorDwords(instr);
    const key = descriptorKey(instr);
    if (descriptors.has(key)) continue;
    if (!hasFmask(ctx.gfx) && instr.op === 'fragment_fetch') {
      throw new BackendError('unsupported', `@${instr.op}`, 'GFX11 has no FMASK: fragmentFetchAMD (GL_AMD_shader_fragment_mask) is GFX9–10.3 only');
    }
    if (!hasFmask(ctx.gfx) && instr.op === 'fragment_mask_fetch') {
      throw new BackendError('unsupported', `@${instr.op}`, 'GFX11 has no FMASK: fragment_mask_fetch reaches the backend only when lower_fragment_fetch_amd did not run (compileSpirv runs it)');
    }
    const ptr = io.userSgpr.get(`set${set}`)!;
    const d = ctx.temp(dwords === 4 ? S4 : S8);
    const offset = bindingOffset(ctx.options.layout, set, binding) + (instr.op === 'fragment_mask_fetch' ? FMASK_DESCRIPTOR_OFFSET : 0);
    ctx.emit(smemLoadOp(ctx, dwords), [d], [ptr, imm(offset)]);
    descriptors.set(key, d);
  }
  return { descriptors };
}

function cacheMods(ctx: IselContext, access: number | undefined, atomicReturn: boolean): Modifiers {
  const coherent = ((access ?? 0) & ACCESS_COHERENT) !== 0 && !ctx.debug.nonCoherentOrderedAccesses;
  const glc = coherent || atomicReturn;
  const dlc = coherent && ctx.gfx !== 'gfx9' && !atomicReturn;
  return { ...(glc ? { glc: true } : {}), ...(dlc ? { dlc: true } : {}) };
}

const BUFFER_ATOMIC: Readonly<Record<AtomicOp, string>> = {
  add: 'buffer_atomic_add',
  smin: 'buffer_atomic_smin',
  umin: 'buffer_atomic_umin',
  smax: 'buffer_atomic_smax',
  umax: 'buffer_atomic_umax',
  and: 'buffer_atomic_and',
  or: 'buffer_atomic_or',
  xor: 'buffer_atomic_xor',
  exchange: 'buffer_atomic_swap',
  comp_swap: 'buffer_atomic_cmpswap',
};

function imageAtomicOp(op: AtomicOp): string {
  return BUFFER_ATOMIC[op].replace('buffer_', 'image_');
}

/** MIMG dim field (GFX10+): SQ_RSRC_IMG_* values. */
function mimgDim(dim: ImageDim): number {
  switch (dim) {
    case '1d':
      return 0;
    case '2d':
      return 1;
    case '3d':
      return 2;
    case '2d_array':
      return 5;
    case '2d_ms':
      return 6;
    case 'buffer':
      return 0;
  }
}

function gather(ctx: IselContext, parts: MOperand[]): Temp {
  const vs = parts.map((p) => ctx.toVgpr(p));
  if (vs.length === 1) return vs[0]!;
  const t = ctx.temp(vclass(vs.length));
  ctx.emit('p_create_vector', [t], vs);
  return t;
}

function scatter(ctx: IselContext, instr: IntrinsicInstr, vec: Temp): void {
  if (instr.dests.length === 1) {
    ctx.define(instr.dests[0]!, vec);
    return;
  }
  const parts = instr.dests.map(() => ctx.temp(V1));
  ctx.emit('p_split_vector', parts, [vec]);
  instr.dests.forEach((d, k) => ctx.define(d, parts[k]!));
}

/** Returns true when selected. */
export function selectMemory(ctx: IselContext, io: IoState, mem: MemoryState, instr: IntrinsicInstr): boolean {
  const where = `@${instr.op}`;
  const desc = (): Temp => mem.descriptors.get(descriptorKey(instr))!;
  const offsetOf = (v: MOperand): MOperand => {
    const c = instr.index.offset ?? 0;
    if (c === 0) return v;
    if (v.kind === 'const' || v.kind === 'literal') return constOperand((constValue(v) + c) >>> 0);
    if (v.kind === 'temp' && v.rc.file === 's') {
      const t = ctx.temp(S1);
      ctx.emit('s_add_u32', [t], [v, constOperand(c)]);
      return t;
    }
    const t = ctx.temp(V1);
    ctx.emit(ctx.gfx === 'gfx9' ? 'v_add_u32' : 'v_add_nc_u32', [t], [constOperand(c), ctx.toVgpr(v)]);
    return t;
  };
  const zero = constOperand(0);
  switch (instr.op) {
    case 'load_push_constant': {
      const d = ctx.temp(S1);
      const off = offsetOf(ctx.op(instr.srcs[0]!));
      if (off.kind === 'temp' && off.rc.file === 'v') throw new BackendError('unsupported', where, 'divergent push-constant offset');
      const ptr = io.userSgpr.get('push')!;
      ctx.emit(smemLoadOp(ctx, 1), [d], [ptr, off.kind === 'temp' ? off : imm(constValue(off))]);
      ctx.define(instr.dests[0]!, d);
      return true;
    }
    case 'load_ubo': {
      const off = offsetOf(ctx.op(instr.srcs[0]!));
      if (!ctx.isDivergent(instr.dests[0]!) && !(off.kind === 'temp' && off.rc.file === 'v')) {
        const d = ctx.temp(S1);
        ctx.emit(ctx.gfx === 'gfx11' ? 's_buffer_load_b32' : 's_buffer_load_dword', [d], [desc(), off.kind === 'temp' ? off : imm(constValue(off))]);
        ctx.define(instr.dests[0]!, d);
      } else {
        const d = ctx.temp(V1);
        ctx.emit('buffer_load_dword', [d], [ctx.toVgpr(off), desc(), zero], { offen: true });
        ctx.define(instr.dests[0]!, d);
      }
      return true;
    }
    case 'load_ssbo': {
      const d = ctx.temp(V1);
      const off = ctx.toVgpr(offsetOf(ctx.op(instr.srcs[0]!)));
      ctx.emit('buffer_load_dword', [d], [off, desc(), zero], { offen: true, ...cacheMods(ctx, instr.index.access, false) });
      ctx.define(instr.dests[0]!, d);
      return true;
    }
    case 'store_ssbo': {
      const off = ctx.toVgpr(offsetOf(ctx.op(instr.srcs[0]!)));
      ctx.emit('buffer_store_dword', [], [ctx.vgpr(instr.srcs[1]!), off, desc(), zero], { offen: true, ...cacheMods(ctx, instr.index.access, false) });
      return true;
    }
    case 'ssbo_atomic': {
      const off = ctx.toVgpr(offsetOf(ctx.op(instr.srcs[0]!)));
      const atomic = instr.index.atomic ?? 'add';
      const mods = { offen: true, ...cacheMods(ctx, instr.index.access, true) };
      atomicWithReturn(ctx, instr, BUFFER_ATOMIC[atomic], atomic, [off, desc(), zero], mods, 1);
      return true;
    }
    case 'image_load':
    case 'image_fetch':
    case 'image_store':
    case 'image_atomic':
      selectImage(ctx, instr, desc());
      return true;
    case 'fragment_mask_fetch':
    case 'fragment_fetch':
      selectFragmentFetch(ctx, instr, desc());
      return true;
    default:
      return false;
  }
}

function constValue(o: MOperand): number {
  if (o.kind === 'literal') return o.value;
  const bits = o.kind === 'const' ? inlineConstantBits32(o.code) : undefined;
  if (bits !== undefined) return bits;
  throw new BackendError('internal', 'isel_memory', 'expected a constant');
}

/** Atomics return the pre-op value in the data register (tied def), GLC set. */
function atomicWithReturn(
  ctx: IselContext,
  instr: IntrinsicInstr,
  op: string,
  atomic: AtomicOp,
  rest: MOperand[],
  mods: Modifiers,
  dataIndex: number,
): void {
  const data = ctx.op(instr.srcs[dataIndex]!);
  let d: Temp;
  if (atomic === 'comp_swap') {
    // vdata = {new value, comparator}; the old value comes back in the first dword.
    d = gather(ctx, [data, ctx.op(instr.srcs[dataIndex + 1]!)]);
    d = copyFresh(ctx, d);
    ctx.emit(op, [d], [d, ...rest], mods, undefined, true);
    const lo = ctx.temp(V1);
    const hi = ctx.temp(V1);
    ctx.emit('p_split_vector', [lo, hi], [d]);
    ctx.define(instr.dests[0]!, lo);
    return;
  }
  d = ctx.temp(V1);
  ctx.emit('p_copy', [d], [data]);
  ctx.emit(op, [d], [d, ...rest], mods, undefined, true);
  ctx.define(instr.dests[0]!, d);
}

function copyFresh(ctx: IselContext, t: Temp): Temp {
  const d = ctx.temp(t.rc);
  ctx.emit('p_copy', [d], [t]);
  return d;
}

function selectFragmentFetch(ctx: IselContext, instr: IntrinsicInstr, desc: Temp): void {
  const arrayed = instr.index.dim === '2d_array';
  const mask = instr.op === 'fragment_mask_fetch';
  const vaddr = gather(ctx, instr.srcs.map((s) => ctx.op(s)));
  // SQ_RSRC_IMG_*: FMASK 2D (1) / 2D array (5); colour 2D MSAA (6) / MSAA array (7).
  const dim = mask ? (arrayed ? 5 : 1) : arrayed ? 7 : 6;
  const comps = mask ? 1 : instr.dests.length;
  const d = ctx.temp(vclass(comps));
  ctx.emit('image_load', [d], [vaddr, desc], { dmask: (1 << comps) - 1, unorm: true, ...(ctx.gfx !== 'gfx9' ? { dim } : {}) });
  scatter(ctx, instr, mask ? withoutFmaskFallback(ctx, d, desc) : d);
}

/**
 * ACO's visit_tex: an image without FMASK has FMASK T# dword 1 = 0, and its
 * fetch result is replaced by NO_FMASK_VALUE. The descriptor is uniform, so
 * the test is scalar (s_cmp_lg_u32 → a whole-wave lane mask); the fetched
 * word is a VGPR, so the select is v_cndmask_b32.
 */
function withoutFmaskFallback(ctx: IselContext, fetched: Temp, desc: Temp): Temp {
  const dword1 = ctx.temp(S1);
  ctx.emit('p_extract_vector', [dword1], [desc, imm(1)]);
  const has = ctx.temp(ctx.lm);
  ctx.emit('s_cmp_lg_u32', [], [dword1, constOperand(0)]);
  ctx.emit(ctx.lmOp('s_cselect'), [has], [constOperand(0xffffffff), constOperand(0)]);
  const d = ctx.temp(V1);
  emitVop(ctx, 'v_cndmask_b32', 'vop2e64', [d], [constOperand(NO_FMASK_VALUE), fetched, has]);
  return d;
}

function selectImage(ctx: IselContext, instr: IntrinsicInstr, desc: Temp): void {
  const dim = instr.index.dim ?? '2d';
  const coordCount = imageCoordCount(dim);
  const coords = instr.srcs.slice(0, coordCount).map((s) => ctx.op(s));
  const data = instr.srcs.slice(coordCount).map((s) => ctx.op(s));
  const fmt = instr.index.format ?? 'unknown';
  const comps = instr.op === 'image_atomic' ? 1 : instr.op === 'image_store' ? data.length : instr.dests.length;
  const isAtomic = instr.op === 'image_atomic';
  // A 32-bit image_atomic_cmpswap carries {data, comparator}: dmask 0x3 (the old value returns in the first dword).
  const dmask = isAtomic && instr.index.atomic === 'comp_swap' ? 0x3 : (1 << Math.max(1, comps)) - 1;
  const mods: Modifiers = { ...cacheMods(ctx, instr.index.access, isAtomic) };
  if (fmt === 'unknown' && instr.op !== 'image_fetch' && instr.op !== 'image_load' && instr.op !== 'image_store' && !isAtomic) {
    throw new BackendError('unsupported', `@${instr.op}`, 'image format');
  }
  if (dim === 'buffer') {
    const idx = ctx.toVgpr(coords[0]!);
    const zero = constOperand(0);
    const fmtOp = (kind: 'load' | 'store'): string => `buffer_${kind}_format_${['x', 'xy', 'xyz', 'xyzw'][comps - 1]}`;
    if (instr.op === 'image_store') ctx.emit(fmtOp('store'), [], [gather(ctx, data), idx, desc, zero], { idxen: true, ...mods });
    else if (isAtomic) atomicWithReturn(ctx, instr, BUFFER_ATOMIC[instr.index.atomic ?? 'add'], instr.index.atomic ?? 'add', [idx, desc, zero], { idxen: true, ...mods }, coordCount);
    else {
      const d = ctx.temp(vclass(comps));
      ctx.emit(fmtOp('load'), [d], [idx, desc, zero], { idxen: true, ...mods });
      scatter(ctx, instr, d);
    }
    return;
  }
  const vaddr = gather(ctx, coords);
  const imgMods: Modifiers = { dmask, unorm: true, ...(ctx.gfx !== 'gfx9' ? { dim: mimgDim(dim) } : {}), ...mods };
  if (instr.op === 'image_store') {
    ctx.emit('image_store', [], [gather(ctx, data), vaddr, desc], imgMods);
  } else if (isAtomic) {
    atomicWithReturn(ctx, instr, imageAtomicOp(instr.index.atomic ?? 'add'), instr.index.atomic ?? 'add', [vaddr, desc], imgMods, coordCount);
  } else {
    const d = ctx.temp(vclass(comps));
    ctx.emit('image_load', [d], [vaddr, desc], imgMods);
    scatter(ctx, instr, d);
  }
}
