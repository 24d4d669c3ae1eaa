/**
 * Test helpers for the passes: a fragment shader to build into, instruction
 * listing, and a one-invocation view of the reference interpreter, so tests
 * can check that a pass keeps the meaning of a shader (same outputs for the
 * same inputs) as well as its shape.
 */
import { interpretShader, type InterpEnv } from '../../../src/compiler/ir/interpret.js';
import {
  createShader,
  endingJump,
  forEachBlock,
  type CfList,
  type Func,
  type Instr,
  type IntrinsicInstr,
  type Shader,
} from '../../../src/compiler/ir/index.js';

export const fragmentInfo = {
  stage: 'fragment',
  interlock: { granularity: 'pixel', ordered: true },
  earlyFragmentTests: false,
  originUpperLeft: true,
  depthReplacing: false,
  sampleShading: false,
} as const;

export function newShader(): Shader {
  return createShader(fragmentInfo);
}

export function instrsOf(func: Func): Instr[] {
  const out: Instr[] = [];
  forEachBlock(func.body, (b) => out.push(...b.instrs));
  return out;
}

export function countKind(func: Func, kind: Instr['kind'], op?: string): number {
  return instrsOf(func).filter((i) => i.kind === kind && (op === undefined || ('op' in i && i.op === op))).length;
}

export const smooth = { location: 0, component: 0, interp: 'smooth', sampleLocation: 'center' } as const;
export const flat = { location: 1, component: 0, interp: 'flat', sampleLocation: 'center' } as const;

/**
 * Runs the entry function for one invocation with the reference interpreter
 * (src/compiler/ir/interpret.ts): inputs by location, push-constant words,
 * outputs by location.
 */
export function interpret(shader: Shader, inputs: readonly number[], pushConstants: readonly number[] = []): number[] {
  const env: InterpEnv = {
    input(instr: IntrinsicInstr): number {
      if (instr.op !== 'load_input') throw new Error(`interpret: ${instr.op} unsupported`);
      return inputs[instr.index.location!]!;
    },
    resource(instr: IntrinsicInstr, _lane: number, srcs: readonly number[]): readonly number[] {
      if (instr.op !== 'load_push_constant') throw new Error(`interpret: ${instr.op} unsupported`);
      return [pushConstants[(instr.index.offset! + srcs[0]!) / 4]!];
    },
  };
  const outputs: number[] = [];
  const [lane] = interpretShader(shader, env, { subgroupSize: 1 }).lanes;
  for (const [key, value] of lane!.outputs) outputs[Number(key.split('.')[0])] = value;
  return outputs;
}

/** Whether a block ends in a jump of the given kind anywhere in `list`. */
export function hasJump(list: CfList, target: 'break' | 'continue' | 'return'): boolean {
  let found = false;
  forEachBlock(list, (b) => {
    if (endingJump(b)?.target === target) found = true;
  });
  return found;
}
