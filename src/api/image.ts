/**
 * Images (2D, optionally multisampled) and image views, placed in GPU memory
 * with the linear layout the GPU model uses (docs/gpu_rb.md "Surfaces"): rows
 * of `pitch` texels aligned to 256 bytes, the samples of a pixel consecutive.
 * MSAA colour attachments carry FMASK and CMASK on GFX9–10.3 (the driver's
 * color_metadata.ts, M1), after the colour surface in the same allocation.
 */
import type { SurfaceLayout } from '../amd/surface_layout.js';
import { linearPitch, sampleAddress } from '../amd/surface_layout.js';
import { requireSameDevice, type DeviceChild } from './device_child.js';
import type { DeviceContext } from './device_context.js';
import { withDeviceMemory } from './device_memory.js';
import type { ApiEnum } from './enum_tables.js';
import { formatInfo, type Format, type FormatInfo } from './formats.js';
import { requireEnum, requireFlags, requireInteger, requireSampleCount, requireStruct } from './parameter_checks.js';
import type { SampleCount } from './properties.js';
import { ValidationError } from './validation_error.js';
import { colorMetadataBytes, initColorMetadata, usesColorMetadata, type ColorMetadataLayout } from '../driver/color_metadata.js';
import type { MetaImage } from '../driver/meta/meta_passes.js';
import { CMASK_FAST_CLEARED, cmaskNibbleBit, fmaskFetch, fmaskFragmentOf } from '../amd/fmask.js';

export type ImageUsage = ApiEnum<'imageUsage'>;

export interface ImageCreateInfo {
  readonly format: Format;
  readonly width: number;
  readonly height: number;
  readonly samples?: SampleCount;
  readonly usage: readonly ImageUsage[];
}

export class Image implements DeviceChild {
  readonly info: FormatInfo;
  /** Row pitch in texels. */
  readonly pitch: number;
  readonly sizeBytes: number;

  constructor(
    readonly device: DeviceContext,
    readonly format: Format,
    readonly width: number,
    readonly height: number,
    readonly samples: SampleCount,
    readonly usage: ReadonlySet<ImageUsage>,
    readonly address: number,
    /** FMASK and CMASK (compressed MSAA colour images on GFX9–10.3), else undefined. */
    readonly metadata: ColorMetadataLayout | undefined = undefined,
  ) {
    this.info = formatInfo(format);
    this.pitch = imagePitch(width, this.info);
    this.sizeBytes = this.pitch * height * samples * this.info.bytes;
  }

  /**
   * The packed texel of the last fast clear recorded (CB_COLORn_CLEAR_WORD0/1 of later draws; what
   * fast-cleared CMASK tiles hold). Recorded state: popsim keeps it on the image, RADV in image memory.
   */
  clearWords: [number, number] = [0, 0];

  /** The image as the driver's meta passes and draws see it. */
  get metaImage(): MetaImage {
    if (this.info.kind !== 'color') throw new Error('meta passes take colour images');
    return { address: this.address, format: this.info.texel, width: this.width, height: this.height, samples: this.samples, metadata: this.metadata, clearWords: this.clearWords };
  }

  get surface(): SurfaceLayout {
    return { base: this.address, width: this.width, height: this.height, pitch: this.pitch, samples: this.samples, bytesPerSample: this.info.bytes };
  }

  requireUsage(usage: ImageUsage, vuid: string, command: string): void {
    if (!this.usage.has(usage)) {
      throw new ValidationError('usage-mismatch', vuid, command, `the ${this.format} image was created without usage '${usage}' (usage: ${[...this.usage].join(', ')})`);
    }
  }
}

/** The pitch rule of descriptors.ts linearImagePitch, in bytes so it also covers D16. */
function imagePitch(width: number, info: FormatInfo): number {
  return linearPitch(width, info.bytes);
}

export function createImage(device: DeviceContext, info: ImageCreateInfo): Image {
  const command = 'vkCreateImage';
  const site = (member: string) => ({ command, struct: 'VkImageCreateInfo', member });
  const limits = device.physicalDevice.properties.limits;
  requireStruct(info, ['format', 'width', 'height', 'samples', 'usage'], site('pCreateInfo'));
  const format = requireEnum('format', info.format, site('format'));
  const max = limits.maxImageDimension2D;
  requireInteger(info.width, site('extent.width'), { min: 1, max: Number.MAX_SAFE_INTEGER, vuid: 'VUID-VkImageCreateInfo-extent-00944' });
  requireInteger(info.height, site('extent.height'), { min: 1, max: Number.MAX_SAFE_INTEGER, vuid: 'VUID-VkImageCreateInfo-extent-00945' });
  requireInteger(info.width, site('extent.width'), { min: 1, max, vuid: 'VUID-VkImageCreateInfo-extent-02252' });
  requireInteger(info.height, site('extent.height'), { min: 1, max, vuid: 'VUID-VkImageCreateInfo-extent-02253' });
  const fi = formatInfo(format);
  const samples = requireSampleCount(
    info.samples ?? 1,
    fi.kind === 'depth' ? limits.framebufferDepthSampleCounts : limits.framebufferColorSampleCounts,
    site('samples'),
    'VUID-VkImageCreateInfo-samples-02258',
  );
  const usage = requireFlags('imageUsage', info.usage, site('usage'));
  for (const u of usage) {
    const depthUse = u === 'depth-stencil-attachment';
    const colorOnly = u === 'color-attachment' || u === 'storage';
    if ((fi.kind === 'depth' && colorOnly) || (fi.kind === 'color' && depthUse)) {
      throw new ValidationError('invalid-parameter', 'VUID-VkImageCreateInfo-imageCreateFormatFeatures-02260', command, `${format} does not support usage '${u}'`);
    }
  }
  const pitch = imagePitch(info.width, fi);
  const memory = device.gpu.memory;
  const colorBytes = Math.ceil((pitch * info.height * samples * fi.bytes) / 256) * 256;
  const compressed = fi.kind === 'color' && usesColorMetadata(device.chip.gfx, samples, usage.includes('color-attachment'), usage.includes('storage'));
  const metadataBytes = compressed ? colorMetadataBytes(info.width, info.height, samples) : 0;
  const address = withDeviceMemory(memory, command, () => memory.allocate(colorBytes + metadataBytes, 256));
  const metadata = compressed ? initColorMetadata(memory, address + colorBytes, info.width, info.height, samples) : undefined;
  return new Image(device, format, info.width, info.height, samples, new Set(usage), address, metadata);
}

/** A view of a whole image (one mip level, one layer: popsim images have no others). */
export class ImageView implements DeviceChild {
  constructor(readonly image: Image) {}
  get device(): DeviceContext {
    return this.image.device;
  }
  get format(): Format {
    return this.image.format;
  }
}

/**
 * Host readback of a whole image (a mapped linear image, as vkGetImageSubresourceLayout + vkMapMemory
 * give it): rows packed tightly, `width × samples × bytes` each, the samples of a pixel consecutive.
 * A compressed image reads as if decompressed and FMASK-expanded: sample s of a pixel is its
 * fragment's texel, or the clear colour in a fast-cleared tile (popsim's debugging view; Vulkan
 * cannot map such an image).
 */
export function readImage(device: DeviceContext, image: Image): Uint8Array {
  requireSameDevice(device, image, 'image', 'VUID-vkMapMemory-memory-parent', 'readImage');
  const memory = device.gpu.memory;
  const s = image.surface;
  const rowBytes = s.width * s.samples * s.bytesPerSample;
  const out = new Uint8Array(rowBytes * s.height);
  const fmask = image.metadata?.fmask;
  if (fmask === undefined) {
    for (let y = 0; y < s.height; y++) out.set(memory.readBytes(sampleAddress(s, 0, y, 0, 0), rowBytes), y * rowBytes);
    return out;
  }
  const cmask = image.metadata!.cmask;
  const clear = new Uint8Array(new Uint32Array(image.clearWords).buffer).subarray(0, s.bytesPerSample);
  for (let y = 0; y < s.height; y++) {
    for (let x = 0; x < s.width; x++) {
      const bit = cmaskNibbleBit(cmask, x, y, 0);
      if (((memory.readBytes(cmask.base + (bit >> 3), 1)[0]! >> (bit & 7)) & 0xf) === CMASK_FAST_CLEARED) {
        for (let sample = 0; sample < s.samples; sample++) out.set(clear, ((y * s.width + x) * s.samples + sample) * s.bytesPerSample);
        continue;
      }
      const stored = memory.readBytes(sampleAddress(fmask, x, y, 0, 0), fmask.bytesPerSample);
      const fetch = fmaskFetch(s.samples, stored.reduce((v, b, i) => v + b * 2 ** (8 * i), 0));
      for (let sample = 0; sample < s.samples; sample++) {
        out.set(memory.readBytes(sampleAddress(s, x, y, 0, fmaskFragmentOf(fetch, sample)), s.bytesPerSample), ((y * s.width + x) * s.samples + sample) * s.bytesPerSample);
      }
    }
  }
  return out;
}

export function createImageView(device: DeviceContext, image: Image): ImageView {
  requireSameDevice(device, image, 'image', 'VUID-VkImageViewCreateInfo-image-parameter', 'vkCreateImageView');
  return new ImageView(image);
}
