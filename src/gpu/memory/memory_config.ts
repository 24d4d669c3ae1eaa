/**
 * Configuration of the cache hierarchy and its per-gfx-level defaults.
 * Chip-specific numbers (CU count, L2 size) come from the chip table; the
 * defaults here are the generation's typical values. Every number is cited or
 * listed as an assumption in docs/gpu_memory.md.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { CacheGeometry } from './cache.js';
import { GpuMemoryError } from './errors.js';

/** Latencies in shader-clock cycles from issue to data return / write acknowledge. */
export interface MemoryLatencies {
  readonly l0: number;
  readonly l1: number;
  readonly l2: number;
  readonly dram: number;
  /** Scalar (constant) cache hit. */
  readonly scalar: number;
}

export interface MemorySystemConfig {
  readonly gfx: GfxLevel;
  readonly cuCount: number;
  /** CU -> L1 (one per shader array) index on GFX10+; empty on GFX9, which has no L1 between L0 and L2. */
  readonly cuToL1: readonly number[];
  /** CU -> scalar cache index (GFX10+: one per WGP = 2 CUs). */
  readonly cuToScalarCache: readonly number[];
  /** Per-CU vector cache (AMD: "vector L1" on GFX9, "L0"/GL0 on GFX10+). */
  readonly l0: CacheGeometry;
  /** Per-shader-array GL1; undefined on GFX9. */
  readonly l1: CacheGeometry | undefined;
  readonly l2: CacheGeometry;
  readonly scalar: CacheGeometry;
  readonly latency: MemoryLatencies;
}

export interface MemoryConfigOptions {
  /** CUs per shader array (GFX10+ L1 sharing); default 10 (NAVI10/NAVI21: 5 WGPs per SA). */
  readonly cusPerL1?: number;
  /** CUs sharing a scalar cache; default 1 on GFX9 (assumption), 2 (a WGP) on GFX10+. */
  readonly cusPerScalarCache?: number;
  /** L2 size in bytes (chip-specific); default per gfx level below. */
  readonly l2Bytes?: number;
}

const KiB = 1024;
const MiB = 1024 * KiB;

interface LevelDefaults {
  readonly lineBytes: number;
  readonly l0: CacheGeometry;
  readonly l1: CacheGeometry | undefined;
  readonly l2Bytes: number;
  readonly scalar: CacheGeometry;
  readonly latency: MemoryLatencies;
}

/*
 * Sizes: GCN/Vega: 16 KiB vector L1 per CU and 16 KiB scalar cache with 64-byte
 * lines, L2 4 MiB on Vega 10 (AMD Vega whitepaper). RDNA: 16 KiB L0 per CU,
 * 128 KiB GL1 per shader array (16-way), 128-byte lines at every level, scalar
 * cache 16 KiB / 64-byte lines / 4-way per WGP (AMD RDNA whitepaper; the
 * unofficial amdgpu cache notes, amdgpu-userland.github.io/unofficial_amdgpu_docs/cache.html).
 * RDNA3: L0 32 KiB, GL1 256 KiB, L2 6 MiB on Navi 31 (AMD RDNA3 launch material).
 * Latencies: rough assumptions (docs/gpu_memory.md), not measurements.
 */
const DEFAULTS: Readonly<Record<GfxLevel, LevelDefaults>> = {
  gfx9: {
    lineBytes: 64,
    l0: { bytes: 16 * KiB, lineBytes: 64, ways: 4 },
    l1: undefined,
    l2Bytes: 4 * MiB,
    scalar: { bytes: 16 * KiB, lineBytes: 64, ways: 4 },
    latency: { scalar: 45, l0: 120, l1: 120, l2: 300, dram: 600 },
  },
  gfx10: {
    lineBytes: 128,
    l0: { bytes: 16 * KiB, lineBytes: 128, ways: 32 },
    l1: { bytes: 128 * KiB, lineBytes: 128, ways: 16 },
    l2Bytes: 4 * MiB,
    scalar: { bytes: 16 * KiB, lineBytes: 64, ways: 4 },
    latency: { scalar: 40, l0: 110, l1: 170, l2: 270, dram: 560 },
  },
  gfx10_3: {
    lineBytes: 128,
    l0: { bytes: 16 * KiB, lineBytes: 128, ways: 32 },
    l1: { bytes: 128 * KiB, lineBytes: 128, ways: 16 },
    l2Bytes: 4 * MiB,
    scalar: { bytes: 16 * KiB, lineBytes: 64, ways: 4 },
    latency: { scalar: 40, l0: 100, l1: 160, l2: 250, dram: 520 },
  },
  gfx11: {
    lineBytes: 128,
    l0: { bytes: 32 * KiB, lineBytes: 128, ways: 32 },
    l1: { bytes: 256 * KiB, lineBytes: 128, ways: 16 },
    l2Bytes: 6 * MiB,
    scalar: { bytes: 16 * KiB, lineBytes: 64, ways: 4 },
    latency: { scalar: 35, l0: 90, l1: 140, l2: 230, dram: 500 },
  },
};

export function defaultMemoryConfig(gfx: GfxLevel, cuCount: number, options: MemoryConfigOptions = {}): MemorySystemConfig {
  const d = DEFAULTS[gfx];
  const cusPerL1 = options.cusPerL1 ?? 10;
  const cusPerScalar = options.cusPerScalarCache ?? (gfx === 'gfx9' ? 1 : 2);
  const cus = Array.from({ length: cuCount }, (_, cu) => cu);
  return {
    gfx,
    cuCount,
    cuToL1: d.l1 === undefined ? [] : cus.map((cu) => Math.floor(cu / cusPerL1)),
    cuToScalarCache: cus.map((cu) => Math.floor(cu / cusPerScalar)),
    l0: d.l0,
    l1: d.l1,
    l2: { bytes: options.l2Bytes ?? d.l2Bytes, lineBytes: d.lineBytes, ways: 16 },
    scalar: d.scalar,
    latency: d.latency,
  };
}

/** Rejects configurations the memory system cannot model. */
export function validateMemoryConfig(config: MemorySystemConfig): void {
  const bad = (detail: string): never => {
    throw new GpuMemoryError('bad-argument', NaN, `memory config: ${detail}`);
  };
  if (!Number.isInteger(config.cuCount) || config.cuCount < 1) bad(`cuCount ${config.cuCount}`);
  if (config.cuToScalarCache.length !== config.cuCount) bad('cuToScalarCache needs one entry per CU');
  if ((config.gfx === 'gfx9') !== (config.l1 === undefined)) bad('GFX9 has no L1; GFX10+ need one');
  if (config.l1 !== undefined) {
    if (config.cuToL1.length !== config.cuCount) bad('cuToL1 needs one entry per CU');
    // First-level lines are filled from one L1 line.
    if (config.l0.lineBytes > config.l1.lineBytes || config.scalar.lineBytes > config.l1.lineBytes) bad('L0/scalar lines must not exceed L1 lines');
  }
}
