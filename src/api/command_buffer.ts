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
import type { RecordedCommand } from '../driver/recorded_commands.js';
import type { Buffer } from './buffer.js';
import type { DescriptorSet } from './descriptor_set.js';
import type { DeviceContext } from './device_context.js';
import type { GraphicsPipeline } from './graphics_pipeline.js';
import type { Image, ImageView } from './image.js';
import type { PipelineLayout } from './pipeline_layout.js';
import { ValidationError } from './validation_error.js';

/** Clear values: float channels (float and UNORM formats) or integer channels (UINT/SINT formats). */
export type ClearColor = { readonly float: readonly number[] } | { readonly uint: readonly number[] };

export interface RenderingColorAttachment {
  readonly view: ImageView;
  readonly loadOp?: 'load' | 'clear' | 'dont-care';
  readonly clearValue?: ClearColor;
}

export interface RenderingDepthAttachment {
  readonly view: ImageView;
  readonly loadOp?: 'load' | 'clear' | 'dont-care';
  readonly clearDepth?: number;
}

export interface RenderingInfo {
  readonly renderArea: { readonly width: number; readonly height: number };
  readonly colorAttachments?: readonly RenderingColorAttachment[];
  readonly depthAttachment?: RenderingDepthAttachment;
}

export type IndexTypeName = 'uint16' | 'uint32';

interface RenderingState {
  readonly colors: readonly Image[];
  readonly depth: Image | undefined;
  readonly area: { readonly width: number; readonly height: number };
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
    const colors: Image[] = [];
    const samples = new Set<number>();
    for (const a of info.colorAttachments ?? []) {
      const img = a.view.image;
      img.requireUsage('color-attachment', 'VUID-VkRenderingInfo-colorAttachmentCount-06087', cmd);
      this.checkArea(img, info.renderArea, cmd);
      samples.add(img.samples);
      colors.push(img);
      if (a.loadOp === 'clear') {
        if (img.info.kind !== 'color') throw new Error('colour attachments are colour images');
        this.commands.push({ kind: 'fill-texels', surface: img.surface, format: img.info.texel, value: clearChannels(a.clearValue ?? { float: [0, 0, 0, 0] }) });
      }
    }
    const d = info.depthAttachment;
    if (d) {
      const img = d.view.image;
      img.requireUsage('depth-stencil-attachment', 'VUID-VkRenderingInfo-pDepthAttachment-06088', cmd);
      this.checkArea(img, info.renderArea, cmd);
      samples.add(img.samples);
      if (d.loadOp === 'clear' && img.info.kind === 'depth') this.commands.push({ kind: 'fill-depth', surface: img.surface, format: img.info.depth, depth: d.clearDepth ?? 1 });
    }
    if (samples.size > 1) throw new ValidationError('draw-state-mismatch', 'VUID-VkRenderingInfo-multisampledRenderToSingleSampled-06857', cmd, `attachments have different sample counts: ${[...samples].join(', ')}`);
    this.rendering = { colors, depth: d?.view.image, area: info.renderArea };
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
    this.pipeline = pipeline;
    return this;
  }

  bindDescriptorSets(layout: PipelineLayout, firstSet: number, sets: readonly DescriptorSet[]): this {
    const cmd = 'vkCmdBindDescriptorSets';
    this.requireRecording(cmd, 'VUID-vkCmdBindDescriptorSets-commandBuffer-recording');
    sets.forEach((set, i) => {
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
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
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
    buffers.forEach((b, i) => {
      b.buffer.requireUsage('vertex', 'VUID-vkCmdBindVertexBuffers-pBuffers-00627', cmd);
      const offset = b.offset ?? 0;
      b.buffer.requireRange(offset, 0, 'VUID-vkCmdBindVertexBuffers-pOffsets-00626', cmd);
      this.vertexBuffers.set(firstBinding + i, { buffer: b.buffer, offset });
    });
    return this;
  }

  bindIndexBuffer(buffer: Buffer, offset: number, type: IndexTypeName): this {
    const cmd = 'vkCmdBindIndexBuffer';
    this.requireRecording(cmd, 'VUID-vkCmdBindIndexBuffer-commandBuffer-recording');
    buffer.requireUsage('index', 'VUID-vkCmdBindIndexBuffer-buffer-08784', cmd);
    const size = type === 'uint16' ? 2 : 4;
    if (offset % size !== 0) throw new ValidationError('invalid-parameter', 'VUID-vkCmdBindIndexBuffer-offset-08783', cmd, `offset ${offset} is not a multiple of the ${size}-byte index`);
    buffer.requireRange(offset, 0, 'VUID-vkCmdBindIndexBuffer-offset-08782', cmd);
    this.indexBuffer = { buffer, offset, type };
    return this;
  }

  setViewport(viewport: Viewport): this {
    this.requireRecording('vkCmdSetViewport', 'VUID-vkCmdSetViewport-commandBuffer-recording');
    if (viewport.width <= 0) throw new ValidationError('invalid-parameter', 'VUID-VkViewport-width-01770', 'vkCmdSetViewport', `width ${viewport.width} must be positive`);
    this.viewport = viewport;
    return this;
  }

  setScissor(scissor: Rect2D): this {
    this.requireRecording('vkCmdSetScissor', 'VUID-vkCmdSetScissor-commandBuffer-recording');
    if (scissor.x < 0 || scissor.y < 0) throw new ValidationError('invalid-parameter', 'VUID-vkCmdSetScissor-x-00595', 'vkCmdSetScissor', 'scissor offsets must not be negative');
    this.scissor = scissor;
    return this;
  }

  draw(vertexCount: number, instanceCount = 1, firstVertex = 0, firstInstance = 0): this {
    const cmd = 'vkCmdDraw';
    const p = this.drawPrologue(cmd);
    this.checkVertexRange(cmd, p, firstVertex + vertexCount, firstInstance + instanceCount, vertexCount > 0);
    this.recordDraw(p, { kind: 'auto', firstVertex, vertexCount }, firstInstance, instanceCount);
    return this;
  }

  drawIndexed(indexCount: number, instanceCount = 1, firstIndex = 0, vertexOffset = 0, firstInstance = 0): this {
    const cmd = 'vkCmdDrawIndexed';
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
    image.requireUsage('transfer-dst', 'VUID-vkCmdClearColorImage-image-00002', cmd);
    if (image.info.kind !== 'color') throw new ValidationError('invalid-parameter', 'VUID-vkCmdClearColorImage-image-00007', cmd, `${image.format} is not a colour format`);
    this.commands.push({ kind: 'fill-texels', surface: image.surface, format: image.info.texel, value: clearChannels(color) });
    return this;
  }

  copyBuffer(src: Buffer, dst: Buffer, regions: readonly { readonly srcOffset?: number; readonly dstOffset?: number; readonly size: number }[]): this {
    const cmd = 'vkCmdCopyBuffer';
    this.requireOutsideRendering(cmd, 'VUID-vkCmdCopyBuffer-renderpass');
    src.requireUsage('transfer-src', 'VUID-vkCmdCopyBuffer-srcBuffer-00118', cmd);
    dst.requireUsage('transfer-dst', 'VUID-vkCmdCopyBuffer-dstBuffer-00120', cmd);
    for (const r of regions) {
      src.requireRange(r.srcOffset ?? 0, r.size, 'VUID-vkCmdCopyBuffer-srcOffset-00113', cmd);
      dst.requireRange(r.dstOffset ?? 0, r.size, 'VUID-vkCmdCopyBuffer-dstOffset-00114', cmd);
      this.commands.push({ kind: 'copy-buffer', src: src.address + (r.srcOffset ?? 0), dst: dst.address + (r.dstOffset ?? 0), size: r.size });
    }
    return this;
  }

  /** Whole-image copy; `bufferRowLength` in texels (0 = tightly packed). */
  copyBufferToImage(buffer: Buffer, image: Image, region: { readonly bufferOffset?: number; readonly bufferRowLength?: number } = {}): this {
    const cmd = 'vkCmdCopyBufferToImage';
    this.requireOutsideRendering(cmd, 'VUID-vkCmdCopyBufferToImage-renderpass');
    buffer.requireUsage('transfer-src', 'VUID-vkCmdCopyBufferToImage-srcBuffer-00174', cmd);
    image.requireUsage('transfer-dst', 'VUID-vkCmdCopyBufferToImage-dstImage-00177', cmd);
    const rowLength = this.checkImageCopy(cmd, buffer, image, region);
    this.commands.push({ kind: 'copy-buffer-to-image', buffer: buffer.address + (region.bufferOffset ?? 0), rowLength, surface: image.surface });
    return this;
  }

  copyImageToBuffer(image: Image, buffer: Buffer, region: { readonly bufferOffset?: number; readonly bufferRowLength?: number } = {}): this {
    const cmd = 'vkCmdCopyImageToBuffer';
    this.requireOutsideRendering(cmd, 'VUID-vkCmdCopyImageToBuffer-renderpass');
    image.requireUsage('transfer-src', 'VUID-vkCmdCopyImageToBuffer-srcImage-00186', cmd);
    buffer.requireUsage('transfer-dst', 'VUID-vkCmdCopyImageToBuffer-dstBuffer-00191', cmd);
    const rowLength = this.checkImageCopy(cmd, buffer, image, region);
    this.commands.push({ kind: 'copy-image-to-buffer', buffer: buffer.address + (region.bufferOffset ?? 0), rowLength, surface: image.surface });
    return this;
  }

  /** A full memory barrier (the driver's fullBarrier: drain, then invalidate the shader caches). */
  pipelineBarrier(): this {
    this.requireRecording('vkCmdPipelineBarrier', 'VUID-vkCmdPipelineBarrier-commandBuffer-recording');
    this.commands.push(fullBarrier(this.gfx));
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

  private checkArea(img: Image, area: { width: number; height: number }, cmd: string): void {
    if (area.width > img.width || area.height > img.height || area.width <= 0 || area.height <= 0) {
      throw new ValidationError('out-of-range', 'VUID-VkRenderingInfo-pNext-06079', cmd, `render area ${area.width}x${area.height} exceeds the ${img.width}x${img.height} attachment`);
    }
  }

  private checkImageCopy(cmd: string, buffer: Buffer, image: Image, region: { readonly bufferOffset?: number; readonly bufferRowLength?: number }): number {
    if (image.samples !== 1) throw new ValidationError('invalid-parameter', `VUID-${cmd}-${cmd.includes('ToImage') ? 'dstImage' : 'srcImage'}-07973`, cmd, 'multisample images cannot be copied through a buffer');
    const rowLength = region.bufferRowLength || image.width;
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
      colors: r.colors.map((img) => ({
        address: img.address,
        format: img.info.kind === 'color' ? img.info.texel : 'R32_UINT',
        width: img.width,
        height: img.height,
        samples: img.samples,
      })),
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
      vertexAttributes: p.vertexAttributes,
      vertexBindings: p.vertexBindings,
      vertexBuffers: new Map([...this.vertexBuffers].map(([binding, vb]) => [binding, { address: vb.buffer.address + vb.offset, size: vb.buffer.size - vb.offset }])),
      call,
      firstInstance,
      instanceCount,
    });
    this.draws.push(command.regs);
    this.commands.push(command);
  }
}
