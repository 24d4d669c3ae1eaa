/** GLSL modules made by the API carry debug information, so an unsupported construct is reported at pipeline creation with its GLSL line (issue 15). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SpirvError } from '../../src/compiler/spirv/index.js';
import { FULLSCREEN_TRIANGLE_VS, device } from './api_fixture.js';

test('createGraphicsPipeline: an unsupported GLSL construct is a SpirvError naming it at its GLSL line', async () => {
  const dev = device('gfx10_3');
  const vs = await dev.createShaderModuleFromGlsl(FULLSCREEN_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl(
    `#version 450
layout(location = 0) out vec4 o;
void main() {
  o = vec4(1.0);
  o.x = float(gl_Layer);
}`,
    'fragment',
  );
  const layout = dev.createPipelineLayout({ setLayouts: [] });
  assert.throws(
    () => dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } }),
    (e: unknown) => e instanceof SpirvError && e.code === 'unsupported-instruction' && e.sourceLine === 5 && /^line 5 .*builtin Layer/.test(e.message),
  );
});
