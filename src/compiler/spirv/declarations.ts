/**
 * Types, constants and module-scope variables: builds their plain-data
 * records from instructions and checks what depends only on earlier
 * declarations (SPIR-V types may not be forward-referenced, except through
 * OpTypeForwardPointer, which the reader does not accept).
 */
import { SpirvError } from './errors.js';
import { Cap, STORAGE_CLASSES } from './enums.js';
import { OPCODES } from './opcodes.js';
import type { SpirvConstant, SpirvInstruction, SpirvType, StorageClass } from './module.js';

const READ_STORAGE: ReadonlySet<string> = new Set<StorageClass>([
  'UniformConstant', 'Input', 'Uniform', 'Output', 'Workgroup', 'Private', 'Function', 'PushConstant', 'Image', 'StorageBuffer',
]);

export function storageClass(value: number, offset: number, what: string): StorageClass {
  const name = STORAGE_CLASSES.get(value);
  if (name === undefined || !READ_STORAGE.has(name)) {
    throw new SpirvError('unsupported-storage-class', offset, `${what}: storage class ${name ?? value} is not supported`);
  }
  return name as StorageClass;
}

/** What type and constant construction needs to look up. */
export interface DeclarationScope {
  readonly types: ReadonlyMap<number, SpirvType>;
  readonly constants: ReadonlyMap<number, SpirvConstant>;
  readonly capabilities: ReadonlySet<number>;
}

function typeAt(scope: DeclarationScope, id: number, inst: SpirvInstruction, role: string): SpirvType {
  const t = scope.types.get(id);
  if (t === undefined) throw new SpirvError('not-a-type', inst.offset, `${inst.name}: ${role} %${id} is not a previously declared type`);
  return t;
}

function isScalar(t: SpirvType): boolean {
  return t.kind === 'bool' || t.kind === 'int' || t.kind === 'float';
}

function widthCheck(inst: SpirvInstruction, width: number, float: boolean, caps: ReadonlySet<number>): void {
  if (width === 32) return;
  const cap = float ? (width === 16 ? Cap.Float16 : width === 64 ? Cap.Float64 : 0) : width === 8 ? Cap.Int8 : width === 16 ? Cap.Int16 : width === 64 ? Cap.Int64 : 0;
  if (cap === 0) throw new SpirvError('bad-type', inst.offset, `${inst.name}: width ${width} is invalid`);
  if (!caps.has(cap)) throw new SpirvError('missing-capability', inst.offset, `${inst.name}: width ${width} needs a capability the module does not declare`);
}

/** The type declared by `inst` (an OpType* instruction). */
export function buildType(scope: DeclarationScope, inst: SpirvInstruction): SpirvType {
  const id = inst.result;
  const o = inst.operands;
  const bad = (why: string): never => {
    throw new SpirvError('bad-type', inst.offset, `${inst.name} %${id}: ${why}`);
  };
  switch (inst.name) {
    case 'OpTypeVoid': return { kind: 'void', id };
    case 'OpTypeBool': return { kind: 'bool', id };
    case 'OpTypeSampler': return { kind: 'sampler', id };
    case 'OpTypeInt':
      widthCheck(inst, o[0]!, false, scope.capabilities);
      if (o[1]! > 1) bad(`signedness ${o[1]!} is not 0 or 1`);
      return { kind: 'int', id, width: o[0]!, signed: o[1] === 1 };
    case 'OpTypeFloat':
      widthCheck(inst, o[0]!, true, scope.capabilities);
      return { kind: 'float', id, width: o[0]! };
    case 'OpTypeVector': {
      const c = typeAt(scope, o[0]!, inst, 'component type');
      if (!isScalar(c)) bad('component type is not a scalar');
      if (o[1]! < 2 || o[1]! > 4) bad(`component count ${o[1]!} is not 2..4`);
      return { kind: 'vector', id, component: o[0]!, count: o[1]! };
    }
    case 'OpTypeMatrix': {
      const c = typeAt(scope, o[0]!, inst, 'column type');
      if (c.kind !== 'vector' || scope.types.get(c.component)?.kind !== 'float') bad('column type is not a float vector');
      if (o[1]! < 2 || o[1]! > 4) bad(`column count ${o[1]!} is not 2..4`);
      return { kind: 'matrix', id, column: o[0]!, columns: o[1]! };
    }
    case 'OpTypeImage': {
      const s = typeAt(scope, o[0]!, inst, 'sampled type');
      if (s.kind !== 'void' && s.kind !== 'int' && s.kind !== 'float') bad('sampled type is not void, int or float');
      if (o[1]! > 6 || o[2]! > 2 || o[3]! > 1 || o[4]! > 1 || o[5]! > 2 || o[6]! > 41) bad('operand out of range');
      const access = o[7];
      if (access !== undefined && access > 2) bad(`access qualifier ${access} out of range`);
      return {
        kind: 'image', id, sampledType: o[0]!, dim: o[1]!, depth: o[2]!, arrayed: o[3] === 1, multisampled: o[4] === 1,
        sampled: o[5]!, format: o[6]!, access,
      };
    }
    case 'OpTypeSampledImage':
      if (typeAt(scope, o[0]!, inst, 'image type').kind !== 'image') bad('operand is not an image type');
      return { kind: 'sampled-image', id, image: o[0]! };
    case 'OpTypeArray': {
      typeAt(scope, o[0]!, inst, 'element type');
      const len = scope.constants.get(o[1]!);
      if (len === undefined || (len.kind !== 'scalar' && len.kind !== 'spec-op') || scope.types.get(len.type)?.kind !== 'int') {
        bad(`length %${o[1]!} is not an integer constant`);
      }
      return { kind: 'array', id, element: o[0]!, length: o[1]! };
    }
    case 'OpTypeRuntimeArray':
      typeAt(scope, o[0]!, inst, 'element type');
      return { kind: 'runtime-array', id, element: o[0]! };
    case 'OpTypeStruct':
      for (const m of o) typeAt(scope, m, inst, 'member type');
      return { kind: 'struct', id, members: o };
    case 'OpTypePointer':
      typeAt(scope, o[1]!, inst, 'pointee type');
      return { kind: 'pointer', id, storage: storageClass(o[0]!, inst.offset, inst.name), pointee: o[1]! };
    case 'OpTypeFunction':
      for (const t of o) typeAt(scope, t, inst, 'parameter or return type');
      return { kind: 'function', id, returnType: o[0]!, params: o.slice(1) };
    default:
      throw new Error(`buildType called with ${inst.name}`);
  }
}

/** Number of constituents a composite of type `t` has, or undefined if not a composite type. */
function constituentCount(scope: DeclarationScope, t: SpirvType): number | undefined {
  switch (t.kind) {
    case 'vector': return t.count;
    case 'matrix': return t.columns;
    case 'struct': return t.members.length;
    case 'array': {
      const len = scope.constants.get(t.length);
      // A spec-constant length is only known at pipeline creation.
      return len?.kind === 'scalar' && !len.spec ? len.words[0] : -1;
    }
    default: return undefined;
  }
}

/** The constant declared by `inst` (OpConstant*, OpSpecConstant*, module-scope OpUndef). */
export function buildConstant(scope: DeclarationScope, inst: SpirvInstruction): SpirvConstant {
  const id = inst.result;
  const type = inst.resultType;
  const o = inst.operands;
  const t = typeAt(scope, type, inst, 'result type');
  const bad = (why: string): never => {
    throw new SpirvError('bad-constant', inst.offset, `${inst.name} %${id}: ${why}`);
  };
  const spec = inst.name.startsWith('OpSpec');
  switch (inst.name) {
    case 'OpConstantTrue': case 'OpConstantFalse': case 'OpSpecConstantTrue': case 'OpSpecConstantFalse':
      if (t.kind !== 'bool') bad('type is not bool');
      return { kind: 'bool', id, type, spec, value: inst.name.endsWith('True') };
    case 'OpConstant': case 'OpSpecConstant': {
      if (t.kind !== 'int' && t.kind !== 'float') bad('type is not an integer or float scalar');
      const words = t.kind === 'int' || t.kind === 'float' ? (t.width > 32 ? 2 : 1) : 0;
      if (o.length !== words) bad(`has ${o.length} value word(s); its type needs ${words}`);
      return { kind: 'scalar', id, type, spec, words: o };
    }
    case 'OpConstantComposite': case 'OpSpecConstantComposite': {
      const n = constituentCount(scope, t);
      if (n === undefined) bad('type is not a composite');
      if (n !== -1 && n !== o.length) bad(`has ${o.length} constituent(s); its type has ${n}`);
      for (const c of o) if (!scope.constants.has(c)) bad(`constituent %${c} is not a previously declared constant`);
      return { kind: 'composite', id, type, spec, constituents: o };
    }
    case 'OpConstantNull':
      if (t.kind === 'void' || t.kind === 'function') bad(`type is ${t.kind}`);
      return { kind: 'null', id, type, spec: false };
    case 'OpUndef':
      return { kind: 'undef', id, type, spec: false };
    case 'OpSpecConstantOp':
      return { kind: 'spec-op', id, type, spec: true, opcode: o[0]!, opName: OPCODES.get(o[0]!)?.name ?? '', operands: o.slice(1) };
    default:
      throw new Error(`buildConstant called with ${inst.name}`);
  }
}
