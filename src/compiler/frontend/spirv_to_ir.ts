/**
 * SPIR-V module → IR Shader (Mesa's spirv_to_nir). Every SPIR-V function
 * reachable from the entry point becomes a Func; the IR is left with locals,
 * calls and return jumps for lower_returns / inline / lower_vars_to_ssa.
 * Execution modes become ShaderInfo; whether the device supports the
 * interlock mode is the driver's decision (R9, R11), not this one's.
 */
import { createShader } from '../ir/builder.js';
import type { Func, Shader, ShaderInfo } from '../ir/ir.js';
import { IrValidationError, validateShader } from '../ir/validator.js';
import { SpirvError } from '../spirv/errors.js';
import { interlockOf } from '../spirv/interlock.js';
import { selectEntryPoint } from '../spirv/query.js';
import type { SpirvEntryPoint, SpirvFunction, SpirvModule } from '../spirv/module.js';
import { Translator, type FrontendOptions } from './context.js';
import { declareFunction, translateFunction, type Callee } from './function.js';
import { translateInstruction } from './instructions.js';

export type { FrontendOptions } from './context.js';

const MODE = { OriginUpperLeft: 7, EarlyFragmentTests: 9, DepthReplacing: 12 } as const;
const BUILTIN_SAMPLE_ID = 18;
const BUILTIN_SAMPLE_POSITION = 19;

/** Functions reachable from the entry by OpFunctionCall, callees first is not needed: Funcs are declared up front. */
function reachable(m: SpirvModule, entry: SpirvFunction): SpirvFunction[] {
  const byId = new Map(m.functions.map((f) => [f.id, f]));
  const seen = new Set<number>([entry.id]);
  const order = [entry];
  for (let k = 0; k < order.length; k++) {
    for (const b of order[k]!.blocks) {
      for (const i of b.body) {
        if (i.name !== 'OpFunctionCall' || seen.has(i.operands[0]!)) continue;
        const callee = byId.get(i.operands[0]!);
        if (!callee) throw new SpirvError('missing-function', i.offset, `OpFunctionCall of %${i.operands[0]!}, which is no function`);
        seen.add(callee.id);
        order.push(callee);
      }
    }
  }
  // SPIR-V forbids recursion (2.16.1); inlining would not terminate on it.
  const state = new Map<number, 'open' | 'done'>();
  const visit = (f: SpirvFunction): void => {
    state.set(f.id, 'open');
    for (const b of f.blocks) {
      for (const i of b.body) {
        if (i.name !== 'OpFunctionCall') continue;
        const s = state.get(i.operands[0]!);
        if (s === 'open') throw new SpirvError('bad-operand', i.offset, `recursive OpFunctionCall of %${i.operands[0]!}`);
        if (s === undefined) visit(byId.get(i.operands[0]!)!);
      }
    }
    state.set(f.id, 'done');
  };
  visit(entry);
  return order;
}

/** Private and Output variables each function uses itself or through its callees (the call graph is acyclic). */
function globalsUsed(m: SpirvModule, functions: readonly SpirvFunction[]): Map<number, number[]> {
  const vars = new Set(m.variables.filter((v) => v.storage === 'Private' || v.storage === 'Output').map((v) => v.id));
  const direct = new Map<number, Set<number>>();
  const calls = new Map<number, number[]>();
  for (const f of functions) {
    const own = new Set<number>();
    const callees: number[] = [];
    for (const b of f.blocks) {
      for (const i of b.body) {
        for (const w of i.operands) if (vars.has(w)) own.add(w);
        if (i.name === 'OpFunctionCall') callees.push(i.operands[0]!);
      }
    }
    direct.set(f.id, own);
    calls.set(f.id, callees);
  }
  // Propagate from callees to callers until nothing changes (bounded by the number of functions).
  for (let changed = true, round = 0; changed && round <= functions.length; round++) {
    changed = false;
    for (const f of functions) {
      const own = direct.get(f.id)!;
      for (const c of calls.get(f.id)!) {
        for (const g of direct.get(c) ?? []) {
          if (!own.has(g)) {
            own.add(g);
            changed = true;
          }
        }
      }
    }
  }
  return new Map([...direct].map(([id, s]) => [id, [...s].sort((a, b) => a - b)]));
}

/** Sample shading is forced when the shader reads SampleId or SamplePosition or has a Sample-qualified input (Vulkan 27.4). */
function forcesSampleShading(m: SpirvModule, entry: SpirvEntryPoint, used: ReadonlySet<number>): boolean {
  return entry.interface.some((id) => {
    if (!used.has(id)) return false;
    const decos = m.decorations.get(id) ?? [];
    return decos.some((d) => (d.name === 'BuiltIn' && (d.args[0] === BUILTIN_SAMPLE_ID || d.args[0] === BUILTIN_SAMPLE_POSITION)) || d.name === 'Sample');
  });
}

export function spirvToIr(module: SpirvModule, options: FrontendOptions = {}): Shader {
  const entry = selectEntryPoint(module, options.entryPoint);
  if (entry.model === 'GLCompute') throw new SpirvError('unsupported-execution-model', entry.offset, 'compute shaders are not translated');
  const entryFn = module.functions.find((f) => f.id === entry.function);
  if (!entryFn) throw new SpirvError('missing-function', entry.offset, `entry point function %${entry.function} is missing`);
  const functions = reachable(module, entryFn);
  const used = new Set<number>();
  for (const f of functions) for (const b of f.blocks) for (const i of b.body) for (const w of i.operands) used.add(w);

  const hasMode = (mode: number): boolean => entry.modes.some((x) => x.mode === mode);
  const interlock = interlockOf(entry);
  const info: ShaderInfo = {
    stage: entry.model === 'Vertex' ? 'vertex' : 'fragment',
    interlock,
    earlyFragmentTests: hasMode(MODE.EarlyFragmentTests),
    originUpperLeft: hasMode(MODE.OriginUpperLeft),
    depthReplacing: hasMode(MODE.DepthReplacing),
    sampleShading: entry.model === 'Fragment' && forcesSampleShading(module, entry, used),
  };
  const shader = createShader(info);
  shader.entry.body.length = 0;
  const t = new Translator(module, shader, options, translateInstruction);

  const globals = globalsUsed(module, functions);
  const callees = new Map<number, Callee>();
  for (const f of functions) {
    t.offset = f.offset;
    const own = f === entryFn ? [] : globals.get(f.id)!;
    const func: Func = declareFunction(t, f, f === entryFn, own);
    callees.set(f.id, { func, spirv: f, globals: own });
    if (f !== entryFn) shader.functions.push(func);
  }
  for (const f of functions) translateFunction(t, callees.get(f.id)!, f === entryFn, callees);

  // The reader does not check SSA dominance (left to later stages): a use its definition does not dominate is bad input.
  try {
    validateShader(shader, 'spirv_to_ir');
  } catch (e) {
    if (e instanceof IrValidationError) throw new SpirvError('invalid-ssa', entryFn.offset, e.problems.join('; '));
    throw e;
  }
  return shader;
}
