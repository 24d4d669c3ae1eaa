/**
 * Test helpers for the passes: a fragment shader to build into, instruction
 * listing, and a small reference interpreter of the structured IR, so tests
 * can check that a pass keeps the meaning of a shader (same outputs for the
 * same inputs) as well as its shape.
 */
import {
  ALU_OPS,
  createShader,
  endingJump,
  forEachBlock,
  type Block,
  type CfList,
  type Func,
  type Instr,
  type Shader,
  type Value,
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

/** Runs the entry function: inputs by location, outputs recorded by location. */
export function interpret(shader: Shader, inputs: readonly number[], pushConstants: readonly number[] = []): number[] {
  const outputs: number[] = [];
  let steps = 0;
  type Outcome = { kind: 'fall' } | { kind: 'break' } | { kind: 'continue' } | { kind: 'return'; values: number[] };
  const call = (func: Func, args: readonly number[]): number[] => {
    const env = new Map<number, number>();
    const vars = new Map<number, number>();
    func.params.forEach((p, k) => env.set(p.id, args[k]!));
    let prev: Block | undefined;
    const get = (v: Value): number => {
      const x = env.get(v.id);
      if (x === undefined) throw new Error(`interpret: %${v.id} read before definition`);
      return x;
    };
    const runBlock = (block: Block): Outcome => {
      if (++steps > 100000) throw new Error('interpret: step limit');
      const phis = block.instrs.filter((i) => i.kind === 'phi');
      const phiValues = phis.map((p) => get(p.srcs.find((s) => s.pred === prev)!.value));
      phis.forEach((p, k) => env.set(p.dest.id, phiValues[k]!));
      for (const instr of block.instrs) {
        switch (instr.kind) {
          case 'phi':
            break;
          case 'const':
            env.set(instr.dest.id, instr.bits);
            break;
          case 'alu':
            env.set(instr.dest.id, ALU_OPS[instr.op].eval(instr.srcs.map(get)) >>> 0);
            break;
          case 'load_var':
            env.set(instr.dest.id, vars.get(instr.variable.id) ?? 0);
            break;
          case 'store_var':
            vars.set(instr.variable.id, get(instr.value));
            break;
          case 'call':
            call(instr.callee, instr.args.map(get)).forEach((r, k) => env.set(instr.dests[k]!.id, r));
            break;
          case 'intrinsic':
            if (instr.op === 'load_input') env.set(instr.dests[0]!.id, inputs[instr.index.location!]!);
            else if (instr.op === 'load_push_constant') env.set(instr.dests[0]!.id, pushConstants[(instr.index.offset! + get(instr.srcs[0]!)) / 4]!);
            else if (instr.op === 'store_output') outputs[instr.index.location!] = get(instr.srcs[0]!);
            else if (instr.op !== 'begin_invocation_interlock' && instr.op !== 'end_invocation_interlock') throw new Error(`interpret: ${instr.op} unsupported`);
            break;
          case 'jump':
            prev = block;
            return instr.target === 'return' ? { kind: 'return', values: instr.values.map(get) } : { kind: instr.target };
        }
      }
      prev = block;
      return { kind: 'fall' };
    };
    const runList = (list: CfList): Outcome => {
      for (const node of list) {
        let out: Outcome;
        if (node.kind === 'block') out = runBlock(node);
        else if (node.kind === 'if') out = runList(get(node.cond) ? node.then : node.else);
        else {
          for (;;) {
            out = runList(node.body);
            if (out.kind === 'break') {
              out = { kind: 'fall' };
              break;
            }
            if (out.kind === 'return') break;
          }
        }
        if (out.kind !== 'fall') return out;
      }
      return { kind: 'fall' };
    };
    const out = runList(func.body);
    return out.kind === 'return' ? out.values : [];
  };
  call(shader.entry, []);
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
