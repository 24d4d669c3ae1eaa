import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  VERTEX_SHADER_GLSL,
  caseByName,
  filterCases,
  fragmentShaderGlsl,
  granularityOf,
  interlockModeOf,
} from '../../../src/scenes/interlock_cts/index.js';
import { compileGlsl } from '../../../src/compiler/glsl/index.js';
import { entryPoint, interlockOf, readSpirv } from '../../../src/compiler/spirv/index.js';
import { spirvToIr } from '../../../src/compiler/frontend/index.js';
import { optimize } from '../../../src/compiler/passes/pipeline.js';
import { compileShader } from '../../../src/compiler/backend/index.js';
import { targetOf, type GfxLevel } from '../../../src/isa/index.js';

test('fragment shader text: coordinate, masks, discard pattern and update per case', () => {
  const pixel4 = fragmentShaderGlsl(caseByName('basic.discard.ssbo.pixel_ordered.4xaa.no_sample_shading.64x64'));
  assert.match(pixel4, /layout\(pixel_interlock_ordered\) in;/);
  assert.match(pixel4, /uint shift = uint\(primID\) \* 4u;/);
  assert.match(pixel4, /uint mask = uint\(gl_SampleMaskIn\[0\]\) << shift;/);
  assert.match(pixel4, /if \(coord\.y < 16 && \(coord\.x & 1\) != 0\) discard;\n  beginInvocationInterlockARB\(\);\n  if \(\(coord\.x & 1\) != 0\) discard;/);
  assert.match(pixel4, /if \(\(value & previousMask\) == previousMask\) value \|= mask; else value = 0u;/);
  assert.match(pixel4, /endInvocationInterlockARB\(\);\n  discard;\n\}/);
  assert.doesNotMatch(pixel4, /gl_SampleID|uimage2D/);

  const sampleShading = fragmentShaderGlsl(caseByName('basic.nodiscard.image.pixel_unordered.4xaa.sample_shading.8x8'));
  assert.match(sampleShading, /coord\.x = coord\.x \* 4 \+ gl_SampleID;/);
  assert.match(sampleShading, /uint mask = 1u << uint\(primID\);/);
  assert.match(sampleShading, /value \|= mask;/);
  assert.doesNotMatch(sampleShading, /discard|previousMask\) == previousMask|words\[/);

  const coarse = fragmentShaderGlsl(caseByName('basic.nodiscard.image.shading_rate_unordered.1xaa.no_sample_shading.8x8'));
  assert.match(coarse, /#extension GL_NV_shading_rate_image : require/);
  assert.match(coarse, /coord \/= 2;\n  stride \/= 2u;/);
});

test('GLSL of every interlock kind, resource, sample group and discard mode compiles with the declared mode', async () => {
  const cases = filterCases('*.16x16');
  assert.equal(cases.length, 72);
  for (const c of cases) {
    const entry = entryPoint(readSpirv(await compileGlsl(fragmentShaderGlsl(c), 'fragment')));
    assert.ok(entry, c.name);
    assert.deepEqual(interlockOf(entry), interlockModeOf(c), c.name);
  }
  assert.ok((await compileGlsl(VERTEX_SHADER_GLSL, 'vertex')).length > 0);
});

test('every supported case compiles to machine code on every gfx level with the POPS protocol (S5, S9, S10)', async () => {
  const levels: readonly GfxLevel[] = ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'];
  for (const c of filterCases('*.8x8').filter((x) => granularityOf(x) !== 'shading-rate')) {
    const spirv = await compileGlsl(fragmentShaderGlsl(c), 'fragment');
    for (const gfx of levels) {
      const ir = spirvToIr(readSpirv(spirv));
      optimize(ir);
      const out = compileShader(ir, { target: targetOf(gfx) });
      if (gfx === 'gfx11') assert.match(out.disassembly, /s_wait_event/, `${c.name} ${gfx}`);
      else assert.match(out.disassembly, /src_pops_exiting_wave_id[\s\S]*sendmsg\(MSG_ORDERED_PS_DONE\)/, `${c.name} ${gfx}`);
    }
  }
});
