/**
 * Compile options: target, resource layout and the POPS debug switches.
 * Every switch is off by default; each removes exactly one element of the
 * POPS protocol so the GPU model can show the failure the seeds describe.
 */
import type { GfxLevel, Target } from '../../isa/gfx_level.js';

export interface PopsDebugSwitches {
  /** S2: do not test COLLISION_WAVEID[31]; the wait loop runs even without overlap (hangs). */
  readonly noOverlapCheck?: boolean;
  /** S4: GFX9 only — skip the +1 on the newest overlapped ID behind the wraparound point. */
  readonly noGfx9WrapFix?: boolean;
  /** S3: do not write the packer hardware register (MODE[25:24] / POPS_PACKER). */
  readonly noPackerSetreg?: boolean;
  /** S9/C4: the discard early exit ends the wave without ORDERED_PS_DONE (stalls later waves). */
  readonly noOrderedPsDoneOnDiscard?: boolean;
  /** S9: the normal path never sends ORDERED_PS_DONE. */
  readonly noOrderedPsDone?: boolean;
  /** S9: no vmcnt/vscnt/lgkmcnt wait before ORDERED_PS_DONE (GFX11: before the done export). */
  readonly noWaitBeforeDone?: boolean;
  /** S11: coherent accesses lose GLC/DLC (they may hit stale L0/L1 lines). */
  readonly nonCoherentOrderedAccesses?: boolean;
  /** S12: a shader without exports gets no dummy export and COL_FORMAT stays ZERO. */
  readonly noDummyExport?: boolean;
}

const PRE_GFX11: readonly GfxLevel[] = ['gfx9', 'gfx10', 'gfx10_3'];
const ALL_LEVELS: readonly GfxLevel[] = ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'];

/**
 * The generations on which each switch removes something. On the others the
 * protocol element does not exist — GFX11 has no did-overlap check, packer
 * register or ORDERED_PS_DONE (S10), only GFX9 the wraparound fix (S4) — so
 * the switch would silently do nothing: giving it there is an error.
 */
export const POPS_DEBUG_SWITCH_LEVELS: Readonly<Record<keyof PopsDebugSwitches, readonly GfxLevel[]>> = {
  noOverlapCheck: PRE_GFX11,
  noGfx9WrapFix: ['gfx9'],
  noPackerSetreg: PRE_GFX11,
  noOrderedPsDoneOnDiscard: PRE_GFX11,
  noOrderedPsDone: PRE_GFX11,
  noWaitBeforeDone: ALL_LEVELS,
  nonCoherentOrderedAccesses: ALL_LEVELS,
  noDummyExport: ALL_LEVELS,
};

/** S8 runs on GFX9–10.3 only: GFX11 puts overlapping invocations in different waves (S10). */
export const INTRAWAVE_COLLISION_LEVELS: readonly GfxLevel[] = PRE_GFX11;

/** The switches of `debug` that are on but mean nothing on `gfx`. */
export function inapplicablePopsDebugSwitches(debug: PopsDebugSwitches | undefined, gfx: GfxLevel): (keyof PopsDebugSwitches)[] {
  return (Object.keys(POPS_DEBUG_SWITCH_LEVELS) as (keyof PopsDebugSwitches)[]).filter((k) => debug?.[k] === true && !POPS_DEBUG_SWITCH_LEVELS[k].includes(gfx));
}

/**
 * Where descriptors live (docs/compiler_backend.md, "ABI"). Each descriptor
 * set is a table in memory whose 64-bit address is passed in a user-SGPR
 * pair; binding b of a set starts at `offsets["set.binding"]` bytes, or at
 * b * bindingStride by default. Images use 8 dwords (T#), buffers 4 (V#).
 */
export interface ResourceLayout {
  readonly bindingStride?: number;
  readonly offsets?: Readonly<Record<string, number>>;
}

/**
 * The pipeline's vertex input state, as far as the vertex shader's code
 * depends on it (RADV takes the same from VkPipelineVertexInputStateCreateInfo
 * into its pipeline key): the attribute locations whose binding has
 * VK_VERTEX_INPUT_RATE_INSTANCE. Vulkan without divisors: such a location is
 * fetched at gl_InstanceIndex. Listed locations the shader does not read are
 * ignored.
 */
export interface VertexInputKey {
  readonly instanceRateLocations: readonly number[];
}

export interface CompileOptions {
  readonly target: Target;
  readonly layout?: ResourceLayout;
  readonly debug?: PopsDebugSwitches;
  /**
   * S8 (GFX9–10.3, off by default): load INTRAWAVE_COLLISION and run the
   * ordered section once per layer of overlapping quads (isel_intrawave.ts).
   * Rejected on GFX11, where overlapping invocations are always in different
   * waves (S10); ignored for shaders without interlock.
   */
  readonly intrawaveCollisions?: boolean;
  /**
   * Pixel shaders reading gl_PrimitiveID: the attribute the vertex stage exports the primitive
   * ID to, read as a flat input. A driver links it as RADV does (the parameter after the vertex
   * shader's outputs); default: the attribute after the pixel shader's highest input location.
   */
  readonly primitiveIdAttribute?: number;
  /** Vertex shaders: the pipeline's vertex input state (default: every location per-vertex); other stages ignore it. */
  readonly vertexInput?: VertexInputKey;
}

export const DEFAULT_BINDING_STRIDE = 32;

export function bindingOffset(layout: ResourceLayout | undefined, set: number, binding: number): number {
  const explicit = layout?.offsets?.[`${set}.${binding}`];
  return explicit ?? binding * (layout?.bindingStride ?? DEFAULT_BINDING_STRIDE);
}
