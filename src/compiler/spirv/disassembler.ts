/**
 * Text form of a read module, close to spirv-dis (numeric ids, enumerants
 * named where the reader knows them). For debugging only; not re-assemblable.
 */
import { BUILT_INS, CAPABILITIES, DECORATIONS, EXECUTION_MODELS, EXECUTION_MODES, STORAGE_CLASSES, enumName, type EnumTable } from './enums.js';
import { OPCODES } from './opcodes.js';
import { decodeOperands, type SpirvOperand } from './operands.js';
import type { SpirvInstruction, SpirvModule } from './module.js';

/** Which literal operand (index among the printed operands) is which enumerant. */
const ENUM_OPERANDS: ReadonlyMap<string, readonly (readonly [number, EnumTable, string])[]> = new Map([
  ['OpCapability', [[0, CAPABILITIES, 'Capability']]],
  ['OpEntryPoint', [[0, EXECUTION_MODELS, 'ExecutionModel']]],
  ['OpExecutionMode', [[1, EXECUTION_MODES, 'ExecutionMode']]],
  ['OpExecutionModeId', [[1, EXECUTION_MODES, 'ExecutionMode']]],
  ['OpDecorate', [[1, DECORATIONS, 'Decoration']]],
  ['OpMemberDecorate', [[2, DECORATIONS, 'Decoration']]],
  ['OpTypePointer', [[0, STORAGE_CLASSES, 'StorageClass']]],
  ['OpVariable', [[0, STORAGE_CLASSES, 'StorageClass']]],
]);

function operandText(op: SpirvOperand): string {
  switch (op.kind) {
    case 'id': return `%${op.value}`;
    case 'literal': return String(op.value);
    case 'string': return JSON.stringify(op.value);
    default: {
      const never: never = op;
      return never;
    }
  }
}

export function instructionText(inst: SpirvInstruction): string {
  const info = OPCODES.get(inst.opcode);
  if (info === undefined) return `Op(${inst.opcode})`;
  const head = [...(inst.resultType !== 0 ? [inst.resultType] : []), ...(inst.result !== 0 ? [inst.result] : [])];
  const words = Uint32Array.from([0, ...head, ...inst.operands]);
  const ops = decodeOperands(info, words, 1, words.length, inst.offset).operands.map(operandText);
  for (const [index, table, kind] of ENUM_OPERANDS.get(inst.name) ?? []) {
    const v = ops[index];
    if (v !== undefined) ops[index] = enumName(table, kind, Number(v));
  }
  // BuiltIn's operand is itself an enumerant.
  const builtInAt = inst.name === 'OpDecorate' ? 2 : inst.name === 'OpMemberDecorate' ? 3 : -1;
  if (builtInAt > 0 && ops[builtInAt - 1] === 'BuiltIn') ops[builtInAt] = enumName(BUILT_INS, 'BuiltIn', Number(ops[builtInAt]));
  const lhs = inst.result !== 0 ? `%${inst.result} = ` : '';
  const type = inst.resultType !== 0 ? ` %${inst.resultType}` : '';
  return `${lhs}${inst.name}${type}${ops.length > 0 ? ' ' + ops.join(' ') : ''}`;
}

export function spirvDisassemble(m: SpirvModule): string {
  const h = m.header;
  const lines = [
    `; SPIR-V ${h.versionMajor}.${h.versionMinor}`,
    `; Generator: 0x${h.generator.toString(16).padStart(8, '0')}`,
    `; Bound: ${h.bound}`,
  ];
  for (const inst of m.instructions) lines.push(instructionText(inst));
  return lines.join('\n') + '\n';
}
