/**
 * Command buffers: recording with validation-layer checks into the driver's
 * recorded form (src/driver/recorded_commands.ts). The driver records each
 * draw's register state at once (driver/draw_recording.ts, so
 * `debugRegisterDump` can show it); PM4, host vertex processing and uploads
 * happen at queue submit.
 */
import type { GfxLevel } from '../isa/gfx_level.js';
import { fullBarrier } from '../driver/barriers.js';
import { recordDraw, type DrawCall } from '../driver/draw_recording.js';
import type { Rect2D, Viewport } from '../driver/dynamic_regs.js';
import type { NamedRegWrite } from '../driver/reg_fields.js';
import { packTexel, texelDwords, type TexelFormat } from '../amd/formats/texel_formats.js';
import { layoutTransition, metadataInitCommands, type ImageLayout } from '../driver/color_metadata.js';
import { MetaPasses } from '../driver/meta/meta_passes.js';
import type { RecordedCommand } from '../driver/recorded_commands.js';
import type { Buffer } from './buffer.js';
import { checkClearColor, checkRenderArea, checkScissor, checkViewport, requireUint32, type ClearColor, type RenderArea } from './command_parameters.js';
import type { DescriptorSet } from './descriptor_set.js';
import { requireSameDevice } from './device_child.js';
import type { DeviceContext } from './device_context.js';
import type { ApiEnum } from './enum_tables.js';
import type { GraphicsPipeline } from './graphics_pipeline.js';
import type { Image, ImageView } from './image.js';
import { requireArray, requireEnum, requireFinite, requireInteger, requireStruct, type ParamSite } from './parameter_checks.js';
import type { PipelineLayout } from './pipeline_layout.js';
import { ValidationError } from './validation_error.js';

export type { ClearColor } from './command_parameters.js';

type LoadOp = ApiEnum<'loadOp'>;

export interface RenderingColorAttachment {
  readonly view: ImageView;
  readonly loadOp?: LoadOp;
  readonly clearValue?: ClearColor;
}

export interface RenderingDepthAttachment {
  readonly view: ImageView;
  readonly loadOp?: LoadOp;
  readonly clearDepth?: number;
}

export interface RenderingInfo {
  readonly renderArea: RenderArea;
  readonly colorAttachments?: readonly RenderingColorAttachment[];
  readonly depthAttachment?: RenderingDepthAttachment;
}

export type IndexTypeName = ApiEnum<'indexType'>;

interface RenderingState {
  readonly colors: readonly Image[];
  readonly depth: Image | undefined;
  readonly area: RenderArea;
}

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

function clearChannels(c: ClearColor): Uint32Array {
  const out = new Uint32Array(4);
  if ('float' in c) {
    for (let i = 0; i < 4; i++) {
      F32[0] = c.float[i] ?? 0;
      out[i] = U32[0]!;
    }
  } else for (let i = 0; i < 4; i++) out[i] = (c.uint[i] ?? 0) >>> 0;
  return out;
}

/**
 * A clear of a colour image to `value` (clearChannels). A compressed image whose texel fits
 * CB_COLORn_CLEAR_WORD0/1 is fast cleared (CMASK only, M4; radv_fast_clear_color) and keeps the
 * packed texel for later draws; any other is filled sample by sample, a compressed one's FMASK reset
 * to 0 with it (every sample then uses fragment 0).
 */
function clearCommands(device: DeviceContext, image: Image, format: TexelFormat, value: Uint32Array): RecordedCommand[] {
  const m = image.metadata;
  if (m !== undefined && texelDwords(format) <= 2) {
    const texel = new Uint32Array(2);
    packTexel(format, value, texel, 0);
    image.clearWords = [texel[0]!, texel[1]!];
    return device.meta.fastClear(image.metaImage);
  }
  return [{ kind: 'fill-texels', surface: image.surface, format, value, ...(m ? { fmask: m.fmask } : {}) }];
}

/** One image's layout transition in a barrier (VkImageMemoryBarrier: whole image, one queue). */
export interface ImageBarrier {
  readonly image: Image;
  readonly oldLayout: ImageLayout;
  readonly newLayout: ImageLayout;
}

export interface PipelineBarrierInfo {
  readonly imageBarriers?: readonly ImageBarrier[];
}

export class CommandBuffer {
  private state: 'initial' | 'recording' | 'executable' = 'initial';
  private commands: RecordedCommand[] = [];
  private draws: (readonly NamedRegWrite[])[] = [];
  private rendering: RenderingState | undefined;
  private pipeline: GraphicsPipeline | undefined;
  private readonly sets = new Map<number, { set: DescriptorSet; layout: PipelineLayout }>();
  private readonly push = new Uint8Array(256);
  private pushSize = 0;
  private readonly vertexBuffers = new Map<number, { buffer: Buffer; offset: number }>();
  private indexBuffer: { buffer: Buffer; offset: number; type: IndexTypeName } | undefined;
  private viewport: Viewport | undefined;
  private scissor: Rect2D | undefined;

  constructor(readonly device: DeviceContext) {}

  get gfx(): GfxLevel {
    return this.device.chip.gfx;
  }

  /** Recorded commands, for the queue. Throws unless the buffer is executable. */
  recorded(command: string): readonly RecordedCommand[] {
    if (this.state !== 'executable') throw new ValidationError('bad-state', 'VUID-VkSubmitInfo-pCommandBuffers-00072', command, 'the command buffer is not in the executable state (call end())');
    return this.commands;
  }

  /** Register writes of each recorded draw, in order (for debugRegisterDump / `popsim regs`). */
  drawRegisterWrites(): readonly (readonly NamedRegWrite[])[] {
    return this.draws;
  }

  begin(): this {
    if (this.state === 'recording') throw new ValidationError('bad-state', 'VUID-vkBeginCommandBuffer-commandBuffer-00049', 'vkBeginCommandBuffer', 'the command buffer is already recording');
    this.state = 'recording';
    this.commands = [];
    this.draws = [];
    this.rendering = undefined;
    this.pipeline = undefined;
    this.sets.clear();
    this.vertexBuffers.clear();
    this.indexBuffer = undefined;
    this.viewport = undefined;
    this.scissor = undefined;
    this.pushSize = 0;
    return this;
  }

  end(): this {
    this.requireRecording('vkEndCommandBuffer', 'VUID-vkEndCommandBuffer-commandBuffer-00059');
    if (this.rendering) throw new ValidationError('bad-state', 'VUID-vkEndCommandBuffer-None-06281', 'vkEndCommandBuffer', 'dynamic rendering is still active (call endRendering())');
    this.state = 'executable';
    return this;
  }

  beginRendering(info: RenderingInfo): this {
    const cmd = 'vkCmdBeginRendering';
    this.requireRecording(cmd, 'VUID-vkCmdBeginRendering-commandBuffer-recording');
    if (this.rendering) throw new ValidationError('bad-state', 'VUID-vkCmdBeginRendering-None-06100', cmd, 'rendering is already active');
    const limits = this.device.physicalDevice.properties.limits;
    requireStruct(info, ['renderArea', 'colorAttachments', 'depthAttachment'], { command: cmd, struct: 'VkRenderingInfo', member: 'pRenderingInfo' });
    const area = checkRenderArea(limits, info.renderArea, cmd);
    const colorList = requireArray(info.colorAttachments ?? [], { command: cmd, struct: 'VkRenderingInfo', member: 'pColorAttachments' }) as readonly RenderingColorAttachment[];
    if (colorList.length > limits.maxColorAttachments) {
      throw new ValidationError('invalid-parameter', 'VUID-VkRenderingInfo-colorAttachmentCount-06106', cmd, `${colorList.length} colour attachments; maxColorAttachments is ${limits.maxColorAttachments}`);
    }
    // Commands are recorded only once the whole call is valid.
    const clears: RecordedCommand[] = [];
    const colors = colorList.map((a) => {
      const img = this.attachmentImage(a, ['view', 'loadOp', 'clearValue'], cmd);
      img.requireUsage('color-attachment', 'VUID-VkRenderingInfo-colorAttachmentCount-06087', cmd);
      this.checkArea(img, area, cmd);
      if (a.loadOp === 'clear') {
        if (img.info.kind !== 'color') throw new Error('colour attachments are colour images');
        const value = checkClearColor(a.clearValue ?? { float: [0, 0, 0, 0] }, cmd, 'clearValue');
        clears.push(...clearCommands(this.device, img, img.info.texel, clearChannels(value)));
      }
      return img;
    });
    const d = info.depthAttachment;
    const depth = d === undefined ? undefined : this.attachmentImage(d, ['view', 'loadOp', 'clearDepth'], cmd);
    if (d && depth) {
      depth.requireUsage('depth-stencil-attachment', 'VUID-VkRenderingInfo-pDepthAttachment-06088', cmd);
      this.checkArea(depth, area, cmd);
      if (d.loadOp === 'clear' && depth.info.kind === 'depth') {
        const clearDepth = requireFinite(d.clearDepth ?? 1, { command: cmd, struct: 'VkClearDepthStencilValue', member: 'depth' }, { min: 0, max: 1, vuid: 'VUID-VkClearDepthStencilValue-depth-00022' });
        clears.push({ kind: 'fill-depth', surface: depth.surface, format: depth.info.depth, depth: clearDepth });
      }
    }
    const samples = new Set([...colors, ...(depth ? [depth] : [])].map((img) => img.samples));
    if (samples.size > 1) throw new ValidationError('draw-state-mismatch', 'VUID-VkRenderingInfo-multisampledRenderToSingleSampled-06857', cmd, `attachments have different sample counts: ${[...samples].join(', ')}`);
    this.commands.push(...clears);
    this.rendering = { colors, depth, area };
    return this;
  }

  endRendering(): this {
    this.requireRecording('vkCmdEndRendering', 'VUID-vkCmdEndRendering-commandBuffer-recording');
    if (!this.rendering) throw new ValidationError('bad-state', 'VUID-vkCmdEndRendering-None-06161', 'vkCmdEndRendering', 'no rendering is active');
    this.rendering = undefined;
    return this;
  }

  bindPipeline(pipeline: GraphicsPipeline): this {
    this.requireRecording('vkCmdBindPipeline', 'VUID-vkCmdBindPipeline-commandBuffer-recording');
    requireSameDevice(this.device, pipeline, 'the pipeline', 'VUID-vkCmdBindPipeline-commonparent', 'vkCmdBindPipeline');
    this.pipeline = pipeline;
    return this;
  }

  bindDescriptorSets(layout: PipelineLayout, firstSet: number, sets: readonly DescriptorSet[]): this {
    const cmd = 'vkCmdBindDescriptorSets';
    this.requireRecording(cmd, 'VUID-vkCmdBindDescriptorSets-commandBuffer-recording');
    requireSameDevice(this.device, layout, 'layout', 'VUID-vkCmdBindDescriptorSets-commonparent', cmd);
    requireUint32(firstSet, cmd, 'firstSet');
    const list = requireArray(sets, { command: cmd, struct: cmd, member: 'pDescriptorSets' }) as readonly DescriptorSet[];
    list.forEach((set, i) => requireSameDevice(this.device, set, `pDescriptorSets[${i}]`, 'VUID-vkCmdBindDescriptorSets-commonparent', cmd));
    if (firstSet + list.length > layout.setLayouts.length) {
      throw new ValidationError('out-of-range', 'VUID-vkCmdBindDescriptorSets-firstSet-00360', cmd, `sets [${firstSet}, ${firstSet + list.length}) exceed the layout's ${layout.setLayouts.length} set layouts`);
    }
    list.forEach((set, i) => {
      const index = firstSet + i;
      if (layout.setLayouts[index] !== set.layout) {
        throw new ValidationError('binding-mismatch', 'VUID-vkCmdBindDescriptorSets-pDescriptorSets-00358', cmd, `set ${index} was allocated with a different layout than the pipeline layout's set ${index}`);
      }
      this.sets.set(index, { set, layout });
    });
    return this;
  }

  pushConstants(layout: PipelineLayout, offset: number, data: ArrayBufferView): this {
    const cmd = 'vkCmdPushConstants';
    this.requireRecording(cmd, 'VUID-vkCmdPushConstants-commandBuffer-recording');
    requireSameDevice(this.device, layout, 'layout', 'VUID-vkCmdPushConstants-commonparent', cmd);
    requireUint32(offset, cmd, 'offset');
    if (!ArrayBuffer.isView(data)) throw new ValidationError('invalid-parameter', 'popsim-vkCmdPushConstants-pValues', cmd, 'pValues is not a typed array or DataView');
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    if (bytes.length === 0) throw new ValidationError('invalid-parameter', 'VUID-vkCmdPushConstants-size-arraylength', cmd, 'size must be greater than 0');
    if (offset % 4 !== 0 || bytes.length % 4 !== 0 || !layout.coversPushConstants(offset, bytes.length)) {
      throw new ValidationError('out-of-range', 'VUID-vkCmdPushConstants-offset-01795', cmd, `bytes [${offset}, ${offset + bytes.length}) are not inside one push-constant range of the layout`);
    }
    this.push.set(bytes, offset);
    this.pushSize = Math.max(this.pushSize, offset + bytes.length);
    return this;
  }

  bindVertexBuffers(firstBinding: number, buffers: readonly { readonly buffer: Buffer; readonly offset?: number }[]): this {
    const cmd = 'vkCmdBindVertexBuffers';
    this.requireRecording(cmd, 'VUID-vkCmdBindVertexBuffers-commandBuffer-recording');
    const max = this.device.physicalDevice.properties.limits.maxVertexInputBindings;
    requireInteger(firstBinding, { command: cmd, struct: cmd, member: 'firstBinding' }, { max: max - 1, vuid: 'VUID-vkCmdBindVertexBuffers-firstBinding-00624' });
    const list = requireArray(buffers, { command: cmd, struct: cmd, member: 'pBuffers' }) as readonly { readonly buffer: Buffer; readonly offset?: number }[];
    if (firstBinding + list.length > max) {
      throw new ValidationError('out-of-range', 'VUID-vkCmdBindVertexBuffers-firstBinding-00625', cmd, `bindings [${firstBinding}, ${firstBinding + list.length}) exceed maxVertexInputBindings ${max}`);
    }
    const bound = list.map((b, i) => {
      requireStruct(b, ['buffer', 'offset'], { command: cmd, struct: cmd, member: `pBuffers[${i}]` });
      requireSameDevice(this.device, b.buffer, `pBuffers[${i}]`, 'VUID-vkCmdBindVertexBuffers-commonparent', cmd);
      b.buffer.requireUsage('vertex', 'VUID-vkCmdBindVertexBuffers-pBuffers-00627', cmd);
      const offset = b.offset ?? 0;
      b.buffer.requireRange(offset, 0, 'VUID-vkCmdBindVertexBuffers-pOffsets-00626', cmd);
      return { buffer: b.buffer, offset };
    });
    bound.forEach((b, i) => this.vertexBuffers.set(firstBinding + i, b));
    return this;
  }

  bindIndexBuffer(buffer: Buffer, offset: number, type: IndexTypeName): this {
    const cmd = 'vkCmdBindIndexBuffer';
    this.requireRecording(cmd, 'VUID-vkCmdBindIndexBuffer-commandBuffer-recording');
    requireSameDevice(this.device, buffer, 'buffer', 'VUID-vkCmdBindIndexBuffer-commonparent', cmd);
    requireEnum('indexType', type, { command: cmd, struct: cmd, member: 'indexType' });
    buffer.requireUsage('index', 'VUID-vkCmdBindIndexBuffer-buffer-08784', cmd);
    requireUint32(offset, cmd, 'offset');
    const size = type === 'uint16' ? 2 : 4;
    if (offset % size !== 0) throw new ValidationError('invalid-parameter', 'VUID-vkCmdBindIndexBuffer-offset-08783', cmd, `offset ${offset} is not a multiple of the ${size}-byte index`);
    buffer.requireRange(offset, 0, 'VUID-vkCmdBindIndexBuffer-offset-08782', cmd);
    this.indexBuffer = { buffer, offset, type };
    return this;
  }

  setViewport(viewport: Viewport): this {
    this.requireRecording('vkCmdSetViewport', 'VUID-vkCmdSetViewport-commandBuffer-recording');
    this.viewport = { ...checkViewport(this.device.physicalDevice.properties.limits, viewport, 'vkCmdSetViewport') };
    return this;
  }

  setScissor(scissor: Rect2D): this {
    this.requireRecording('vkCmdSetScissor', 'VUID-vkCmdSetScissor-commandBuffer-recording');
    this.scissor = { ...checkScissor(scissor, 'vkCmdSetScissor') };
    return this;
  }

  draw(vertexCount: number, instanceCount = 1, firstVertex = 0, firstInstance = 0): this {
    const cmd = 'vkCmdDraw';
    for (const [member, value] of Object.entries({ vertexCount, instanceCount, firstVertex, firstInstance })) requireUint32(value, cmd, member);
    const p = this.drawPrologue(cmd);
    this.checkVertexRange(cmd, p, firstVertex + vertexCount, firstInstance + instanceCount, vertexCount > 0);
    this.recordDraw(p, { kind: 'auto', firstVertex, vertexCount }, firstInstance, instanceCount);
    return this;
  }

  drawIndexed(indexCount: number, instanceCount = 1, firstIndex = 0, vertexOffset = 0, firstInstance = 0): this {
    const cmd = 'vkCmdDrawIndexed';
    for (const [member, value] of Object.entries({ indexCount, instanceCount, firstIndex, firstInstance })) requireUint32(value, cmd, member);
    requireInteger(vertexOffset, { command: cmd, struct: cmd, member: 'vertexOffset' }, { min: -(2 ** 31), max: 2 ** 31 - 1 });
    const p = this.drawPrologue(cmd);
    const ib = this.indexBuffer;
    if (!ib) throw new ValidationError('bad-state', 'VUID-vkCmdDrawIndexed-None-07312', cmd, 'no index buffer is bound');
    const size = ib.type === 'uint16' ? 2 : 4;
    const end = ib.offset + (firstIndex + indexCount) * size;
    if (end > ib.buffer.size) {
      throw new ValidationError(
        'out-of-range',
        'VUID-vkCmdDrawIndexed-robustBufferAccess2-08798',
        cmd,
        `indices [${firstIndex}, ${firstIndex + indexCount}) read bytes up to ${end} of a ${ib.buffer.size}-byte index buffer (bound at offset ${ib.offset})`,
      );
    }
    this.checkVertexRange(cmd, p, 0, firstInstance + instanceCount, false);
    const indexAddress = ib.buffer.address + ib.offset + firstIndex * size;
    this.recordDraw(p, { kind: 'indexed', indexAddress, indexType: ib.type, indexCount, vertexOffset }, firstInstance, instanceCount);
    return this;
  }

  clearColorImage(image: Image, color: ClearColor): this {
    const cmd = 'vkCmdClearColorImage';
    this.requireOutsideRendering(cmd, 'VUID-vkCmdClearColorImage-renderpass');
    requireSameDevice(this.device, image, 'image', 'VUID-vkCmdClearColorImage-commonparent', cmd);
    checkClearColor(color, cmd, 'pColor');
    image.requireUsage('transfer-dst', 'VUID-vkCmdClearColorImage-image-00002', cmd);
    if (image.info.kind !== 'color') throw new ValidationError('invalid-parameter', 'VUID-vkCmdClearColorImage-image-00007', cmd, `${image.format} is not a colour format`);
    this.commands.push(...clearCommands(this.device, image, image.info.texel, clearChannels(color)));
    return this;
  }

  copyBuffer(src: Buffer, dst: Buffer, regions: readonly { readonly srcOffset?: number; readonly dstOffset?: number; readonly size: number }[]): this {
    const cmd = 'vkCmdCopyBuffer';
    this.requireOutsideRendering(cmd, 'VUID-vkCmdCopyBuffer-renderpass');
    requireSameDevice(this.device, src, 'srcBuffer', 'VUID-vkCmdCopyBuffer-commonparent', cmd);
    requireSameDevice(this.device, dst, 'dstBuffer', 'VUID-vkCmdCopyBuffer-commonparent', cmd);
    src.requireUsage('transfer-src', 'VUID-vkCmdCopyBuffer-srcBuffer-00118', cmd);
    dst.requireUsage('transfer-dst', 'VUID-vkCmdCopyBuffer-dstBuffer-00120', cmd);
    const list = requireArray(regions, { command: cmd, struct: cmd, member: 'pRegions' }) as typeof regions;
    if (list.length === 0) throw new ValidationError('invalid-parameter', 'VUID-vkCmdCopyBuffer-regionCount-arraylength', cmd, 'regionCount must be greater than 0');
    const copies = list.map((r) => {
      const site = (member: string): ParamSite => ({ command: cmd, struct: 'VkBufferCopy', member });
      requireStruct(r, ['srcOffset', 'dstOffset', 'size'], site('pRegions[]'));
      const size = requireInteger(r.size, site('size'), { min: 1, max: Number.MAX_SAFE_INTEGER, vuid: 'VUID-VkBufferCopy-size-01988' });
      const srcOffset = r.srcOffset ?? 0;
      const dstOffset = r.dstOffset ?? 0;
      src.requireRange(srcOffset, size, 'VUID-vkCmdCopyBuffer-srcOffset-00113', cmd);
      dst.requireRange(dstOffset, size, 'VUID-vkCmdCopyBuffer-dstOffset-00114', cmd);
      return { srcOffset, dstOffset, size };
    });
    if (src === dst) {
      for (const a of copies) {
        for (const b of copies) {
          if (a.srcOffset < b.dstOffset + b.size && b.dstOffset < a.srcOffset + a.size) {
            throw new ValidationError('out-of-range', 'VUID-vkCmdCopyBuffer-pRegions-00117', cmd, `source bytes [${a.srcOffset}, ${a.srcOffset + a.size}) overlap destination bytes [${b.dstOffset}, ${b.dstOffset + b.size}) of the same buffer`);
          }
        }
      }
    }
    this.commands.push(...copies.map((c): RecordedCommand => ({ kind: 'copy-buffer', src: src.address + c.srcOffset, dst: dst.address + c.dstOffset, size: c.size })));
    return this;
  }

  /** Whole-image copy; `bufferRowLength` in texels (0 = tightly packed). */
  copyBufferToImage(buffer: Buffer, image: Image, region: { readonly bufferOffset?: number; readonly bufferRowLength?: number } = {}): this {
    const cmd = 'vkCmdCopyBufferToImage';
    this.requireOutsideRendering(cmd, 'VUID-vkCmdCopyBufferToImage-renderpass');
    requireSameDevice(this.device, buffer, 'srcBuffer', 'VUID-vkCmdCopyBufferToImage-commonparent', cmd);
    requireSameDevice(this.device, image, 'dstImage', 'VUID-vkCmdCopyBufferToImage-commonparent', cmd);
    buffer.requireUsage('transfer-src', 'VUID-vkCmdCopyBufferToImage-srcBuffer-00174', cmd);
    image.requireUsage('transfer-dst', 'VUID-vkCmdCopyBufferToImage-dstImage-00177', cmd);
    const rowLength = this.checkImageCopy(cmd, buffer, image, region);
    this.commands.push({ kind: 'copy-buffer-to-image', buffer: buffer.address + (region.bufferOffset ?? 0), rowLength, surface: image.surface });
    return this;
  }

  copyImageToBuffer(image: Image, buffer: Buffer, region: { readonly bufferOffset?: number; readonly bufferRowLength?: number } = {}): this {
    const cmd = 'vkCmdCopyImageToBuffer';
    this.requireOutsideRendering(cmd, 'VUID-vkCmdCopyImageToBuffer-renderpass');
    requireSameDevice(this.device, image, 'srcImage', 'VUID-vkCmdCopyImageToBuffer-commonparent', cmd);
    requireSameDevice(this.device, buffer, 'dstBuffer', 'VUID-vkCmdCopyImageToBuffer-commonparent', cmd);
    image.requireUsage('transfer-src', 'VUID-vkCmdCopyImageToBuffer-srcImage-00186', cmd);
    buffer.requireUsage('transfer-dst', 'VUID-vkCmdCopyImageToBuffer-dstBuffer-00191', cmd);
    const rowLength = this.checkImageCopy(cmd, buffer, image, region);
    this.commands.push({ kind: 'copy-image-to-buffer', buffer: buffer.address + (region.bufferOffset ?? 0), rowLength, surface: image.surface });
    return this;
  }

  /**
   * A full memory barrier (the driver's fullBarrier: drain, then invalidate the shader caches) and
   * the layout transitions of `imageBarriers`: on a compressed MSAA image (GFX9–10.3) the driver
   * runs what RADV runs (driver/color_metadata.ts layoutTransition): metadata initialisation from
   * 'undefined', FMASK decompress when leaving full compression, FMASK expand when entering
   * 'general' (docs/msaa.md).
   */
  pipelineBarrier(info: PipelineBarrierInfo = {}): this {
    const cmd = 'vkCmdPipelineBarrier';
    this.requireRecording(cmd, 'VUID-vkCmdPipelineBarrier-commandBuffer-recording');
    this.requireOutsideRendering(cmd, 'popsim-vkCmdPipelineBarrier-rendering');
    requireStruct(info, ['imageBarriers'], { command: cmd, struct: 'vkCmdPipelineBarrier', member: 'info' });
    const work: RecordedCommand[] = [];
    for (const b of requireArray(info.imageBarriers ?? [], { command: cmd, struct: 'vkCmdPipelineBarrier', member: 'pImageMemoryBarriers' }) as readonly ImageBarrier[]) {
      const site = (member: string) => ({ command: cmd, struct: 'VkImageMemoryBarrier', member });
      requireStruct(b, ['image', 'oldLayout', 'newLayout'], site('pImageMemoryBarriers[]'));
      requireSameDevice(this.device, b.image, 'image', 'VUID-vkCmdPipelineBarrier-pImageMemoryBarriers-parameter', cmd);
      const oldLayout = requireEnum('imageLayout', b.oldLayout, site('oldLayout'));
      const newLayout = requireEnum('imageLayout', b.newLayout, site('newLayout'));
      if (newLayout === 'undefined') throw new ValidationError('invalid-parameter', 'VUID-VkImageMemoryBarrier-newLayout-01198', cmd, "newLayout must not be 'undefined'");
      const m = b.image.metadata;
      if (m === undefined) continue;
      const image = b.image.metaImage;
      switch (layoutTransition(oldLayout, newLayout)) {
        case 'init':
          work.push(...metadataInitCommands(m, b.image.samples));
          break;
        case 'decompress':
          work.push(...this.device.meta.fmaskDecompress(image));
          break;
        case 'expand':
          work.push(...this.device.meta.fmaskExpand(image));
          break;
        case 'none':
          break;
      }
    }
    this.commands.push(fullBarrier(this.gfx), ...work);
    return this;
  }

  /**
   * vkCmdResolveImage of the whole of `src` (multisampled) into `dst` (one sample, same format and
   * size): RADV's CB resolve on GFX9–10.3 after FMASK decompress, its fragment-shader resolve on
   * GFX11 (radv_meta_resolve.c; driver/meta/meta_passes.ts).
   */
  resolveImage(src: Image, dst: Image): this {
    const cmd = 'vkCmdResolveImage';
    this.requireRecording(cmd, 'VUID-vkCmdResolveImage-commandBuffer-recording');
    this.requireOutsideRendering(cmd, 'VUID-vkCmdResolveImage-renderpass');
    requireSameDevice(this.device, src, 'srcImage', 'VUID-vkCmdResolveImage-commonparent', cmd);
    requireSameDevice(this.device, dst, 'dstImage', 'VUID-vkCmdResolveImage-commonparent', cmd);
    if (src.samples === 1) throw new ValidationError('invalid-parameter', 'VUID-vkCmdResolveImage-srcImage-00257', cmd, 'srcImage has one sample');
    if (dst.samples !== 1) throw new ValidationError('invalid-parameter', 'VUID-vkCmdResolveImage-dstImage-00259', cmd, `dstImage has ${dst.samples} samples`);
    if (src.format !== dst.format) throw new ValidationError('invalid-parameter', 'VUID-vkCmdResolveImage-srcImage-01386', cmd, `formats differ: ${src.format} -> ${dst.format}`);
    if (src.info.kind !== 'color') throw new ValidationError('invalid-parameter', 'VUID-vkCmdResolveImage-srcImage-06762', cmd, `${src.format} is not a colour format`);
    if (src.width !== dst.width || src.height !== dst.height) {
      throw new ValidationError('invalid-parameter', 'VUID-vkCmdResolveImage-pRegions-00270', cmd, `popsim resolves whole images of one size: ${src.width}x${src.height} -> ${dst.width}x${dst.height}`);
    }
    src.requireUsage('transfer-src', 'VUID-vkCmdResolveImage-srcImage-06762', cmd);
    dst.requireUsage('transfer-dst', 'VUID-vkCmdResolveImage-dstImage-06764', cmd);
    this.commands.push(fullBarrier(this.gfx), ...this.device.meta.resolve(src.metaImage, dst.metaImage));
    return this;
  }

  // ---- helpers ----

  private requireRecording(cmd: string, vuid: string): void {
    if (this.state !== 'recording') throw new ValidationError('bad-state', vuid, cmd, 'the command buffer is not recording (call begin())');
  }

  private requireOutsideRendering(cmd: string, vuid: string): void {
    this.requireRecording(cmd, `${cmd.replace('vkCmd', 'VUID-vkCmd')}-commandBuffer-recording`);
    if (this.rendering) throw new ValidationError('bad-state', vuid, cmd, 'must be recorded outside dynamic rendering');
  }

  /** The image of a rendering attachment: the structure, the view's device, the load op. */
  private attachmentImage(a: RenderingColorAttachment | RenderingDepthAttachment, members: readonly string[], cmd: string): Image {
    const site = (member: string): ParamSite => ({ command: cmd, struct: 'VkRenderingAttachmentInfo', member });
    requireStruct(a, members, site('pAttachment'));
    requireSameDevice(this.device, a.view, 'imageView', 'VUID-VkRenderingAttachmentInfo-commonparent', cmd);
    if (a.loadOp !== undefined) requireEnum('loadOp', a.loadOp, site('loadOp'));
    return a.view.image;
  }

  private checkArea(img: Image, area: RenderArea, cmd: string): void {
    if (area.width > img.width || area.height > img.height) {
      const vuid = area.width > img.width ? 'VUID-VkRenderingInfo-pNext-06079' : 'VUID-VkRenderingInfo-pNext-06080';
      throw new ValidationError('out-of-range', vuid, cmd, `render area ${area.width}x${area.height} exceeds the ${img.width}x${img.height} attachment`);
    }
  }

  private checkImageCopy(cmd: string, buffer: Buffer, image: Image, region: { readonly bufferOffset?: number; readonly bufferRowLength?: number }): number {
    const imageParam = cmd.includes('ToImage') ? 'dstImage' : 'srcImage';
    if (image.samples !== 1) throw new ValidationError('invalid-parameter', `VUID-${cmd}-${imageParam}-07973`, cmd, 'multisample images cannot be copied through a buffer');
    requireStruct(region, ['bufferOffset', 'bufferRowLength'], { command: cmd, struct: 'VkBufferImageCopy', member: 'pRegions[0]' });
    const bufferOffset = requireUint32(region.bufferOffset ?? 0, cmd, 'bufferOffset');
    if (bufferOffset % image.info.bytes !== 0) {
      throw new ValidationError('invalid-parameter', `VUID-${cmd}-${imageParam}-07975`, cmd, `bufferOffset ${bufferOffset} is not a multiple of the ${image.info.bytes}-byte texel`);
    }
    const rowLength = requireUint32(region.bufferRowLength ?? 0, cmd, 'bufferRowLength') || image.width;
    if (rowLength < image.width) throw new ValidationError('invalid-parameter', 'VUID-VkBufferImageCopy-bufferRowLength-09101', cmd, `bufferRowLength ${rowLength} < width ${image.width}`);
    const bytes = ((image.height - 1) * rowLength + image.width) * image.info.bytes;
    buffer.requireRange(region.bufferOffset ?? 0, bytes, `VUID-${cmd}-pRegions-00171`, cmd);
    return rowLength;
  }

  private drawPrologue(cmd: string): GraphicsPipeline {
    this.requireRecording(cmd, `VUID-${cmd}-commandBuffer-recording`);
    if (!this.rendering) throw new ValidationError('bad-state', `VUID-${cmd}-renderpass`, cmd, 'draws must be recorded inside beginRendering/endRendering');
    const p = this.pipeline;
    if (!p) throw new ValidationError('bad-state', `VUID-${cmd}-None-08606`, cmd, 'no graphics pipeline is bound');
    const s = p.built.state;
    const r = this.rendering;
    const formats = r.colors.map((img) => (img.info.kind === 'color' ? img.info.texel : undefined));
    if (formats.length !== s.colorFormats.length || formats.some((f, i) => f !== s.colorFormats[i])) {
      throw new ValidationError('draw-state-mismatch', `VUID-${cmd}-colorAttachmentCount-06180`, cmd, `the rendering's colour formats [${formats.join(', ')}] differ from the pipeline's [${s.colorFormats.join(', ')}]`);
    }
    const depthFormat = r.depth?.info.kind === 'depth' ? r.depth.info.depth : undefined;
    if (depthFormat !== s.depthFormat) {
      throw new ValidationError('draw-state-mismatch', `VUID-${cmd}-dynamicRenderingUnusedAttachments-08914`, cmd, `the rendering's depth format ${depthFormat ?? 'none'} differs from the pipeline's ${s.depthFormat ?? 'none'}`);
    }
    const attachmentSamples = [...r.colors, ...(r.depth ? [r.depth] : [])].map((img) => img.samples);
    if (attachmentSamples.some((n) => n !== s.samples)) {
      throw new ValidationError('draw-state-mismatch', `VUID-${cmd}-multisampledRenderToSingleSampled-07285`, cmd, `the pipeline rasterizes ${s.samples} samples but the attachments have ${attachmentSamples.join(', ')}`);
    }
    for (const res of [p.built.vertex.info, p.built.fragment.info]) {
      for (const u of res.resources) {
        const bound = this.sets.get(u.set);
        if (!bound || p.layout.setLayouts[u.set] !== bound.set.layout) {
          throw new ValidationError('draw-state-mismatch', `VUID-${cmd}-None-08600`, cmd, `descriptor set ${u.set}, used by the pipeline (binding ${u.binding}), is not bound compatibly with the pipeline layout`);
        }
        if (!bound.set.written.has(u.binding)) {
          throw new ValidationError('draw-state-mismatch', `VUID-${cmd}-None-08114`, cmd, `set ${u.set} binding ${u.binding} is used by the pipeline but was never written`);
        }
      }
      if (res.pushConstantBytes > this.pushSize) {
        throw new ValidationError('draw-state-mismatch', `VUID-${cmd}-maintenance4-08602`, cmd, `the pipeline reads push constants up to byte ${res.pushConstantBytes}, only ${this.pushSize} were pushed`);
      }
    }
    for (const b of p.vertexBindings) {
      if (!this.vertexBuffers.has(b.binding)) throw new ValidationError('draw-state-mismatch', `VUID-${cmd}-None-04007`, cmd, `vertex binding ${b.binding} has no bound vertex buffer`);
    }
    return p;
  }

  /** Out-of-range draw: attribute reads past a vertex buffer (without robustBufferAccess this is undefined behaviour). */
  private checkVertexRange(cmd: string, p: GraphicsPipeline, vertexEnd: number, instanceEnd: number, checkVertexRate: boolean): void {
    for (const a of p.vertexAttributes) {
      const b = p.vertexBindings.find((x) => x.binding === a.binding)!;
      if (b.inputRate === 'vertex' && !checkVertexRate) continue;
      const count = b.inputRate === 'vertex' ? vertexEnd : instanceEnd;
      if (count === 0) continue;
      const vb = this.vertexBuffers.get(a.binding)!;
      const end = vb.offset + (count - 1) * b.stride + a.offset + 4 * a.components;
      if (end > vb.buffer.size) {
        throw new ValidationError(
          'out-of-range',
          `VUID-${cmd}-None-02721`,
          cmd,
          `attribute location ${a.location} of ${b.inputRate} ${count - 1} reads up to byte ${end} of vertex buffer binding ${a.binding} (${vb.buffer.size} bytes)`,
        );
      }
    }
  }

  private recordDraw(p: GraphicsPipeline, call: DrawCall, firstInstance: number, instanceCount: number): void {
    const r = this.rendering!;
    const command = recordDraw({
      chip: this.device.chip,
      pipeline: p.built,
      colors: r.colors.map((img) => MetaPasses.target(img.metaImage)),
      depth:
        r.depth && r.depth.info.kind === 'depth'
          ? { address: r.depth.address, format: r.depth.info.depth, width: r.depth.width, height: r.depth.height, samples: r.depth.samples }
          : undefined,
      renderArea: r.area,
      // popsim convenience (docs/api.md): without setViewport/setScissor, both cover the render area.
      viewport: this.viewport ?? { x: 0, y: 0, width: r.area.width, height: r.area.height, minDepth: 0, maxDepth: 1 },
      scissor: this.scissor ?? { x: 0, y: 0, width: r.area.width, height: r.area.height },
      debug: this.device.debug,
      overrides: this.device.overrides,
      descriptorSets: new Map([...this.sets].map(([index, bound]) => [index, bound.set.address])),
      pushConstants: this.push.slice(0, this.pushSize),
      vertexBuffers: new Map([...this.vertexBuffers].map(([binding, vb]) => [binding, { address: vb.buffer.address + vb.offset, size: vb.buffer.size - vb.offset }])),
      call,
      firstInstance,
      instanceCount,
    });
    this.draws.push(command.regs);
    this.commands.push(command);
  }
}
