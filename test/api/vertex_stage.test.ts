/**
 * The vertex stage on the GPU model, on every chip (docs/gpu_vertex.md): vertex-shader machine
 * code runs in waves on the CUs — indexed and non-indexed draws, lists and strips, instancing
 * with gl_InstanceIndex and instance-rate attributes, per-wave vertex reuse, a vertex shader
 * whose code is broken in memory, and a hang inside a vertex shader.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHIPS } from '../../src/amd/chips.js';
import type { Device, GraphicsPipeline, PipelineLayout } from '../../src/api/index.js';
import { DeviceLostError } from '../../src/api/device_lost_error.js';
import { decodeOne } from '../../src/isa/decoder.js';
import { u32 } from './api_fixture.js';
import { createInstance } from '../../src/api/index.js';

const DIM = 16;

/** Position (location 0) moved by an instance-rate offset (location 1); the flat tag is the instance index + 1. */
const VS = `#version 450
layout(location = 0) in vec2 pos;
layout(location = 1) in vec2 offset;
layout(location = 0) flat out uint tag;
void main() {
  tag = uint(gl_InstanceIndex) + 1u;
  gl_Position = vec4(pos + offset, 0.0, 1.0);
}`;

/** Writes the flat tag and the primitive ID per pixel. */
const FS = `#version 450
layout(location = 0) flat in uint tag;
layout(set = 0, binding = 0, std430) buffer Out { uint words[]; } outBuf;
void main() {
  uvec2 p = uvec2(gl_FragCoord.xy);
  outBuf.words[p.y * ${DIM}u + p.x] = tag * 1000u + uint(gl_PrimitiveID) + 1u;
}`;

interface Scene {
  readonly dev: Device;
  readonly pipeline: GraphicsPipeline;
  readonly layout: PipelineLayout;
  readonly out: ReturnType<Device['createBuffer']>;
  readonly set: ReturnType<ReturnType<Device['createDescriptorPool']>['allocate']>;
}

async function scene(chip: string, topology: 'triangle-list' | 'triangle-strip', vs = VS, gpu = {}): Promise<Scene> {
  const dev = createInstance().physicalDevice(chip).createDevice({ features: { core: { fragmentStoresAndAtomics: true } }, gpu });
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({
    layout,
    vertex: { module: await dev.createShaderModuleFromGlsl(vs, 'vertex') },
    fragment: { module: await dev.createShaderModuleFromGlsl(FS, 'fragment') },
    vertexInput: {
      bindings: [
        { binding: 0, stride: 8, inputRate: 'vertex' },
        { binding: 1, stride: 8, inputRate: 'instance' },
      ],
      attributes: [
        { location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 },
        { location: 1, binding: 1, format: 'R32G32_SFLOAT', offset: 0 },
      ],
    },
    inputAssembly: { topology },
  });
  const out = dev.createBuffer({ size: DIM * DIM * 4, usage: ['storage'] });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets([{ set, binding: 0, type: 'storage-buffer', buffer: { buffer: out } }]);
  return { dev, pipeline, layout, out, set };
}

function floats(dev: Device, values: readonly number[], usage: 'vertex' | 'index' = 'vertex') {
  const b = dev.createBuffer({ size: values.length * 4, usage: [usage] });
  dev.writeBuffer(b, 0, Float32Array.from(values));
  return b;
}

/** The quad [-1, 1]² as 4 corners, counter-clockwise from the bottom left. */
const CORNERS = [-1, -1, 1, -1, 1, 1, -1, 1];

type DrawSpec =
  | { readonly kind: 'list'; readonly vertices: readonly number[] }
  | { readonly kind: 'indexed'; readonly vertices: readonly number[]; readonly indices: readonly number[]; readonly type: 'uint16' | 'uint32' };

function run(s: Scene, spec: DrawSpec, offsets: readonly number[] = [0, 0], instances = 1, firstInstance = 0) {
  const { dev } = s;
  const vb = floats(dev, spec.vertices);
  const ib = floats(dev, offsets);
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
  cb.bindPipeline(s.pipeline).bindDescriptorSets(s.layout, 0, [s.set]).bindVertexBuffers(0, [{ buffer: vb }, { buffer: ib }]);
  if (spec.kind === 'list') cb.draw(spec.vertices.length / 2, instances, 0, firstInstance);
  else {
    const data = spec.type === 'uint16' ? Uint16Array.from(spec.indices) : Uint32Array.from(spec.indices);
    const buf = dev.createBuffer({ size: Math.max(4, data.byteLength), usage: ['index'] });
    dev.writeBuffer(buf, 0, data);
    cb.bindIndexBuffer(buf, 0, spec.type).drawIndexed(spec.indices.length, instances, 0, 0, firstInstance);
  }
  cb.endRendering().end();
  const stats = dev.submit([cb]);
  return { stats, words: [...u32(dev.readBuffer(s.out))] };
}

const at = (i: number): number[] => [CORNERS[2 * i]!, CORNERS[2 * i + 1]!];

for (const chip of CHIPS) {
  test(`${chip.name}: one quad as a list, an indexed list (16- and 32-bit) and a strip gives one image; indexed shades 4 vertices, not 6`, async () => {
    const list = await scene(chip.name, 'triangle-list');
    const reference = run(list, { kind: 'list', vertices: [0, 1, 2, 0, 2, 3].flatMap(at) });
    // Every pixel is covered once, by primitive 0 (tag 1·1000 + 1) or 1 (+ 2).
    assert.deepEqual([...new Set(reference.words)].sort(), [1001, 1002]);
    assert.equal(reference.stats.vsInvocations, 6);
    for (const type of ['uint16', 'uint32'] as const) {
      const indexed = run(list, { kind: 'indexed', vertices: CORNERS, indices: [0, 1, 2, 0, 2, 3], type });
      assert.deepEqual(indexed.words, reference.words, type);
      assert.equal(indexed.stats.vsInvocations, 4, `${type}: the shared corners 0 and 2 are shaded once`);
    }
    // The strip (0, 1, 3, 2) makes triangles (0, 1, 3) and (3, 1, 2): the same diagonal, other provoking vertices.
    const strip = run(await scene(chip.name, 'triangle-strip'), { kind: 'list', vertices: [0, 1, 3, 2].flatMap(at) });
    assert.deepEqual(
      strip.words.map((w) => w > 0),
      reference.words.map((w) => w > 0),
    );
    assert.deepEqual([...new Set(strip.words)].sort(), [1001, 1002]);
    assert.equal(strip.stats.vsInvocations, 4);
  });
}

for (const gfxChip of ['RAVEN', 'NAVI10', 'NAVI21', 'NAVI31']) {
  test(`${gfxChip}: instancing — instance-rate offsets place 4 quarter-screen quads, gl_InstanceIndex counts from firstInstance`, async () => {
    const s = await scene(gfxChip, 'triangle-list');
    // A quarter quad at the bottom-left; instance i moves it by offsets[firstInstance + i].
    const quarter = [0, 1, 2, 0, 2, 3].flatMap((i) => at(i).map((c) => (c + 1) / 2 - 1));
    const offsets = [9, 9, 9, 9, 0, 0, 1, 0, 0, 1, 1, 1]; // entries 0 and 1 are never read (firstInstance 2)
    const r = run(s, { kind: 'list', vertices: quarter }, offsets, 4, 2);
    assert.equal(r.stats.draws, 1);
    assert.equal(r.stats.vertexWaves, 4, 'one vertex wave per instance');
    for (let y = 0; y < DIM; y++) {
      for (let x = 0; x < DIM; x++) {
        // Instance i (instance index 2 + i) covers the clip-space quadrant (i & 1, i >> 1); clip y grows with framebuffer y (Vulkan).
        const i = (x >= DIM / 2 ? 1 : 0) + (y >= DIM / 2 ? 2 : 0);
        assert.equal(Math.floor(r.words[y * DIM + x]! / 1000), 2 + i + 1, `pixel ${x},${y}`);
      }
    }
  });
}

test('NAVI21: a mesh with shared vertices shades each vertex about once (per-wave reuse); the same mesh unindexed shades 3 per triangle', async () => {
  const s = await scene('NAVI21', 'triangle-list');
  const n = 8; // 8x8 quads, 81 vertices, 128 triangles
  const vertices: number[] = [];
  for (let j = 0; j <= n; j++) for (let i = 0; i <= n; i++) vertices.push((2 * i) / n - 1, (2 * j) / n - 1);
  const indices: number[] = [];
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const v = j * (n + 1) + i;
      indices.push(v, v + 1, v + n + 2, v, v + n + 2, v + n + 1);
    }
  }
  const indexed = run(s, { kind: 'indexed', vertices, indices, type: 'uint32' });
  const unrolled = run(s, { kind: 'list', vertices: indices.flatMap((v) => [vertices[2 * v]!, vertices[2 * v + 1]!]) });
  assert.deepEqual(indexed.words, unrolled.words);
  assert.equal(unrolled.stats.vsInvocations, indices.length);
  const shaded = indexed.stats.vsInvocations;
  assert.ok(shaded >= 81 && shaded <= 1.4 * 81, `${shaded} vertex-shader invocations for 81 vertices`);
});

/** The first `exp pos0` of the vertex shader's code in GPU memory, as a dword index. */
function pos0Export(dev: Device, p: GraphicsPipeline): number {
  const code = p.built.vertex.code;
  const target = { gfx: dev.chip.gfx, cpu: dev.chip.llvmCpu, wave64: p.built.vertex.config.waveSize === 64 };
  for (let i = 0; i < code.length; ) {
    const inst = decodeOne(code, i, target);
    if (inst.op === 'exp' && inst.mods.target === 12) return i;
    i += inst.dwords;
  }
  throw new Error('no exp pos0');
}

for (const chip of ['RAVEN', 'NAVI21', 'NAVI31']) {
  test(`${chip}: the GPU runs the vertex shader's machine code — an exp pos0 patched to pos1 in memory draws nothing`, async () => {
    const s = await scene(chip, 'triangle-list');
    const quad = { kind: 'list' as const, vertices: [0, 1, 2, 0, 2, 3].flatMap(at) };
    assert.ok(run(s, quad).words.every((w) => w > 0));
    s.dev.writeBuffer(s.out, 0, new Uint32Array(DIM * DIM));
    // EXP TARGET is bits [9:4] of its first dword on GFX9–11: pos0 (12) becomes pos1 (13), which the
    // vertex stage drops — every position stays (0, 0, 0, 0) and the clipper rejects every triangle.
    const word = s.pipeline.built.vertexCodeAddress + 4 * pos0Export(s.dev, s.pipeline);
    const gpuMemory = s.dev.gpu.memory;
    gpuMemory.write32(word, ((gpuMemory.read32(word) & ~(0x3f << 4)) | (13 << 4)) >>> 0);
    const broken = run(s, quad);
    assert.ok(broken.words.every((w) => w === 0), 'no pixel drawn');
    assert.equal(broken.stats.vsInvocations, 6, 'the vertex shader still ran');
  });

  test(`${chip}: a vertex shader that never ends is a device loss whose report names the vertex wave, its PC and its loop`, async () => {
    const spin = VS.replace('void main() {', 'void main() {\n  uint i = 1u;\n  while (i != uint(gl_VertexIndex) * 2u) i += 2u;');
    const s = await scene(chip, 'triangle-list', spin, { jobTimeoutCycles: 200_000 });
    const e = (() => {
      try {
        run(s, { kind: 'list', vertices: [0, 1, 2].flatMap(at) });
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    assert.ok(e instanceof DeviceLostError, String(e));
    assert.equal(e.hang.trigger, 'job-timeout');
    assert.ok(e.hang.waves.length > 0);
    for (const w of e.hang.waves) {
      assert.equal(w.stage, 'vertex');
      assert.equal(w.state, 'spinning');
      assert.ok(w.loop !== undefined && w.byteOffset >= w.loop.start && w.byteOffset <= w.loop.branch, `PC ${w.byteOffset} in its loop`);
    }
    assert.match(e.message, /vertex wave \d+ \(CU \d+, SIMD \d+\) at 0x[0-9a-f]+/);
  });
}

test('issue 15: draw(3·10^9) streams through the vertex stage — the job timeout ends it as a device loss, memory stays bounded', async () => {
  const dev = createInstance().physicalDevice('NAVI21').createDevice({ gpu: { jobTimeoutCycles: 100_000 } });
  const vs = `#version 450
void main() {
  vec2 p = vec2((gl_VertexIndex % 3 == 1) ? 3.0 : -1.0, (gl_VertexIndex % 3 == 2) ? 3.0 : -1.0);
  gl_Position = vec4(p, 0.0, 1.0);
}`;
  const fs = '#version 450\nlayout(location = 0) out vec4 c;\nvoid main() { c = vec4(1.0); }';
  const layout = dev.createPipelineLayout({ setLayouts: [] });
  const pipeline = dev.createGraphicsPipeline({
    layout,
    vertex: { module: await dev.createShaderModuleFromGlsl(vs, 'vertex') },
    fragment: { module: await dev.createShaderModuleFromGlsl(fs, 'fragment') },
  });
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
  cb.bindPipeline(pipeline).draw(3e9).endRendering().end();
  const before = process.memoryUsage().rss;
  assert.throws(
    () => dev.submit([cb]),
    (e: unknown) => e instanceof DeviceLostError && e.hang.trigger === 'job-timeout' && e.hang.cycle === 100_000,
  );
  // 10^9 triangles: anything proportional to the draw would be gigabytes.
  assert.ok(process.memoryUsage().rss - before < 512 * 2 ** 20, 'memory grows by less than 512 MiB');
});
