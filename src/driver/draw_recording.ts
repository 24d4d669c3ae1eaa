/**
 * Recording a draw, as RADV's radv_CmdDraw* does once the API has validated
 * it: the register state (pipeline, attachments, dynamic state, POPS rules),
 * the user-SGPR pointers of the bound descriptor sets and push constants,
 * and the draw in the command processor's terms (index type codes), all as
 * the driver's recorded form (recorded_commands.ts). The API passes plain
 * addresses and formats; it knows no register or packet.
 */
import type { ChipInfo } from '../amd/chips.js';
import { INDEX_TYPE_16, INDEX_TYPE_32 } from '../amd/pm4/index_type.js';
import type { DriverDebugSwitches } from './debug_switches.js';
import { drawRegs } from './draw_setup.js';
import type { PopsOverrides } from './draw_rule_input.js';
import type { Rect2D, Viewport } from './dynamic_regs.js';
import type { BuiltPipeline } from './graphics_pipeline.js';
import type { DrawCommand, DrawMode, DrawOf } from './recorded_commands.js';
import { renderTargetRegs, type ColorAttachmentTarget, type DepthAttachmentTarget } from './render_target_regs.js';
import type { BoundVertexBuffer, VertexAttribute, VertexBinding } from './vertex_processing.js';

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
  /** The push-constant bytes pushed so far. */
  readonly pushConstants: Uint8Array;
  readonly vertexAttributes: readonly VertexAttribute[];
  readonly vertexBindings: readonly VertexBinding[];
  readonly vertexBuffers: ReadonlyMap<number, BoundVertexBuffer>;
  readonly call: DrawCall;
  readonly firstInstance: number;
  readonly instanceCount: number;
}

function drawMode(call: DrawCall): DrawMode {
  if (call.kind === 'auto') return call;
  return { ...call, indexType: call.indexType === 'uint16' ? INDEX_TYPE_16 : INDEX_TYPE_32 };
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
  const cfg = p.fragment.config;
  const descriptorSets = cfg.userSgprs.flatMap((u) => {
    if (u.kind !== 'descriptor_set') return [];
    const address = r.descriptorSets.get(u.set);
    if (address === undefined) throw new Error(`descriptor set ${u.set} is not bound (the API validates this)`);
    return [{ sgpr: u.sgpr, address }];
  });
  const pushSgpr = cfg.userSgprs.find((u) => u.kind === 'push_constants');
  // A pointer always points at some bytes: at least one dword is uploaded.
  const pushBytes = r.pushConstants.length >= 4 ? r.pushConstants : Uint8Array.from({ length: 4 }, (_, i) => r.pushConstants[i] ?? 0);
  const perInstance = p.vertex.info.readsInstanceIndex || r.vertexBindings.some((b) => b.inputRate === 'instance');
  return {
    kind: 'draw',
    regs,
    descriptorSets,
    pushConstants: pushSgpr ? { sgpr: pushSgpr.sgpr, data: pushBytes } : undefined,
    vertexShader: p.vertex.ir,
    attributes: r.vertexAttributes,
    bindings: r.vertexBindings,
    vertexBuffers: r.vertexBuffers,
    locations: p.interpolants,
    mode: drawMode(r.call),
    firstInstance: r.firstInstance,
    instanceCount: r.instanceCount,
    perInstance,
  };
}
