/**
 * Hand-written differential tests: each program targets one backend feature
 * (uniform/divergent control flow, loops with breaks and continues, lane-mask
 * bools across loops, discard inside loops, subgroup operations), runs on
 * the GPU model for gfx9, gfx10_3 and gfx11 in wave64 and wave32, and must
 * match the IR interpreter on every lane.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileShader } from '../../../src/compiler/backend/index.js';
import { findLlvmMc, mcAssemble, wordsToBytes } from '../../../tools/llvm_mc.js';
import { Builder, createShader, type Shader, type Value } from '../../../src/compiler/ir/index.js';
import { lowerVarsToSsa } from '../../../src/compiler/passes/index.js';
import { checkDifferential, DIFF_TARGETS, randomInputs } from './differential.js';

const info = { stage: 'fragment', interlock: undefined, earlyFragmentTests: false, originUpperLeft: true, depthReplacing: false, sampleShading: false } as const;

interface Ctx {
  readonly b: Builder;
  readonly lane: Value;
  readonly row: Value;
  readonly mask: Value;
  readonly pc0: Value;
}

/** A shader with lane = int(fragCoord.x), row = int(fragCoord.y), mask = sample mask, pc0 = push constant 0. */
function shader(body: (c: Ctx) => void): () => Shader {
  return () => {
    const s = createShader(info);
    const b = Builder.forFunction(s, s.entry);
    const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
    const [fy] = b.intrinsic('load_frag_coord', [], { component: 1 });
    const [mask] = b.intrinsic('load_sample_mask_in', []);
    const [pc0] = b.intrinsic('load_push_constant', [b.i32(0)], { offset: 0 });
    body({ b, lane: b.alu('f2i', fx!), row: b.alu('f2i', fy!), mask: mask!, pc0: pc0! });
    lowerVarsToSsa(s);
    return s;
  };
}

function local(b: Builder, type: 'i32' | 'f32' | 'bool', init: Value) {
  const v = { id: b.shader.nextId++, name: `v${b.shader.nextId}`, type };
  b.shader.entry.locals.push(v);
  b.storeVar(v, init);
  return v;
}

function out(b: Builder, comp: number, v: Value): void {
  const i = v.type === 'bool' ? b.alu('b2i', v) : v.type === 'f32' ? b.alu('bitcast_f2i', v) : v;
  b.intrinsic('store_output', [i], { location: 0, component: comp });
}

const PROGRAMS: Record<string, () => Shader> = {
  'arithmetic, selects, uniform and divergent values': shader(({ b, lane, row, mask, pc0 }) => {
    const a = b.alu('iadd', b.alu('imul', lane, b.i32(7)), pc0);
    const f = b.alu('fmul', b.alu('i2f', row), b.f32(1.5));
    const c = b.alu('ilt', row, b.i32(8));
    out(b, 0, b.alu('bcsel', c, a, b.alu('ixor', mask, pc0)));
    out(b, 1, b.alu('fadd', f, b.alu('u2f', pc0)));
    out(b, 2, b.alu('ubfe', mask, b.i32(3), b.i32(5)));
    out(b, 3, b.alu('band', c, b.alu('ine', b.alu('iand', lane, b.i32(1)), b.i32(0))));
  }),
  'uniform and divergent if/else with phis': shader(({ b, lane, row, pc0 }) => {
    const x = local(b, 'i32', b.i32(1));
    const y = local(b, 'bool', b.bool(false));
    b.pushIf(b.alu('ult', pc0, b.i32(4)));
    b.storeVar(x, b.alu('iadd', pc0, b.i32(100)));
    b.pushElse();
    b.storeVar(x, b.alu('imul', pc0, b.i32(3)));
    b.popRegion();
    b.pushIf(b.alu('ilt', row, b.i32(5)));
    b.storeVar(x, b.alu('iadd', b.loadVar(x), lane));
    b.storeVar(y, b.alu('ieq', b.alu('iand', lane, b.i32(3)), b.i32(1)));
    b.pushIf(b.alu('ige', lane, b.i32(20)));
    b.storeVar(x, b.alu('ishl', b.loadVar(x), b.i32(2)));
    b.popRegion();
    b.pushElse();
    b.storeVar(x, b.alu('isub', b.loadVar(x), row));
    b.popRegion();
    out(b, 0, b.loadVar(x));
    out(b, 1, b.loadVar(y));
  }),
  'divergent loop: break and continue, loop-carried values': shader(({ b, lane, row }) => {
    const i = local(b, 'i32', b.i32(0));
    const acc = local(b, 'i32', b.i32(0));
    b.pushLoop();
    const iv = b.loadVar(i);
    b.pushIf(b.alu('ige', iv, b.alu('iand', lane, b.i32(7))));
    b.jump('break');
    b.popRegion();
    b.storeVar(i, b.alu('iadd', iv, b.i32(1)));
    b.pushIf(b.alu('ieq', b.alu('iand', iv, b.i32(1)), b.alu('iand', row, b.i32(1))));
    b.jump('continue');
    b.popRegion();
    b.storeVar(acc, b.alu('iadd', b.loadVar(acc), b.alu('imul', iv, b.i32(3))));
    b.popRegion();
    out(b, 0, b.loadVar(i));
    out(b, 1, b.loadVar(acc));
  }),
  'uniform loop with a uniform break inside a divergent if': shader(({ b, lane, pc0 }) => {
    const i = local(b, 'i32', b.i32(0));
    const acc = local(b, 'i32', lane);
    b.pushLoop();
    const iv = b.loadVar(i);
    b.pushIf(b.alu('ige', iv, b.alu('iadd', pc0, b.i32(2))));
    b.jump('break');
    b.popRegion();
    b.storeVar(i, b.alu('iadd', iv, b.i32(1)));
    b.pushIf(b.alu('ilt', lane, b.i32(10)));
    b.storeVar(acc, b.alu('iadd', b.loadVar(acc), iv));
    b.popRegion();
    b.popRegion();
    out(b, 0, b.loadVar(acc));
    out(b, 1, b.loadVar(i));
  }),
  'lane-mask bool defined in a divergent loop and used after it': shader(({ b, lane, row }) => {
    const i = local(b, 'i32', b.i32(0));
    b.pushLoop();
    const iv = b.loadVar(i);
    // Defined before every break, so it dominates the exit and is used there without a phi.
    const flag = b.alu('ieq', b.alu('iand', b.alu('iadd', iv, row), b.i32(1)), b.i32(0));
    const fv = b.alu('iadd', iv, b.i32(40));
    b.pushIf(b.alu('ige', iv, b.alu('iand', lane, b.i32(3))));
    b.jump('break');
    b.popRegion();
    b.storeVar(i, b.alu('iadd', iv, b.i32(1)));
    b.popRegion();
    out(b, 0, flag);
    out(b, 1, fv);
  }),
  'nested divergent loops with breaks at both levels': shader(({ b, lane, row }) => {
    const i = local(b, 'i32', b.i32(0));
    const acc = local(b, 'i32', b.i32(0));
    b.pushLoop();
    const iv = b.loadVar(i);
    b.pushIf(b.alu('ige', iv, b.i32(4)));
    b.jump('break');
    b.popRegion();
    b.storeVar(i, b.alu('iadd', iv, b.i32(1)));
    const j = local(b, 'i32', b.i32(0));
    b.pushLoop();
    const jv = b.loadVar(j);
    b.pushIf(b.alu('ige', jv, b.alu('iand', b.alu('iadd', lane, iv), b.i32(3))));
    b.jump('break');
    b.popRegion();
    b.storeVar(j, b.alu('iadd', jv, b.i32(1)));
    b.storeVar(acc, b.alu('iadd', b.loadVar(acc), b.i32(1)));
    b.popRegion();
    b.pushIf(b.alu('ieq', b.alu('iand', row, b.i32(3)), iv));
    b.jump('break');
    b.popRegion();
    b.popRegion();
    out(b, 0, b.loadVar(acc));
    out(b, 1, b.loadVar(i));
  }),
  'discard at top level, under an if and inside a divergent loop': shader(({ b, lane, row }) => {
    b.intrinsic('discard_if', [b.alu('ieq', lane, b.i32(3))]);
    b.pushIf(b.alu('ilt', row, b.i32(4)));
    b.intrinsic('discard_if', [b.alu('ieq', b.alu('iand', lane, b.i32(7)), b.i32(5))]);
    b.popRegion();
    const i = local(b, 'i32', b.i32(0));
    b.pushLoop();
    const iv = b.loadVar(i);
    b.pushIf(b.alu('ige', iv, b.alu('iand', lane, b.i32(3))));
    b.jump('break');
    b.popRegion();
    b.intrinsic('discard_if', [b.alu('ieq', b.alu('iadd', iv, row), b.i32(9))]);
    b.storeVar(i, b.alu('iadd', iv, b.i32(1)));
    b.popRegion();
    b.intrinsic('store_ssbo', [b.alu('ishl', lane, b.i32(2)), b.alu('iadd', b.loadVar(i), b.i32(1))], { set: 0, binding: 0, offset: 0, access: 0 });
    out(b, 0, b.loadVar(i));
  }),
  'discard of every lane inside a loop ends the wave': shader(({ b, lane }) => {
    const i = local(b, 'i32', b.i32(0));
    b.pushLoop();
    const iv = b.loadVar(i);
    b.pushIf(b.alu('ige', iv, b.alu('iand', lane, b.i32(3))));
    b.intrinsic('discard', []);
    b.popRegion();
    b.storeVar(i, b.alu('iadd', iv, b.i32(1)));
    b.popRegion();
    out(b, 0, b.loadVar(i));
  }),
  'SSBO stores under divergent control flow write only their lanes': shader(({ b, lane, row }) => {
    const addr = b.alu('ishl', lane, b.i32(2));
    b.pushIf(b.alu('ilt', row, b.i32(8)));
    b.intrinsic('store_ssbo', [addr, row], { set: 0, binding: 0, offset: 0, access: 0 });
    b.pushElse();
    b.intrinsic('store_ssbo', [addr, b.alu('iadd', row, b.i32(1000))], { set: 0, binding: 0, offset: 256, access: 0 });
    b.popRegion();
    const [old] = b.intrinsic('ssbo_atomic', [b.i32(512), b.i32(1)], { set: 0, binding: 0, offset: 0, access: 0, atomic: 'add' });
    out(b, 0, b.alu('ult', old!, b.i32(1000)));
  }),
  'subgroup operations under a divergent if; pack/unpack and bitfield insert': shader(({ b, lane, row, mask }) => {
    const i = local(b, 'i32', b.i32(0));
    const j = local(b, 'i32', b.i32(0));
    b.pushIf(b.alu('ilt', row, b.i32(9)));
    const [lo, hi] = b.intrinsic('ballot', [b.alu('ieq', b.alu('iand', lane, b.i32(1)), b.i32(0))]);
    const [e] = b.intrinsic('elect', []);
    const [sid] = b.intrinsic('load_subgroup_invocation', []);
    const [firstId] = b.intrinsic('read_first_invocation', [sid!], {}, ['i32']);
    const [r] = b.intrinsic('read_invocation', [b.alu('imul', lane, b.i32(5)), firstId!], {}, ['i32']);
    const [eq] = b.intrinsic('vote_all_equal', [b.alu('ilt', row, b.i32(20))]);
    const [eqi] = b.intrinsic('vote_all_equal', [row]);
    b.storeVar(i, b.alu('iadd', b.alu('ixor', lo!, hi!), b.alu('b2i', e!)));
    b.storeVar(j, b.alu('iadd', b.alu('iadd', sid!, r!), b.alu('iadd', b.alu('b2i', eq!), b.alu('imul', b.alu('b2i', eqi!), b.i32(2)))));
    b.popRegion();
    out(b, 0, b.loadVar(i));
    out(b, 1, b.loadVar(j));
    const h = b.alu('pack_half_2x16', b.alu('i2f', row), b.alu('fmul', b.alu('i2f', lane), b.f32(-0.25)));
    out(b, 2, b.alu('iadd', h, b.alu('f2i', b.alu('fadd', b.alu('unpack_half_2x16_lo', h), b.alu('unpack_half_2x16_hi', h)))));
    const u = b.alu('pack_unorm_4x8', b.f32(0.2), // Not 0.1: IR eval rounds row * 0.1 * 255 in double, half up; NIR and the hardware round the f32 product to even.
    b.alu('fmul', b.alu('i2f', row), b.f32(0.1428571)), b.f32(-1), b.f32(3));
    out(b, 3, b.alu('ixor', u, b.alu('bitfield_insert', mask, lane, b.i32(4), b.i32(6))));
  }),
};

for (const { name, target } of DIFF_TARGETS) {
  for (const [title, make] of Object.entries(PROGRAMS)) {
    test(`differential (${name}): ${title}`, () => {
      for (const seed of [1, 2, 3]) checkDifferential(make, target, randomInputs(seed * 7919 + title.length, 64, seed === 1));
    });
  }
}

test('every instruction of the hand-written programs assembles identically with llvm-mc-15', (t) => {
  if (!findLlvmMc()) {
    t.skip('llvm-mc 15 not installed');
    return;
  }
  for (const { name, target } of DIFF_TARGETS) {
    for (const [title, make] of Object.entries(PROGRAMS)) {
      const r = compileShader(make(), { target });
      const mc = mcAssemble(r.disassembly.trim().split('\n'), { cpu: target.cpu, wave64: target.wave64 });
      const bytes = mc.flatMap((m) => {
        assert.equal(m.error, undefined, `${name} ${title}: ${m.error}`);
        return m.bytes!;
      });
      assert.deepEqual(bytes, wordsToBytes(r.code), `${name}: ${title}`);
    }
  }
});
