/**
 * Translation state shared by the SPIR-V → IR front end (Mesa's vtn_builder):
 * the module, the shader being built, the scalarized value map of the
 * function being translated, and checked accessors that turn malformed input
 * into SpirvError instead of a crash.
 */
import { ALU_OPS, type AluOp } from '../ir/alu_ops.js';
import { Builder } from '../ir/builder.js';
import type { Func, LocalVar, Shader, Value } from '../ir/ir.js';
import { newId } from '../ir/ir.js';
import type { ScalarType } from '../ir/types.js';
import { SpirvError, type SpirvErrorCode } from '../spirv/errors.js';
import { sourceLineAt } from '../spirv/query.js';
import type { SpirvConstant, SpirvFunction, SpirvInstruction, SpirvModule, SpirvType } from '../spirv/module.js';
import type { ImageRes, OutputVar, Ptr } from './pointers.js';

export interface FrontendOptions {
  /** Entry point name; may be omitted when the module has exactly one. */
  readonly entryPoint?: string;
  /** SpecId → raw 32-bit value (f32 bits, bool 0/1); other spec constants keep their defaults. */
  readonly specConstants?: ReadonlyMap<number, number>;
}

/**
 * Translates one non-control-flow instruction (instructions.ts). The entry file hands it to the
 * Translator, so this file imports none of the instruction handlers, which all import it.
 */
export type InstructionTranslator = (t: Translator, inst: SpirvInstruction) => void;

/** Flattened scalar counts are capped so a corrupt array length cannot allocate without bound. */
export const MAX_SCALARS = 4096;

/** State of the function being translated. */
export interface FunctionState {
  readonly spirv: SpirvFunction;
  readonly func: Func;
  readonly isEntry: boolean;
  /** Scalarized SSA values by result id. */
  readonly values: Map<number, Value[]>;
  /** SPIR-V result type of each value id (matrix operations need the shape). */
  readonly valueTypes: Map<number, number>;
  readonly ptrs: Map<number, Ptr>;
  /** Loaded images and sampled images by result id. */
  readonly images: Map<number, ImageRes>;
  /** One set of locals per OpPhi result (phis become variables, lower_vars_to_ssa rebuilds them). */
  readonly phiVars: Map<number, LocalVar[]>;
  /** Constants materialised in this function, by id. */
  readonly consts: Map<number, Value[]>;
  /** Instructions hoisted to the start of the entry block (constants, spec-constant ops). */
  readonly prelude: Builder;
  /** Locals standing for pointer parameters (copy-in/copy-out), in parameter order. */
  readonly outParams: { readonly vars: readonly LocalVar[] }[];
}

export class Translator {
  readonly module: SpirvModule;
  readonly shader: Shader;
  readonly options: FrontendOptions;
  /** The builder of the function being translated (swapped for the prelude while materialising constants). */
  b!: Builder;
  fn!: FunctionState;
  /** Word offset of the instruction being translated, for errors. */
  offset = 0;
  private readonly flatCache = new Map<number, readonly ScalarType[]>();
  /** Pointers of module-scope variables (buffers, images, inputs; Output and Private locals of the entry). */
  readonly globals = new Map<number, Ptr>();
  /** Output variables, stored by store_output & co. at every exit of the entry function. */
  readonly outputs: OutputVar[] = [];

  private readonly translateInstruction: InstructionTranslator;

  constructor(module: SpirvModule, shader: Shader, options: FrontendOptions, translateInstruction: InstructionTranslator) {
    this.module = module;
    this.shader = shader;
    this.options = options;
    this.translateInstruction = translateInstruction;
  }

  /** Throws a SpirvError at `offset`, with the source line when the module has OpLine information for it. */
  fail(code: SpirvErrorCode, detail: string, offset = this.offset): never {
    throw new SpirvError(code, offset, detail, sourceLineAt(this.module, offset));
  }

  unsupported(detail: string): never {
    return this.fail('unsupported-instruction', detail);
  }

  type(id: number): SpirvType {
    const t = this.module.types.get(id);
    if (!t) this.fail('not-a-type', `%${id} is not a type`);
    return t;
  }

  /** The IR type of a 32-bit scalar SPIR-V type. */
  scalarOf(id: number): ScalarType {
    const t = this.type(id);
    switch (t.kind) {
      case 'bool':
        return 'bool';
      case 'int':
        if (t.width !== 32) this.unsupported(`${t.width}-bit integers are not supported`);
        return 'i32';
      case 'float':
        if (t.width !== 32) this.unsupported(`${t.width}-bit floats (${t.width === 64 ? 'double, dvec, dmat' : 'float16_t'}) are not supported`);
        return 'f32';
      default:
        return this.fail('type-mismatch', `%${id} is not a scalar type`);
    }
  }

  /** The numeric value of an integer constant (array lengths, literal-like ids); spec constants specialised. */
  constInt(id: number): number {
    const c = this.module.constants.get(id);
    if (c?.kind === 'scalar' && this.type(c.type).kind === 'int') {
      const spec = c.spec ? this.specValue(id) : undefined;
      return spec ?? c.words[0]!;
    }
    return this.fail('bad-constant', `%${id} is not an integer constant known at translation time`);
  }

  /** The options' value for a spec constant with a SpecId, if given. */
  specValue(id: number): number | undefined {
    const specId = this.module.decorations.get(id)?.find((d) => d.name === 'SpecId')?.args[0];
    return specId === undefined ? undefined : this.options.specConstants?.get(specId);
  }

  /** Element count of an array type. */
  arrayLength(t: Extract<SpirvType, { kind: 'array' }>): number {
    const n = this.constInt(t.length);
    if (n < 1 || n > MAX_SCALARS) this.unsupported(`array length ${n} is outside 1..${MAX_SCALARS}`);
    return n;
  }

  /** Scalar types of a type flattened in memory order (vector components, matrix columns, array elements, struct members). */
  flat(id: number): readonly ScalarType[] {
    const cached = this.flatCache.get(id);
    if (cached) return cached;
    const t = this.type(id);
    let out: ScalarType[];
    switch (t.kind) {
      case 'bool':
      case 'int':
      case 'float':
        out = [this.scalarOf(id)];
        break;
      case 'vector':
        out = new Array<ScalarType>(t.count).fill(this.scalarOf(t.component));
        break;
      case 'matrix':
        out = this.repeat(this.flat(t.column), t.columns);
        break;
      case 'array':
        out = this.repeat(this.flat(t.element), this.arrayLength(t));
        break;
      case 'struct':
        out = t.members.flatMap((m) => this.flat(m));
        break;
      case 'void':
        out = [];
        break;
      default:
        return this.unsupported(`values of ${t.kind} type %${id} cannot be scalarized`);
    }
    if (out.length > MAX_SCALARS) this.unsupported(`type %${id} has more than ${MAX_SCALARS} scalars`);
    this.flatCache.set(id, out);
    return out;
  }

  private repeat<T>(xs: readonly T[], n: number): T[] {
    if (xs.length * n > MAX_SCALARS) this.unsupported(`a type has more than ${MAX_SCALARS} scalars`);
    const out: T[] = [];
    for (let k = 0; k < n; k++) out.push(...xs);
    return out;
  }

  /** Scalar offset and type of member/element `index` of composite type `id`. */
  member(id: number, index: number): { readonly start: number; readonly type: number } {
    const t = this.type(id);
    const bad = (): never => this.fail('bad-operand', `index ${index} is out of range for %${id}`);
    switch (t.kind) {
      case 'vector':
        if (index >= t.count) bad();
        return { start: index, type: t.component };
      case 'matrix':
        if (index >= t.columns) bad();
        return { start: index * this.flat(t.column).length, type: t.column };
      case 'array':
        if (index >= this.arrayLength(t)) bad();
        return { start: index * this.flat(t.element).length, type: t.element };
      case 'struct': {
        if (index >= t.members.length) bad();
        let start = 0;
        for (let k = 0; k < index; k++) start += this.flat(t.members[k]!).length;
        return { start, type: t.members[index]! };
      }
      default:
        return this.fail('type-mismatch', `%${id} is not a composite type`);
    }
  }

  /** The scalarized value of an id: an SSA value of this function or a module constant. */
  vals(id: number): Value[] {
    const v = this.fn.values.get(id);
    if (v) return v;
    if (this.module.constants.has(id)) return this.constant(id);
    return this.fail('undefined-id', `%${id} is not a value available here`);
  }

  /** The SPIR-V type of a value operand (constants included). */
  valueType(id: number): number {
    const c = this.module.constants.get(id);
    if (c) return c.type;
    return this.fn.valueTypes.get(id) ?? this.fail('undefined-id', `%${id} has no known type`);
  }

  /** A single scalar operand, optionally of a given type. */
  scalar(id: number, type?: ScalarType): Value {
    const v = this.vals(id);
    if (v.length !== 1) this.fail('type-mismatch', `%${id} is not a scalar`);
    if (type && v[0]!.type !== type) this.fail('type-mismatch', `%${id} is ${v[0]!.type}, ${type} expected`);
    return v[0]!;
  }

  /** Records the values of `inst`'s result after checking them against its result type. */
  define(inst: SpirvInstruction, values: Value[]): void {
    const want = this.flat(inst.resultType);
    if (want.length !== values.length || want.some((t, k) => values[k]!.type !== t)) {
      this.fail('type-mismatch', `${inst.name}: result does not match its type (${want.join(',')})`);
    }
    this.fn.values.set(inst.result, values);
    this.fn.valueTypes.set(inst.result, inst.resultType);
  }

  /** An ALU instruction whose source types are checked (bad input must not reach the validator). */
  alu(op: AluOp, ...srcs: Value[]): Value {
    const info = ALU_OPS[op];
    let poly: ScalarType | undefined;
    info.srcs.forEach((slot, k) => {
      const t = srcs[k]?.type;
      if (slot === 'T') {
        if (poly !== undefined && t !== poly) this.fail('type-mismatch', `${op}: operand types differ`);
        poly = t;
      } else if (t !== slot) this.fail('type-mismatch', `${op}: operand ${k} is ${t ?? 'missing'}, ${slot} expected`);
    });
    return this.b.alu(op, ...srcs);
  }

  /** A constant in the function's prelude (dominates every use). */
  imm(type: ScalarType, bits: number): Value {
    return this.fn.prelude.constBits(type, bits);
  }

  /** An f32 constant in the prelude. */
  f32(value: number): Value {
    return this.fn.prelude.f32(value);
  }

  /** Zero (or false) values for a flattened type: OpUndef and OpConstantNull. */
  zeros(types: readonly ScalarType[]): Value[] {
    return types.map((t) => this.imm(t, 0));
  }

  newLocal(name: string, type: ScalarType): LocalVar {
    const v: LocalVar = { id: newId(this.shader), name, type };
    this.fn.func.locals.push(v);
    return v;
  }

  /** One local per scalar of `typeId`. */
  newLocals(name: string, typeId: number): LocalVar[] {
    return this.flat(typeId).map((t, k) => this.newLocal(`${name}_${k}`, t));
  }

  name(id: number): string {
    return (this.module.names.get(id) ?? `v${id}`).replace(/[^A-Za-z0-9_]/g, '_') || `v${id}`;
  }

  /** Materialises a module constant in the prelude of the current function. */
  constant(id: number): Value[] {
    const cached = this.fn.consts.get(id);
    if (cached) return cached;
    const c = this.module.constants.get(id)!;
    const types = this.flat(c.type);
    let out: Value[];
    switch (c.kind) {
      case 'scalar': {
        const spec = c.spec ? this.specValue(id) : undefined;
        if (c.words.length !== 1) this.unsupported('64-bit constants are not supported');
        out = [this.imm(types[0]!, spec ?? c.words[0]!)];
        break;
      }
      case 'bool': {
        const spec = c.spec ? this.specValue(id) : undefined;
        out = [this.imm('bool', spec !== undefined ? (spec ? 1 : 0) : c.value ? 1 : 0)];
        break;
      }
      case 'composite':
        this.fn.consts.set(id, []); // a constant referring to itself reads as empty and fails the check below
        out = c.constituents.flatMap((k) => this.constant(k));
        break;
      case 'null':
      case 'undef':
        out = this.zeros(types);
        break;
      case 'spec-op':
        out = this.specOp(c);
        break;
    }
    if (out.length !== types.length || out.some((v, k) => v.type !== types[k])) {
      this.fail('type-mismatch', `constant %${id} does not match its type`);
    }
    this.fn.consts.set(id, out);
    return out;
  }

  /** OpSpecConstantOp: the operation is translated like the instruction, into the prelude. */
  private specOp(c: Extract<SpirvConstant, { kind: 'spec-op' }>): Value[] {
    const saved = this.b;
    const savedValues = this.fn.values.get(c.id);
    this.b = this.fn.prelude;
    try {
      const inst: SpirvInstruction = { opcode: c.opcode, name: c.opName, resultType: c.type, result: c.id, operands: c.operands, offset: this.offset };
      this.translateInstruction(this, inst);
      return this.fn.values.get(c.id) ?? this.fail('bad-constant', `spec constant op %${c.id} produced no value`);
    } finally {
      this.b = saved;
      if (savedValues) this.fn.values.set(c.id, savedValues);
      else this.fn.values.delete(c.id);
    }
  }
}

