/**
 * Pixel-shader inputs. GFX11 reads them across the quad (lds_param_load puts
 * P0/P10/P20 in quad lanes 0..2, a flat input is broadcast from lane 0), so
 * the loads run in whole-quad mode at the top of the program, as ACO does;
 * GFX9–10.3 VINTRP reads only the lane's own primitive.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileShader } from '../../../src/compiler/backend/index.js';
import { Builder, createShader, type Shader, type Value } from '../../../src/compiler/ir/index.js';
import { lowerVarsToSsa } from '../../../src/compiler/passes/index.js';
import { assemble, targetOf, type Target } from '../../../src/isa/index.js';
import { paramAreaBytes, primMaskFor, writePrimitiveParams } from '../../../src/gpu/cu/param_layout.js';
import { findLlvmMc, mcAssemble, wordsToBytes } from '../../../tools/llvm_mc.js';
import { runOnGpu, type LaneInputs } from './gpu_runner.js';

const info = { stage: 'fragment', interlock: undefined, earlyFragmentTests: false, originUpperLeft: true, depthReplacing: false, sampleShading: false } as const;

/**
 * out0.x = flat attr0.x (loaded twice), out0.y = smooth attr1.x,
 * out0.z = flat attr0.y read only in odd lanes (a divergent if), else 0.
 */
function inputShader(): Shader {
  const s = createShader(info);
  const b = Builder.forFunction(s, s.entry);
  const load = (location: number, component: number, interp: 'flat' | 'smooth'): Value => b.intrinsic('load_input', [], { location, component, interp }, ['f32'])[0]!;
  const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
  const lane = b.alu('f2i', fx!);
  const flat = load(0, 0, 'flat');
  const again = load(0, 0, 'flat');
  const smooth = load(1, 0, 'smooth');
  const v = { id: s.nextId++, name: 'z', type: 'i32' as const };
  s.entry.locals.push(v);
  b.storeVar(v, b.i32(0));
  b.pushIf(b.alu('ine', b.alu('iand', lane, b.i32(1)), b.i32(0)));
  b.storeVar(v, b.alu('bitcast_f2i', load(0, 1, 'flat')));
  b.popRegion();
  b.intrinsic('store_output', [b.alu('bitcast_f2i', flat)], { location: 0, component: 0 });
  b.intrinsic('store_output', [b.alu('bitcast_f2i', b.alu('fadd', smooth, b.alu('fsub', again, flat)))], { location: 0, component: 1 });
  b.intrinsic('store_output', [b.loadVar(v)], { location: 0, component: 2 });
  lowerVarsToSsa(s);
  return s;
}

const W64 = targetOf('gfx11');
const W32: Target = { ...W64, wave64: false };
const lines = (s: string): string[] => s.trim().split('\n');
const at = (ls: string[], re: RegExp): number[] => ls.flatMap((l, k) => (re.test(l) ? [k] : []));

for (const target of [W64, W32]) {
  const w = target.wave64 ? 'b64' : 'b32';
  const exec = target.wave64 ? 'exec' : 'exec_lo';
  test(`gfx11 wave${target.wave64 ? 64 : 32}: inputs are loaded once, at the top, with lds_param_load and the flat broadcast in WQM`, () => {
    const ls = lines(compileShader(inputShader(), { target }).disassembly);
    const text = ls.join('\n');
    const save = at(ls, new RegExp(`^s_mov_${w} s(\\[\\d+:\\d+\\]|\\d+), ${exec}$`));
    const wqm = at(ls, new RegExp(`^s_wqm_${w} ${exec}, ${exec}$`));
    // The first EXEC restore after s_wqm (the divergent if restores EXEC too, later).
    const restore = at(ls, new RegExp(`^s_mov_${w} ${exec}, s(\\[\\d+:\\d+\\]|\\d+)$`)).slice(0, 1);
    const loads = at(ls, /^lds_param_load /);
    const swizzles = at(ls, /^ds_swizzle_b32 /);
    const p10 = at(ls, /^v_interp_p10_f32 /);
    const p2 = at(ls, /^v_interp_p2_f32 /);
    const branch = at(ls, /saveexec/);
    assert.equal(wqm.length, 1, text);
    assert.equal(save.length, 1, text);
    assert.equal(save[0]! + 1, wqm[0], text);
    // One load per distinct input (attr0.x twice in the IR); attr0.y is loaded although only an if reads it.
    assert.deepEqual(ls.filter((l) => l.startsWith('lds_param_load')).map((l) => l.split(', ')[1]).sort(), ['attr0.x', 'attr0.y', 'attr1.x']);
    assert.equal(swizzles.length, 2, text);
    for (const k of [...loads, ...swizzles]) assert.ok(wqm[0]! < k && k < restore[0]!, `line ${k} outside WQM\n${text}`);
    for (const k of swizzles) assert.match(ls[k]!, /offset:swizzle\(QUAD_PERM,0,0,0,0\)$/);
    // The broadcast reads the loaded P0 only after it arrived (lds_param_load counts on EXPcnt).
    assert.match(ls[swizzles[0]! - 1]!, /^s_waitcnt expcnt\(\d\)/, text);
    // Interpolation runs in exact mode after the restore, and everything precedes the divergent if.
    assert.equal(p10.length, 1);
    assert.equal(p2.length, 1);
    assert.ok(restore[0]! < p10[0]! && p10[0]! < p2[0]!, text);
    assert.ok(branch.length === 1 && p2[0]! < branch[0]!, text);
  });
}

test('gfx9-10.3: inputs use VINTRP in place (v_interp_mov_f32 p0 for flat), without WQM', () => {
  for (const gfx of ['gfx9', 'gfx10', 'gfx10_3'] as const) {
    const d = compileShader(inputShader(), { target: targetOf(gfx) }).disassembly;
    assert.doesNotMatch(d, /s_wqm|ds_swizzle|lds_param_load/, gfx);
    assert.equal(d.match(/^v_interp_mov_f32(_e32)? v\d+, p0, attr0\.[xy]$/gm)?.length, 3, `${gfx}\n${d}`);
    assert.equal(d.match(/^v_interp_p1_f32(_e32)? /gm)?.length, 1, gfx);
  }
});

/** Runs inputShader on the CU: quads 0..(n/8-1) primitive 0, the rest primitive 1; lane 0 of every quad but quad 1 not covered. */
function runPartialQuads(target: Target): { live: boolean[]; values: readonly (Uint32Array | undefined)[] } {
  const n = target.wave64 ? 64 : 32;
  const quads = n / 4;
  const quadPrims = Array.from({ length: quads }, (_, q) => (q < quads / 2 ? 0 : 1));
  const lds = new Uint32Array(paramAreaBytes(n, 2) / 4);
  const layout = { waveSize: n, paramOffset: 0 } as const;
  // attr0 = (10, 20) / (30, 40), attr1.x = 5 / 7 at the provoking vertex; the other vertices differ.
  writePrimitiveParams(lds, layout, 0, [[[10, 20], [11, 21], [12, 22]], [[5], [6], [9]]]);
  writePrimitiveParams(lds, layout, 1, [[[30, 40], [31, 41], [32, 42]], [[7], [8], [3]]]);
  const lanes: LaneInputs[] = Array.from({ length: n }, (_, l) => ({ fragCoord: [l + 0.5, 0.5, 0, 1], sampleMask: 1, frontFace: true, sampleId: 0 }));
  const live = Array.from({ length: n }, (_, l) => l % 4 !== 0 || l === 4);
  const r = runOnGpu(compileShader(inputShader(), { target }), target, { lanes, live, pushConstants: [], ssbo: [], params: { lds, primMask: primMaskFor(quadPrims, 0) } });
  const done = r.exports.filter((e) => e.done);
  assert.equal(done.length, 1);
  assert.deepEqual(done[0]!.exec, live);
  return { live, values: done[0]!.values };
}

const bits = (x: number): number => new Uint32Array(new Float32Array([x]).buffer)[0]!;

for (const target of [W64, W32]) {
  test(`gfx11 wave${target.wave64 ? 64 : 32} on the CU: quads without their lane 0 still read the flat input of their primitive (barycentrics 0 give P0)`, () => {
    const { live, values } = runPartialQuads(target);
    const n = live.length;
    for (let l = 0; l < n; l++) {
      if (!live[l]) continue;
      const second = l >= n / 2;
      assert.equal(values[0]![l], bits(second ? 30 : 10), `lane ${l} flat attr0.x`);
      assert.equal(values[1]![l], bits(second ? 7 : 5), `lane ${l} smooth attr1.x`);
      assert.equal(values[2]![l], l % 2 === 1 ? bits(second ? 40 : 20) : 0, `lane ${l} flat attr0.y in the if`);
    }
  });
}

test('gfx11 input prologue re-assembles to the same bytes with popsim and llvm-mc-15', (t) => {
  for (const target of [W64, W32]) {
    const r = compileShader(inputShader(), { target });
    assert.deepEqual([...assemble(r.disassembly, target)], [...r.code]);
    if (!findLlvmMc()) continue;
    const mc = mcAssemble(lines(r.disassembly), { cpu: target.cpu, wave64: target.wave64 });
    const bytes = mc.flatMap((m) => {
      assert.equal(m.error, undefined, m.error);
      return m.bytes!;
    });
    assert.deepEqual(bytes, wordsToBytes(r.code));
  }
  if (!findLlvmMc()) t.skip('llvm-mc 15 not installed: only popsim re-assembly checked');
});
