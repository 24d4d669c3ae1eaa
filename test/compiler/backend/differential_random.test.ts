/**
 * Seeded-random differential tests: structured programs over i32/f32/bool
 * with uniform and divergent ifs, loops with uniform and divergent
 * breaks/continues (nested), discard and demote, SSBO stores under control
 * flow, subgroup votes, and lane-mask bools used after the loop that defines
 * them. Locals are promoted by lower_vars_to_ssa, so the phis are the
 * front end's. Every program runs on the GPU model for each target and must
 * match the IR interpreter lane by lane.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, createShader, type AluOp, type LocalVar, type Shader, type Value } from '../../../src/compiler/ir/index.js';
import { lowerVarsToSsa } from '../../../src/compiler/passes/index.js';
import { checkDifferential, DIFF_TARGETS, randomInputs } from './differential.js';
import { prng } from '../../support/prng.js';

const info = { stage: 'fragment', interlock: undefined, earlyFragmentTests: false, originUpperLeft: true, depthReplacing: false, sampleShading: false } as const;

type T = 'i32' | 'f32' | 'bool';

const I_BIN: AluOp[] = ['iadd', 'isub', 'imul', 'iand', 'ior', 'ixor', 'ishl', 'ushr', 'ishr', 'imin', 'imax', 'umin', 'umax'];
const F_BIN: AluOp[] = ['fadd', 'fsub', 'fmul', 'fmin', 'fmax'];
const I_CMP: AluOp[] = ['ilt', 'ige', 'ult', 'uge', 'ieq', 'ine'];
const F_CMP: AluOp[] = ['flt', 'fge', 'feq', 'fneu'];
const B_BIN: AluOp[] = ['band', 'bor', 'bxor'];

class Gen {
  readonly b: Builder;
  readonly r: () => number;
  /** SSA values visible at the cursor, per type; a scope per region. */
  private readonly scopes: Record<T, Value[]>[] = [];
  readonly vars: LocalVar[] = [];
  private loops = 0;
  /** Loop counters: never assigned by random statements, so every loop ends. */
  private readonly counters = new Set<LocalVar>();
  private stmts = 0;

  constructor(
    readonly shader: Shader,
    seed: number,
  ) {
    this.b = Builder.forFunction(shader, shader.entry);
    this.r = prng(seed);
    this.scopes.push({ i32: [], f32: [], bool: [] });
  }

  pick<X>(xs: readonly X[]): X {
    return xs[Math.floor(this.r() * xs.length)]!;
  }

  add(v: Value): Value {
    this.scopes[this.scopes.length - 1]![v.type].push(v);
    return v;
  }

  visible(t: T): Value[] {
    return this.scopes.flatMap((s) => s[t]);
  }

  local(t: T, init: Value): LocalVar {
    const v: LocalVar = { id: this.shader.nextId++, name: `l${this.vars.length}`, type: t };
    this.shader.entry.locals.push(v);
    this.vars.push(v);
    this.b.storeVar(v, init);
    return v;
  }

  /** An expression of type t (depth-bounded). */
  expr(t: T, depth = 0): Value {
    const b = this.b;
    const pool = this.visible(t);
    const leaf = depth >= 2 || this.r() < 0.3;
    if (leaf) {
      const vars = this.vars.filter((v) => v.type === t);
      if (vars.length > 0 && this.r() < 0.4) return this.add(b.loadVar(this.pick(vars)));
      if (pool.length > 0 && this.r() < 0.8) return this.pick(pool);
      if (t === 'i32') return b.i32(Math.floor(this.r() * 200) - 50);
      if (t === 'f32') return b.f32(Math.floor(this.r() * 64) / 4 - 4);
      return b.bool(this.r() < 0.5);
    }
    const k = this.r();
    if (t === 'i32') {
      if (k < 0.55) return this.add(b.alu(this.pick(I_BIN), this.expr('i32', depth + 1), this.expr('i32', depth + 1)));
      if (k < 0.62) return this.add(b.alu('bcsel', this.expr('bool', depth + 1), this.expr('i32', depth + 1), this.expr('i32', depth + 1)));
      if (k < 0.7) return this.add(b.alu('f2i', this.expr('f32', depth + 1)));
      if (k < 0.76) return this.add(b.alu('b2i', this.expr('bool', depth + 1)));
      if (k < 0.82) return this.add(b.alu('ubfe', this.expr('i32', depth + 1), b.i32(Math.floor(this.r() * 16)), b.i32(1 + Math.floor(this.r() * 16))));
      if (k < 0.86) return this.add(b.alu('bit_count', this.expr('i32', depth + 1)));
      if (k < 0.9) return this.add(b.alu('inot', this.expr('i32', depth + 1)));
      if (k < 0.94) {
        const [x] = b.intrinsic('read_first_invocation', [this.expr('i32', depth + 1)], {}, ['i32']);
        return this.add(x!);
      }
      return this.add(b.alu('bitfield_insert', this.expr('i32', depth + 1), this.expr('i32', depth + 1), b.i32(Math.floor(this.r() * 16)), b.i32(1 + Math.floor(this.r() * 16))));
    }
    if (t === 'f32') {
      if (k < 0.6) return this.add(b.alu(this.pick(F_BIN), this.expr('f32', depth + 1), this.expr('f32', depth + 1)));
      if (k < 0.7) return this.add(b.alu('bcsel', this.expr('bool', depth + 1), this.expr('f32', depth + 1), this.expr('f32', depth + 1)));
      if (k < 0.8) return this.add(b.alu('i2f', b.alu('iand', this.expr('i32', depth + 1), b.i32(0xfff))));
      if (k < 0.87) return this.add(b.alu(this.pick(['ffloor', 'fabs', 'fneg'] as const), this.expr('f32', depth + 1)));
      return this.add(b.alu('b2f', this.expr('bool', depth + 1)));
    }
    if (k < 0.45) return this.add(b.alu(this.pick(I_CMP), this.expr('i32', depth + 1), this.expr('i32', depth + 1)));
    if (k < 0.6) return this.add(b.alu(this.pick(F_CMP), this.expr('f32', depth + 1), this.expr('f32', depth + 1)));
    if (k < 0.75) return this.add(b.alu(this.pick(B_BIN), this.expr('bool', depth + 1), this.expr('bool', depth + 1)));
    if (k < 0.82) return this.add(b.alu('bnot', this.expr('bool', depth + 1)));
    if (k < 0.92) {
      const [x] = b.intrinsic(this.pick(['vote_any', 'vote_all', 'vote_all_equal'] as const), [this.expr(this.r() < 0.7 ? 'bool' : 'i32', depth + 1)]);
      return this.add(x!);
    }
    return this.add(b.alu('bcsel', this.expr('bool', depth + 1), this.expr('bool', depth + 1), this.expr('bool', depth + 1)));
  }

  private scoped(f: () => void): void {
    this.scopes.push({ i32: [], f32: [], bool: [] });
    f();
    this.scopes.pop();
  }

  /** A divergent condition (depends on the lane) or a uniform one. */
  cond(): Value {
    return this.expr('bool', 1);
  }

  stmtList(depth: number, inLoop: boolean): void {
    const count = 1 + Math.floor(this.r() * 3);
    for (let k = 0; k < count && this.stmts < 40; k++) this.stmt(depth, inLoop);
  }

  stmt(depth: number, inLoop: boolean): void {
    this.stmts++;
    const b = this.b;
    const k = this.r();
    if (k < 0.4 || depth >= 3) {
      const v = this.pick(this.assignable());
      b.storeVar(v, this.expr(v.type));
      return;
    }
    if (k < 0.62) {
      const c = this.cond();
      b.pushIf(c);
      this.scoped(() => this.stmtList(depth + 1, inLoop));
      b.pushElse();
      this.scoped(() => this.stmtList(depth + 1, inLoop));
      b.popRegion();
      return;
    }
    if (k < 0.8 && this.loops < 3) {
      this.loop(depth);
      return;
    }
    if (k < 0.86) {
      const c = this.cond();
      b.intrinsic('discard_if', [b.alu('band', c, b.alu('ieq', b.alu('iand', this.lane, b.i32(3)), b.i32(1)))]);
      return;
    }
    if (k < 0.92) {
      const slot = Math.floor(this.r() * 4);
      b.intrinsic('store_ssbo', [b.alu('ishl', this.lane, b.i32(2)), this.expr('i32')], { set: 0, binding: 0, offset: slot * 256, access: 0 });
      return;
    }
    if (inLoop && k < 0.97) {
      b.pushIf(this.cond());
      b.jump(this.r() < 0.5 ? 'break' : 'continue');
      b.popRegion();
      return;
    }
    const v = this.pick(this.assignable());
    b.storeVar(v, this.expr(v.type));
  }

  private assignable(): LocalVar[] {
    return this.vars.filter((v) => !this.counters.has(v));
  }

  lane!: Value;

  /** for (i = 0; i < bound; i++) { body } with bound uniform or per lane; sometimes a bool used after the loop. */
  loop(depth: number): void {
    this.loops++;
    const b = this.b;
    const bound = this.r() < 0.5 ? b.alu('iand', this.lane, b.i32(3)) : b.alu('iand', this.visible('i32')[3]!, b.i32(3));
    const i = this.local('i32', b.i32(0));
    this.counters.add(i);
    b.pushLoop();
    let escape: Value | undefined;
    this.scoped(() => {
      const iv = b.loadVar(i);
      escape = b.alu('ieq', b.alu('iand', b.alu('iadd', iv, this.pick(this.visible('i32'))), b.i32(1)), b.i32(0));
      b.pushIf(b.alu('ige', iv, bound));
      b.jump('break');
      b.popRegion();
      b.storeVar(i, b.alu('iadd', iv, b.i32(1)));
      this.stmtList(depth + 1, true);
    });
    b.popRegion();
    // The flag of the last iteration each lane ran, used without a phi.
    const flagVar = this.vars.find((v) => v.type === 'bool')!;
    if (this.r() < 0.6) b.storeVar(flagVar, b.alu('bxor', escape!, b.loadVar(flagVar)));
  }
}

function randomShader(seed: number): () => Shader {
  return () => {
    const s = createShader(info);
    const g = new Gen(s, seed);
    const b = g.b;
    const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
    const [fy] = b.intrinsic('load_frag_coord', [], { component: 1 });
    const [mask] = b.intrinsic('load_sample_mask_in', []);
    const [pc0] = b.intrinsic('load_push_constant', [b.i32(0)], { offset: 0 });
    const [pc1] = b.intrinsic('load_push_constant', [b.i32(0)], { offset: 4 });
    g.lane = g.add(b.alu('f2i', fx!));
    g.add(b.alu('f2i', fy!));
    g.add(mask!);
    g.add(pc0!);
    g.add(pc1!);
    g.add(fy!);
    g.add(b.alu('u2f', pc0!));
    g.add(b.alu('ilt', g.lane, b.i32(20)));
    g.add(b.alu('ult', pc0!, b.i32(4)));
    g.local('i32', g.lane);
    g.local('i32', pc1!);
    g.local('f32', fy!);
    g.local('bool', b.bool(false));
    g.stmtList(0, false);
    g.stmtList(0, false);
    g.vars.slice(0, 4).forEach((v, k) => {
      const x = b.loadVar(v);
      const i = v.type === 'bool' ? b.alu('b2i', x) : v.type === 'f32' ? b.alu('bitcast_f2i', x) : x;
      b.intrinsic('store_output', [i], { location: 0, component: k });
    });
    lowerVarsToSsa(s);
    return s;
  };
}

const SEEDS = Array.from({ length: 60 }, (_, k) => 1000 + k);

for (const { name, target } of DIFF_TARGETS) {
  test(`random differential (${name}): ${SEEDS.length} seeded programs match the interpreter`, () => {
    let alive = 0;
    let started = 0;
    let wholeWaveDead = 0;
    for (const seed of SEEDS) {
      const inputs = randomInputs(seed);
      const r = checkDifferential(randomShader(seed), target, inputs);
      alive += r.alive;
      started += inputs.live.slice(0, target.wave64 ? 64 : 32).filter((x) => x).length;
      if (r.alive === 0) wholeWaveDead++;
    }
    // The programs exercise both surviving lanes and discards (not all-dead or all-alive).
    assert.ok(alive > started / 4 && alive < started, `${alive} of ${started} lanes alive`);
    assert.ok(wholeWaveDead < SEEDS.length / 4, `${wholeWaveDead} programs discard every lane`);
  });
}
