/**
 * The plain-data SPIR-V module the reader produces. Ids are numbers; 0 means
 * "none" wherever an id is optional (SPIR-V never defines id 0).
 */

export interface SpirvHeader {
  readonly magic: number;
  readonly versionMajor: number;
  readonly versionMinor: number;
  readonly generator: number;
  readonly bound: number;
}

/** One instruction as it appears in the binary. */
export interface SpirvInstruction {
  readonly opcode: number;
  /** Mnemonic, e.g. 'OpIAdd'. */
  readonly name: string;
  /** Result type id, 0 if the instruction has none. */
  readonly resultType: number;
  /** Result id, 0 if the instruction has none. */
  readonly result: number;
  /** The operand words after the result type and result ids. */
  readonly operands: readonly number[];
  /** Word offset of the instruction's first word in the module. */
  readonly offset: number;
}

export type StorageClass =
  | 'UniformConstant' | 'Input' | 'Uniform' | 'Output' | 'Workgroup' | 'Private' | 'Function'
  | 'PushConstant' | 'Image' | 'StorageBuffer';

export type SpirvType =
  | { readonly kind: 'void'; readonly id: number }
  | { readonly kind: 'bool'; readonly id: number }
  | { readonly kind: 'int'; readonly id: number; readonly width: number; readonly signed: boolean }
  | { readonly kind: 'float'; readonly id: number; readonly width: number }
  | { readonly kind: 'vector'; readonly id: number; readonly component: number; readonly count: number }
  | { readonly kind: 'matrix'; readonly id: number; readonly column: number; readonly columns: number }
  | { readonly kind: 'array'; readonly id: number; readonly element: number; readonly length: number /* constant id */ }
  | { readonly kind: 'runtime-array'; readonly id: number; readonly element: number }
  | { readonly kind: 'struct'; readonly id: number; readonly members: readonly number[] }
  | { readonly kind: 'pointer'; readonly id: number; readonly storage: StorageClass; readonly pointee: number }
  | { readonly kind: 'function'; readonly id: number; readonly returnType: number; readonly params: readonly number[] }
  | {
      readonly kind: 'image';
      readonly id: number;
      readonly sampledType: number;
      /** 'Dim' enumerant: 0 1D, 1 2D, 2 3D, 3 Cube, 4 Rect, 5 Buffer, 6 SubpassData. */
      readonly dim: number;
      /** 0 not depth, 1 depth, 2 unknown. */
      readonly depth: number;
      readonly arrayed: boolean;
      readonly multisampled: boolean;
      /** 0 known at run time, 1 used with a sampler, 2 storage image. */
      readonly sampled: number;
      readonly format: number;
      /** Access qualifier, or undefined when absent. */
      readonly access: number | undefined;
    }
  | { readonly kind: 'sampled-image'; readonly id: number; readonly image: number }
  | { readonly kind: 'sampler'; readonly id: number };

export type SpirvConstant =
  /** OpConstant / OpSpecConstant: the value's words, low word first. */
  | { readonly kind: 'scalar'; readonly id: number; readonly type: number; readonly spec: boolean; readonly words: readonly number[] }
  | { readonly kind: 'bool'; readonly id: number; readonly type: number; readonly spec: boolean; readonly value: boolean }
  | { readonly kind: 'composite'; readonly id: number; readonly type: number; readonly spec: boolean; readonly constituents: readonly number[] }
  | { readonly kind: 'null'; readonly id: number; readonly type: number; readonly spec: false }
  | { readonly kind: 'undef'; readonly id: number; readonly type: number; readonly spec: false }
  /** OpSpecConstantOp: `opcode` is the operation, `operands` its operand words (ids, or literals for shuffles/extracts/inserts). */
  | { readonly kind: 'spec-op'; readonly id: number; readonly type: number; readonly spec: true; readonly opcode: number; readonly opName: string; readonly operands: readonly number[] };

export interface SpirvDecoration {
  /** 'Decoration' enumerant. */
  readonly decoration: number;
  /** Its name, e.g. 'Binding' (or 'Decoration(n)' for an unnamed value). */
  readonly name: string;
  /** Literal (or, for OpDecorateId, id) operands after the decoration. */
  readonly args: readonly number[];
  /** The string operand of OpDecorateString/OpMemberDecorateString. */
  readonly text?: string;
}

export interface SpirvMemberDecoration extends SpirvDecoration {
  readonly member: number;
}

export interface SpirvExecutionMode {
  readonly mode: number;
  readonly name: string;
  /** Literal operands (OpExecutionMode) or id operands (OpExecutionModeId). */
  readonly args: readonly number[];
}

export type ExecutionModel = 'Vertex' | 'Fragment' | 'GLCompute';

export interface SpirvEntryPoint {
  readonly model: ExecutionModel;
  readonly function: number;
  readonly name: string;
  /** Interface variable ids in declaration order. */
  readonly interface: readonly number[];
  readonly modes: readonly SpirvExecutionMode[];
  readonly offset: number;
}

export interface SpirvVariable {
  readonly id: number;
  /** The pointer type id. */
  readonly type: number;
  readonly storage: StorageClass;
  /** Initializer id, 0 if none. */
  readonly initializer: number;
  readonly offset: number;
}

export interface SpirvBlock {
  readonly label: number;
  readonly offset: number;
  /** Instructions between the label and the merge/terminator (OpPhi and function-scope OpVariable included). */
  readonly body: readonly SpirvInstruction[];
  /** OpSelectionMerge or OpLoopMerge, if the block heads a structured construct. */
  readonly merge: SpirvInstruction | undefined;
  readonly terminator: SpirvInstruction;
}

export interface SpirvFunction {
  readonly id: number;
  readonly resultType: number;
  /** 'Function Control' mask. */
  readonly control: number;
  /** The OpTypeFunction id. */
  readonly type: number;
  readonly params: readonly { readonly id: number; readonly type: number }[];
  /** Blocks in binary order; the first is the entry block. */
  readonly blocks: readonly SpirvBlock[];
  readonly offset: number;
}

export interface SpirvModule {
  readonly header: SpirvHeader;
  readonly capabilities: readonly number[];
  readonly extensions: readonly string[];
  /** OpExtInstImport result id → set name. */
  readonly extInstImports: ReadonlyMap<number, string>;
  readonly addressingModel: number;
  readonly memoryModel: number;
  readonly entryPoints: readonly SpirvEntryPoint[];
  readonly names: ReadonlyMap<number, string>;
  /** Struct id → member index → name. */
  readonly memberNames: ReadonlyMap<number, ReadonlyMap<number, string>>;
  readonly decorations: ReadonlyMap<number, readonly SpirvDecoration[]>;
  readonly memberDecorations: ReadonlyMap<number, readonly SpirvMemberDecoration[]>;
  readonly types: ReadonlyMap<number, SpirvType>;
  readonly constants: ReadonlyMap<number, SpirvConstant>;
  /** Module-scope variables in declaration order. */
  readonly variables: readonly SpirvVariable[];
  readonly functions: readonly SpirvFunction[];
  /** Every instruction of the module in binary order (debug line info included), for disassembly. */
  readonly instructions: readonly SpirvInstruction[];
}
