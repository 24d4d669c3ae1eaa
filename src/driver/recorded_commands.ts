/**
 * A command buffer as the driver records it: plain data, turned into PM4 at
 * submit time (submit_executor.ts). Register state of a
 * draw is decided at record time (so it can be dumped, `popsim regs`); the
 * host vertex stage and memory uploads run at submit, when the memory they
 * read has its submit-time contents.
 */
import type { CacheActions } from '../amd/pm4/cache_actions.js';
import type { IndexType } from '../amd/pm4/index_type.js';
import type { TexelFormat } from '../amd/formats/texel_formats.js';
import type { SurfaceLayout } from '../amd/surface_layout.js';
import type { Shader } from '../compiler/ir/ir.js';
import type { NamedRegWrite } from './reg_fields.js';
import type { BoundVertexBuffer, VertexAttribute, VertexBinding } from './vertex_processing.js';

/** Vertices, or indices at an address; `Index` names the index type (API names or the CP's codes). */
export type DrawOf<Index> =
  | { readonly kind: 'auto'; readonly firstVertex: number; readonly vertexCount: number }
  | {
      readonly kind: 'indexed';
      /** Address of the first index (buffer + bind offset + firstIndex × size). */
      readonly indexAddress: number;
      readonly indexType: Index;
      readonly indexCount: number;
      readonly vertexOffset: number;
    };

/** A draw as the command processor takes it (INDEX_TYPE codes). */
export type DrawMode = DrawOf<IndexType>;

export interface DrawCommand {
  readonly kind: 'draw';
  /** Every register the draw needs, in emission order (pipeline, attachments, dynamic state, POPS rules). */
  readonly regs: readonly NamedRegWrite[];
  /** Descriptor-set pointers: user SGPR pair → set address. */
  readonly descriptorSets: readonly { readonly sgpr: number; readonly address: number }[];
  /** Push-constant bytes and the user SGPR pair of their pointer. */
  readonly pushConstants: { readonly sgpr: number; readonly data: Uint8Array } | undefined;
  readonly vertexShader: Shader;
  readonly attributes: readonly VertexAttribute[];
  readonly bindings: readonly VertexBinding[];
  readonly vertexBuffers: ReadonlyMap<number, BoundVertexBuffer>;
  /** Output locations of the vertex shader (vec4 interpolants). */
  readonly locations: number;
  readonly mode: DrawMode;
  readonly firstInstance: number;
  readonly instanceCount: number;
  /** The vertex results differ per instance (InstanceIndex or instance-rate attributes): one GPU draw per instance. */
  readonly perInstance: boolean;
}

export interface BarrierCommand {
  readonly kind: 'barrier';
  readonly actions: CacheActions;
}

/** Copies and clears: CP DMA packets at submit (transfer_commands.ts, docs/driver.md "Copies and clears"). */
export type TransferCommand =
  | { readonly kind: 'copy-buffer'; readonly src: number; readonly dst: number; readonly size: number }
  | { readonly kind: 'fill-texels'; readonly surface: SurfaceLayout; readonly format: TexelFormat; readonly value: Uint32Array }
  | { readonly kind: 'fill-depth'; readonly surface: SurfaceLayout; readonly format: 'D16_UNORM' | 'D32_SFLOAT'; readonly depth: number }
  | { readonly kind: 'copy-buffer-to-image'; readonly buffer: number; readonly rowLength: number; readonly surface: SurfaceLayout }
  | { readonly kind: 'copy-image-to-buffer'; readonly buffer: number; readonly rowLength: number; readonly surface: SurfaceLayout };

export type RecordedCommand = DrawCommand | BarrierCommand | TransferCommand;
