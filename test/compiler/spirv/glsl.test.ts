/** GLSL front door: glslang errors come back typed with line numbers; what the bundled glslang supports. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileGlsl, GlslError, parseGlslangLog } from '../../../src/compiler/glsl/index.js';
import { readSpirv, SpirvError } from '../../../src/compiler/spirv/index.js';

const FRAG_HEAD = '#version 450\nlayout(location = 0) out vec4 o;\n';

test('a type error is a GlslError naming line 3', async () => {
  await assert.rejects(compileGlsl(`${FRAG_HEAD}void main() { o = vec3(1.0); }\n`, 'fragment'), (e: unknown) => {
    assert.ok(e instanceof GlslError);
    assert.equal(e.code, 'compile-failed');
    assert.equal(e.line, 3);
    assert.match(e.message, /^line 3: 'assign'/);
    assert.ok(e.messages.every((m) => m.severity === 'error'));
    return true;
  });
});

test('an undeclared identifier on a later line', async () => {
  await assert.rejects(compileGlsl(`${FRAG_HEAD}void main() {\n  o = vec4(1.0);\n  o.x = undefinedThing;\n}\n`, 'fragment'), (e: unknown) =>
    e instanceof GlslError && e.line === 5 && /undeclared identifier/.test(e.message));
});

test('an unknown stage is rejected before glslang runs', async () => {
  await assert.rejects(compileGlsl('', 'geometry' as 'vertex'), (e: unknown) => e instanceof GlslError && e.code === 'bad-stage');
});

test('compiling again after an error works (messages do not leak between calls)', async () => {
  await assert.rejects(compileGlsl('#version 450\nvoid main() { x; }\n', 'vertex'), GlslError);
  const words = await compileGlsl(`${FRAG_HEAD}void main() { o = vec4(1.0); }\n`, 'fragment');
  assert.equal(words[0], 0x07230203);
  assert.equal(readSpirv(words).header.versionMinor, 3); // default SPIR-V 1.3
  const v10 = await compileGlsl(`${FRAG_HEAD}void main() { o = vec4(1.0); }\n`, 'fragment', { spirvVersion: '1.0' });
  assert.equal(readSpirv(v10).header.versionMinor, 0);
});

test('extensions glslang 0.0.15 supports: fragment shader interlock, AMD fragment mask, KHR subgroups, ARB vote', async () => {
  const cases: [string, string, string][] = [
    ['GL_ARB_fragment_shader_interlock', 'layout(sample_interlock_ordered) in;', 'beginInvocationInterlockARB(); o = vec4(1.0); endInvocationInterlockARB();'],
    ['GL_AMD_shader_fragment_mask', 'layout(binding = 0) uniform sampler2DMS t;', 'o = vec4(float(fragmentMaskFetchAMD(t, ivec2(0))));'],
    ['GL_KHR_shader_subgroup_ballot', '', 'o = vec4(float(subgroupBallot(true).x));'],
    ['GL_KHR_shader_subgroup_vote', '', 'o = vec4(subgroupAll(gl_FragCoord.x > 1.0) ? 1.0 : 0.0);'],
    ['GL_ARB_shader_group_vote', '', 'o = vec4(anyInvocationARB(gl_FragCoord.x > 1.0) ? 1.0 : 0.0);'],
    ['GL_EXT_demote_to_helper_invocation', '', 'if (gl_FragCoord.x < 1.0) demote; o = vec4(1.0);'],
  ];
  for (const [ext, decl, body] of cases) {
    const words = await compileGlsl(`#version 450\n#extension ${ext} : require\n${decl}\nlayout(location = 0) out vec4 o;\nvoid main() { ${body} }\n`, 'fragment');
    assert.ok(readSpirv(words).functions.length > 0, ext);
  }
});

test('extensions glslang 0.0.15 lacks and popsim does not shim: terminate_invocation fails on its #extension line', async () => {
  for (const ext of ['GL_EXT_terminate_invocation']) {
    await assert.rejects(compileGlsl(`#version 450\n#extension ${ext} : require\nvoid main() {}\n`, 'fragment'), (e: unknown) =>
      e instanceof GlslError && e.line === 2 && e.message.includes(`extension not supported: ${ext}`));
  }
});

test('GL_ARB_shader_ballot compiles, but its Int64 capability is rejected by the reader', async () => {
  const words = await compileGlsl(
    '#version 450\n#extension GL_ARB_shader_ballot : require\n#extension GL_ARB_gpu_shader_int64 : require\nlayout(location = 0) out vec4 o;\nvoid main() { o = vec4(float(ballotARB(true))); }\n',
    'fragment',
  );
  assert.throws(() => readSpirv(words), (e: unknown) => e instanceof SpirvError && e.code === 'unsupported-capability' && /Int64/.test(e.message));
});

test('glslang log parsing keeps located errors and warnings, drops summaries', () => {
  const msgs = parseGlslangLog([
    'Parse failed',
    "WARNING: 0:2: '#extension' : extension not supported: GL_EXT_shader_samples_identical",
    "ERROR: 0:4: 'assign' :  cannot convert",
    "ERROR: 0:4: '' : compilation terminated ",
    'ERROR: 2 compilation errors.  No code generated.',
    'ERROR: Linking fragment stage: Missing entry point',
  ]);
  assert.deepEqual(msgs, [
    { severity: 'warning', line: 2, text: "'#extension' : extension not supported: GL_EXT_shader_samples_identical" },
    { severity: 'error', line: 4, text: "'assign' :  cannot convert" },
    { severity: 'error', line: undefined, text: 'Linking fragment stage: Missing entry point' },
  ]);
});
