/** Lookups over a read module that later stages need again and again. */
import { DECORATIONS, enumValue } from './enums.js';
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
