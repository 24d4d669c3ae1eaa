/**
 * Images (2D, optionally multisampled) and image views, placed in GPU memory
 * with the linear layout the GPU model uses (docs/gpu_rb.md "Surfaces"): rows
 * of `pitch` texels aligned to 256 bytes, the samples of a pixel consecutive.
 */
import type { GpuMemory } from '../gpu/index.js';
import type { SurfaceLayout } from '../amd/surface_layout.js';
import { linearPitch, sampleAddress } from '../amd/surface_layout.js';
import { formatInfo, isFormat, type Format, type FormatInfo } from './formats.js';
import type { DeviceLimits, SampleCount } from './properties.js';
import { ValidationError } from './validation_error.js';

export type ImageUsage = 'transfer-src' | 'transfer-dst' | 'sampled' | 'storage' | 'color-attachment' | 'depth-stencil-attachment';

const USAGES: ReadonlySet<string> = new Set<ImageUsage>(['transfer-src', 'transfer-dst', 'sampled', 'storage', 'color-attachment', 'depth-stencil-attachment']);

export interface ImageCreateInfo {
  readonly format: Format;
  readonly width: number;
  readonly height: number;
  readonly samples?: SampleCount;
  readonly usage: readonly ImageUsage[];
}

export class Image {
  readonly info: FormatInfo;
  /** Row pitch in texels. */
  readonly pitch: number;
  readonly sizeBytes: number;

  constructor(
    readonly format: Format,
    readonly width: number,
    readonly height: number,
    readonly samples: SampleCount,
    readonly usage: ReadonlySet<ImageUsage>,
    readonly address: number,
  ) {
    this.info = formatInfo(format);
    this.pitch = imagePitch(width, this.info);
    this.sizeBytes = this.pitch * height * samples * this.info.bytes;
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

export function createImage(memory: GpuMemory, limits: DeviceLimits, info: ImageCreateInfo): Image {
  const cmd = 'vkCreateImage';
  if (!isFormat(info.format)) throw new ValidationError('invalid-parameter', 'VUID-VkImageCreateInfo-format-parameter', cmd, `unsupported format '${String(info.format)}'`);
  const max = limits.maxImageDimension2D;
  for (const [name, v] of [['width', info.width], ['height', info.height]] as const) {
    if (!Number.isInteger(v) || v <= 0 || v > max) {
      throw new ValidationError('invalid-parameter', `VUID-VkImageCreateInfo-extent-00944`, cmd, `${name} ${v} must be in [1, ${max}]`);
    }
  }
  const samples = info.samples ?? 1;
  const fi = formatInfo(info.format);
  const allowed = fi.kind === 'depth' ? limits.framebufferDepthSampleCounts : limits.framebufferColorSampleCounts;
  if (!allowed.includes(samples)) {
    throw new ValidationError('invalid-parameter', 'VUID-VkImageCreateInfo-samples-02258', cmd, `${samples} samples is not one of ${allowed.join(', ')}`);
  }
  if (info.usage.length === 0) throw new ValidationError('invalid-parameter', 'VUID-VkImageCreateInfo-usage-requiredbitmask', cmd, 'usage must not be empty');
  for (const u of info.usage) {
    if (!USAGES.has(u)) throw new ValidationError('invalid-parameter', 'VUID-VkImageCreateInfo-usage-parameter', cmd, `unknown usage '${String(u)}'`);
    const depthUse = u === 'depth-stencil-attachment';
    const colorOnly = u === 'color-attachment' || u === 'storage';
    if ((fi.kind === 'depth' && colorOnly) || (fi.kind === 'color' && depthUse)) {
      throw new ValidationError('invalid-parameter', 'VUID-VkImageCreateInfo-imageCreateFormatFeatures-02260', cmd, `${info.format} does not support usage '${u}'`);
    }
  }
  const pitch = imagePitch(info.width, fi);
  const address = memory.allocate(pitch * info.height * samples * fi.bytes, 256);
  return new Image(info.format, info.width, info.height, samples, new Set(info.usage), address);
}

/** A view of a whole image (one mip level, one layer: popsim images have no others). */
export class ImageView {
  constructor(readonly image: Image) {}
  get format(): Format {
    return this.image.format;
  }
}

/**
 * Host readback of a whole image (a mapped linear image, as vkGetImageSubresourceLayout + vkMapMemory
 * give it): rows packed tightly, `width × samples × bytes` each, the samples of a pixel consecutive.
 */
export function readImage(memory: GpuMemory, image: Image): Uint8Array {
  const s = image.surface;
  const rowBytes = s.width * s.samples * s.bytesPerSample;
  const out = new Uint8Array(rowBytes * s.height);
  for (let y = 0; y < s.height; y++) out.set(memory.readBytes(sampleAddress(s, 0, y, 0, 0), rowBytes), y * rowBytes);
  return out;
}

export function createImageView(image: Image): ImageView {
  return new ImageView(image);
}
