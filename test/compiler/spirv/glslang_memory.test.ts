/**
 * glslang's WebAssembly memory never grows while popsim compiles its own
 * shaders: a growth detaches the old ArrayBuffer, after which V8 checks every
 * typed-array access of the simulator's optimized code for a detached buffer
 * (src/compiler/glsl/glslang_module.ts, docs/speed_log.md seventeenth stop).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileGlsl } from '../../../src/compiler/glsl/index.js';
import { GLSLANG_MEMORY_BYTES, loadGlslang } from '../../../src/compiler/glsl/glslang_module.js';
import { CTS_CASES, MSAA8_CASES } from '../../../src/scenes/interlock_cts/cases.js';
import { fragmentShaderGlsl, STREAM_VERTEX_SHADER_GLSL } from '../../../src/scenes/interlock_cts/shaders.js';
import { OIT_MODES } from '../../../src/scenes/oit/modes.js';
import { CLEAR_PASS_GLSL, colorPassGlsl, compositePassGlsl, FULL_SCREEN_VERTEX_GLSL, shaderConfig, VERTEX_SHADER_GLSL } from '../../../src/scenes/oit/shaders.js';

test("compiling every conformance and OIT shader fits in glslang's initial memory", async () => {
  const glslang = await loadGlslang();
  assert.equal(glslang.HEAPU8.length, GLSLANG_MEMORY_BYTES, 'the module starts with the memory popsim asks for');
  const fragment = new Set([...CTS_CASES, ...MSAA8_CASES].map(fragmentShaderGlsl));
  fragment.add(CLEAR_PASS_GLSL);
  for (const mode of OIT_MODES) {
    fragment.add(colorPassGlsl(shaderConfig(mode)));
    fragment.add(compositePassGlsl(shaderConfig(mode)));
  }
  for (const source of fragment) await compileGlsl(source, 'fragment');
  for (const source of [STREAM_VERTEX_SHADER_GLSL, VERTEX_SHADER_GLSL, FULL_SCREEN_VERTEX_GLSL]) await compileGlsl(source, 'vertex');
  assert.equal(glslang.HEAPU8.length, GLSLANG_MEMORY_BYTES, `glslang grew its memory while compiling ${fragment.size} fragment shaders`);
});
