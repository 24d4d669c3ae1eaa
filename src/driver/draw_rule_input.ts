/**
 * What the driver's register rules look at for one draw: the chip, the pixel
 * shader's interlock mode and register outputs, the sample counts of the
 * rasterizer and attachments, and the few pieces of pipeline state the POPS
 * rules interact with. The pipeline and command-buffer layers fill it in.
 */
import type { ChipInfo } from '../amd/chips.js';
import type { InterlockMode } from '../compiler/spirv/interlock.js';
import type { DriverDebugSwitches } from './debug_switches.js';

/**
 * The shader's interlock execution mode, as the SPIR-V front end reads it: granularity
 * 'pixel' | 'sample' | 'shading-rate' and ordered/unordered (R11: both get the ordered implementation).
 */
export type { InterlockMode, InterlockGranularity } from '../compiler/spirv/interlock.js';

/**
 * The compiled pixel shader's register outputs. A structural subset of the
 * compiler's `ShaderConfig`, so a config can be passed as is.
 */
export interface PsShaderRegs {
  /** The shader's DB_SHADER_CONTROL bits (Z_EXPORT_ENABLE, KILL_ENABLE, MASK_EXPORT_ENABLE, DEPTH_BEFORE_SHADER, …). */
  readonly dbShaderControl: number;
  /** SPI_SHADER_COL_FORMAT as the compiler computed it from the shader's colour exports. */
  readonly spiShaderColFormat: number;
  /** SPI_SHADER_Z_FORMAT: non-zero when the shader exports depth, stencil or sample mask. */
  readonly spiShaderZFormat: number;
  /** S8: the shader resolves intrawave collisions (GFX9–10.3 only). */
  readonly loadIntrawaveCollision: boolean;
}

/**
 * R10: the knobs nobody has researched, exposed so experiments can flip them.
 * Unset means the default the merge request chose.
 */
export interface PopsOverrides {
  /** DB_SHADER_CONTROL.EXEC_IF_OVERLAPPED for POPS draws (GFX9–10.3). Default true, as the merge request sets it. */
  readonly execIfOverlapped?: boolean;
  /** PA_SC_BINNER_CNTL_0.BIN_MAPPING_MODE = BIN_MAP_MODE_POPS for POPS draws (GFX10+). Default false: the binner is left alone. */
  readonly binMapModePops?: boolean;
  /**
   * DB_DFSM_CONTROL.POPS_DRAIN_PS_ON_OVERLAP for every POPS draw (GFX9–10.3), not only where
   * R6 needs it — the "enabled for some reason" case of R7. Default false.
   */
  readonly forceDrainPsOnOverlap?: boolean;
}

/**
 * The registers each R10 knob sets and the chips that have them: GFX11 has no
 * DB_SHADER_CONTROL.EXEC_IF_OVERLAPPED and no DB_DFSM_CONTROL, GFX9 no
 * PA_SC_BINNER_CNTL_0.BIN_MAPPING_MODE. Given elsewhere a knob would do nothing.
 */
const OVERRIDE_REGISTERS: Readonly<Record<keyof PopsOverrides, { readonly register: string; readonly applies: (chip: ChipInfo) => boolean }>> = {
  execIfOverlapped: { register: 'DB_SHADER_CONTROL.EXEC_IF_OVERLAPPED', applies: (c) => c.gfx !== 'gfx11' },
  binMapModePops: { register: 'PA_SC_BINNER_CNTL_0.BIN_MAPPING_MODE', applies: (c) => c.gfx !== 'gfx9' },
  forceDrainPsOnOverlap: { register: 'DB_DFSM_CONTROL', applies: (c) => c.gfx !== 'gfx11' },
};

/** The knobs of `overrides` that are set (binMapModePops: on) where `chip` lacks their register, with the register. */
export function inapplicableOverrides(overrides: PopsOverrides | undefined, chip: ChipInfo): { readonly name: keyof PopsOverrides; readonly register: string }[] {
  return (Object.keys(OVERRIDE_REGISTERS) as (keyof PopsOverrides)[])
    // binMapModePops off is the default everywhere; the others mean something whenever they are given.
    .filter((name) => (name === 'binMapModePops' ? overrides?.[name] === true : overrides?.[name] !== undefined))
    .filter((name) => !OVERRIDE_REGISTERS[name].applies(chip))
    .map((name) => ({ name, register: OVERRIDE_REGISTERS[name].register }));
}

export interface DrawRuleInput {
  readonly chip: ChipInfo;
  /** The pixel shader's interlock mode; undefined for a shader without interlock (no POPS). */
  readonly interlock: InterlockMode | undefined;
  /** Rasterization samples = PA_SC_AA_CONFIG.MSAA_EXPOSED_SAMPLES (1, 2, 4 or 8). */
  readonly rasterSamples: number;
  /** Samples of the depth/stencil attachment; 0 = no depth/stencil target. */
  readonly depthSamples: number;
  /** Largest sample count of the colour attachments; 0 = no colour attachment. */
  readonly colorSamples: number;
  readonly shader: PsShaderRegs;
  /** R8: the application asked for relaxed rasterization order (VK_AMD_rasterization_order). */
  readonly relaxedRasterizationOrder: boolean;
  /**
   * The fixed-function state (depth/stencil, blending, colour writes) gives the same result in any
   * primitive order, so the driver may enable out-of-order rasterization on its own. Decided by the
   * pipeline layer; storage writes do not enter it because without interlock Vulkan does not order them.
   */
  readonly orderInvariantFixedFunction: boolean;
  /** Some colour attachment has blending enabled with a non-zero write mask (the GFX11 blending override, R3). */
  readonly blendEnabled: boolean;
  readonly overrides?: PopsOverrides;
  readonly debug?: DriverDebugSwitches;
  /**
   * Values other driver code computed for registers these rules only refine (DB_Z_INFO with the depth
   * surface's format, PA_SC_MODE_CNTL_1's walk fields, PA_SC_BINNER_CNTL_0, DB_RENDER_OVERRIDE2).
   * Missing registers start from 0.
   */
  readonly base?: Readonly<Partial<Record<string, number>>>;
}

/** True when the draw uses POPS (R1). */
export function usesPops(s: DrawRuleInput): boolean {
  return s.interlock !== undefined;
}

/** The register value the rules start from. */
export function baseValue(s: DrawRuleInput, register: string): number {
  return (s.base?.[register] ?? 0) >>> 0;
}
