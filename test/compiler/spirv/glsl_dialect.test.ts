/**
 * popsim's GLSL preprocessing before glslang: the OpenGL dialect (bindings,
 * locations, the default uniform block and the map returned to the caller),
 * the GL_EXT_shader_samples_identical / anyInvocationsARB shims (M3), and
 * error lines that stay the user's.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileGlsl, compileGlslModule, DEFAULT_UNIFORM_BLOCK, GlslError } from '../../../src/compiler/glsl/index.js';
import { compileSpirv } from '../../../src/compiler/compile.js';
import { decorationValue, readSpirv } from '../../../src/compiler/spirv/index.js';
import { parseTarget } from '../../../src/isa/gfx_level.js';
import { shaderText } from './helpers.js';

/** Module-scope variable named `name`: its set, binding and location decorations. */
function decorationsOf(words: Uint32Array, name: string): { set?: number; binding?: number; location?: number } {
  const m = readSpirv(words);
  const v = m.variables.find((x) => m.names.get(x.id) === name);
  assert.ok(v, `no variable ${name}`);
  return { set: decorationValue(m, v.id, 'DescriptorSet'), binding: decorationValue(m, v.id, 'Binding'), location: decorationValue(m, v.id, 'Location') };
}

test('the article texelFetch shader (#version 150, loose uniform int samplePos): tex at set 0 binding 0, samplePos at offset 0 of the default block at binding 1', async () => {
  const { spirv, autoLayout } = await compileGlslModule(shaderText('article/texel_fetch.frag'), 'fragment');
  assert.ok(autoLayout);
  assert.deepEqual(autoLayout.resources.map((r) => [r.name, r.kind, r.set, r.binding, r.line]), [
    ['tex', 'opaque', 0, 0, 2],
    [DEFAULT_UNIFORM_BLOCK, 'default-uniforms', 0, 1, 3],
  ]);
  assert.deepEqual(autoLayout.defaultUniforms, { set: 0, binding: 1, members: [{ name: 'samplePos', offset: 0, line: 3 }] });
  assert.deepEqual(autoLayout.inputs.map((l) => [l.name, l.location]), [['coord', 0]]);
  assert.deepEqual(autoLayout.outputs.map((l) => [l.name, l.location]), [['frag_color', 0]]);
  // The SPIR-V agrees with the map.
  assert.deepEqual(decorationsOf(spirv, 'tex'), { set: 0, binding: 0, location: undefined });
  assert.deepEqual(decorationsOf(spirv, 'coord'), { set: undefined, binding: undefined, location: 0 });
});

test('OpenGL dialect: std140 offsets from glslang, explicit qualifiers kept and skipped, one binding per declarator, locations by size', async () => {
  const src = [
    '#version 330 core', //                                               1
    'uniform float a;', //                                                 2
    'uniform vec3 b;', //                                                  3
    'layout(binding = 0) uniform sampler2D fixedTex;', //                 4
    'uniform sampler2D t1, t2;', //                                        5
    'uniform mat4 m[2];', //                                               6
    'uniform Params { vec4 p; };', //                                      7
    'uniform float c;', //                                                 8
    'in vec3 n;', //                                                       9
    'layout(location = 1) in vec2 fixedIn;', //                            10
    'in mat3 basis;', //                                                   11
    'flat in ivec2 ids[2];', //                                            12
    'out vec4 colour;', //                                                 13
    'void main() { colour = texture(t1, fixedIn) + texture(t2, n.xy) + texture(fixedTex, vec2(a)) + vec4(b, c) + m[1][0] + p + vec4(basis[2], float(ids[1].x)); }',
    '',
  ].join('\n');
  const { spirv, autoLayout } = await compileGlslModule(src, 'fragment');
  assert.ok(autoLayout);
  assert.deepEqual(autoLayout.resources.map((r) => [r.name, r.binding, r.assigned]), [
    ['fixedTex', 0, false],
    ['t1', 1, true],
    ['t2', 2, true],
    ['Params', 3, true],
    [DEFAULT_UNIFORM_BLOCK, 4, true],
  ]);
  // std140: float 0, vec3 16 (16-byte aligned), mat4[2] 32 (128 bytes), float 160.
  assert.deepEqual(autoLayout.defaultUniforms?.members.map((m) => [m.name, m.offset, m.line]), [['a', 0, 2], ['b', 16, 3], ['m', 32, 6], ['c', 160, 8]]);
  // Inputs: n → 0, location 1 taken, basis (3 columns) → 2..4, ids (2 elements) → 5..6.
  assert.deepEqual(autoLayout.inputs.map((l) => [l.name, l.location, l.count]), [['n', 0, 1], ['fixedIn', 1, 0], ['basis', 2, 3], ['ids', 5, 2]]);
  assert.deepEqual(decorationsOf(spirv, 't2'), { set: 0, binding: 2, location: undefined });
  assert.equal(decorationsOf(spirv, 'ids').location, 5);
});

test('OpenGL dialect: a vertex shader with attribute/varying gets in/out locations per direction', async () => {
  const src = '#version 120\nattribute vec4 pos;\nattribute vec2 uv;\nvarying vec2 vUv;\nvoid main() { vUv = uv; gl_Position = pos; }\n';
  const { autoLayout } = await compileGlslModule(src, 'vertex');
  assert.deepEqual(autoLayout?.inputs.map((l) => [l.name, l.location]), [['pos', 0], ['uv', 1]]);
  assert.deepEqual(autoLayout?.outputs.map((l) => [l.name, l.location]), [['vUv', 0]]);
});

test('dialect selection: auto picks opengl below #version 450; Vulkan GLSL is given to glslang as written; dialect opengl on a 450 shader', async () => {
  const vulkan = await compileGlslModule(shaderText('samples_identical_amd.frag'), 'fragment');
  assert.equal(vulkan.autoLayout, undefined);
  const loose = '#version 450\nuniform int k;\nout vec4 o;\nvoid main() { o = vec4(k); }\n';
  await assert.rejects(compileGlsl(loose, 'fragment'), (e: unknown) => e instanceof GlslError && e.line === 2 && /non-opaque uniforms outside a block/.test(e.message));
  const opengl = await compileGlslModule(loose, 'fragment', { dialect: 'opengl' });
  assert.deepEqual(opengl.autoLayout?.defaultUniforms?.members.map((m) => m.name), ['k']);
});

test('OpenGL dialect errors name the line: a uniform initializer, an array sized by an expression', async () => {
  await assert.rejects(compileGlsl('#version 150\n\nuniform float f = 1.0;\nout vec4 o;\nvoid main() { o = vec4(f); }\n', 'fragment'), (e: unknown) =>
    e instanceof GlslError && e.code === 'opengl-dialect' && e.line === 3 && /initializer/.test(e.message));
  await assert.rejects(compileGlsl('#version 150\nin vec4 v[2 + 1];\nout vec4 o;\nvoid main() { o = v[0]; }\n', 'fragment'), (e: unknown) =>
    e instanceof GlslError && e.code === 'opengl-dialect' && e.line === 2 && /layout\(location = N\)/.test(e.message));
});

test('the article second shader as printed: a syntax error on its `if` line (13) naming the missing parenthesis; the corrected text compiles (M3)', async () => {
  const printed = shaderText('article/resolve_samples_identical_as_printed.frag');
  const ifLine = printed.split('\n').findIndex((l) => l.startsWith('if (! textureSamplesIdenticalEXT')) + 1;
  assert.equal(ifLine, 13);
  await assert.rejects(compileGlsl(printed, 'fragment'), (e: unknown) => {
    assert.ok(e instanceof GlslError);
    assert.equal(e.code, 'compile-failed');
    assert.equal(e.line, ifLine);
    assert.equal(e.message, "line 13: syntax error: unexpected '{', expected ')' or ','");
    return true;
  });
  assert.ok((await compileGlsl(shaderText('article/resolve_samples_identical.frag'), 'fragment')).length > 0);
});

test('the article third shader as printed lacks a parenthesis too (line 11); the corrected text compiles', async () => {
  await assert.rejects(compileGlsl(shaderText('article/resolve_samples_identical_vote_as_printed.frag'), 'fragment'), (e: unknown) =>
    e instanceof GlslError && e.line === 11 && /unexpected '\{', expected '\)'/.test(e.message));
  assert.ok((await compileGlsl(shaderText('article/resolve_samples_identical_vote.frag'), 'fragment')).length > 0);
});

test('GL_EXT_shader_samples_identical: lines after the #extension keep their numbers (the shim adds a #line)', async () => {
  for (const ext of ['GL_EXT_shader_samples_identical', 'GL_ARB_shader_group_vote']) {
    // 150 as OpenGL (raised to 450) and as Vulkan GLSL (before 3.30, `#line N` numbers the next line N + 1).
    for (const [version, dialect] of [['150', 'opengl'], ['150', 'vulkan'], ['450', 'auto']] as const) {
      // GLSL 1.50 has no binding/location qualifiers: the Vulkan-1.50 variant declares nothing.
      const decls = dialect === 'vulkan' ? '\n\n' : 'layout(binding = 0) uniform sampler2DMS t;\nlayout(location = 0) out vec4 o;\n';
      const src = `#version ${version}\n#extension ${ext} : require\n${decls}void main() {\n  float o = 1.0;\n  o = undefinedThing;\n}\n`;
      await assert.rejects(compileGlsl(src, 'fragment', { dialect }), (e: unknown) => e instanceof GlslError && e.line === 7 && /undeclared identifier/.test(e.message), `${ext} ${version} ${dialect}`);
    }
  }
});

test('the #if !defined fallback sees the extension; `disable` leaves it undefined, so the fallback applies (M3)', async () => {
  const body = (behavior: string): string =>
    `#version 450\n#extension GL_EXT_shader_samples_identical : ${behavior}\nlayout(binding = 0) uniform sampler2DMS t;\n#if !defined GL_EXT_shader_samples_identical\n#define textureSamplesIdenticalEXT(t, c) false\n#endif\n#ifdef GL_EXT_shader_samples_identical\n#define VIA_IFDEF 1\n#endif\nlayout(location = 0) out vec4 o;\nvoid main() { o = vec4(textureSamplesIdenticalEXT(t, ivec2(0)) ? VIA_IFDEF : 0); }\n`;
  const enabled = readSpirv(await compileGlsl(body('enable'), 'fragment'));
  assert.ok(enabled.extensions.includes('SPV_AMD_shader_fragment_mask'));
  // With `disable` the macro is still "defined" (the implementation supports it) but the function is not: glslang names it.
  await assert.rejects(compileGlsl(body('disable'), 'fragment'), (e: unknown) => e instanceof GlslError && e.line === 11 && /textureSamplesIdenticalEXT/.test(e.message));
});

test('textureSamplesIdenticalEXT works in a vertex shader (M3: every stage), on GFX9 through FMASK and on GFX11 as false', async () => {
  const src = [
    '#version 450',
    '#extension GL_EXT_shader_samples_identical : require',
    'layout(binding = 0) uniform sampler2DMS tex;',
    'layout(location = 0) out vec4 v;',
    'void main() {',
    '  ivec2 c = ivec2(gl_VertexIndex, 0);',
    '  v = textureSamplesIdenticalEXT(tex, c) ? texelFetch(tex, c, 0) : texelFetch(tex, c, 1);',
    '  gl_Position = vec4(0.0);',
    '}',
    '',
  ].join('\n');
  const spirv = await compileGlsl(src, 'vertex');
  const gfx9 = compileSpirv({ spirv, stage: 'vertex', target: parseTarget('raven'), validate: true });
  assert.equal(gfx9.irText.match(/@fragment_mask_fetch/g)?.length, 1);
  assert.match(gfx9.disassembly, /^image_load v\d+, v\S+, s\[\d+:\d+\] dmask:0x1 unorm$/m);
  const gfx11 = compileSpirv({ spirv, stage: 'vertex', target: parseTarget('navi31'), validate: true });
  assert.doesNotMatch(gfx11.irText, /fragment_mask_fetch|= ieq /);
  assert.equal(gfx11.disassembly.match(/^image_load /gm)?.length, 1, 'only texelFetch(tex, c, 1): the query is false');
});
