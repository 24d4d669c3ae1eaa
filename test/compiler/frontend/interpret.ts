/**
 * A small reference interpreter of the front end's output (before the passes:
 * locals, calls and jumps, no phis), for one invocation. Lets the tests check
 * what translated control flow and arithmetic compute against hand-computed
 * results. Intrinsics read inputs/push constants/UBO words from `env` and
 * record outputs and SSBO stores.
 */
import { ALU_OPS } from '../../../src/compiler/ir/alu_ops.js';
import type { CfList, Func, Shader, Value } from '../../../src/compiler/ir/ir.js';
import { f32ToBits } from '../../../src/compiler/ir/types.js';

export interface Env {
  /** "location.component" → raw bits. */
  readonly inputs?: Readonly<Record<string, number>>;
  /** Push-constant words by byte offset / 4. */
  readonly push?: readonly number[];
  /** SSBO words (binding → word array), read and written. */
  readonly ssbo?: Record<number, number[]>;
}

export interface Result {
  /** "location.component" → raw bits of the stored output. */
  readonly outputs: Record<string, number>;
  readonly trace: string[];
}

class Jump {
  constructor(readonly target: 'break' | 'continue' | 'return', readonly values: number[]) {}
}

const MAX_STEPS = 1_000_000;

export function interpret(shader: Shader, env: Env = {}): Result {
  const outputs: Record<string, number> = {};
  const trace: string[] = [];
  let steps = 0;

  const runFunc = (func: Func, args: number[]): number[] => {
    const vals = new Map<number, number>();
    const locals = new Map<number, number>();
    func.params.forEach((p, k) => vals.set(p.id, args[k]!));
    const get = (v: Value): number => {
      const x = vals.get(v.id);
      if (x === undefined) throw new Error(`%${v.id} read before definition`);
      return x;
    };
    const runList = (list: CfList): void => {
      for (const node of list) {
        if (++steps > MAX_STEPS) throw new Error('interpreter step limit');
        if (node.kind === 'if') runList(get(node.cond) ? node.then : node.else);
        else if (node.kind === 'loop') {
          for (;;) {
            try {
              runList(node.body);
            } catch (e) {
              if (e instanceof Jump && e.target === 'break') break;
              if (e instanceof Jump && e.target === 'continue') continue;
              throw e;
            }
          }
        } else {
          for (const i of node.instrs) {
            switch (i.kind) {
              case 'const':
                vals.set(i.dest.id, i.bits);
                break;
              case 'alu':
                vals.set(i.dest.id, ALU_OPS[i.op].eval(i.srcs.map(get)) >>> 0);
                break;
              case 'load_var':
                vals.set(i.dest.id, locals.get(i.variable.id) ?? 0);
                break;
              case 'store_var':
                locals.set(i.variable.id, get(i.value));
                break;
              case 'call':
                runFunc(i.callee, i.args.map(get)).forEach((x, k) => vals.set(i.dests[k]!.id, x));
                break;
              case 'jump':
                throw new Jump(i.target, i.values.map(get));
              case 'phi':
                throw new Error('phis are not produced by the front end');
              case 'intrinsic': {
                const s = i.srcs.map(get);
                const x = i.index;
                switch (i.op) {
                  case 'load_input':
                    vals.set(i.dests[0]!.id, env.inputs?.[`${x.location}.${x.component}`] ?? 0);
                    break;
                  case 'load_push_constant':
                    vals.set(i.dests[0]!.id, env.push?.[(s[0]! + x.offset!) / 4] ?? 0);
                    break;
                  case 'load_ssbo':
                    vals.set(i.dests[0]!.id, env.ssbo?.[x.binding!]?.[(s[0]! + x.offset!) / 4] ?? 0);
                    break;
                  case 'store_ssbo':
                    env.ssbo![x.binding!]![(s[0]! + x.offset!) / 4] = s[1]!;
                    break;
                  case 'ssbo_atomic': {
                    const mem = env.ssbo![x.binding!]!;
                    const at = (s[0]! + x.offset!) / 4;
                    const old = mem[at] ?? 0;
                    vals.set(i.dests[0]!.id, old);
                    if (x.atomic === 'add') mem[at] = (old + s[1]!) >>> 0;
                    else if (x.atomic === 'comp_swap') mem[at] = old === s[2] ? s[1]! : old;
                    else throw new Error(`atomic ${x.atomic} not interpreted`);
                    break;
                  }
                  case 'store_output':
                    outputs[`${x.location}.${x.component}`] = s[0]!;
                    break;
                  case 'load_frag_coord':
                    vals.set(i.dests[0]!.id, f32ToBits(x.component === 0 ? 2.5 : x.component === 1 ? 3.5 : 0.5));
                    break;
                  default:
                    trace.push(i.op);
                    i.dests.forEach((d) => vals.set(d.id, 0));
                }
              }
            }
          }
        }
      }
    };
    try {
      runList(func.body);
    } catch (e) {
      if (e instanceof Jump && e.target === 'return') return e.values;
      throw e;
    }
    return [];
  };
  runFunc(shader.entry, []);
  return { outputs, trace };
}

export const f32 = f32ToBits;
