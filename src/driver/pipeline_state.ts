/**
 * Fixed-function state of a graphics pipeline, as plain data the driver turns
 * into registers (pipeline_regs.ts). The API layer validates and fills it in
 * from its create info.
 */
import type { DepthFormat } from '../amd/formats/depth_formats.js';
import type { TexelFormat } from '../amd/formats/texel_formats.js';

/** The values of each fixed-function enum the driver programs (the API validates against them). */
export const TOPOLOGIES = ['triangle-list', 'triangle-strip', 'triangle-fan'] as const;
export const CULL_MODES = ['none', 'front', 'back', 'front-and-back'] as const;
export const FRONT_FACES = ['counter-clockwise', 'clockwise'] as const;
export const COMPARE_OPS = ['never', 'less', 'equal', 'less-or-equal', 'greater', 'not-equal', 'greater-or-equal', 'always'] as const;
export const BLEND_FACTORS = [
  'zero',
  'one',
  'src-color',
  'one-minus-src-color',
  'dst-color',
  'one-minus-dst-color',
  'src-alpha',
  'one-minus-src-alpha',
  'dst-alpha',
  'one-minus-dst-alpha',
  'constant-color',
  'one-minus-constant-color',
  'constant-alpha',
  'one-minus-constant-alpha',
  'src-alpha-saturate',
] as const;
export const BLEND_OPS = ['add', 'subtract', 'reverse-subtract', 'min', 'max'] as const;

export type Topology = (typeof TOPOLOGIES)[number];
export type CullMode = (typeof CULL_MODES)[number];
export type FrontFace = (typeof FRONT_FACES)[number];
export type CompareOp = (typeof COMPARE_OPS)[number];
export type BlendFactor = (typeof BLEND_FACTORS)[number];
export type BlendOp = (typeof BLEND_OPS)[number];

export interface ColorBlendAttachment {
  readonly blendEnable: boolean;
  readonly srcColorBlendFactor: BlendFactor;
  readonly dstColorBlendFactor: BlendFactor;
  readonly colorBlendOp: BlendOp;
  readonly srcAlphaBlendFactor: BlendFactor;
  readonly dstAlphaBlendFactor: BlendFactor;
  readonly alphaBlendOp: BlendOp;
  /** Bits R=1, G=2, B=4, A=8. */
  readonly colorWriteMask: number;
}

export interface FixedFunctionState {
  readonly topology: Topology;
  readonly cullMode: CullMode;
  readonly frontFace: FrontFace;
  /** Rasterization samples = MSAA_EXPOSED_SAMPLES. */
  readonly samples: 1 | 2 | 4 | 8;
  readonly sampleShading: boolean;
  readonly minSampleShading: number;
  readonly sampleMask: number;
  readonly depthTest: boolean;
  readonly depthWrite: boolean;
  readonly depthCompare: CompareOp;
  /** Dynamic rendering formats (VkPipelineRenderingCreateInfo). */
  readonly colorFormats: readonly TexelFormat[];
  readonly depthFormat: DepthFormat | undefined;
  readonly blend: readonly ColorBlendAttachment[];
  /** VK_AMD_rasterization_order RELAXED (R8). */
  readonly relaxedRasterizationOrder: boolean;
}
