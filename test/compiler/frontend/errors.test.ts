/** Bad or untranslatable input: SpirvError with a stable code and the word offset of the instruction at fault. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileGlsl } from '../../../src/compiler/glsl/index.js';
import { spirvToIr } from '../../../src/compiler/frontend/index.js';
import { readSpirv, SpirvError } from '../../../src/compiler/spirv/index.js';
import { compileShader, module, op, str } from '../spirv/helpers.js';

function expectCode(f: () => unknown, code: string, offset?: number): SpirvError {
  let caught: unknown;
  try {
    f();
  } catch (e) {
    caught = e;
  }
  assert.ok(caught instanceof SpirvError, `expected SpirvError ${code}, got ${String(caught)}`);
  assert.equal(caught.code, code, caught.message);
  if (offset !== undefined) assert.equal(caught.wordOffset, offset);
  return caught;
}

test('a conditional branch to two blocks without OpSelectionMerge is unstructured', () => {
  const words = module(
    9,
    op(17, 1), // 5 OpCapability Shader
    op(14, 0, 1), // 7 OpMemoryModel
    op(15, 4, 1, ...str('main')), // 10 OpEntryPoint Fragment %1
    op(16, 1, 7), // 15 OpExecutionMode OriginUpperLeft
    op(19, 2), // 18 %2 void
    op(33, 3, 2), // 20 %3 fn
    op(20, 5), // 23 %5 bool
    op(41, 5, 6), // 25 %6 true
    op(54, 2, 1, 0, 3), // 28 OpFunction
    op(248, 4), // 33 OpLabel %4
    op(250, 6, 7, 8), // 35 OpBranchConditional %6 %7 %8
    op(248, 7), // 39
    op(253), // 41
    op(248, 8), // 42
    op(253), // 44
    op(56), // 45
  );
  expectCode(() => spirvToIr(readSpirv(words)), 'unstructured-control-flow', 35);
});

test('a branch back to an already emitted block is unstructured (no infinite walk)', () => {
  const words = module(
    9,
    op(17, 1), op(14, 0, 1), op(15, 4, 1, ...str('main')), op(16, 1, 7), op(19, 2), op(33, 3, 2),
    op(54, 2, 1, 0, 3),
    op(248, 4), // 28
    op(249, 7), // 30 OpBranch %7
    op(248, 7), // 32
    op(249, 4), // 34 OpBranch %4: a back edge without OpLoopMerge
    op(56),
  );
  expectCode(() => spirvToIr(readSpirv(words)), 'unstructured-control-flow', 34);
});

test('filtered sampling has no IR intrinsic: unsupported-instruction at its word offset', async () => {
  const words = await compileGlsl(`#version 450
layout(set = 0, binding = 0) uniform sampler2D s;
layout(location = 0) in vec2 uv;
layout(location = 0) out vec4 o;
void main() { o = texture(s, uv); }
`, 'fragment');
  const m = readSpirv(words);
  const sample = m.instructions.find((i) => i.name === 'OpImageSampleImplicitLod')!;
  const e = expectCode(() => spirvToIr(m), 'unsupported-instruction', sample.offset);
  assert.match(e.message, /OpImageSampleImplicitLod/);
});

test('switch fall-through and large dynamically indexed local arrays are unsupported', async () => {
  const fall = await compileGlsl(`#version 450
layout(location = 0) flat in int s;
layout(location = 0) out int o;
void main() { int x = 0; switch (s) { case 1: x = 1; case 2: x += 2; break; default: x = 5; } o = x; }
`, 'fragment');
  expectCode(() => spirvToIr(readSpirv(fall)), 'unsupported-instruction');
  const big = await compileGlsl(`#version 450
layout(location = 0) flat in int s;
layout(location = 0) out float o;
void main() { float a[300]; for (int i = 0; i < 300; i++) a[i] = float(i); o = a[s]; }
`, 'fragment');
  const e = expectCode(() => spirvToIr(readSpirv(big)), 'unsupported-instruction');
  assert.match(e.message, /dynamic index/);
});

test('entry point selection: unknown name is bad-entry-point', async () => {
  const m = readSpirv(await compileShader('fullscreen.vert', 'vertex'));
  expectCode(() => spirvToIr(m, { entryPoint: 'nope' }), 'bad-entry-point');
  assert.equal(spirvToIr(m, { entryPoint: 'main' }).info.stage, 'vertex');
});

test('shading-rate interlock is reported in ShaderInfo, not rejected (the driver decides, R9, R11)', async () => {
  const words = Uint32Array.from(await compileShader('interlock_basic.frag', 'fragment'));
  // Rewrite PixelInterlockOrderedEXT (5366) → ShadingRateInterlockOrderedEXT (5370) and its capability 5378 → 5372.
  for (let k = 5; k < words.length; k++) {
    const opcode = words[k]! & 0xffff;
    const count = words[k]! >>> 16;
    if (opcode === 17 && words[k + 1] === 5378) words[k + 1] = 5372;
    if (opcode === 16 && words[k + 2] === 5366) words[k + 2] = 5370;
    k += count - 1;
  }
  const shader = spirvToIr(readSpirv(words));
  assert.deepEqual(shader.info.interlock, { granularity: 'shading-rate', ordered: true });
});

test('type disagreements are type-mismatch, not crashes', () => {
  // %7 = OpIAdd %int %true %true: booleans into an integer add.
  const words = module(
    10,
    op(17, 1), op(14, 0, 1), op(15, 4, 1, ...str('main')), op(16, 1, 7), op(19, 2), op(33, 3, 2),
    op(20, 5), // %5 bool
    op(41, 5, 6), // %6 true
    op(21, 8, 32, 1), // %8 int
    op(54, 2, 1, 0, 3),
    op(248, 4),
    op(128, 8, 7, 6, 6), // OpIAdd
    op(253),
    op(56),
  );
  const m = readSpirv(words);
  const add = m.instructions.find((i) => i.name === 'OpIAdd')!;
  expectCode(() => spirvToIr(m), 'type-mismatch', add.offset);
});

/** Unsupported GLSL (docs/compiler_spirv.md, "What stays unsupported"): the error names the construct and its GLSL line when the module has debug information (issue 15). */
const UNSUPPORTED: readonly { readonly body: string; readonly names: RegExp }[] = [
  { body: 'o = vec4(interpolateAtOffset(v.x, vec2(0.25)));', names: /InterpolateAtOffset \(interpolateAtOffset\) is not supported/ },
  { body: 'o = vec4(float(gl_Layer));', names: /input builtin Layer is not supported in a fragment shader/ },
  { body: 'o = vec4(gl_PointCoord, 0.0, 1.0);', names: /input builtin PointCoord is not supported/ },
  { body: 'o = texture(s, v.xy);', names: /OpImageSampleImplicitLod/ },
  { body: 'o = vec4(float(packDouble2x32(uvec2(1u, 2u))));', names: /PackDouble2x32 is not supported/ },
];

/** A fragment shader with `body` on line 7. */
function withBody(body: string): string {
  return `#version 450
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 o;
layout(set = 0, binding = 0) uniform sampler2D s;
void main() {
  o = v;
  ${body}
}`;
}

for (const { body, names } of UNSUPPORTED) {
  test(`unsupported GLSL names the construct and the GLSL line: ${body}`, async () => {
    const withLines = await compileGlsl(withBody(body), 'fragment', { debugInfo: true });
    const e = expectCode(() => spirvToIr(readSpirv(withLines)), 'unsupported-instruction');
    assert.equal(e.sourceLine, 7);
    assert.match(e.message, /^line 7 \(SPIR-V word \d+\): /);
    assert.match(e.message, names);
    // Without debug information the error falls back to the word offset.
    const words = await compileGlsl(withBody(body), 'fragment');
    const plain = expectCode(() => spirvToIr(readSpirv(words)), 'unsupported-instruction');
    assert.equal(plain.sourceLine, undefined);
    assert.match(plain.message, /^SPIR-V word \d+: /);
    assert.match(plain.message, names);
  });
}
