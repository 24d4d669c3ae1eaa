/**
 * Builder: appends instructions at a cursor and opens/closes if and loop
 * regions while keeping the block/region alternation of ir.ts, so passes and
 * the front end read like the code they emit (NIR's nir_builder).
 */
import { ALU_OPS, type AluOp } from './alu_ops.js';
import { INTRINSICS, type IntrinsicIndex, type IntrinsicOp } from './intrinsics.js';
import type { Block, CfList, Func, IfNode, Instr, LocalVar, LoopNode, Shader, Value } from './ir.js';
import { newId } from './ir.js';
import { f32ToBits, type ScalarType } from './types.js';

interface OpenRegion {
  readonly node: IfNode | LoopNode;
  /** The list the region sits in (where building resumes after it closes). */
  readonly outer: CfList;
}

export class Builder {
  readonly shader: Shader;
  private list: CfList;
  private block: Block;
  private readonly open: OpenRegion[] = [];

  /** Builds at the end of `list` (a function body or a region's list). */
  constructor(shader: Shader, list: CfList) {
    this.shader = shader;
    this.list = list;
    const last = list[list.length - 1];
    if (last?.kind === 'block') this.block = last;
    else {
      this.block = this.newBlock();
      list.push(this.block);
    }
  }

  static forFunction(shader: Shader, func: Func): Builder {
    return new Builder(shader, func.body);
  }

  get currentBlock(): Block {
    return this.block;
  }

  value(type: ScalarType): Value {
    return { id: newId(this.shader), type };
  }

  insert(instr: Instr): void {
    this.block.instrs.push(instr);
  }

  constBits(type: ScalarType, bits: number): Value {
    const dest = this.value(type);
    this.insert({ kind: 'const', dest, bits: bits >>> 0 });
    return dest;
  }

  i32(v: number): Value {
    return this.constBits('i32', v);
  }

  f32(v: number): Value {
    return this.constBits('f32', f32ToBits(v));
  }

  bool(v: boolean): Value {
    return this.constBits('bool', v ? 1 : 0);
  }

  /** An ALU instruction; the result type follows the op table ('T' = the type of the first polymorphic source). */
  alu(op: AluOp, ...srcs: Value[]): Value {
    const info = ALU_OPS[op];
    let type: ScalarType;
    if (info.dest === 'T') {
      const k = info.srcs.indexOf('T');
      type = srcs[k]!.type;
    } else type = info.dest;
    const dest = this.value(type);
    this.insert({ kind: 'alu', op, dest, srcs });
    return dest;
  }

  /** An intrinsic with the given result types (or the table's fixed ones when omitted). */
  intrinsic(op: IntrinsicOp, srcs: Value[], index: IntrinsicIndex = {}, destTypes?: readonly ScalarType[]): Value[] {
    const info = INTRINSICS[op];
    const types = destTypes ?? (Array.isArray(info.dests) ? (info.dests as readonly ScalarType[]) : []);
    const dests = types.map((t) => this.value(t));
    this.insert({ kind: 'intrinsic', op, dests, srcs, index });
    return dests;
  }

  loadVar(variable: LocalVar): Value {
    const dest = this.value(variable.type);
    this.insert({ kind: 'load_var', dest, variable });
    return dest;
  }

  storeVar(variable: LocalVar, value: Value): void {
    this.insert({ kind: 'store_var', variable, value });
  }

  jump(target: 'break' | 'continue' | 'return', values: Value[] = []): void {
    this.insert({ kind: 'jump', target, values });
  }

  /** Opens `if (cond)`; building continues in the then-side. */
  pushIf(cond: Value): IfNode {
    const node: IfNode = { kind: 'if', id: newId(this.shader), cond, then: [this.newBlock()], else: [this.newBlock()] };
    this.enter(node, node.then);
    return node;
  }

  /** Switches from the then-side to the else-side of the innermost if. */
  pushElse(): void {
    const top = this.open[this.open.length - 1];
    if (!top || top.node.kind !== 'if') throw new Error('pushElse without an open if');
    this.list = top.node.else;
    this.block = top.node.else[top.node.else.length - 1] as Block;
  }

  pushLoop(): LoopNode {
    const node: LoopNode = { kind: 'loop', id: newId(this.shader), body: [this.newBlock()] };
    this.enter(node, node.body);
    return node;
  }

  /** Closes the innermost region; building continues in the block after it. */
  popRegion(): Block {
    const top = this.open.pop();
    if (!top) throw new Error('popRegion without an open region');
    const after = this.newBlock();
    top.outer.push(after);
    this.list = top.outer;
    this.block = after;
    return after;
  }

  /** Appends a region to the current list and moves the cursor into its first block. */
  private enter(node: IfNode | LoopNode, inner: CfList): void {
    this.list.push(node);
    this.open.push({ node, outer: this.list });
    this.list = inner;
    this.block = inner[0] as Block;
  }

  private newBlock(): Block {
    return { kind: 'block', id: newId(this.shader), instrs: [] };
  }
}

/** A new, empty shader with an entry function named `main`. */
export function createShader(info: Shader['info']): Shader {
  const entry: Func = { name: 'main', params: [], returnTypes: [], body: [], locals: [] };
  const shader: Shader = { info, entry, functions: [entry], nextId: 0 };
  entry.body.push({ kind: 'block', id: newId(shader), instrs: [] });
  return shader;
}
