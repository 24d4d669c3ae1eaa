/** gather_info: what the optimised IR uses, as the front door reports it in `info`. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSpirv } from '../../../src/compiler/compile.js';
import { compileGlsl } from '../../../src/compiler/glsl/index.js';
import { targetOf } from '../../../src/isa/gfx_level.js';
import { compileShader } from '../spirv/helpers.js';

const target = targetOf('gfx10_3');

test('gather_info: the CTS interlock shader — its SSBO (the image use is compiled out), memory writes, a flat input, SampleId only per sample', async () => {
  const ssbo = compileSpirv({ spirv: await compileShader('interlock_basic.frag', 'fragment', { RES_SSBO: '' }), target }).info;
  assert.deepEqual(ssbo.resources, [{ set: 0, binding: 1, kind: 'storage-buffer', op: 'load_ssbo' }]);
  assert.equal(ssbo.writesMemory, true);
  assert.equal(ssbo.inputLocations, 1);
  assert.equal(ssbo.outputLocations, 0);
  assert.equal(ssbo.readsSampleId, false);
  assert.equal(ssbo.pushConstantBytes, 0);
  assert.deepEqual(ssbo.interlock, { granularity: 'pixel', ordered: true }, 'the front end\'s execution modes are part of info');
  const sample = compileSpirv({
    spirv: await compileShader('interlock_basic.frag', 'fragment', { RES_IMAGE: '', INTERLOCK_LAYOUT: 'sample_interlock_ordered', SAMPLE_INTERLOCK: 1, SAMPLES: 4 }),
    target,
  }).info;
  assert.deepEqual(sample.resources.map((r) => [r.binding, r.kind]), [[0, 'storage-image']]);
  assert.equal(sample.readsSampleId, true);
});

test('gather_info: sampled images and a vertex shader\'s outputs', async () => {
  const amd = compileSpirv({ spirv: await compileShader('samples_identical_amd.frag', 'fragment'), target }).info;
  assert.deepEqual(amd.resources.map((r) => r.kind), ['sampled-image']);
  assert.equal(amd.writesMemory, false);
  assert.equal(amd.outputLocations, 1);
  const vs = compileSpirv({ spirv: await compileShader('fullscreen.vert', 'vertex'), target });
  assert.equal(vs.info.stage, 'vertex');
  assert.equal(vs.info.outputLocations, 1);
  assert.ok(vs.code.length > 0 && vs.config.vertex !== undefined, 'the vertex shader gets machine code from the same entry');
});

test('gather_info: push-constant bytes from constant offsets, uniform and texel buffers, dead uses dropped', async () => {
  const glsl = `#version 450
layout(push_constant) uniform P { vec4 a; float b; float c; } pc;
layout(set = 1, binding = 2) uniform U { vec4 u; } ubo;
layout(set = 0, binding = 3) uniform samplerBuffer tb;
layout(set = 0, binding = 4, r32ui) uniform uimageBuffer sb;
layout(set = 0, binding = 5) buffer Dead { uint d[]; } dead;
layout(location = 2) out vec4 o;
void main() {
  uint unused = dead.d[0];
  o = pc.a * pc.b + ubo.u + texelFetch(tb, int(gl_FragCoord.x)) + vec4(imageLoad(sb, 0).x);
}`;
  const info = compileSpirv({ spirv: await compileGlsl(glsl, 'fragment'), target }).info;
  assert.equal(info.pushConstantBytes, 20, 'a (16 bytes) and b end at byte 20; c is never read');
  assert.deepEqual(
    info.resources.map((r) => `${r.set}.${r.binding} ${r.kind}`).sort(),
    ['0.3 uniform-texel-buffer', '0.4 storage-texel-buffer', '1.2 uniform-buffer'],
  );
  assert.equal(info.writesMemory, false);
  assert.equal(info.outputLocations, 3);
});
