import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileGlsl } from '../../src/compiler/glsl/index.js';
import { cachedCompile } from '../../src/driver/shader_cache.js';
import type { Target } from '../../src/isa/gfx_level.js';

const shader = (factor: string): string => `#version 450
layout(location = 0) in vec4 color;
layout(location = 0) out vec4 result;
void main() { result = color * ${factor}; }`;

const NAVI21: Target = { gfx: 'gfx10_3', cpu: 'gfx1030', wave64: true };
const NAVI31: Target = { gfx: 'gfx11', cpu: 'gfx1100', wave64: true };

test('the shader cache returns the kept result for an equal request and compiles anew for any other key', async () => {
  const spirv = await compileGlsl(shader('2.0'), 'fragment');
  const first = cachedCompile({ spirv, stage: 'fragment', target: NAVI21 });
  // Equal content in new objects, fields in another order: the same result.
  assert.equal(cachedCompile({ target: { ...NAVI21 }, stage: 'fragment', spirv: spirv.slice() }), first);
  // Another target, debug switch, resource layout or SPIR-V: compiled again, for that key.
  const others = [
    cachedCompile({ spirv, stage: 'fragment', target: NAVI31 }),
    cachedCompile({ spirv, stage: 'fragment', target: NAVI21, debug: { noWaitBeforeDone: true } }),
    cachedCompile({ spirv, stage: 'fragment', target: NAVI21, layout: { bindingStride: 64 } }),
    cachedCompile({ spirv: await compileGlsl(shader('3.0'), 'fragment'), stage: 'fragment', target: NAVI21 }),
  ];
  for (const other of others) assert.notEqual(other, first);
  assert.notEqual(others[0]!.disassembly, first.disassembly, 'GFX11 code is not GFX10.3 code');
  assert.notEqual(others[3]!.disassembly, first.disassembly, 'another shader, other code');
  assert.equal(cachedCompile({ spirv, stage: 'fragment', target: NAVI31 }), others[0], 'each key keeps its own result');
});

test('the shader cache does not keep a failed compile', async () => {
  const spirv = await compileGlsl(shader('2.0'), 'fragment');
  for (let i = 0; i < 2; i++) assert.throws(() => cachedCompile({ spirv, stage: 'vertex', target: NAVI21 }), /vertex/);
});
