/**
 * Reference interpreter for the IR: the semantic reference the backend's
 * differential tests compare machine code against.
 *
 * A whole subgroup runs in lockstep (SIMT), one instruction at a time over
 * the active invocations, so subgroup operations (vote, ballot, elect,
 * read_first/read_invocation) see exactly the invocations that reach them,
 * as SPIR-V defines. Structured control flow is executed directly:
 *  - if: the then-side runs with the active lanes whose condition is true,
 *    then the else-side with the rest; both rejoin after it;
 *  - loop: the body repeats while any lane is still in it; `break` parks a
 *    lane until the loop ends, `continue` until the next iteration;
 *  - phis pick, per lane, the source of the predecessor block that lane
 *    executed last (read all sources first: parallel-copy semantics).
 * ALU ops evaluate through ALU_OPS[op].eval, the table constant folding
 * uses, so there is one definition of each operation.
 *
 * Invocation control: `discard`/`discard_if`/`terminate` end a lane (its
 * outputs are dropped); `demote` turns it into a helper invocation that keeps
 * executing but whose outputs and memory writes are dropped, that
 * is_helper_invocation reports as true and that no subgroup operation sees
 * (assumption; Vulkan leaves helpers in non-quad subgroup ops unspecified).
 * Derivatives read the lane's 2×2 quad (lanes 4q … 4q+3), which must run:
 * fragment-shader callers pass the uncovered pixels of partly covered quads
 * as `helpers`.
 * The interlock intrinsics are no-ops: ordering between invocations of
 * different subgroups is a property of the machine, not of one subgroup.
 *
 * Pre-pass IR runs too (the front end's output, the passes' inputs):
 * function-local variables are per-lane (a load before any store reads 0,
 * as lower_vars_to_ssa assumes), a call runs the callee for the calling
 * lanes with fresh locals, and `return` parks a lane until its function
 * ends, with its values (main: the lane just stops, outputs kept).
 *
 * Everything outside the subgroup comes from an InterpEnv: stage inputs and
 * builtins per lane, and resource accesses (push constants, UBO, SSBO,
 * images, fragment-mask fetches) as callbacks.
 */
import { PopsimError } from '../../common/popsim_error.js';
import { ALU_OPS } from './alu_ops.js';
import { bitsToF32, f32ToBits } from './types.js';
import type { Block, CallInstr, CfList, Func, IntrinsicInstr, LoopNode, Shader } from './ir.js';

/** `location`: `@op` or `loop N`. */
export class InterpretError extends PopsimError<'unsupported' | 'loop-limit' | 'bad-lane'> {
  readonly kind = 'input';
}

/** What the subgroup reads from the outside world. */
export interface InterpEnv {
  /**
   * Stage inputs and builtins without sources (load_input, load_frag_coord,
   * load_front_face, load_sample_id/mask_in/pos, load_vertex/instance_index,
   * load_primitive_id) for one lane; bools as 0/1.
   */
  input(instr: IntrinsicInstr, lane: number): number;
  /**
   * Resource accesses (load_push_constant, load_ubo, load/store_ssbo,
   * ssbo_atomic, image_*, fragment_mask_fetch, fragment_fetch) for one lane,
   * with its source values; returns one value per destination. Writes from
   * helper invocations are never passed here.
   */
  resource(instr: IntrinsicInstr, lane: number, srcs: readonly number[]): readonly number[];
}

export interface InterpOptions {
  /** Invocations in the subgroup (32 or 64); the subgroup size builtin. */
  readonly subgroupSize: number;
  /** Lanes that run (default: all). */
  readonly live?: readonly boolean[];
  /**
   * Running lanes that start as helper invocations: the uncovered pixels of a fragment
   * shader's quads, which execute so that derivatives have their values (default: none).
   */
  readonly helpers?: readonly boolean[];
  /** Iterations any one loop may run before InterpretError('loop-limit'). */
  readonly maxLoopIterations?: number;
}

export interface LaneResult {
  /** The lane ran to the end (not discarded/terminated, not a helper, and live). */
  readonly alive: boolean;
  readonly helper: boolean;
  /** Stored outputs: "loc.comp" for store_output, "pos.c" for store_position, "depth", "sample_mask". */
  readonly outputs: ReadonlyMap<string, number>;
}

export interface InterpResult {
  readonly lanes: readonly LaneResult[];
}

type Mask = Uint8Array;

interface LoopFrame {
  readonly brk: Mask;
  readonly cont: Mask;
}

/** A function being run: the values its lanes returned. */
interface CallFrame {
  readonly values: Uint32Array[];
}

class Subgroup {
  readonly n: number;
  readonly values = new Map<number, Uint32Array>();
  /** Block id each lane executed last (phi predecessor). */
  readonly lastBlock: Int32Array;
  readonly ended: Mask;
  readonly helper: Mask;
  readonly outputs: Map<string, number>[];
  loops: LoopFrame[] = [];
  readonly calls: CallFrame[] = [];
  readonly maxIter: number;

  constructor(
    readonly env: InterpEnv,
    options: InterpOptions,
  ) {
    this.n = options.subgroupSize;
    this.lastBlock = new Int32Array(this.n).fill(-1);
    this.ended = new Uint8Array(this.n);
    this.helper = new Uint8Array(this.n);
    this.outputs = Array.from({ length: this.n }, () => new Map<string, number>());
    this.maxIter = options.maxLoopIterations ?? 10000;
  }

  get(id: number): Uint32Array {
    let v = this.values.get(id);
    if (!v) {
      v = new Uint32Array(this.n);
      this.values.set(id, v);
    }
    return v;
  }

  /** Runs `list` for the lanes in `mask` (mutated as lanes end); returns the lanes that fall out of its end. */
  list(list: CfList, mask: Mask): Mask {
    let m = mask;
    for (const node of list) {
      if (node.kind === 'block') this.block(node, m);
      else if (node.kind === 'if') {
        const c = this.get(node.cond.id);
        const t = m.map((a, l) => (a && c[l] ? 1 : 0));
        const e = m.map((a, l) => (a && !c[l] ? 1 : 0));
        const tOut = this.list(node.then, t);
        const eOut = this.list(node.else, e);
        m = tOut.map((a, l) => a | eOut[l]!);
      } else m = this.loop(node, m);
    }
    return m;
  }

  private loop(node: LoopNode, mask: Mask): Mask {
    const frame: LoopFrame = { brk: new Uint8Array(this.n), cont: new Uint8Array(this.n) };
    this.loops.push(frame);
    let m = mask;
    for (let iter = 0; m.some((a) => a); iter++) {
      if (iter >= this.maxIter) throw new InterpretError('loop-limit', `loop ${node.id}`, `more than ${this.maxIter} iterations`);
      frame.cont.fill(0);
      const out = this.list(node.body, m);
      m = out.map((a, l) => (a | frame.cont[l]!) & (this.ended[l]! ^ 1));
    }
    this.loops.pop();
    return frame.brk.map((a, l) => a & (this.ended[l]! ^ 1));
  }

  private block(block: Block, mask: Mask): void {
    // Phis first, all sources read before any is written.
    const phis = block.instrs.filter((i) => i.kind === 'phi');
    if (phis.length > 0) {
      const staged = phis.map((phi) => {
        const out = new Uint32Array(this.n);
        for (let l = 0; l < this.n; l++) {
          if (!mask[l]) continue;
          const src = phi.srcs.find((s) => s.pred.id === this.lastBlock[l]);
          if (src) out[l] = this.get(src.value.id)[l]!;
        }
        return out;
      });
      phis.forEach((phi, k) => {
        const d = this.get(phi.dest.id);
        for (let l = 0; l < this.n; l++) if (mask[l]) d[l] = staged[k]![l]!;
      });
    }
    for (let l = 0; l < this.n; l++) if (mask[l]) this.lastBlock[l] = block.id;
    for (const instr of block.instrs) {
      switch (instr.kind) {
        case 'phi':
          break;
        case 'const': {
          const d = this.get(instr.dest.id);
          for (let l = 0; l < this.n; l++) if (mask[l]) d[l] = instr.bits >>> 0;
          break;
        }
        case 'alu': {
          const info = ALU_OPS[instr.op];
          const srcs = instr.srcs.map((s) => this.get(s.id));
          const d = this.get(instr.dest.id);
          const args = new Array<number>(srcs.length);
          for (let l = 0; l < this.n; l++) {
            if (!mask[l]) continue;
            for (let k = 0; k < srcs.length; k++) args[k] = srcs[k]![l]!;
            d[l] = info.eval(args) >>> 0;
          }
          break;
        }
        case 'intrinsic':
          this.intrinsic(instr, mask);
          break;
        case 'jump':
          this.jump(instr.target, mask, instr.values.map((v) => v.id));
          break;
        case 'load_var': {
          const v = this.get(instr.variable.id);
          const d = this.get(instr.dest.id);
          for (let l = 0; l < this.n; l++) if (mask[l]) d[l] = v[l]!;
          break;
        }
        case 'store_var': {
          const v = this.get(instr.value.id);
          const d = this.get(instr.variable.id);
          for (let l = 0; l < this.n; l++) if (mask[l]) d[l] = v[l]!;
          break;
        }
        case 'call':
          this.call(instr, mask);
          break;
      }
    }
  }

  private call(instr: CallInstr, mask: Mask): void {
    const callee: Func = instr.callee;
    if (this.calls.length > 64) throw new InterpretError('unsupported', `call ${callee.name}`, 'call depth above 64 (recursion)');
    instr.args.forEach((a, k) => this.get(callee.params[k]!.id).set(this.get(a.id)));
    for (const local of callee.locals) this.get(local.id).fill(0);
    const frame: CallFrame = { values: callee.returnTypes.map(() => new Uint32Array(this.n)) };
    this.calls.push(frame);
    // The callee's loops are its own: break/continue never reach the caller's.
    const outer = this.loops;
    this.loops = [];
    this.list(callee.body, mask.slice());
    this.loops = outer;
    this.calls.pop();
    instr.dests.forEach((d, k) => {
      const out = this.get(d.id);
      for (let l = 0; l < this.n; l++) if (mask[l]) out[l] = frame.values[k]![l]!;
    });
    for (let l = 0; l < this.n; l++) if (this.ended[l]) mask[l] = 0;
  }

  private jump(target: 'break' | 'continue' | 'return', mask: Mask, values: readonly number[]): void {
    const frame = this.loops[this.loops.length - 1];
    const call = this.calls[this.calls.length - 1];
    for (let l = 0; l < this.n; l++) {
      if (!mask[l]) continue;
      // A returning lane leaves every region of its function (main: keeps its outputs).
      if (target === 'return') {
        if (call) values.forEach((id, k) => (call.values[k]![l] = this.get(id)[l]!));
      } else if (!frame) throw new InterpretError('unsupported', target, `${target} outside a loop`);
      else (target === 'break' ? frame.brk : frame.cont)[l] = 1;
      mask[l] = 0;
    }
  }

  /** Lanes that subgroup operations see: active and not helpers. */
  private participants(mask: Mask): number[] {
    const out: number[] = [];
    for (let l = 0; l < this.n; l++) if (mask[l] && !this.helper[l]) out.push(l);
    return out;
  }

  private intrinsic(instr: IntrinsicInstr, mask: Mask): void {
    const n = this.n;
    const srcs = instr.srcs.map((s) => this.get(s.id));
    const dests = instr.dests.map((d) => this.get(d.id));
    const each = (f: (l: number) => void): void => {
      for (let l = 0; l < n; l++) if (mask[l]) f(l);
    };
    const uniform = (f: (p: number[]) => number[]): void => {
      const r = f(this.participants(mask));
      each((l) => dests.forEach((d, k) => (d[l] = r[k]! >>> 0)));
    };
    const output = (key: string): void => each((l) => void this.outputs[l]!.set(key, srcs[0]![l]!));
    switch (instr.op) {
      case 'load_input':
      case 'load_frag_coord':
      case 'load_front_face':
      case 'load_sample_id':
      case 'load_sample_mask_in':
      case 'load_sample_pos':
      case 'load_vertex_index':
      case 'load_instance_index':
      case 'load_primitive_id':
        each((l) => (dests[0]![l] = this.env.input(instr, l) >>> 0));
        return;
      case 'store_output':
        output(`${instr.index.location ?? 0}.${instr.index.component ?? 0}`);
        return;
      case 'store_position':
        output(`pos.${instr.index.component ?? 0}`);
        return;
      case 'store_frag_depth':
        output('depth');
        return;
      case 'store_sample_mask':
        output('sample_mask');
        return;
      case 'load_push_constant':
      case 'load_ubo':
      case 'load_ssbo':
      case 'image_load':
      case 'image_fetch':
      case 'fragment_mask_fetch':
      case 'fragment_fetch':
      case 'store_ssbo':
      case 'image_store':
      case 'ssbo_atomic':
      case 'image_atomic': {
        const writes = instr.op === 'store_ssbo' || instr.op === 'image_store' || instr.op === 'ssbo_atomic' || instr.op === 'image_atomic';
        each((l) => {
          if (writes && this.helper[l]) return;
          const r = this.env.resource(
            instr,
            l,
            srcs.map((s) => s[l]!),
          );
          dests.forEach((d, k) => (d[l] = (r[k] ?? 0) >>> 0));
        });
        return;
      }
      case 'discard':
      case 'terminate':
        each((l) => this.end(l, mask));
        return;
      case 'discard_if':
        each((l) => {
          if (srcs[0]![l]) this.end(l, mask);
        });
        return;
      case 'demote':
        each((l) => (this.helper[l] = 1));
        return;
      case 'is_helper_invocation':
        each((l) => (dests[0]![l] = this.helper[l]!));
        return;
      case 'begin_invocation_interlock':
      case 'end_invocation_interlock':
      case 'memory_barrier':
        return;
      case 'vote_any':
        uniform((p) => [p.some((l) => srcs[0]![l]) ? 1 : 0]);
        return;
      case 'vote_all':
        uniform((p) => [p.every((l) => srcs[0]![l]) ? 1 : 0]);
        return;
      case 'vote_all_equal':
        uniform((p) => [p.every((l) => srcs[0]![l] === srcs[0]![p[0]!]) ? 1 : 0]);
        return;
      case 'ballot':
        uniform((p) => {
          const w = [0, 0];
          for (const l of p) if (srcs[0]![l]) w[l >> 5]! |= 1 << (l & 31);
          return w;
        });
        return;
      case 'elect': {
        const first = this.participants(mask)[0];
        each((l) => (dests[0]![l] = l === first ? 1 : 0));
        return;
      }
      case 'read_first_invocation':
        uniform((p) => [p.length > 0 ? srcs[0]![p[0]!]! : 0]);
        return;
      case 'read_invocation': {
        // Reading an invocation that is not active is undefined in SPIR-V: reported, not guessed.
        const active = this.participants(mask);
        each((l) => {
          const from = srcs[1]![l]!;
          if (!active.includes(from)) throw new InterpretError('bad-lane', `@${instr.op}`, `invocation ${from} is not active`);
          dests[0]![l] = srcs[0]![from]!;
        });
        return;
      }
      case 'load_subgroup_invocation':
        each((l) => (dests[0]![l] = l));
        return;
      case 'load_subgroup_size':
        each((l) => (dests[0]![l] = n));
        return;
      case 'ddx':
      case 'ddy':
      case 'ddx_coarse':
      case 'ddy_coarse':
      case 'ddx_fine':
      case 'ddy_fine':
        this.derivative(instr.op, srcs[0]!, dests[0]!, mask);
        return;
    }
  }

  /**
   * Quad lanes are 0 1 / 2 3 (x right, y down). Fine: the difference along the lane's own row
   * or column; coarse (and ddx/ddy): along the quad's first row or column, for every lane.
   * Reading a quad lane that does not run here is undefined (non-uniform control flow): an error.
   */
  private derivative(op: string, src: Uint32Array, dest: Uint32Array, mask: Mask): void {
    const x = op.startsWith('ddx');
    const fine = op.endsWith('_fine');
    for (let l = 0; l < this.n; l++) {
      if (!mask[l]) continue;
      const q = l & ~3;
      const from = fine ? q + (x ? l & 2 : l & 1) : q;
      const to = from + (x ? 1 : 2);
      if (!mask[from] || !mask[to]) throw new InterpretError('bad-lane', `@${op}`, `lane ${l}: quad lane ${mask[from] ? to : from} does not run here`);
      dest[l] = f32ToBits(bitsToF32(src[to]!) - bitsToF32(src[from]!));
    }
  }

  private end(lane: number, mask: Mask): void {
    this.ended[lane] = 1;
    mask[lane] = 0;
  }
}

/** Runs the entry function of `shader` for one subgroup (SSA or pre-pass IR with locals and calls). */
export function interpretShader(shader: Shader, env: InterpEnv, options: InterpOptions): InterpResult {
  const sg = new Subgroup(env, options);
  const mask = new Uint8Array(sg.n);
  for (let l = 0; l < sg.n; l++) mask[l] = options.live === undefined || options.live[l] ? 1 : 0;
  const live = mask.slice();
  for (let l = 0; l < sg.n; l++) if (options.helpers?.[l] && mask[l]) sg.helper[l] = 1;
  sg.list(shader.entry.body, mask);
  const lanes: LaneResult[] = [];
  for (let l = 0; l < sg.n; l++) {
    const alive = live[l] === 1 && sg.ended[l] === 0 && sg.helper[l] === 0;
    lanes.push({ alive, helper: sg.helper[l] === 1, outputs: alive ? sg.outputs[l]! : new Map() });
  }
  return { lanes };
}
