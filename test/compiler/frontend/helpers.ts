/** Helpers of the front-end tests: GLSL → SPIR-V → IR, printed IR queries, running the IR for one invocation. */
import assert from 'node:assert/strict';
import { compileGlsl, type ShaderStage } from '../../../src/compiler/glsl/index.js';
import { spirvToIr, type FrontendOptions } from '../../../src/compiler/frontend/index.js';
import { printShader, type IntrinsicInstr, type Shader } from '../../../src/compiler/ir/index.js';
import { interpretShader, type InterpEnv } from '../../../src/compiler/ir/interpret.js';
import { f32ToBits } from '../../../src/compiler/ir/types.js';
import { readSpirv } from '../../../src/compiler/spirv/index.js';

export async function glslToIr(source: string, stage: ShaderStage = 'fragment', options: FrontendOptions = {}): Promise<Shader> {
  return spirvToIr(readSpirv(await compileGlsl(source, stage)), options);
}

/** Printed instruction lines (trimmed), for order checks. */
export function irLines(shader: Shader): string[] {
  return printShader(shader).split('\n').map((l) => l.trim());
}

/** Index of the first line matching `re` (from `from`); fails the test when absent. */
export function lineOf(lines: readonly string[], re: RegExp, from = 0): number {
  const k = lines.findIndex((l, i) => i >= from && re.test(l));
  assert.ok(k >= 0, `no line matching ${re}`);
  return k;
}

export function countLines(lines: readonly string[], re: RegExp): number {
  return lines.filter((l) => re.test(l)).length;
}

export const f32 = f32ToBits;

/** What one invocation of a front-end test shader reads. */
export interface Env {
  /** "location.component" → raw bits. */
  readonly inputs?: Readonly<Record<string, number>>;
  /** Push-constant words by byte offset / 4. */
  readonly push?: readonly number[];
  /** SSBO words (binding → word array), read and written. */
  readonly ssbo?: Record<number, number[]>;
}

/**
 * Runs the front end's output (locals, calls, returns) for one invocation
 * with the reference interpreter (src/compiler/ir/interpret.ts);
 * gl_FragCoord is (2.5, 3.5, 0.5, 0.5). Returns "location.component" → bits.
 */
export function interpret(shader: Shader, env: Env = {}): { readonly outputs: Record<string, number> } {
  const word = (instr: IntrinsicInstr, srcs: readonly number[]): number => (srcs[0]! + (instr.index.offset ?? 0)) / 4;
  const interpEnv: InterpEnv = {
    input(instr: IntrinsicInstr): number {
      const x = instr.index;
      if (instr.op === 'load_input') return env.inputs?.[`${x.location}.${x.component}`] ?? 0;
      if (instr.op === 'load_frag_coord') return f32ToBits(x.component === 0 ? 2.5 : x.component === 1 ? 3.5 : 0.5);
      throw new Error(`input ${instr.op} not modelled by the front-end tests`);
    },
    resource(instr: IntrinsicInstr, _lane: number, srcs: readonly number[]): readonly number[] {
      const mem = env.ssbo?.[instr.index.binding ?? 0];
      switch (instr.op) {
        case 'load_push_constant':
          return [env.push?.[word(instr, srcs)] ?? 0];
        case 'load_ssbo':
          return [mem?.[word(instr, srcs)] ?? 0];
        case 'store_ssbo':
          mem![word(instr, srcs)] = srcs[1]!;
          return [];
        case 'ssbo_atomic': {
          const at = word(instr, srcs);
          const old = mem![at] ?? 0;
          if (instr.index.atomic === 'add') mem![at] = (old + srcs[1]!) >>> 0;
          else if (instr.index.atomic === 'comp_swap') mem![at] = old === srcs[2] ? srcs[1]! : old;
          else throw new Error(`atomic ${instr.index.atomic} not modelled by the front-end tests`);
          return [old];
        }
        default:
          throw new Error(`resource ${instr.op} not modelled by the front-end tests`);
      }
    },
  };
  const [lane] = interpretShader(shader, interpEnv, { subgroupSize: 1 }).lanes;
  return { outputs: Object.fromEntries(lane!.outputs) };
}
