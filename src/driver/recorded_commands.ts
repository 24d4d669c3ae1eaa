/**
 * A command buffer as the driver records it: plain data, turned into PM4 at
 * submit time (submit_executor.ts). Register state of a
 * draw is decided at record time (so it can be dumped, `popsim regs`); the
 * data its user SGPRs point to (push constants, the vertex-buffer table) is
 * uploaded at submit.
 */
import type { CacheActions } from '../amd/pm4/cache_actions.js';
import type { IndexType } from '../amd/pm4/index_type.js';
import type { TexelFormat } from '../amd/formats/texel_formats.js';
import type { SurfaceLayout } from '../amd/surface_layout.js';
import type { NamedRegWrite } from './reg_fields.js';

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

/**
 * A shader stage's user SGPRs for one draw: values written as they are, and 64-bit pointers to
 * data uploaded at submit (written to the SGPR pair). `prefix` names the user-data registers
 * (SPI_SHADER_USER_DATA_PS_, _VS_ or on GFX11 _GS_).
 */
export interface StageUserData {
  readonly prefix: string;
  readonly values: readonly { readonly sgpr: number; readonly value: number }[];
  readonly uploads: readonly { readonly sgpr: number; readonly words: Uint32Array }[];
}

export interface DrawCommand {
  readonly kind: 'draw';
  /** Every register the draw needs, in emission order (pipeline, attachments, dynamic state, POPS rules). */
  readonly regs: readonly NamedRegWrite[];
  /** The vertex and pixel stages' user SGPRs. */
  readonly userData: readonly StageUserData[];
  readonly mode: DrawMode;
  readonly instanceCount: number;
}

export interface BarrierCommand {
  readonly kind: 'barrier';
  readonly actions: CacheActions;
}

/** Copies and clears: CP DMA packets at submit (transfer_commands.ts, docs/driver.md "Copies and clears"). */
export type TransferCommand =
  | { readonly kind: 'copy-buffer'; readonly src: number; readonly dst: number; readonly size: number }
  /** `bytes` (a multiple of 4) at `address` filled with the dword `value` (metadata initialisation and fast clears). */
  | { readonly kind: 'fill-memory'; readonly address: number; readonly bytes: number; readonly value: number }
  /** Every sample of `surface`; a compressed image's FMASK (`fmask`) becomes 0: every sample uses fragment 0 (M1). */
  | { readonly kind: 'fill-texels'; readonly surface: SurfaceLayout; readonly format: TexelFormat; readonly value: Uint32Array; readonly fmask?: SurfaceLayout }
  | { readonly kind: 'fill-depth'; readonly surface: SurfaceLayout; readonly format: 'D16_UNORM' | 'D32_SFLOAT'; readonly depth: number }
  | { readonly kind: 'copy-buffer-to-image'; readonly buffer: number; readonly rowLength: number; readonly surface: SurfaceLayout }
  | { readonly kind: 'copy-image-to-buffer'; readonly buffer: number; readonly rowLength: number; readonly surface: SurfaceLayout };

export type RecordedCommand = DrawCommand | BarrierCommand | TransferCommand;
