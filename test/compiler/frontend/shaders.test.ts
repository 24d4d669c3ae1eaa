/**
 * The test shaders through SPIR-V → IR and the pass pipeline: intrinsics in
 * the expected order, coherent access on interlock resources (S11), ShaderInfo
 * from execution modes (R2, R11), outputs stored at the end.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spirvToIr } from '../../../src/compiler/frontend/index.js';
import { validateShader, ACCESS_COHERENT } from '../../../src/compiler/ir/index.js';
import { optimize } from '../../../src/compiler/passes/pipeline.js';
import { readSpirv } from '../../../src/compiler/spirv/index.js';
import { compileShader, shaderBytes } from '../spirv/helpers.js';
import { countLines, irLines, lineOf } from './helpers.js';

const VARIANTS = [
  { layout: 'pixel_interlock_ordered', granularity: 'pixel', ordered: true },
  { layout: 'pixel_interlock_unordered', granularity: 'pixel', ordered: false },
  { layout: 'sample_interlock_ordered', granularity: 'sample', ordered: true },
  { layout: 'sample_interlock_unordered', granularity: 'sample', ordered: false },
] as const;

for (const v of VARIANTS) {
  for (const res of ['RES_IMAGE', 'RES_SSBO'] as const) {
    for (const kill of [0, 1]) {
      test(`CTS interlock basic → IR: ${v.layout} ${res} kill=${kill} (S11, R2, R11)`, async () => {
        const words = await compileShader('interlock_basic.frag', 'fragment', {
          INTERLOCK_LAYOUT: v.layout, ORDERED: v.ordered ? 1 : 0, SAMPLE_INTERLOCK: v.granularity === 'sample' ? 1 : 0,
          KILL_ODD: kill, [res]: '', SAMPLES: 4,
        });
        const shader = spirvToIr(readSpirv(words));
        assert.deepEqual(shader.info.interlock, { granularity: v.granularity, ordered: v.ordered });
        // gl_SampleID forces sample shading only in the sample variants.
        assert.equal(shader.info.sampleShading, v.granularity === 'sample');
        validateShader(shader);
        optimize(shader, { validate: true });
        const lines = irLines(shader);
        const begin = lineOf(lines, /^@begin_invocation_interlock$/);
        const load = res === 'RES_IMAGE' ? /@image_load .*dim=2d format=r32ui access=(\d+)/ : /@load_ssbo .*binding=1 offset=0 access=(\d+)/;
        const store = res === 'RES_IMAGE' ? /^@image_store .*access=(\d+)/ : /^@store_ssbo .*access=(\d+)/;
        const l = lineOf(lines, load);
        const s = lineOf(lines, store);
        const end = lineOf(lines, /^@end_invocation_interlock$/);
        assert.ok(begin < l && l < s && s < end, 'begin < load < store < end');
        for (const k of [l, s]) {
          const access = Number((load.exec(lines[k]!) ?? store.exec(lines[k]!))![1]);
          assert.equal(access & ACCESS_COHERENT, ACCESS_COHERENT, 'interlock resource is coherent (S11)');
        }
        assert.equal(countLines(lines, /^@begin_invocation_interlock$/), 1);
        assert.equal(countLines(lines, /^@end_invocation_interlock$/), 1);
        // KILL_ODD: discard before the interlock, inside it, and at the end (the conditional ones as
        // discard_if, from opt_conditional_discard).
        const isDiscard = /^@discard(_if %\d+)?$/;
        assert.equal(countLines(lines, isDiscard), kill ? 3 : 0);
        if (kill) {
          const discards = lines.map((x, k) => (isDiscard.test(x) ? k : -1)).filter((k) => k >= 0);
          assert.ok(discards[0]! < begin && begin < discards[1]! && discards[1]! < l && discards[2]! > end);
        }
        if (v.granularity === 'sample') assert.ok(countLines(lines, /@load_sample_id/) === 1);
        else assert.ok(countLines(lines, /@load_sample_mask_in/) === 1);
        // primID is a flat input.
        assert.ok(countLines(lines, /@load_input \{location=0 component=0 interp=flat sampleLocation=center\}/) === 1);
      });
    }
  }
}

test('OIT interlock shader → IR: layer loads/stores in a loop inside the ordered section, output stored last (P1, S12)', async () => {
  for (const sample of [0, 1]) {
    const shader = spirvToIr(readSpirv(await compileShader('oit_interlock.frag', 'fragment', { SAMPLE_INTERLOCK: sample })));
    assert.deepEqual(shader.info.interlock, { granularity: sample ? 'sample' : 'pixel', ordered: true });
    assert.equal(shader.info.sampleShading, sample === 1);
    optimize(shader, { validate: true });
    const lines = irLines(shader);
    const begin = lineOf(lines, /^@begin_invocation_interlock$/);
    const loop = lineOf(lines, /^loop \{$/);
    const layerLoad = lineOf(lines, /@image_load .*binding=0 dim=2d_array format=rg32ui access=1/);
    const layerStore = lineOf(lines, /^@image_store .*binding=0 dim=2d_array format=rg32ui access=1/);
    const tailLoad = lineOf(lines, /@image_load .*binding=1 dim=2d_array format=rgba16f access=1/);
    const tailStore = lineOf(lines, /^@image_store .*binding=1 dim=2d_array format=rgba16f access=1/);
    const end = lineOf(lines, /^@end_invocation_interlock$/);
    assert.ok(begin < loop && loop < layerLoad && layerLoad < layerStore && layerStore < tailLoad && tailLoad < tailStore && tailStore < end);
    // outColor = vec4(0): four stores after the interlock ends.
    const outs = lines.map((x, k) => (/^@store_output/.test(x) ? k : -1)).filter((k) => k >= 0);
    assert.equal(outs.length, 4);
    assert.ok(outs.every((k) => k > end));
    // packUnorm4x8 of the colour, depth as bits.
    assert.equal(countLines(lines, /= pack_unorm_4x8 /), 1);
    assert.equal(countLines(lines, /= bitcast_f2i /), 1);
  }
});

test('samples-identical shaders → IR: texel fetches with the sample index, one FMASK query, before the vote (M1–M3)', async () => {
  const plain = spirvToIr(readSpirv(await compileShader('samples_identical.frag', 'fragment')));
  optimize(plain, { validate: true });
  const p = irLines(plain);
  assert.equal(countLines(p, /@image_fetch %\d+, %\d+, %\d+ \{set=0 binding=0 dim=2d_ms\}/), 2);
  // The query (popsim's GL_EXT_shader_samples_identical shim); the FMASK lowering of the fetches is target-dependent and not run here.
  assert.equal(countLines(p, /= @fragment_mask_fetch %\d+, %\d+ \{set=0 binding=0 dim=2d_ms\}/), 1);
  const amd = spirvToIr(readSpirv(await compileShader('samples_identical_amd.frag', 'fragment')));
  assert.equal(amd.info.sampleShading, false);
  optimize(amd, { validate: true });
  const a = irLines(amd);
  const first = lineOf(a, /@image_fetch .*dim=2d_ms/);
  const mask = lineOf(a, /= @fragment_mask_fetch %\d+, %\d+ \{set=0 binding=0 dim=2d_ms\}/);
  const vote = lineOf(a, /= @vote_any /);
  const loop = lineOf(a, /^loop \{$/);
  assert.ok(first < mask && mask < vote && vote < loop);
  assert.ok(lineOf(a, /@image_fetch .*dim=2d_ms/, loop) > loop);
  assert.equal(countLines(a, /^@store_output/), 4);
});

test('full-screen vertex shader → IR: vertex/instance index, position and primID stored', async () => {
  const shader = spirvToIr(readSpirv(await compileShader('fullscreen.vert', 'vertex')));
  assert.equal(shader.info.stage, 'vertex');
  assert.equal(shader.info.interlock, undefined);
  optimize(shader, { validate: true });
  const lines = irLines(shader);
  assert.equal(countLines(lines, /@load_vertex_index/), 1);
  assert.match(lines.join('\n'), /(%\d+):i32 = @load_instance_index[\s\S]*@store_output \1 \{location=0 component=0\}/);
  for (let c = 0; c < 4; c++) assert.equal(countLines(lines, new RegExp(`^@store_position %\\d+ \\{component=${c}\\}$`)), 1);
  // gl_PointSize / gl_ClipDistance are not exported.
  assert.equal(countLines(lines, /^@store_/), 5);
});

test('terminate/demote shader → IR: terminate, then demote, then the helper query', () => {
  const shader = spirvToIr(readSpirv(shaderBytes('terminate_demote.spv')));
  optimize(shader, { validate: true });
  const lines = irLines(shader);
  const term = lineOf(lines, /^@terminate$/);
  const demote = lineOf(lines, /^@demote$/);
  const helper = lineOf(lines, /= @is_helper_invocation$/);
  assert.ok(term < demote && demote < helper);
  assert.equal(countLines(lines, /^@discard$/), 0);
});
