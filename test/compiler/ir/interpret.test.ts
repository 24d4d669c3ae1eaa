import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Builder, createShader, type Func, type IntrinsicInstr, type LocalVar, type Shader, type Value } from '../../../src/compiler/ir/index.js';
import { interpretShader, InterpretError, type InterpEnv } from '../../../src/compiler/ir/interpret.js';

const info = { stage: 'fragment', interlock: undefined, earlyFragmentTests: false, originUpperLeft: true, depthReplacing: false, sampleShading: false } as const;

/** Input: frag coord x = lane + 0.5, everything else 0. */
const env: InterpEnv = {
  input: (i: IntrinsicInstr, lane: number) => (i.op === 'load_frag_coord' && (i.index.component ?? 0) === 0 ? f32bits(lane + 0.5) : 0),
  resource: () => [],
};

function f32bits(x: number): number {
  return new Uint32Array(new Float32Array([x]).buffer)[0]!;
}

function laneId(b: Builder): Value {
  const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
  return b.alu('f2i', fx!);
}

function run(shader: Shader, n = 8) {
  return interpretShader(shader, env, { subgroupSize: n }).lanes;
}

test('divergent loop with a break: each lane leaves at its own iteration, exit phi by predecessor', () => {
  // i = 0; loop { if (i >= lane) break; i += 1 }; out = i * 10
  const s = createShader(info);
  const b = Builder.forFunction(s, s.entry);
  const lane = laneId(b);
  const zero = b.i32(0);
  const entry = b.currentBlock;
  b.pushLoop();
  const phi = { kind: 'phi' as const, dest: b.value('i32'), srcs: [{ pred: entry, value: zero }] };
  b.insert(phi);
  b.pushIf(b.alu('ige', phi.dest, lane));
  b.jump('break');
  b.popRegion();
  const next = b.alu('iadd', phi.dest, b.i32(1));
  phi.srcs.push({ pred: b.currentBlock, value: next });
  b.popRegion();
  b.intrinsic('store_output', [b.alu('imul', phi.dest, b.i32(10))], { location: 0, component: 0 });
  const lanes = run(s);
  assert.deepEqual(
    lanes.map((l) => l.outputs.get('0.0')),
    [0, 10, 20, 30, 40, 50, 60, 70],
  );
});

test('ballot and elect see only the lanes of the divergent if they are in', () => {
  const s = createShader(info);
  const b = Builder.forFunction(s, s.entry);
  const lane = laneId(b);
  b.pushIf(b.alu('ine', b.alu('iand', lane, b.i32(1)), b.i32(0)));
  const [lo] = b.intrinsic('ballot', [b.bool(true)]);
  const [e] = b.intrinsic('elect', []);
  b.intrinsic('store_output', [lo!], { location: 0, component: 0 });
  b.intrinsic('store_output', [b.alu('b2i', e!)], { location: 0, component: 1 });
  b.popRegion();
  const lanes = run(s);
  assert.equal(lanes[3]!.outputs.get('0.0'), 0b10101010);
  assert.equal(lanes[2]!.outputs.get('0.0'), undefined);
  // elect: only lane 1, the lowest active lane of the then-side.
  assert.deepEqual(
    lanes.map((l) => l.outputs.get('0.1')),
    [undefined, 1, undefined, 0, undefined, 0, undefined, 0],
  );
});

test('discard_if ends lanes (outputs dropped); demote makes helpers that is_helper_invocation reports', () => {
  const s = createShader(info);
  const b = Builder.forFunction(s, s.entry);
  const lane = laneId(b);
  b.intrinsic('discard_if', [b.alu('ieq', lane, b.i32(2))]);
  b.pushIf(b.alu('ieq', lane, b.i32(5)));
  b.intrinsic('demote', []);
  b.popRegion();
  const [h] = b.intrinsic('is_helper_invocation', []);
  const [any] = b.intrinsic('vote_any', [h!]);
  b.intrinsic('store_output', [b.alu('b2i', any!)], { location: 0, component: 0 });
  const lanes = run(s);
  assert.equal(lanes[2]!.alive, false);
  assert.equal(lanes[5]!.alive, false);
  assert.equal(lanes[5]!.helper, true);
  assert.equal(lanes[2]!.outputs.size, 0);
  // Helpers are not seen by vote_any, so no live lane sees a helper.
  assert.equal(lanes[0]!.outputs.get('0.0'), 0);
});

test('read_invocation and read_first_invocation; a runaway loop is a typed error', () => {
  const s = createShader(info);
  const b = Builder.forFunction(s, s.entry);
  const lane = laneId(b);
  const sq = b.alu('imul', lane, lane);
  const [r] = b.intrinsic('read_invocation', [sq, b.i32(3)], {}, ['i32']);
  const [f] = b.intrinsic('read_first_invocation', [sq], {}, ['i32']);
  b.intrinsic('store_output', [r!], { location: 0, component: 0 });
  b.intrinsic('store_output', [f!], { location: 0, component: 1 });
  const lanes = interpretShader(s, env, { subgroupSize: 8, live: [false, false, true, true, true, true, true, true] }).lanes;
  assert.equal(lanes[4]!.outputs.get('0.0'), 9);
  assert.equal(lanes[4]!.outputs.get('0.1'), 4);
  assert.equal(lanes[0]!.alive, false);
  // Reading a lane that is not active is undefined behaviour: a typed error.
  const u = createShader(info);
  const d = Builder.forFunction(u, u.entry);
  d.intrinsic('read_invocation', [laneId(d), d.i32(0)], {}, ['i32']);
  assert.throws(() => interpretShader(u, env, { subgroupSize: 4, live: [false, true, true, true] }), (e: unknown) => e instanceof InterpretError && e.code === 'bad-lane');

  const t = createShader(info);
  const c = Builder.forFunction(t, t.entry);
  c.pushLoop();
  c.alu('iadd', c.i32(1), c.i32(2));
  c.popRegion();
  assert.throws(() => interpretShader(t, env, { subgroupSize: 4, maxLoopIterations: 50 }), (e: unknown) => e instanceof InterpretError && e.code === 'loop-limit');
});

test('pre-pass IR: per-lane locals, a call whose lanes return at different points, return in main keeps outputs', () => {
  const s = createShader(info);
  // f(x) { if (x > 2) return x * 2; return x + 1; }
  const x: Value = { id: s.nextId++, type: 'i32' };
  const f: Func = { name: 'f', params: [x], returnTypes: ['i32'], body: [{ kind: 'block', id: s.nextId++, instrs: [] }], locals: [] };
  s.functions.push(f);
  const fb = Builder.forFunction(s, f);
  fb.pushIf(fb.alu('ilt', fb.i32(2), x));
  fb.jump('return', [fb.alu('imul', x, fb.i32(2))]);
  fb.popRegion();
  fb.jump('return', [fb.alu('iadd', x, fb.i32(1))]);
  // main: acc = f(lane); if (lane == 5) { out1 = 7; return; } out0 = acc; out1 = 1
  const b = Builder.forFunction(s, s.entry);
  const lane = laneId(b);
  const acc: LocalVar = { id: s.nextId++, name: 'acc', type: 'i32' };
  s.entry.locals.push(acc);
  const r = b.value('i32');
  b.insert({ kind: 'call', callee: f, dests: [r], args: [lane] });
  b.storeVar(acc, r);
  b.pushIf(b.alu('ieq', lane, b.i32(5)));
  b.intrinsic('store_output', [b.i32(7)], { location: 1, component: 0 });
  b.jump('return');
  b.popRegion();
  b.intrinsic('store_output', [b.loadVar(acc)], { location: 0, component: 0 });
  b.intrinsic('store_output', [b.i32(1)], { location: 1, component: 0 });
  const lanes = run(s);
  for (let l = 0; l < 8; l++) {
    const o = lanes[l]!.outputs;
    if (l === 5) {
      assert.equal(o.get('0.0'), undefined);
      assert.equal(o.get('1.0'), 7);
    } else {
      assert.equal(o.get('0.0'), l > 2 ? l * 2 : l + 1, `lane ${l}`);
      assert.equal(o.get('1.0'), 1);
    }
  }
});

test('derivatives read the 2×2 quad (lanes 4q…4q+3): fine along the own row/column, coarse along the first; helper lanes feed them; a quad lane that does not run is an error', () => {
  const s = createShader(info);
  const b = Builder.forFunction(s, s.entry);
  // v = x² per lane (x = lane + 0.5), so every difference is distinct.
  const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
  const v = b.alu('fmul', fx!, fx!);
  const ops = ['ddx_fine', 'ddy_fine', 'ddx_coarse', 'ddy_coarse', 'ddx', 'ddy'] as const;
  ops.forEach((op, k) => b.intrinsic('store_output', [b.intrinsic(op, [v])[0]!], { location: k, component: 0 }));
  const sq = (l: number): number => (l + 0.5) ** 2;
  // Lanes 1 and 6 are helpers: they compute v but store nothing.
  const lanes = interpretShader(s, env, { subgroupSize: 8, helpers: [false, true, false, false, false, false, true, false] }).lanes;
  for (let l = 0; l < 8; l++) {
    const q = l & ~3;
    const want = [
      sq(q + (l & 2) + 1) - sq(q + (l & 2)),
      sq(q + (l & 1) + 2) - sq(q + (l & 1)),
      sq(q + 1) - sq(q),
      sq(q + 2) - sq(q),
      sq(q + 1) - sq(q),
      sq(q + 2) - sq(q),
    ];
    if (l === 1 || l === 6) {
      assert.equal(lanes[l]!.alive, false);
      assert.equal(lanes[l]!.outputs.size, 0);
      continue;
    }
    ops.forEach((_, k) => assert.equal(lanes[l]!.outputs.get(`${k}.0`), f32bits(want[k]!), `lane ${l} ${ops[k]}`));
  }
  assert.throws(() => interpretShader(s, env, { subgroupSize: 8, live: [true, false, true, true, true, true, true, true] }), (e: unknown) => e instanceof InterpretError && e.code === 'bad-lane');
});
