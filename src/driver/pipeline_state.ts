/**
 * Fixed-function state of a graphics pipeline, as plain data the driver turns
 * into registers (pipeline_regs.ts). The API layer validates and fills it in
 * from its create info.
 */
import type { DepthFormat } from '../amd/formats/depth_formats.js';
import type { TexelFormat } from '../amd/formats/texel_formats.js';

export type Topology = 'triangle-list' | 'triangle-strip' | 'triangle-fan';
export type CullMode = 'none' | 'front' | 'back' | 'front-and-back';
export type FrontFace = 'counter-clockwise' | 'clockwise';
export type CompareOp = 'never' | 'less' | 'equal' | 'less-or-equal' | 'greater' | 'not-equal' | 'greater-or-equal' | 'always';
export type BlendFactor =
  | 'zero'
  | 'one'
  | 'src-color'
  | 'one-minus-src-color'
  | 'dst-color'
  | 'one-minus-dst-color'
  | 'src-alpha'
  | 'one-minus-src-alpha'
  | 'dst-alpha'
  | 'one-minus-dst-alpha'
  | 'constant-color'
  | 'one-minus-constant-color'
  | 'constant-alpha'
  | 'one-minus-constant-alpha'
  | 'src-alpha-saturate';
export type BlendOp = 'add' | 'subtract' | 'reverse-subtract' | 'min' | 'max';

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
