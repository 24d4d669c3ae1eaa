/**
 * What translated shaders compute: control-flow constructs (for with
 * continue/break, do-while, switch, early returns), calls with in/out/inout
 * parameters, dynamic indexing of local arrays, buffer layouts, GLSL.std.450
 * lowering and spec constants — run by the reference interpreter against
 * hand-computed results, and through the pass pipeline with validation.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { optimize } from '../../../src/compiler/passes/pipeline.js';
import { glslToIr, irLines, countLines, f32, interpret } from './helpers.js';

const CONTROL = `#version 450
layout(push_constant) uniform PC { int n; int sel; } pc;
layout(location = 0) out ivec4 o;
int classify(int v) {
  switch (v) {
    case 0: case 1: return 10;
    case 5: return 50;
    default: return -1;
  }
}
void accumulate(inout int acc, int v, out int doubled) {
  if (v < 0) { doubled = 0; return; }
  acc += v;
  doubled = 2 * v;
}
void main() {
  int sum = 0;
  for (int i = 0; i < pc.n; i++) {
    if (i == 2) continue;
    if (i == 7) break;
    sum += i;
  }
  int k = 0;
  int d = 0;
  do { accumulate(k, k + 1, d); } while (k < 20);
  int arr[5] = int[5](1, 2, 3, 4, 5);
  arr[pc.sel] = 100;
  int s2 = 0;
  switch (pc.sel) {
    case 1: s2 = 11; break;
    case 2: case 3: s2 = 23; break;
    default: s2 = 99; break;
  }
  o = ivec4(sum, k * 1000 + d, arr[pc.sel] + arr[(pc.sel + 1) % 5], classify(pc.sel) * 100 + s2);
}
`;

test('control flow, calls with inout/out parameters and dynamic local indexing compute the GLSL results', async () => {
  const shader = await glslToIr(CONTROL);
  // Functions stay functions until inline; the continue with several predecessors uses the flag form.
  assert.equal(shader.functions.length, 3);
  assert.ok(shader.entry.locals.some((l) => /^cont\d+$/.test(l.name)));
  const run = (n: number, sel: number): number[] => {
    const { outputs } = interpret(shader, { push: [n, sel] });
    return [0, 1, 2, 3].map((c) => outputs[`0.${c}`]! | 0);
  };
  // n=10: 0+1+3+4+5+6 (2 skipped, break at 7); do-while: k 0→1→3→7→15→31, d=32.
  assert.deepEqual(run(10, 2), [19, 31032, 104, -77]);
  assert.deepEqual(run(3, 1), [1, 31032, 103, 1011]);
  assert.deepEqual(run(0, 4), [0, 31032, 101, -1]);
  optimize(shader, { validate: true });
  assert.equal(shader.functions.length, 1);
});

const MATH = `#version 450
layout(push_constant) uniform PC { float a; float b; } pc;
layout(location = 0) out vec4 o;
layout(location = 1) out vec4 o2;
layout(location = 2) out uvec4 o3;
void main() {
  vec3 v = vec3(pc.a, pc.b, 2.0);
  mat2 m = mat2(1.0, 2.0, 3.0, 4.0);
  vec2 mv = m * vec2(1.0, 1.0);
  o = vec4(length(v.xy), pow(pc.b, 0.5), clamp(pc.a, 0.0, 1.0), mix(pc.a, pc.b, 0.25));
  o2 = vec4(mv, dot(v, vec3(1.0)), cross(vec3(1.0, 0.0, 0.0), vec3(0.0, 1.0, 0.0)).z);
  o3 = uvec4(packHalf2x16(vec2(1.0, -2.0)), packUnorm4x8(vec4(0.0, 1.0, 0.5, 2.0)), uint(smoothstep(0.0, 4.0, pc.b) * 8.0),
             uint(-7 % 3 + 10));
}
`;

test('GLSL.std.450 and matrix arithmetic are lowered to ALU ops with the right results', async () => {
  const shader = await glslToIr(MATH);
  const { outputs } = interpret(shader, { push: [f32(3), f32(4)] });
  assert.deepEqual([0, 1, 2, 3].map((c) => outputs[`0.${c}`]), [f32(5), f32(2), f32(1), f32(3.25)]);
  assert.deepEqual([0, 1, 2, 3].map((c) => outputs[`1.${c}`]), [f32(4), f32(6), f32(9), f32(1)]);
  // packHalf2x16(1, -2) = 0xc0003c00; packUnorm4x8(0, 1, .5, 2) = 0xff80ff00; smoothstep(0,4,4)=1 → 8; -7 % 3 (SRem... GLSL %) = -1 → 9.
  assert.deepEqual([0, 1, 2, 3].map((c) => outputs[`2.${c}`]), [0xc0003c00, 0xff80ff00, 8, 9]);
  optimize(shader, { validate: true });
  const lines = irLines(shader);
  assert.equal(countLines(lines, /= fexp2 /) + countLines(lines, /const 2 \(0x40000000\)/) > 0, true);
});

const BUFFERS = `#version 450
layout(std430, set = 0, binding = 0) coherent buffer B {
  uint counter;
  layout(row_major) mat2 rm;
  float vals[];
} buf;
layout(std430, set = 0, binding = 1) readonly buffer R { uint words[]; } ro;
layout(location = 0) out vec4 o;
void main() {
  uint old = atomicAdd(buf.counter, 5u);
  buf.vals[3] = 7.0;
  o = vec4(buf.rm[0][1], float(old), float(ro.words[2]), buf.rm[1][0]);
}
`;

test('storage buffers: std430 offsets, row-major MatrixStride, atomics, access flags', async () => {
  const shader = await glslToIr(BUFFERS);
  // Words: counter | pad | rm row 0 (c0, c1) | row 1 (c0, c1) | vals… (vals at byte 24).
  const mem = [40, 0, f32(1), f32(2), f32(3), f32(4), 0, 0, 0, 0, 0];
  const ssbo: Record<number, number[]> = { 0: mem, 1: [0, 0, 77] };
  const { outputs } = interpret(shader, { ssbo });
  // rm[0][1] = column 0, row 1 = 3; rm[1][0] = column 1, row 0 = 2.
  assert.deepEqual([0, 1, 2, 3].map((c) => outputs[`0.${c}`]), [f32(3), f32(40), f32(77), f32(2)]);
  assert.equal(mem[0], 45);
  assert.equal(mem[6 + 3], f32(7));
  const lines = irLines(shader);
  // Coherent on the block (S11) and NonWritable on the readonly one.
  assert.ok(countLines(lines, /@ssbo_atomic .*binding=0 offset=0 access=1 atomic=add/) === 1);
  assert.ok(countLines(lines, /@load_ssbo .*binding=1 offset=8 access=4\}/) === 1);
  optimize(shader, { validate: true });
});

test('spec constants take their defaults unless the options specialise them', async () => {
  const src = `#version 450
layout(constant_id = 3) const int K = 7;
layout(constant_id = 4) const bool FLIP = false;
layout(location = 0) out ivec2 o;
void main() { o = ivec2(K * 2, FLIP ? 1 : 2); }
`;
  const plain = interpret(await glslToIr(src)).outputs;
  assert.deepEqual([plain['0.0'], plain['0.1']], [14, 2]);
  const special = interpret(await glslToIr(src, 'fragment', { specConstants: new Map([[3, 5], [4, 1]]) })).outputs;
  assert.deepEqual([special['0.0'], special['0.1']], [10, 1]);
});

test('inputs: interpolation qualifiers and sample shading from sample-qualified inputs', async () => {
  const shader = await glslToIr(`#version 450
layout(location = 0) flat in int a;
layout(location = 1) noperspective in float b;
layout(location = 2) centroid in vec2 c;
layout(location = 3) sample in float d;
layout(location = 0) out vec4 o;
void main() { o = vec4(float(a), b, c.y, d); }
`);
  assert.equal(shader.info.sampleShading, true);
  const text = irLines(shader).join('\n');
  assert.match(text, /@load_input \{location=0 component=0 interp=flat sampleLocation=center\}/);
  assert.match(text, /@load_input \{location=1 component=0 interp=noperspective sampleLocation=center\}/);
  assert.match(text, /@load_input \{location=2 component=1 interp=smooth sampleLocation=centroid\}/);
  assert.match(text, /@load_input \{location=3 component=0 interp=smooth sampleLocation=sample\}/);
});

test('outputs are stored at every exit of main, after early returns too', async () => {
  const shader = await glslToIr(`#version 450
layout(location = 0) in float x;
layout(location = 0) out vec4 o;
void main() {
  o = vec4(1.0);
  if (x > 0.5) { o.x = 2.0; return; }
  o.y = 3.0;
}
`);
  const lines = irLines(shader);
  // Two exits × four components.
  assert.equal(countLines(lines, /^@store_output/), 8);
  const early = interpret(shader, { inputs: { '0.0': f32(1) } }).outputs;
  assert.deepEqual([0, 1, 2, 3].map((c) => early[`0.${c}`]), [f32(2), f32(1), f32(1), f32(1)]);
  const late = interpret(shader, { inputs: { '0.0': f32(0) } }).outputs;
  assert.deepEqual([0, 1, 2, 3].map((c) => late[`0.${c}`]), [f32(1), f32(3), f32(1), f32(1)]);
  optimize(shader, { validate: true });
});

test('subgroup ballot, elect and broadcast become intrinsics', async () => {
  const shader = await glslToIr(`#version 450
#extension GL_KHR_shader_subgroup_ballot : require
layout(location = 0) flat in uint v;
layout(location = 0) out uvec4 o;
void main() {
  uvec4 b = subgroupBallot(v > 3u);
  o = uvec4(subgroupBallotBitCount(b), subgroupElect() ? 1u : 0u, subgroupBroadcastFirst(v), subgroupBroadcast(v, 5u));
}
`);
  optimize(shader, { validate: true });
  const text = irLines(shader).join('\n');
  assert.match(text, /%\d+:i32, %\d+:i32 = @ballot %\d+/);
  assert.match(text, /= @elect/);
  assert.match(text, /= @read_first_invocation /);
  assert.match(text, /= @read_invocation %\d+, %\d+/);
  assert.ok(/= bit_count /.test(text));
});

test('Private globals and outputs written in helper functions are passed in and out of calls', async () => {
  const shader = await glslToIr(`#version 450
layout(push_constant) uniform PC { int x; } pc;
layout(location = 0) out ivec2 o;
int counter = 5;
void bump(int by) { counter += by; o.y = counter * 10; }
int twice() { bump(1); bump(pc.x); return counter; }
void main() { o.x = twice() + counter; }
`);
  assert.equal(shader.functions.length, 3);
  const { outputs } = interpret(shader, { push: [4] });
  // counter: 5 → 6 → 10; o.x = 10 + 10, o.y = 100.
  assert.deepEqual([outputs['0.0'], outputs['0.1']], [20, 100]);
  optimize(shader, { validate: true });
});

test('builtins, std140 UBO offsets, image atomics and early fragment tests', async () => {
  const shader = await glslToIr(`#version 450
layout(early_fragment_tests) in;
layout(set = 0, binding = 0, std140) uniform U { float f[3]; vec4 v; } u;
layout(set = 1, binding = 2, r32ui) coherent uniform uimage2D counters;
layout(location = 0) out vec4 o;
void main() {
  uint old = imageAtomicAdd(counters, ivec2(gl_FragCoord.xy), 1u);
  o = vec4(u.f[2], u.v.w, float(old), gl_FrontFacing ? 1.0 : 0.0);
  gl_FragDepth = 0.5;
  gl_SampleMask[0] = gl_SampleMaskIn[0] & 1;
}
`);
  assert.equal(shader.info.earlyFragmentTests, true);
  assert.equal(shader.info.sampleShading, false);
  const text = irLines(shader).join('\n');
  // std140: float array stride 16 → f[2] at 32; v at 48, v.w at 60.
  assert.match(text, /@load_ubo %\d+ \{set=0 binding=0 offset=32\}/);
  assert.match(text, /@load_ubo %\d+ \{set=0 binding=0 offset=60\}/);
  assert.match(text, /= @image_atomic %\d+, %\d+, %\d+ \{set=1 binding=2 dim=2d format=r32ui access=1 atomic=add\}/);
  assert.match(text, /= @load_front_face/);
  assert.match(text, /= @load_sample_mask_in/);
  assert.match(text, /@store_frag_depth %\d+/);
  assert.match(text, /@store_sample_mask %\d+/);
  optimize(shader, { validate: true });
});
