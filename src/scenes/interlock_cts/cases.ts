/**
 * The case matrix of dEQP-VK.fragment_shader_interlock.basic (Vulkan CTS,
 * vktFragmentShaderInterlockBasic.cpp), as plain data: discard × resource ×
 * interlock × {1xaa, 4xaa, 4xaa + sample shading} × dim = 576 cases (P5), plus
 * popsim's 8-sample variant (8xaa, with and without sample shading) for the
 * R6/R7 drain-workaround tests. Names follow the CTS group path below
 * `dEQP-VK.fragment_shader_interlock.`, e.g.
 * `basic.discard.image.pixel_ordered.4xaa.sample_shading.64x64`; 1xaa cases
 * exist only under `no_sample_shading` (the CTS skips sample shading at 1x).
 */
import type { InterlockGranularity, InterlockMode } from '../../api/index.js';

export type ResourceKind = 'image' | 'ssbo';

export type InterlockKind =
  | 'pixel_ordered'
  | 'pixel_unordered'
  | 'sample_ordered'
  | 'sample_unordered'
  | 'shading_rate_ordered'
  | 'shading_rate_unordered';

export type CaseSamples = 1 | 4 | 8;

/** `cts`: the 576 CTS cases; `msaa8`: popsim's 8-sample variant (not in the CTS). */
export type CaseVariant = 'cts' | 'msaa8';

export interface InterlockCase {
  /** CTS name below `dEQP-VK.fragment_shader_interlock.`. */
  readonly name: string;
  readonly variant: CaseVariant;
  /** `discard` group: odd result columns are discarded, once before and once inside the interlock. */
  readonly killOdd: boolean;
  readonly resource: ResourceKind;
  readonly interlock: InterlockKind;
  /** Rasterization samples. */
  readonly samples: CaseSamples;
  /** sampleShadingEnable with minSampleShading 1. */
  readonly sampleShading: boolean;
  /** Framebuffer and viewport are dim × dim. */
  readonly dim: number;
}

export const CTS_GROUP = 'dEQP-VK.fragment_shader_interlock';

export const DIMS: readonly number[] = [8, 16, 32, 64, 128, 256, 512, 1024];
export const RESOURCES: readonly ResourceKind[] = ['image', 'ssbo'];
export const INTERLOCKS: readonly InterlockKind[] = [
  'pixel_ordered',
  'pixel_unordered',
  'sample_ordered',
  'sample_unordered',
  'shading_rate_ordered',
  'shading_rate_unordered',
];

/** Sample-count / sample-shading groups of a variant, in CTS order. */
const SAMPLE_GROUPS: Readonly<Record<CaseVariant, readonly { readonly samples: CaseSamples; readonly sampleShading: boolean }[]>> = {
  cts: [
    { samples: 1, sampleShading: false },
    { samples: 4, sampleShading: false },
    { samples: 4, sampleShading: true },
  ],
  msaa8: [
    { samples: 8, sampleShading: false },
    { samples: 8, sampleShading: true },
  ],
};

export function caseName(c: Omit<InterlockCase, 'name' | 'variant'>): string {
  return [
    'basic',
    c.killOdd ? 'discard' : 'nodiscard',
    c.resource,
    c.interlock,
    `${c.samples}xaa`,
    c.sampleShading ? 'sample_shading' : 'no_sample_shading',
    `${c.dim}x${c.dim}`,
  ].join('.');
}

function buildMatrix(variant: CaseVariant): readonly InterlockCase[] {
  const out: InterlockCase[] = [];
  // Nesting order = CTS group order: kill, resource, interlock, samples, sample shading, dim.
  for (const killOdd of [false, true]) {
    for (const resource of RESOURCES) {
      for (const interlock of INTERLOCKS) {
        for (const { samples, sampleShading } of SAMPLE_GROUPS[variant]) {
          for (const dim of DIMS) {
            const c = { variant, killOdd, resource, interlock, samples, sampleShading, dim };
            out.push({ name: caseName(c), ...c });
          }
        }
      }
    }
  }
  return out;
}

/** The 576 cases of dEQP-VK.fragment_shader_interlock.basic, in CTS order (P5). */
export const CTS_CASES: readonly InterlockCase[] = buildMatrix('cts');

/** The 8-sample variant: 384 cases, same groups with 8xaa (R6, R7). */
export const MSAA8_CASES: readonly InterlockCase[] = buildMatrix('msaa8');

export function granularityOf(c: InterlockCase): InterlockGranularity {
  switch (c.interlock) {
    case 'pixel_ordered':
    case 'pixel_unordered':
      return 'pixel';
    case 'sample_ordered':
    case 'sample_unordered':
      return 'sample';
    case 'shading_rate_ordered':
    case 'shading_rate_unordered':
      return 'shading-rate';
    default: {
      const never: never = c.interlock;
      throw new Error(`unknown interlock ${String(never)}`);
    }
  }
}

/** The execution mode the fragment shader declares. */
export function interlockModeOf(c: InterlockCase): InterlockMode {
  return { granularity: granularityOf(c), ordered: c.interlock.endsWith('_ordered') };
}

/**
 * The CTS's `isSampleInterlock`: one result word per sample (samples spread along x), one bit per
 * primitive. True for sample interlock and for any case with sample shading — the shader reads
 * gl_SampleID there, which runs it per sample whatever the declared granularity.
 */
export function perSampleWords(c: InterlockCase): boolean {
  return c.sampleShading || granularityOf(c) === 'sample';
}

/** Whether the shader runs on 2x2 coarse fragments (shading-rate interlock at pixel rate). */
export function coarseWords(c: InterlockCase): boolean {
  return !perSampleWords(c) && granularityOf(c) === 'shading-rate';
}

/** Result bits one primitive owns in a word: 1 per sample, `samples` per pixel, 4×`samples` per 2x2 coarse fragment. */
export function bitsPerQuad(c: InterlockCase): number {
  if (perSampleWords(c)) return 1;
  return granularityOf(c) === 'shading-rate' ? 4 * c.samples : c.samples;
}

/** N: the instanced quads drawn; together they fill all 32 bits of every word. */
export function primitiveCount(c: InterlockCase): number {
  return 32 / bitsPerQuad(c);
}

/**
 * Fragment-shader invocations the case launches: each of the N primitives covers every pixel of
 * the viewport (its first triangle covers it all), once per pixel, or once per sample when the
 * shader runs per sample. AMD has no coarse shading, so shading-rate cases would run per pixel
 * (they are not supported). `popsim cts` weighs its progress estimate with this.
 */
export function expectedInvocations(c: InterlockCase): number {
  return primitiveCount(c) * c.dim * c.dim * (perSampleWords(c) ? c.samples : 1);
}

export interface Extent {
  readonly width: number;
  readonly height: number;
}

/** Words the shader addresses: its `stride` (row pitch in words) × rows. */
export function storageExtent(c: InterlockCase): Extent {
  if (perSampleWords(c)) return { width: c.dim * c.samples, height: c.dim };
  if (coarseWords(c)) return { width: c.dim / 2, height: c.dim / 2 };
  return { width: c.dim, height: c.dim };
}

/**
 * The region the CTS copies back and checks. It equals storageExtent except for shading-rate
 * cases with sample shading, where the CTS copies (dim·samples/2) × (dim/2) words — for the
 * image a 2D sub-rectangle, for the SSBO the first width·height words (a linear copy).
 */
export function resultExtent(c: InterlockCase): Extent {
  const shadingRate = granularityOf(c) === 'shading-rate';
  const width = (perSampleWords(c) ? c.dim * c.samples : c.dim) / (shadingRate ? 2 : 1);
  const height = c.dim / (shadingRate ? 2 : 1);
  return { width, height };
}

/** Result words of a case: what a runner returns. */
export function resultWords(c: InterlockCase): number {
  const e = resultExtent(c);
  return e.width * e.height;
}

/** The r32ui storage image: dim·samples × dim texels, single-sampled, as the CTS creates it. */
export function imageExtent(c: InterlockCase): Extent {
  return { width: c.dim * c.samples, height: c.dim };
}

/**
 * Bytes of the SSBO: one word per sample. The CTS always allocates for 4 samples
 * (dim·dim·4 words); popsim sizes by the case's samples so 8xaa cases fit.
 */
export function bufferBytes(c: InterlockCase): number {
  return c.dim * c.dim * Math.max(c.samples, 4) * 4;
}
