/**
 * The driver's meta passes on compressed MSAA images (M1, M4), recorded as
 * draws like RADV's radv_meta_* code: a full-screen triangle per pass, its
 * pipeline built once per device from the ahead-of-time SPIR-V
 * (meta_glsl.ts, meta_spirv.generated.ts), its descriptors pushed with the
 * draw.
 *
 * - FMASK decompress: the CB in CB_FMASK_DECOMPRESS mode over the image
 *   (radv_meta_fast_clear.c): fast-cleared tiles get their clear colour, so
 *   FMASK and colour memory alone describe the image (the texture unit does
 *   not read CMASK).
 * - FMASK expand: every sample written to its own slot, then FMASK reset to
 *   identity (radv_meta_fmask_expand.c; a fragment pass here, see meta_glsl.ts).
 * - Resolve: the CB in CB_RESOLVE mode on GFX9–10.3 (RADV's RESOLVE_HW),
 *   a fragment-shader resolve on GFX11 (RESOLVE_FRAGMENT; radv_meta_resolve.c).
 * - Fast clear: CMASK := 0 by CP DMA; the clear colour goes to
 *   CB_COLORn_CLEAR_WORD0/1 of later draws (radv_fast_clear_color).
 */
import type { ChipInfo } from '../../amd/chips.js';
import type { CmaskLayout } from '../../amd/fmask.js';
import { fmaskIdentityFill } from '../color_metadata.js';
import { isIntegerFormat, isSignedIntegerFormat, type TexelFormat } from '../../amd/formats/texel_formats.js';
import type { SurfaceLayout } from '../../amd/surface_layout.js';
import type { GpuMemory } from '../../gpu/index.js';
import { fullBarrier } from '../barriers.js';
import { NO_DEBUG_SWITCHES } from '../debug_switches.js';
import { encodeDescriptor, resourceLayout } from '../descriptor_encoding.js';
import { recordDraw } from '../draw_recording.js';
import { buildGraphicsPipeline, type BuiltPipeline } from '../graphics_pipeline.js';
import type { ColorBlendAttachment, FixedFunctionState } from '../pipeline_state.js';
import { regWrite } from '../reg_fields.js';
import type { DrawCommand, RecordedCommand } from '../recorded_commands.js';
import type { ColorAttachmentTarget } from '../render_target_regs.js';
import { META_SPIRV } from './meta_spirv.generated.js';
import type { MetaSamples, ResolveKind } from './meta_glsl.js';

/** An image as the meta passes see it. */
export interface MetaImage {
  readonly address: number;
  readonly format: TexelFormat;
  readonly width: number;
  readonly height: number;
  readonly samples: number;
  readonly metadata: { readonly fmask: SurfaceLayout; readonly cmask: CmaskLayout } | undefined;
  /** The packed clear texel fast-cleared tiles hold (CB_COLORn_CLEAR_WORD0/1). */
  readonly clearWords: readonly [number, number];
}

type CbMode = 'CB_NORMAL' | 'CB_FMASK_DECOMPRESS' | 'CB_RESOLVE';

/** Blending off, every channel written. */
const NO_BLEND: ColorBlendAttachment = {
  blendEnable: false,
  srcColorBlendFactor: 'one',
  dstColorBlendFactor: 'zero',
  colorBlendOp: 'add',
  srcAlphaBlendFactor: 'one',
  dstAlphaBlendFactor: 'zero',
  alphaBlendOp: 'add',
  colorWriteMask: 0xf,
};

/** One device's meta pipelines, built on first use. */
export class MetaPasses {
  private readonly pipelines = new Map<string, BuiltPipeline>();

  constructor(
    private readonly chip: ChipInfo,
    private readonly memory: GpuMemory,
  ) {}

  /** The attachment of `image` for a draw (its metadata and clear colour when compressed). */
  static target(image: MetaImage): ColorAttachmentTarget {
    const m = image.metadata;
    return {
      address: image.address,
      format: image.format as ColorAttachmentTarget['format'],
      width: image.width,
      height: image.height,
      samples: image.samples,
      ...(m ? { metadata: { fmaskAddress: m.fmask.base, cmaskAddress: m.cmask.base, clearWords: image.clearWords } } : {}),
    };
  }

  private pipeline(fs: string, colorFormats: readonly TexelFormat[], samples: number, cbMode: CbMode, sets: number): BuiltPipeline {
    const key = `${fs}|${colorFormats.join(',')}|${samples}|${cbMode}`;
    const cached = this.pipelines.get(key);
    if (cached) return cached;
    const state: FixedFunctionState = {
      topology: 'triangle-list',
      cullMode: 'none',
      frontFace: 'counter-clockwise',
      samples: samples as FixedFunctionState['samples'],
      sampleShading: false,
      minSampleShading: 0,
      sampleMask: 0xffffffff,
      depthTest: false,
      depthWrite: false,
      depthCompare: 'always',
      colorFormats,
      depthFormat: undefined,
      blend: colorFormats.map(() => NO_BLEND),
      relaxedRasterizationOrder: false,
    };
    const spirv = (name: string): Uint32Array => Uint32Array.from(META_SPIRV[name]!);
    const built = buildGraphicsPipeline({
      chip: this.chip,
      memory: this.memory,
      vertex: { spirv: spirv('rect_vs') },
      fragment: { spirv: spirv(fs) },
      state,
      vertexInput: { bindings: [], attributes: [] },
      resourceLayout: resourceLayout(sets === 0 ? [] : [{ maxBinding: sets - 1, sampledImageBindings: new Set([0]) }]),
    });
    // The CB mode is the pass (radv_meta_fast_clear.c / radv_meta_resolve.c set CB_COLOR_CONTROL.MODE in the pipeline).
    const mode = regWrite(this.chip.gfx, 'CB_COLOR_CONTROL', { MODE: cbMode, ROP3: 0xcc });
    const pipeline = { ...built, regs: built.regs.map((w) => (w.name === 'CB_COLOR_CONTROL' ? mode : w)) };
    this.pipelines.set(key, pipeline);
    return pipeline;
  }

  private draw(pipeline: BuiltPipeline, colors: readonly ColorAttachmentTarget[], width: number, height: number, pushed?: Uint32Array): DrawCommand {
    return recordDraw({
      chip: this.chip,
      pipeline,
      colors,
      depth: undefined,
      renderArea: { width, height },
      viewport: { x: 0, y: 0, width, height, minDepth: 0, maxDepth: 1 },
      scissor: { x: 0, y: 0, width, height },
      debug: NO_DEBUG_SWITCHES,
      overrides: {},
      descriptorSets: new Map(),
      ...(pushed ? { pushDescriptors: new Map([[0, pushed]]) } : {}),
      pushConstants: new Uint8Array(0),
      vertexBuffers: new Map(),
      call: { kind: 'auto', vertexCount: 3, firstVertex: 0 },
      firstInstance: 0,
      instanceCount: 1,
    });
  }

  /** Push descriptors: binding 0 the sampled view of `src` (with its FMASK T#), binding 1 optionally a storage view of `storage`. */
  private descriptors(src: MetaImage, storage?: MetaImage): Uint32Array {
    const gfx = this.chip.gfx;
    const image = (i: MetaImage, sampled: boolean) =>
      encodeDescriptor(gfx, {
        kind: 'image',
        address: i.address,
        format: i.format,
        width: i.width,
        height: i.height,
        samples: i.samples,
        sampled,
        ...(sampled && i.metadata ? { fmask: { base: i.metadata.fmask.base, width: i.width, height: i.height, samples: i.samples } } : {}),
      });
    const sampled = image(src, true);
    if (storage === undefined) return sampled;
    const words = new Uint32Array(sampled.length + 8);
    words.set(sampled);
    words.set(image(storage, false), sampled.length);
    return words;
  }

  /** FMASK_DECOMPRESS over `image` (nothing for an uncompressed one), then a barrier. */
  fmaskDecompress(image: MetaImage): RecordedCommand[] {
    if (image.metadata === undefined) return [];
    const p = this.pipeline('noop_fs', [image.format], image.samples, 'CB_FMASK_DECOMPRESS', 0);
    return [this.draw(p, [MetaPasses.target(image)], image.width, image.height), fullBarrier(this.chip.gfx)];
  }

  /** Decompress, rewrite every sample from its fragment, reset FMASK to identity. */
  fmaskExpand(image: MetaImage): RecordedCommand[] {
    const m = image.metadata;
    if (m === undefined) return [];
    const p = this.pipeline(`expand_fs_${image.samples as MetaSamples}`, [], 1, 'CB_NORMAL', 2);
    return [
      ...this.fmaskDecompress(image),
      this.draw(p, [], image.width, image.height, this.descriptors(image, image)),
      fullBarrier(this.chip.gfx),
      fmaskIdentityFill(m.fmask, image.samples),
    ];
  }

  /** `src` (multisampled) resolved into `dst` (one sample, same format and size), then a barrier. */
  resolve(src: MetaImage, dst: MetaImage): RecordedCommand[] {
    if (this.chip.gfx === 'gfx11') {
      const kind: ResolveKind = !isIntegerFormat(src.format) ? 'float' : isSignedIntegerFormat(src.format) ? 'sint' : 'uint';
      const p = this.pipeline(`resolve_fs_${src.samples as MetaSamples}_${kind}`, [dst.format], 1, 'CB_NORMAL', 1);
      return [this.draw(p, [MetaPasses.target(dst)], dst.width, dst.height, this.descriptors(src)), fullBarrier(this.chip.gfx)];
    }
    const p = this.pipeline('noop_fs', [src.format, dst.format], src.samples, 'CB_RESOLVE', 0);
    return [
      ...this.fmaskDecompress(src),
      this.draw(p, [MetaPasses.target(src), MetaPasses.target(dst)], src.width, src.height),
      fullBarrier(this.chip.gfx),
    ];
  }

  /** CMASK := fast cleared (the caller keeps the clear colour for CB_COLORn_CLEAR_WORD0/1). */
  fastClear(image: MetaImage): RecordedCommand[] {
    const m = image.metadata;
    if (m === undefined) throw new Error('fast clear of an image without CMASK');
    return [{ kind: 'fill-memory', address: m.cmask.base, bytes: m.cmask.bytes, value: 0 }];
  }
}
