/**
 * The front end's view of SPIR-V pointers and resources, as plain types:
 * buffer and image resources, stage-interface slots, and the pointer kinds
 * access chains walk. Declarations only — this file imports no translation
 * code, so every translation file can depend on it without an import cycle.
 */
import type { ImageDim, ImageFormat, IntrinsicOp } from '../ir/intrinsics.js';
import type { LocalVar, Value } from '../ir/ir.js';
import type { ScalarType } from '../ir/types.js';

export interface BufferRes {
  readonly kind: 'ubo' | 'ssbo' | 'push';
  readonly set: number;
  readonly binding: number;
}

export interface ImageRes {
  readonly set: number;
  readonly binding: number;
  readonly dim: ImageDim;
  readonly format: ImageFormat;
  readonly access: number;
  /** Component type of texels. */
  readonly texel: ScalarType;
}

/** Matrix layout inside a buffer, from the member's MatrixStride and RowMajor decorations. */
export interface MatrixLayout {
  readonly stride: number;
  readonly rowMajor: boolean;
}

/** One dynamic index into a local array, vector or matrix: element k occupies scalars start + k*stride …. */
export interface DynIndex {
  readonly index: Value;
  readonly count: number;
  readonly stride: number;
}

export type InputSlot =
  | {
      readonly kind: 'input';
      readonly location: number;
      readonly component: number;
      readonly interp: 'smooth' | 'flat' | 'noperspective';
      readonly sampleLocation: 'center' | 'centroid' | 'sample';
    }
  | { readonly kind: 'builtin'; readonly op: IntrinsicOp; readonly component: number | undefined };

export type OutputSlot =
  | { readonly kind: 'output'; readonly location: number; readonly component: number }
  | { readonly kind: 'position'; readonly component: number }
  | { readonly kind: 'frag_depth' }
  | { readonly kind: 'sample_mask' }
  /** PointSize, ClipDistance, CullDistance: written but not modelled. */
  | { readonly kind: 'ignored' };

/** A pointer; `type` is the pointee type id. */
export type Ptr =
  /** `dyn`: the dynamic indices of the access chain, outermost first (empty: a constant position). */
  | { readonly kind: 'local'; readonly vars: readonly LocalVar[]; readonly type: number; readonly start: number; readonly dyn: readonly DynIndex[] }
  | { readonly kind: 'input'; readonly slots: readonly InputSlot[]; readonly type: number; readonly start: number }
  | {
      readonly kind: 'buffer';
      readonly res: BufferRes;
      readonly type: number;
      /** Constant byte offset and optional dynamic byte offset. */
      readonly offset: number;
      readonly dyn: Value | undefined;
      readonly matrix: MatrixLayout | undefined;
      /** Byte distance between vector components (4, or the matrix stride inside a row-major matrix). */
      readonly compStride: number;
      readonly access: number;
    }
  | { readonly kind: 'image'; readonly image: ImageRes; readonly type: number }
  | { readonly kind: 'sampler'; readonly type: number }
  | { readonly kind: 'texel'; readonly image: ImageRes; readonly coords: readonly Value[]; readonly type: number };

/** An Output variable of the entry point: its locals and where each scalar goes at the end of main. */
export interface OutputVar {
  readonly vars: readonly LocalVar[];
  readonly slots: readonly OutputSlot[];
}
