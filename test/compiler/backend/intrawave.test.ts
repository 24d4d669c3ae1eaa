/**
 * S8 intrawave collisions: the lane-range model (intrawave.ts), the emitted
 * layer loop and register bits per gfx level, and — on the GPU model's CU —
 * that the ordered section runs layer by layer in lane order.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileShader, BackendError } from '../../../src/compiler/backend/index.js';
import { RSRC2_LOAD_INTRAWAVE_COLLISION } from '../../../src/compiler/backend/config.js';
import { intrawaveLayers } from '../../../src/compiler/backend/intrawave.js';
import { Builder, createShader, type Shader } from '../../../src/compiler/ir/index.js';
import { ACCESS_COHERENT } from '../../../src/compiler/ir/intrinsics.js';
import { targetOf, type Target } from '../../../src/isa/gfx_level.js';
import { assemble } from '../../../src/isa/index.js';
import { findLlvmMc, mcAssemble, wordsToBytes } from '../../../tools/llvm_mc.js';
import { randomInputs } from './differential.js';
import { runOnGpu } from './gpu_runner.js';

test('S8: the seed example mask 0b0000001110000100 gives lanes 7:0, 27:8, 31:28, 35:32, 63:36', () => {
  assert.deepEqual(intrawaveLayers(0b0000001110000100, 64), [
    { first: 0, last: 7 },
    { first: 8, last: 27 },
    { first: 28, last: 31 },
    { first: 32, last: 35 },
    { first: 36, last: 63 },
  ]);
});

test('S8: bits above 8 (wave32) / 16 (wave64) are ignored; no start bits is one layer', () => {
  assert.deepEqual(intrawaveLayers(0xffff0000, 64), [{ first: 0, last: 63 }]);
  assert.deepEqual(intrawaveLayers(0x100 | 0b10, 32), [
    { first: 0, last: 3 },
    { first: 4, last: 31 },
  ]);
  // A start bit on quad 0 does not create an empty layer.
  assert.deepEqual(intrawaveLayers(1, 32), [{ first: 0, last: 31 }]);
});

const info = { stage: 'fragment', interlock: { granularity: 'pixel', ordered: true }, earlyFragmentTests: false, originUpperLeft: true, depthReplacing: false, sampleShading: false } as const;

/**
 * lane = int(fragCoord.x); ordered section: c = ssbo[0]; [discard lanes with (lane & 7) == 5;]
 * ssbo[0] = c + 1; ssbo[1 + lane] = c; first = (c == 0) — output after the section.
 * With layers, every lane records how many non-empty layers ran before its own.
 */
function counterShader(withDiscard: boolean): Shader {
  const s = createShader(info);
  const b = Builder.forFunction(s, s.entry);
  const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
  const lane = b.alu('f2i', fx!);
  const idx = { set: 0, binding: 0, offset: 0, access: ACCESS_COHERENT } as const;
  b.intrinsic('begin_invocation_interlock', []);
  const [c] = b.intrinsic('load_ssbo', [b.i32(0)], idx);
  if (withDiscard) b.intrinsic('discard_if', [b.alu('ieq', b.alu('iand', lane, b.i32(7)), b.i32(5))]);
  b.intrinsic('store_ssbo', [b.i32(0), b.alu('iadd', c!, b.i32(1))], idx);
  b.intrinsic('store_ssbo', [b.alu('ishl', b.alu('iadd', lane, b.i32(1)), b.i32(2)), c!], idx);
  const first = b.alu('ieq', c!, b.i32(0));
  b.intrinsic('end_invocation_interlock', []);
  b.intrinsic('store_output', [b.alu('b2i', first)], { location: 0, component: 0 });
  return s;
}

const TARGETS: readonly { name: string; target: Target }[] = [
  { name: 'gfx9 wave64', target: targetOf('gfx9') },
  { name: 'gfx10 wave64', target: targetOf('gfx10') },
  { name: 'gfx10_3 wave32', target: { ...targetOf('gfx10_3'), wave64: false } },
  { name: 'gfx10_3 wave64', target: { ...targetOf('gfx10_3'), wave64: true } },
];

for (const { name, target } of TARGETS) {
  test(`S8 ${name}: INTRAWAVE_COLLISION after COLLISION_WAVEID, the RSRC2 bit, masked layer loop restoring exec`, () => {
    const r = compileShader(counterShader(false), { target, intrawaveCollisions: true });
    const c = r.config;
    assert.equal(c.loadIntrawaveCollision, true);
    assert.equal(c.intrawaveCollisionSgpr, c.collisionWaveIdSgpr! + 1);
    assert.ok(c.rsrc2 & RSRC2_LOAD_INTRAWAVE_COLLISION);
    const ls = r.disassembly.trim().split('\n');
    const lm = target.wave64 ? 'b64' : 'b32';
    const mask = ls.findIndex((l) => new RegExp(`^s_and_b32 s\\d+, s${c.intrawaveCollisionSgpr}, ${target.wave64 ? '0xfffe' : '0xfe'}$`).test(l));
    const wait = ls.findIndex((l) => /src_pops_exiting_wave_id/.test(l));
    const ff1 = ls.findIndex((l) => /^s_ff1_i32_b32/.test(l));
    const layerExec = ls.findIndex((l) => new RegExp(`^s_andn2_${lm} exec(_lo)?, `).test(l));
    const firstMem = ls.findIndex((l) => /^buffer_/.test(l));
    const backEdge = ls.findIndex((l) => /^s_cmp_lg_u(64|32) s/.test(l));
    const restore = ls.findIndex((l, k) => k > backEdge && new RegExp(`^s_mov_${lm} exec(_lo)?, s`).test(l));
    const done = ls.findIndex((l) => /MSG_ORDERED_PS_DONE/.test(l));
    assert.ok(wait < mask && mask < ff1 && ff1 < layerExec && layerExec < firstMem && firstMem < backEdge && backEdge < restore && restore < done, r.disassembly);
    assert.deepEqual([...assemble(r.disassembly, target)], [...r.code]);
  });

  for (const withDiscard of [false, true]) {
    test(`S8 ${name}: the ordered section runs layer by layer in lane order on the GPU model${withDiscard ? ' (discard inside)' : ''}`, () => {
      const n = target.wave64 ? 64 : 32;
      const collision = n === 64 ? 0b0000001110000100 | 0xffff0000 : 0b10000100 | 0xff00;
      const base = randomInputs(7, n);
      const inputs = { ...base, lanes: base.lanes.slice(0, n), live: base.live.slice(0, n), intrawaveCollision: collision };
      const gpu = runOnGpu(compileShader(counterShader(withDiscard), { target, intrawaveCollisions: true }), target, inputs);
      const killed = (l: number): boolean => withDiscard && l % 8 === 5;
      let ran = 0;
      const expected = new Map<number, number>();
      for (const { first, last } of intrawaveLayers(collision, n as 32 | 64)) {
        let any = false;
        for (let l = first; l <= last; l++) {
          if (!inputs.live[l]) continue;
          any = true;
          if (!killed(l)) expected.set(l, ran);
        }
        if (any) ran++;
      }
      assert.equal(gpu.ssbo[0], ran, 'the counter advanced once per non-empty layer');
      const doneExport = gpu.exports.find((e) => e.done)!;
      for (let l = 0; l < n; l++) {
        assert.equal(gpu.ssbo[1 + l], expected.get(l) ?? 0, `lane ${l} saw the counter of its layer`);
        assert.equal(doneExport.exec[l], expected.has(l), `lane ${l} alive`);
        if (expected.has(l)) assert.equal(doneExport.values[0]![l], expected.get(l) === 0 ? 1 : 0, `lane ${l}: a bool from the section keeps its layer's value`);
      }
      assert.deepEqual(gpu.messages.filter((m) => m === 7), [7], 'ORDERED_PS_DONE once');
    });
  }
}

test('S8 off (the default): one layer, every lane sees counter 0', () => {
  const target = targetOf('gfx9');
  const r = compileShader(counterShader(false), { target });
  assert.equal(r.config.loadIntrawaveCollision, false);
  assert.equal(r.config.intrawaveCollisionSgpr, undefined);
  assert.equal(r.config.rsrc2 & RSRC2_LOAD_INTRAWAVE_COLLISION, 0);
  const inputs = { ...randomInputs(7, 64, true) };
  const gpu = runOnGpu(r, target, inputs);
  assert.equal(gpu.ssbo[0], 1);
  for (let l = 0; l < 64; l++) assert.equal(gpu.ssbo[1 + l], 0);
});

test('S8 on GFX11 is an error naming the option and the target (S10: overlapping invocations are always in different waves)', () => {
  assert.throws(
    () => compileShader(counterShader(false), { target: targetOf('gfx11'), intrawaveCollisions: true }),
    (e: unknown) => e instanceof BackendError && e.code === 'invalid-input' && /intrawave collisions .* no meaning on gfx11/.test(e.message),
  );
  // Off (the default), GFX11 compiles as always.
  const r = compileShader(counterShader(false), { target: targetOf('gfx11') });
  assert.equal(r.config.loadIntrawaveCollision, false);
  assert.equal(r.config.rsrc2 & RSRC2_LOAD_INTRAWAVE_COLLISION, 0);
});

test('S8 with a begin inside control flow is a typed error naming the feature', () => {
  const s = createShader(info);
  const b = Builder.forFunction(s, s.entry);
  const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
  b.pushIf(b.alu('flt', fx!, b.f32(8)));
  b.intrinsic('begin_invocation_interlock', []);
  b.intrinsic('end_invocation_interlock', []);
  b.popRegion();
  assert.throws(() => compileShader(s, { target: targetOf('gfx10_3'), intrawaveCollisions: true }), (e: unknown) => e instanceof BackendError && e.code === 'unsupported' && /intrawave/.test(e.message));
});

test('S8 layer loops re-assemble with llvm-mc 15 to the same bytes', (t) => {
  const mc = findLlvmMc();
  if (!mc) {
    t.skip('llvm-mc 15 not installed');
    return;
  }
  for (const { name, target } of TARGETS) {
    const r = compileShader(counterShader(true), { target, intrawaveCollisions: true });
    const bytes = mcAssemble(r.disassembly.trim().split('\n'), { cpu: target.cpu, wave64: target.wave64 }).flatMap((m) => {
      assert.equal(m.error, undefined, `${name}: ${m.error}`);
      return m.bytes!;
    });
    assert.deepEqual(bytes, wordsToBytes(r.code), name);
  }
});
