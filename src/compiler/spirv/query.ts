/** Lookups over a read module that later stages need again and again. */
import { DECORATIONS, enumValue } from './enums.js';
import { SpirvError } from './errors.js';
import type { SpirvDecoration, SpirvEntryPoint, SpirvModule } from './module.js';

function decorationNumber(name: string): number {
  const n = enumValue(DECORATIONS, name);
  if (n === undefined) throw new Error(`unknown decoration name ${name}`);
  return n;
}

/** The decoration called `name` (e.g. 'Binding') on `id`, if present. */
export function findDecoration(m: SpirvModule, id: number, name: string): SpirvDecoration | undefined {
  const d = decorationNumber(name);
  return m.decorations.get(id)?.find((x) => x.decoration === d);
}

/** The first operand of decoration `name` on `id` (Location, Binding, DescriptorSet, BuiltIn, …). */
export function decorationValue(m: SpirvModule, id: number, name: string): number | undefined {
  return findDecoration(m, id, name)?.args[0];
}

export function hasDecoration(m: SpirvModule, id: number, name: string): boolean {
  return findDecoration(m, id, name) !== undefined;
}

/** The entry point called `name`, or the only one when `name` is omitted. */
export function entryPoint(m: SpirvModule, name?: string): SpirvEntryPoint | undefined {
  if (name === undefined) return m.entryPoints.length === 1 ? m.entryPoints[0] : undefined;
  return m.entryPoints.find((e) => e.name === name);
}

/** The entry point `name` selects — the only one of the module when `name` is omitted; SpirvError('bad-entry-point') otherwise. */
export function selectEntryPoint(m: SpirvModule, name: string | undefined): SpirvEntryPoint {
  const candidates = name === undefined ? m.entryPoints : m.entryPoints.filter((e) => e.name === name);
  if (candidates.length !== 1) {
    const why = candidates.length === 0 ? `no entry point${name === undefined ? '' : ` named "${name}"`}` : `${candidates.length} entry points; name one`;
    throw new SpirvError('bad-entry-point', 0, why);
  }
  return candidates[0]!;
}

/** The numeric type of a stage-interface variable's components, as the Vulkan interface-matching rules compare them. */
export type NumericType = 'float' | 'sint' | 'uint';

/** One user-defined (Location-decorated) input of an entry point. */
export interface InterfaceInput {
  readonly location: number;
  /** Locations it occupies (matrix columns, array elements). */
  readonly locations: number;
  readonly numeric: NumericType;
}

/**
 * The Input variables of `entry` decorated with Location (built-ins excluded), as spirv-reflect
 * lists them — what the validation layers match against the vertex attribute descriptions.
 */
export function interfaceInputs(m: SpirvModule, entry: SpirvEntryPoint): InterfaceInput[] {
  const out: InterfaceInput[] = [];
  for (const id of entry.interface) {
    const variable = m.variables.find((v) => v.id === id);
    const location = decorationValue(m, id, 'Location');
    if (variable?.storage !== 'Input' || location === undefined) continue;
    const pointer = m.types.get(variable.type);
    if (pointer?.kind !== 'pointer') continue;
    const shape = inputShape(m, pointer.pointee);
    if (shape !== undefined) out.push({ location, ...shape });
  }
  return out;
}

function inputShape(m: SpirvModule, typeId: number): { locations: number; numeric: NumericType } | undefined {
  const t = m.types.get(typeId);
  switch (t?.kind) {
    case 'float':
      return { locations: 1, numeric: 'float' };
    case 'int':
      return { locations: 1, numeric: t.signed ? 'sint' : 'uint' };
    case 'vector':
      return inputShape(m, t.component);
    case 'matrix': {
      const column = inputShape(m, t.column);
      return column && { locations: t.columns * column.locations, numeric: column.numeric };
    }
    case 'array': {
      const element = inputShape(m, t.element);
      const length = m.constants.get(t.length);
      const count = length?.kind === 'scalar' ? length.words[0]! : 1;
      return element && { locations: count * element.locations, numeric: element.numeric };
    }
    default:
      return undefined;
  }
}

/** Instructions that end a block or a function, and with it the reach of an OpLine (SPIR-V 2.4). */
const LINE_SCOPE_ENDS: ReadonlySet<string> = new Set([
  'OpBranch', 'OpBranchConditional', 'OpSwitch', 'OpReturn', 'OpReturnValue', 'OpKill', 'OpUnreachable',
  'OpTerminateInvocation', 'OpFunctionEnd',
]);

/**
 * The source line OpLine debug information gives the instruction at `wordOffset`: the last
 * OpLine before it, unless an OpNoLine or the end of a block came in between.
 */
export function sourceLineAt(m: SpirvModule, wordOffset: number): number | undefined {
  let line: number | undefined;
  for (const inst of m.instructions) {
    if (inst.offset === wordOffset) return line;
    if (inst.offset > wordOffset) return undefined;
    if (inst.name === 'OpLine') line = inst.operands[1];
    else if (inst.name === 'OpNoLine' || LINE_SCOPE_ENDS.has(inst.name)) line = undefined;
  }
  return undefined;
}
