/**
 * Chip table: the parameters of every GPU popsim models, as plain data.
 *
 * Sources (cited per row below):
 * - Mesa `src/amd/common/ac_gpu_info.c` and `src/amd/vulkan/winsys/null/radv_null_winsys.c`:
 *   SIMDs per CU (`num_simd_per_compute_unit = gfx_level >= GFX10 ? 2 : 4`) and wave slots
 *   per SIMD (`max_waves_per_simd`: GFX9 10, GFX10 20, GFX10.3+ 16).
 * - Mesa `src/amd/vulkan/radv_physical_device.c`: `ps_wave_size = 64` on every generation
 *   ("For pixel shaders, wave64 is recommended"), wave32 only with RADV_PERFTEST=pswave32.
 * - AMD product pages / whitepapers (RDNA, RDNA 2, RDNA 3) and the TechPowerUp GPU database
 *   as commonly cited: CU counts, clocks, memory size and bandwidth, cache sizes, ROPs.
 * - The POPS seeds (000, 001) for the errata flags (R6, R7) and the packer ID width (S1).
 *
 * Topology fields describe the full die; `activeCus` is the product whose clocks and
 * bandwidth the row uses (the boards the seeds measured where the seeds name one: the
 * RX Vega 10 of Raven Ridge for P1, the RX 7900 XT for P2).
 */
import type { GfxLevel } from '../isa/gfx_level.js';
import { PopsimError } from '../common/popsim_error.js';

export type ChipName = 'VEGA10' | 'RAVEN' | 'VEGA20' | 'NAVI10' | 'NAVI14' | 'NAVI21' | 'NAVI31';

export interface ChipErrata {
  /** R6: VEGA10 and RAVEN may hang with POPS at 8+ samples unless POPS_DRAIN_PS_ON_OVERLAP is set. */
  readonly popsMissedOverlap: boolean;
  /** R7: GFX10.1 hangs if the drain bit is on with POPS unless PSLC_ON_HANG_ONLY is set. */
  readonly stalledPopsMode: boolean;
}

export interface ChipInfo {
  readonly name: ChipName;
  /** The board whose clocks, enabled CUs and bandwidth this row uses. */
  readonly product: string;
  readonly gfx: GfxLevel;
  /** LLVM processor name (`-mcpu`). */
  readonly llvmCpu: string;
  readonly shaderEngines: number;
  readonly shaderArraysPerSe: number;
  /** CUs per shader array on the full die; on GFX10+ a WGP is 2 CUs, so WGPs per SA = cusPerSa / 2. */
  readonly cusPerSa: number;
  /** CUs enabled on `product` (harvested dies have fewer than SEs × SAs × cusPerSa). */
  readonly activeCus: number;
  readonly simdsPerCu: number;
  readonly waveSlotsPerSimd: number;
  readonly waveSizes: readonly (32 | 64)[];
  /** Wave size RADV uses for pixel shaders by default. */
  readonly psWaveSize: 32 | 64;
  /** Shader (engine) clock in MHz: the product's boost clock. */
  readonly clockMhz: number;
  readonly memoryBandwidthGBs: number;
  /**
   * Device-local memory of `product` in MiB: the board's VRAM (RAVEN: the UMA carve-out), the
   * size of the device's one memory heap (RADV reports VRAM as the DEVICE_LOCAL heap).
   */
  readonly memoryMiB: number;
  /** Vector L0 per CU (GFX10+), vector L1 per CU on GFX9. */
  readonly l0KiBPerCu: number;
  /** Graphics L1 per shader array (GFX10+); 0 on GFX9, which has none. */
  readonly l1KiBPerSa: number;
  readonly l2MiB: number;
  /** Infinity Cache (MALL) on the product; 0 where absent. */
  readonly infinityCacheMiB: number;
  readonly renderBackends: number;
  /** Colour pixels per clock of one render backend (RB+ on GFX10.3+ doubles it). */
  readonly pixelsPerRbClock: number;
  /**
   * POPS packers per shader engine. Assumption (docs/gpu_raster.md): one scan converter per
   * SE on GFX9 and per SA on GFX10+, two packers per scan converter (PA_SC_TILE_STEERING_OVERRIDE
   * has NUM_SC and NUM_PACKER_PER_SC). That gives 2 packers per SE on GFX9 — the 1-bit packer
   * ID of COLLISION_WAVEID[28] — and 4 on GFX10+, the 2-bit ID of [29:28] (S1).
   */
  readonly popsPackersPerSe: number;
  /**
   * Primitives per clock the primitive units set up and send to rasterization, whole chip
   * (docs/gpu_vertex.md; sources in docs/geometry_rates_sources.md): one per SE on GFX9
   * (Vega whitepaper, 4 geometry engines), one per SA on GFX10 (RDNA whitepaper: 7620 Mtri/s
   * at 1905 MHz on NAVI10), one per SE on GFX10.3 (AMD RDNA 2: "4 post-cull prims/cycle")
   * and GFX11 (RDNA 3: +50% over NAVI21 → 6). Derived rows say so.
   */
  readonly primitivesPerClock: number;
  /**
   * Vertex output storage in vec4 entries that bounds the vertex waves in flight
   * (docs/gpu_vertex.md): GFX9–10.3 the parameter cache lines (Mesa ac_gpu_info.c pc_lines);
   * GFX11, which has no parameter cache, the attribute ring (RADV: 1408 KiB per SE) / 16 bytes.
   */
  readonly vertexOutputEntries: number;
  readonly errata: ChipErrata;
}

const GFX9_COMMON = {
  gfx: 'gfx9',
  shaderArraysPerSe: 1,
  simdsPerCu: 4,
  waveSlotsPerSimd: 10,
  waveSizes: [64],
  psWaveSize: 64,
  l0KiBPerCu: 16,
  l1KiBPerSa: 0,
  infinityCacheMiB: 0,
  pixelsPerRbClock: 4,
  popsPackersPerSe: 2,
} as const;

const GFX10_COMMON = {
  shaderArraysPerSe: 2,
  simdsPerCu: 2,
  waveSizes: [32, 64],
  psWaveSize: 64,
  popsPackersPerSe: 4,
} as const;

const NO_ERRATA: ChipErrata = { popsMissedOverlap: false, stalledPopsMode: false };

export const CHIPS: readonly ChipInfo[] = [
  {
    // Radeon RX Vega 64 (air): 64 CUs, 1546 MHz boost, HBM2 2048-bit 483.8 GB/s, 4 MB L2, 64 ROPs.
    ...GFX9_COMMON,
    name: 'VEGA10',
    product: 'Radeon RX Vega 64',
    llvmCpu: 'gfx900',
    shaderEngines: 4,
    cusPerSa: 16,
    activeCus: 64,
    clockMhz: 1546,
    memoryBandwidthGBs: 483.8,
    // 8 GB HBM2 (AMD product page, Radeon RX Vega 64).
    memoryMiB: 8192,
    l2MiB: 4,
    renderBackends: 16,
    primitivesPerClock: 4,
    vertexOutputEntries: 2048,
    errata: { popsMissedOverlap: true, stalledPopsMode: false },
  },
  {
    // Radeon RX Vega 10 of the Ryzen 7 2700U (the "RX Vega 10 (Raven Ridge)" of seed 001, P1):
    // 10 of 11 CUs, 1301 MHz boost, 8 ROPs; memory is system DDR4-2400 dual channel (38.4 GB/s,
    // system dependent); 1 MB L2 is an assumption (not in the product data).
    ...GFX9_COMMON,
    name: 'RAVEN',
    product: 'Radeon RX Vega 10 (Ryzen 7 2700U)',
    llvmCpu: 'gfx902',
    shaderEngines: 1,
    cusPerSa: 11,
    activeCus: 10,
    clockMhz: 1301,
    memoryBandwidthGBs: 38.4,
    // RADV's device-local heap on an APU is the UMA carve-out the firmware reserves; 2 GB is the largest
    // setting Raven Ridge laptops commonly offer (assumption: system dependent, like the bandwidth).
    memoryMiB: 2048,
    l2MiB: 1,
    renderBackends: 2,
    // primitivesPerClock derived: 1 per SE × 1 SE.
    primitivesPerClock: 1,
    vertexOutputEntries: 1024,
    errata: { popsMissedOverlap: true, stalledPopsMode: false },
  },
  {
    // Radeon VII: 60 of 64 CUs, 1750 MHz boost, HBM2 4096-bit 1024 GB/s, 4 MB L2, 64 ROPs.
    ...GFX9_COMMON,
    name: 'VEGA20',
    product: 'Radeon VII',
    llvmCpu: 'gfx906',
    shaderEngines: 4,
    cusPerSa: 16,
    activeCus: 60,
    clockMhz: 1750,
    memoryBandwidthGBs: 1024,
    // 16 GB HBM2 (AMD product page, Radeon VII).
    memoryMiB: 16384,
    l2MiB: 4,
    renderBackends: 16,
    // primitivesPerClock derived: 1 per SE × 4 SEs.
    primitivesPerClock: 4,
    vertexOutputEntries: 2048,
    errata: NO_ERRATA,
  },
  {
    // Radeon RX 5700 XT (RDNA whitepaper): 2 SE × 2 SA × 5 WGP = 40 CUs, 1905 MHz boost,
    // GDDR6 256-bit 14 Gbps 448 GB/s, 16 KB L0 per CU, 128 KB GL1 per SA, 4 MB L2, 64 ROPs.
    ...GFX10_COMMON,
    gfx: 'gfx10',
    name: 'NAVI10',
    product: 'Radeon RX 5700 XT',
    llvmCpu: 'gfx1010',
    shaderEngines: 2,
    cusPerSa: 10,
    activeCus: 40,
    waveSlotsPerSimd: 20,
    clockMhz: 1905,
    memoryBandwidthGBs: 448,
    // 8 GB GDDR6 (AMD product page, Radeon RX 5700 XT).
    memoryMiB: 8192,
    l0KiBPerCu: 16,
    l1KiBPerSa: 128,
    l2MiB: 4,
    infinityCacheMiB: 0,
    renderBackends: 16,
    pixelsPerRbClock: 4,
    primitivesPerClock: 4,
    vertexOutputEntries: 1024,
    errata: { popsMissedOverlap: false, stalledPopsMode: true },
  },
  {
    // Radeon RX 5500 XT: 1 SE × 2 SA × 6 WGP die, 22 CUs enabled, 1845 MHz boost,
    // GDDR6 128-bit 14 Gbps 224 GB/s, 2 MB L2, 32 ROPs.
    ...GFX10_COMMON,
    gfx: 'gfx10',
    name: 'NAVI14',
    product: 'Radeon RX 5500 XT',
    llvmCpu: 'gfx1012',
    shaderEngines: 1,
    cusPerSa: 12,
    activeCus: 22,
    waveSlotsPerSimd: 20,
    clockMhz: 1845,
    memoryBandwidthGBs: 224,
    // 8 GB GDDR6: the 8 GB board of the two the RX 5500 XT ships as (4 GB and 8 GB, AMD product page;
    // same 224 GB/s).
    memoryMiB: 8192,
    l0KiBPerCu: 16,
    l1KiBPerSa: 128,
    l2MiB: 2,
    infinityCacheMiB: 0,
    renderBackends: 8,
    pixelsPerRbClock: 4,
    // primitivesPerClock derived: 1 per SA × 2 SAs.
    primitivesPerClock: 2,
    vertexOutputEntries: 512,
    errata: { popsMissedOverlap: false, stalledPopsMode: true },
  },
  {
    // Radeon RX 6800 XT (tested in seed 001): 4 SE × 2 SA × 5 WGP die, 72 CUs enabled,
    // 2250 MHz boost, GDDR6 256-bit 16 Gbps 512 GB/s, 4 MB L2, 128 MB Infinity Cache, 128 ROPs.
    ...GFX10_COMMON,
    gfx: 'gfx10_3',
    name: 'NAVI21',
    product: 'Radeon RX 6800 XT',
    llvmCpu: 'gfx1030',
    shaderEngines: 4,
    cusPerSa: 10,
    activeCus: 72,
    waveSlotsPerSimd: 16,
    clockMhz: 2250,
    memoryBandwidthGBs: 512,
    // 16 GB GDDR6 (AMD product page, Radeon RX 6800 XT).
    memoryMiB: 16384,
    l0KiBPerCu: 16,
    l1KiBPerSa: 128,
    l2MiB: 4,
    infinityCacheMiB: 128,
    renderBackends: 16,
    pixelsPerRbClock: 8,
    primitivesPerClock: 4,
    vertexOutputEntries: 1024,
    errata: NO_ERRATA,
  },
  {
    // Radeon RX 7900 XT (seed 001, P2): 6 SE × 2 SA × 4 WGP die, 84 CUs enabled, 2394 MHz boost,
    // GDDR6 320-bit 20 Gbps 800 GB/s, 32 KB L0 per CU, 256 KB GL1 per SA, 6 MB L2,
    // 80 MB Infinity Cache, 192 ROPs.
    ...GFX10_COMMON,
    gfx: 'gfx11',
    name: 'NAVI31',
    product: 'Radeon RX 7900 XT',
    llvmCpu: 'gfx1100',
    shaderEngines: 6,
    cusPerSa: 8,
    activeCus: 84,
    waveSlotsPerSimd: 16,
    clockMhz: 2394,
    memoryBandwidthGBs: 800,
    // 20 GB GDDR6 (AMD product page, Radeon RX 7900 XT).
    memoryMiB: 20480,
    l0KiBPerCu: 32,
    l1KiBPerSa: 256,
    l2MiB: 6,
    infinityCacheMiB: 80,
    renderBackends: 24,
    pixelsPerRbClock: 8,
    // primitivesPerClock derived: NAVI21 × 1.5 (AMD RDNA 3: +50% prims/clock).
    primitivesPerClock: 6,
    vertexOutputEntries: (6 * 1408 * 1024) / 16,
    errata: NO_ERRATA,
  },
];

export type ChipErrorCode = 'unknown-chip';

/** `location`: the name that was looked up. */
export class ChipError extends PopsimError<ChipErrorCode> {
  readonly kind = 'input';
  constructor(code: ChipErrorCode, location: string, message: string) {
    super(code, location, message, message);
  }
}

/** Every name `chipByName` accepts: chip names and LLVM processor names, lower case. */
export const CHIP_NAME_LIST: readonly string[] = CHIPS.flatMap((c) => [c.name.toLowerCase(), c.llvmCpu]);

/** Looks a chip up by chip name (any case) or LLVM processor name. */
export function chipByName(name: string): ChipInfo {
  const key = name.trim().toLowerCase();
  const chip = CHIPS.find((c) => c.name.toLowerCase() === key || c.llvmCpu === key);
  if (!chip) {
    throw new ChipError('unknown-chip', name, `unknown chip '${name}'; expected one of: ${CHIP_NAME_LIST.join(', ')}`);
  }
  return chip;
}

/** CUs on the full die. */
export function dieCuCount(chip: ChipInfo): number {
  return chip.shaderEngines * chip.shaderArraysPerSe * chip.cusPerSa;
}

/** Bits of the packer ID in COLLISION_WAVEID (S1): [28] on GFX9, [29:28] on GFX10+. */
export function packerIdBits(gfx: GfxLevel): 1 | 2 {
  return gfx === 'gfx9' ? 1 : 2;
}
