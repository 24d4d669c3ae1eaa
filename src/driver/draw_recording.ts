/**
 * Recording a draw, as RADV's radv_CmdDraw* does once the API has validated
 * it: the register state (pipeline, attachments, dynamic state, POPS rules),
 * each stage's user SGPRs — descriptor-set and push-constant pointers; for
 * the vertex stage also the vertex-buffer table (vertex_input.ts), the GFX11
 * attribute-ring V#, BASE_VERTEX and START_INSTANCE — and the draw in the
 * command processor's terms (index type codes), all as the driver's recorded
 * form (recorded_commands.ts). The API passes plain addresses and formats; it
 * knows no register or packet.
 */
import type { ChipInfo } from '../amd/chips.js';
import type { ShaderConfig } from '../compiler/backend/index.js';
import { INDEX_TYPE_16, INDEX_TYPE_32 } from '../amd/pm4/index_type.js';
import type { DriverDebugSwitches } from './debug_switches.js';
import { drawRegs } from './draw_setup.js';
import type { PopsOverrides } from './draw_rule_input.js';
import type { Rect2D, Viewport } from './dynamic_regs.js';
import type { BuiltPipeline } from './graphics_pipeline.js';
import type { DrawCommand, DrawMode, DrawOf, StageUserData } from './recorded_commands.js';
import { renderTargetRegs, type ColorAttachmentTarget, type DepthAttachmentTarget } from './render_target_regs.js';
import { vertexBufferTable, type BoundVertexBuffer } from './vertex_input.js';
import { DESCRIPTOR_WINDOW_HI } from '../amd/descriptor_window.js';
import { DriverError } from './driver_error.js';

/** A draw call in API terms: vertices, or indices of a bound index buffer. */
export type DrawCall = DrawOf<'uint16' | 'uint32'>;

export interface DrawRecording {
  readonly chip: ChipInfo;
  readonly pipeline: BuiltPipeline;
  readonly colors: readonly ColorAttachmentTarget[];
  readonly depth: DepthAttachmentTarget | undefined;
  readonly renderArea: { readonly width: number; readonly height: number };
  readonly viewport: Viewport;
  readonly scissor: Rect2D;
  readonly debug: DriverDebugSwitches;
  readonly overrides: PopsOverrides;
  /** GPU address of each bound descriptor set, by set index. */
  readonly descriptorSets: ReadonlyMap<number, number>;
  /** Sets uploaded with the draw instead (the meta passes' push descriptors, as RADV's meta code pushes them). */
  readonly pushDescriptors?: ReadonlyMap<number, Uint32Array>;
  /** The push-constant bytes pushed so far. */
  readonly pushConstants: Uint8Array;
  readonly vertexBuffers: ReadonlyMap<number, BoundVertexBuffer>;
  readonly call: DrawCall;
  readonly firstInstance: number;
  readonly instanceCount: number;
}

function drawMode(call: DrawCall): DrawMode {
  if (call.kind === 'auto') return call;
  return { ...call, indexType: call.indexType === 'uint16' ? INDEX_TYPE_16 : INDEX_TYPE_32 };
}

type UserValues = { sgpr: number; value: number }[];
type UserUploads = { sgpr: number; words: Uint32Array }[];

/** A 64-bit pointer in a user SGPR pair. */
function pointer(values: UserValues, sgpr: number, address: number): void {
  values.push({ sgpr, value: address % 2 ** 32 }, { sgpr: sgpr + 1, value: Math.floor(address / 2 ** 32) });
}

/** RADV's 32-bit pointer: the low half of an address in the descriptor window (the shader supplies the high half). */
function pointer32(values: UserValues, sgpr: number, address: number, set: number): void {
  if (Math.floor(address / 2 ** 32) !== DESCRIPTOR_WINDOW_HI) {
    throw new DriverError('unsupported-shader-mode', `descriptor set ${set}`, `the pixel shader takes a 32-bit pointer, but the set is at 0x${address.toString(16)}, outside the 32-bit descriptor window`);
  }
  values.push({ sgpr, value: address % 2 ** 32 });
}

/** Descriptor-set and push-constant pointers of a stage (RADV's AC_UD_INDIRECT_DESCRIPTOR_SETS / AC_UD_PUSH_CONSTANTS). */
function resourceUserData(r: DrawRecording, cfg: ShaderConfig, values: UserValues, uploads: UserUploads): void {
  for (const u of cfg.userSgprs) {
    if (u.kind === 'descriptor_set') {
      const pushed = r.pushDescriptors?.get(u.set);
      if (pushed !== undefined) {
        if (u.pointer32 === true) throw new DriverError('unsupported-shader-mode', `descriptor set ${u.set}`, 'push descriptors through a 32-bit pointer are not supported');
        uploads.push({ sgpr: u.sgpr, words: pushed });
        continue;
      }
      const address = r.descriptorSets.get(u.set);
      if (address === undefined) throw new Error(`descriptor set ${u.set} is not bound (the API validates this)`);
      if (u.pointer32 === true) pointer32(values, u.sgpr, address, u.set);
      else pointer(values, u.sgpr, address);
    } else if (u.kind === 'push_constants') {
      // A pointer always points at some bytes: at least one dword is uploaded.
      const words = new Uint32Array(Math.max(1, Math.ceil(r.pushConstants.length / 4)));
      new Uint8Array(words.buffer).set(r.pushConstants);
      uploads.push({ sgpr: u.sgpr, words });
    }
  }
}

function pixelUserData(r: DrawRecording): StageUserData {
  const values: UserValues = [];
  const uploads: UserUploads = [];
  resourceUserData(r, r.pipeline.fragment.config, values, uploads);
  return { prefix: 'SPI_SHADER_USER_DATA_PS_', values, uploads };
}

/** The vertex stage's user data: VS_* on GFX9–10.3, the NGG stage's GS_* on GFX11. */
function vertexUserData(r: DrawRecording): StageUserData {
  const p = r.pipeline;
  const vs = p.vertex.config.vertex!;
  const values: UserValues = [];
  const uploads: UserUploads = [];
  resourceUserData(r, p.vertex.config, values, uploads);
  if (vs.vertexBuffersSgpr !== undefined) uploads.push({ sgpr: vs.vertexBuffersSgpr, words: vertexBufferTable(r.chip.gfx, p.vertexInput, r.vertexBuffers) });
  if (vs.attributeRingSgpr !== undefined) pointer(values, vs.attributeRingSgpr, p.attributeRingDescriptor!);
  // BASE_VERTEX: firstVertex of a non-indexed draw, vertexOffset of an indexed one (the vertex ID VGPR starts at 0 / is the index).
  if (vs.baseVertexSgpr !== undefined) values.push({ sgpr: vs.baseVertexSgpr, value: (r.call.kind === 'auto' ? r.call.firstVertex : r.call.vertexOffset) >>> 0 });
  if (vs.startInstanceSgpr !== undefined) values.push({ sgpr: vs.startInstanceSgpr, value: r.firstInstance >>> 0 });
  return { prefix: r.chip.gfx === 'gfx11' ? 'SPI_SHADER_USER_DATA_GS_' : 'SPI_SHADER_USER_DATA_VS_', values, uploads };
}

export function recordDraw(r: DrawRecording): DrawCommand {
  const p = r.pipeline;
  const regs = drawRegs({
    chip: r.chip,
    pipeline: p,
    targets: renderTargetRegs(r.chip.gfx, r.colors, r.depth, r.renderArea),
    colorSamples: Math.max(0, ...r.colors.map((c) => c.samples)),
    depthSamples: r.depth?.samples ?? 0,
    viewport: r.viewport,
    scissor: r.scissor,
    debug: r.debug,
    overrides: r.overrides,
  });
  return {
    kind: 'draw',
    regs,
    userData: [vertexUserData(r), pixelUserData(r)],
    mode: drawMode(r.call),
    instanceCount: r.instanceCount,
  };
}
