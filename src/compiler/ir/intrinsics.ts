/**
 * Intrinsics: everything that is not pure arithmetic — I/O, builtins,
 * resources, control of invocations, subgroup operations and the interlock.
 * Like NIR's nir_intrinsics.py, each row says what optimisation passes may do
 * with the instruction:
 *  - `reorderable`: pure given its sources; may be value-numbered, moved or
 *    removed when unused. Volatile reads (the POPS exiting wave ID, C1) and
 *    memory reads are not.
 *  - `sideEffects`: must not be removed even when its results are unused.
 *  - `memory`: reads or writes memory visible to other invocations; never
 *    moved across an interlock begin/end (S11) or merged with another access.
 */
import type { ScalarType } from './types.js';

export interface IntrinsicInfo {
  /** Source count; -1 = variable (coordinates, composite data). */
  readonly srcs: number;
  /** Result types; 'n' results of one type use `destCount`. */
  readonly dests: readonly ScalarType[] | { readonly type: ScalarType | 'any'; readonly max: number };
  readonly reorderable: boolean;
  readonly sideEffects: boolean;
  readonly memory: boolean;
  /** Index fields the intrinsic requires (see IntrinsicIndex). */
  readonly index: readonly (keyof IntrinsicIndex)[];
}

/** Constant operands of an intrinsic (NIR's const indices), as plain data. */
export interface IntrinsicIndex {
  readonly location?: number;
  readonly component?: number;
  readonly interp?: 'smooth' | 'flat' | 'noperspective';
  readonly sampleLocation?: 'center' | 'centroid' | 'sample';
  readonly set?: number;
  readonly binding?: number;
  /** Constant byte offset added to the dynamic offset source. */
  readonly offset?: number;
  readonly access?: number;
  readonly atomic?: AtomicOp;
  readonly dim?: ImageDim;
  readonly format?: ImageFormat;
}

/** Access qualifiers (bit flags) from SPIR-V decorations. */
export const ACCESS_COHERENT = 1;
export const ACCESS_VOLATILE = 2;
export const ACCESS_NON_WRITABLE = 4;
export const ACCESS_NON_READABLE = 8;
export const ACCESS_RESTRICT = 16;

export type AtomicOp =
  | 'add'
  | 'smin'
  | 'umin'
  | 'smax'
  | 'umax'
  | 'and'
  | 'or'
  | 'xor'
  | 'exchange'
  | 'comp_swap';

export type ImageDim = '1d' | '2d' | '2d_ms' | 'buffer' | '2d_array' | '3d';

/** Coordinate sources of an image access of this dimensionality (they come first; data follows). */
export function imageCoordCount(dim: ImageDim): number {
  return dim === 'buffer' || dim === '1d' ? 1 : dim === '2d' ? 2 : 3;
}

/** Storage image formats (SPIR-V ImageFormat names); 'unknown' for sampled images. */
export type ImageFormat = 'r32ui' | 'r32i' | 'r32f' | 'rgba8' | 'rgba8ui' | 'rgba16f' | 'rgba32ui' | 'rgba32f' | 'rg32ui' | 'unknown';

const pure = { reorderable: true, sideEffects: false, memory: false } as const;
const input = { reorderable: true, sideEffects: false, memory: false } as const;
const effect = { reorderable: false, sideEffects: true, memory: false } as const;
const memRead = { reorderable: false, sideEffects: false, memory: true } as const;
const memWrite = { reorderable: false, sideEffects: true, memory: true } as const;
const vec4 = { type: 'any', max: 4 } as const;

const table = {
  // Stage inputs and outputs (scalarized: one component per intrinsic).
  load_input: { srcs: 0, dests: { type: 'any', max: 1 }, ...input, index: ['location', 'component', 'interp', 'sampleLocation'] },
  store_output: { srcs: 1, dests: [], ...effect, index: ['location', 'component'] },
  store_frag_depth: { srcs: 1, dests: [], ...effect, index: [] },
  store_sample_mask: { srcs: 1, dests: [], ...effect, index: [] },
  store_position: { srcs: 1, dests: [], ...effect, index: ['component'] },
  // Builtins.
  load_frag_coord: { srcs: 0, dests: ['f32'], ...input, index: ['component'] },
  load_front_face: { srcs: 0, dests: ['bool'], ...input, index: [] },
  load_sample_id: { srcs: 0, dests: ['i32'], ...input, index: [] },
  load_sample_mask_in: { srcs: 0, dests: ['i32'], ...input, index: [] },
  load_sample_pos: { srcs: 0, dests: ['f32'], ...input, index: ['component'] },
  load_vertex_index: { srcs: 0, dests: ['i32'], ...input, index: [] },
  load_instance_index: { srcs: 0, dests: ['i32'], ...input, index: [] },
  load_primitive_id: { srcs: 0, dests: ['i32'], ...input, index: [] },
  /** Helper-ness changes with demote, so it is not reorderable across it. */
  is_helper_invocation: { srcs: 0, dests: ['bool'], reorderable: false, sideEffects: false, memory: false, index: [] },
  // Uniform data. Push constants and UBOs are read-only for the draw.
  load_push_constant: { srcs: 1, dests: ['i32'], ...pure, index: ['offset'] },
  load_ubo: { srcs: 1, dests: ['i32'], ...pure, index: ['set', 'binding', 'offset'] },
  // Storage buffers: src0 = byte offset; stores: src1 = value.
  load_ssbo: { srcs: 1, dests: ['i32'], ...memRead, index: ['set', 'binding', 'offset', 'access'] },
  store_ssbo: { srcs: 2, dests: [], ...memWrite, index: ['set', 'binding', 'offset', 'access'] },
  /** src0 = offset, src1 = data, src2 = comparator (comp_swap only). */
  ssbo_atomic: { srcs: -1, dests: ['i32'], ...memWrite, index: ['set', 'binding', 'offset', 'access', 'atomic'] },
  // Storage images: srcs = coordinates (x, y[, layer][, sample]); stores append 4 texel components.
  image_load: { srcs: -1, dests: vec4, ...memRead, index: ['set', 'binding', 'dim', 'format', 'access'] },
  image_store: { srcs: -1, dests: [], ...memWrite, index: ['set', 'binding', 'dim', 'format', 'access'] },
  /** srcs = coordinates then data (then comparator for comp_swap). */
  image_atomic: { srcs: -1, dests: ['i32'], ...memWrite, index: ['set', 'binding', 'dim', 'format', 'access', 'atomic'] },
  // Sampled images (read-only for the draw): texelFetch with optional sample index (M2).
  image_fetch: { srcs: -1, dests: vec4, ...pure, index: ['set', 'binding', 'dim'] },
  /** OpFragmentMaskFetchAMD: the FMASK word of a pixel (M1). */
  fragment_mask_fetch: { srcs: -1, dests: ['i32'], ...pure, index: ['set', 'binding', 'dim'] },
  /** OpFragmentFetchAMD: coordinates then the fragment index. */
  fragment_fetch: { srcs: -1, dests: vec4, ...pure, index: ['set', 'binding', 'dim'] },
  /**
   * Derivatives (fragment shaders, OpDPdx…): differences across the 2×2 quad, so the quad's
   * helper lanes must run the code computing the source (whole-quad mode in the backend).
   * ddx/ddy are the coarse form, as ACO selects them.
   */
  ddx: { srcs: 1, dests: ['f32'], ...pure, index: [] },
  ddy: { srcs: 1, dests: ['f32'], ...pure, index: [] },
  ddx_fine: { srcs: 1, dests: ['f32'], ...pure, index: [] },
  ddy_fine: { srcs: 1, dests: ['f32'], ...pure, index: [] },
  ddx_coarse: { srcs: 1, dests: ['f32'], ...pure, index: [] },
  ddy_coarse: { srcs: 1, dests: ['f32'], ...pure, index: [] },
  // Invocation control.
  discard: { srcs: 0, dests: [], ...effect, index: [] },
  discard_if: { srcs: 1, dests: [], ...effect, index: [] },
  demote: { srcs: 0, dests: [], ...effect, index: [] },
  terminate: { srcs: 0, dests: [], ...effect, index: [] },
  // Fragment shader interlock (S1–S12): begin is an acquire, end a release (S11, C3).
  begin_invocation_interlock: { srcs: 0, dests: [], ...effect, index: [] },
  end_invocation_interlock: { srcs: 0, dests: [], ...effect, index: [] },
  memory_barrier: { srcs: 0, dests: [], ...effect, index: [] },
  // Subgroup operations: depend on the set of active invocations, so never moved or merged.
  vote_any: { srcs: 1, dests: ['bool'], reorderable: false, sideEffects: false, memory: false, index: [] },
  vote_all: { srcs: 1, dests: ['bool'], reorderable: false, sideEffects: false, memory: false, index: [] },
  vote_all_equal: { srcs: 1, dests: ['bool'], reorderable: false, sideEffects: false, memory: false, index: [] },
  /** Ballot as two 32-bit words (lanes 0–31, 32–63). */
  ballot: { srcs: 1, dests: ['i32', 'i32'], reorderable: false, sideEffects: false, memory: false, index: [] },
  elect: { srcs: 0, dests: ['bool'], reorderable: false, sideEffects: false, memory: false, index: [] },
  read_first_invocation: { srcs: 1, dests: { type: 'any', max: 1 }, reorderable: false, sideEffects: false, memory: false, index: [] },
  read_invocation: { srcs: 2, dests: { type: 'any', max: 1 }, reorderable: false, sideEffects: false, memory: false, index: [] },
  load_subgroup_invocation: { srcs: 0, dests: ['i32'], ...input, index: [] },
  load_subgroup_size: { srcs: 0, dests: ['i32'], ...input, index: [] },
} satisfies Record<string, IntrinsicInfo>;

export type IntrinsicOp = keyof typeof table;

export const INTRINSICS: Readonly<Record<IntrinsicOp, IntrinsicInfo>> = table;

export const DERIVATIVES: ReadonlySet<IntrinsicOp> = new Set(['ddx', 'ddy', 'ddx_fine', 'ddy_fine', 'ddx_coarse', 'ddy_coarse']);

export function isIntrinsicOp(name: string): name is IntrinsicOp {
  return Object.prototype.hasOwnProperty.call(table, name);
}
