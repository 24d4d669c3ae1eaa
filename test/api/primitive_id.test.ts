/**
 * Issue 15: gl_PrimitiveID in a fragment shader (SPIR-V capability Geometry),
 * provided as RADV does: the vertex stage exports the primitive ID as the
 * parameter after its outputs and the pixel shader reads it as a flat input
 * (VGT_PRIMITIVEID_EN; docs/compiler_backend.md, docs/gpu_engine.md). Lists,
 * strips, fans, indexed draws and instances on every generation: each pixel
 * writes its primitive ID and a flat varying of the provoking vertex, checked
 * against the triangle that covers the pixel centre.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInstance } from '../../src/api/index.js';
import type { GfxLevel } from '../../src/isa/gfx_level.js';
import { u32 } from './api_fixture.js';

const CHIPS: Readonly<Record<GfxLevel, string>> = { gfx9: 'RAVEN', gfx10: 'NAVI10', gfx10_3: 'NAVI21', gfx11: 'NAVI31' };
const W = 16;
const H = 8;

const VS = `#version 450
layout(location = 0) in vec2 pos;
layout(location = 0) flat out int vid;
layout(location = 1) out vec2 uv;
void main() {
  vid = gl_VertexIndex;
  uv = pos;
  // Instance k moves down by 4 pixels, so each instance covers its own rows.
  vec2 p = pos + vec2(0.0, 4.0 * float(gl_InstanceIndex));
  gl_Position = vec4(p.x / ${W / 2}.0 - 1.0, p.y / ${H / 2}.0 - 1.0, 0.0, 1.0);
}`;

const FS = `#version 450
layout(location = 0) flat in int vid;
layout(location = 1) in vec2 uv;
layout(set = 0, binding = 0, std430) buffer Out { uint w[]; } o;
void main() {
  uint p = uint(gl_FragCoord.y) * ${W}u + uint(gl_FragCoord.x);
  o.w[3u * p] = uint(gl_PrimitiveID) + 1u;
  o.w[3u * p + 1u] = uint(vid) + 1u;
  o.w[3u * p + 2u] = uv.x >= 0.0 ? 1u : 0u;
}`;

type Topology = 'triangle-list' | 'triangle-strip' | 'triangle-fan';

interface Scene {
  readonly name: string;
  readonly topology: Topology;
  /** Vertex positions in pixels. */
  readonly vertices: readonly [number, number][];
  readonly indices?: readonly number[];
  readonly instances?: number;
}

/** Triangles in assembly order (provoking vertex first), as Vulkan defines them per topology. */
function triangles(s: Scene): [number, number, number][] {
  const order = s.indices ?? s.vertices.map((_, k) => k);
  const out: [number, number, number][] = [];
  for (let i = 0; i + 2 < order.length; i++) {
    if (s.topology === 'triangle-list' && i % 3 === 0) out.push([order[i]!, order[i + 1]!, order[i + 2]!]);
    if (s.topology === 'triangle-strip') out.push(i % 2 === 0 ? [order[i]!, order[i + 1]!, order[i + 2]!] : [order[i]!, order[i + 2]!, order[i + 1]!]);
    if (s.topology === 'triangle-fan') out.push([order[i + 1]!, order[i + 2]!, order[0]!]);
  }
  return out;
}

/** Which side of edge a→b the point is on (0: on the edge, ambiguous under the fill rule). */
function edge(a: readonly [number, number], b: readonly [number, number], x: number, y: number): number {
  return (b[0] - a[0]) * (y - a[1]) - (b[1] - a[1]) * (x - a[0]);
}

const SCENES: readonly Scene[] = [
  // Six separate triangles.
  {
    name: 'list',
    topology: 'triangle-list',
    vertices: [0, 1, 2, 3, 4, 5].flatMap((k): [number, number][] => [[2.5 * k, 0], [2.5 * k + 2.5, 0], [2.5 * k, 8]]),
  },
  // Two rows of a strip: columns 3 pixels wide, odd triangles swapped.
  { name: 'strip', topology: 'triangle-strip', vertices: [0, 1, 2, 3, 4, 5].flatMap((k): [number, number][] => [[3 * k, 0], [3 * k + 0.7, 8]]) },
  // A fan around the lower left corner.
  { name: 'fan', topology: 'triangle-fan', vertices: [[0, 8], [16, 8], [16, 5], [16, 2.2], [12, 0], [6.6, 0], [0, 0]] },
  // Indexed: shared vertices, triangles listed out of vertex order.
  { name: 'indexed list', topology: 'triangle-list', vertices: [[0, 0], [8, 0], [16, 0], [0, 8], [8, 8], [16, 8]], indices: [4, 1, 0, 4, 0, 3, 5, 2, 1, 5, 1, 4] },
  // Two instances of two triangles: primitive IDs restart at 0 per instance.
  { name: 'instanced', topology: 'triangle-list', vertices: [[0, 0], [16, 0], [0, 3.7], [16, 0], [16, 3.7], [0, 3.7]], instances: 2 },
];

for (const gfx of Object.keys(CHIPS) as GfxLevel[]) {
  test(`${gfx}: gl_PrimitiveID in the fragment shader (list, strip, fan, indexed, instanced) next to flat and smooth varyings`, async () => {
    const dev = createInstance().physicalDevice(CHIPS[gfx]).createDevice({ enabledExtensions: [], features: { core: { fragmentStoresAndAtomics: true } } });
    const vs = await dev.createShaderModuleFromGlsl(VS, 'vertex');
    const fs = await dev.createShaderModuleFromGlsl(FS, 'fragment');
    const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }] });
    const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
    for (const s of SCENES) {
      const pipeline = dev.createGraphicsPipeline({
        layout,
        vertex: { module: vs },
        fragment: { module: fs },
        inputAssembly: { topology: s.topology },
        vertexInput: { bindings: [{ binding: 0, stride: 8 }], attributes: [{ location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 }] },
      });
      // Linking as RADV: the primitive ID is the parameter after the vertex shader's two outputs.
      assert.equal(pipeline.built.fragment.config.primitiveIdAttribute, 2);
      const vb = dev.createBuffer({ size: s.vertices.length * 8, usage: ['vertex'] });
      dev.writeBuffer(vb, 0, Float32Array.from(s.vertices.flat()));
      const out = dev.createBuffer({ size: W * H * 12, usage: ['storage'] });
      const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
      dev.updateDescriptorSets([{ set, binding: 0, type: 'storage-buffer', buffer: { buffer: out } }]);
      const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: W, height: H } });
      cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).bindVertexBuffers(0, [{ buffer: vb }]);
      cb.setViewport({ x: 0, y: 0, width: W, height: H, minDepth: 0, maxDepth: 1 }).setScissor({ x: 0, y: 0, width: W, height: H });
      if (s.indices) {
        const ib = dev.createBuffer({ size: s.indices.length * 4, usage: ['index'] });
        dev.writeBuffer(ib, 0, Uint32Array.from(s.indices));
        cb.bindIndexBuffer(ib, 0, 'uint32').drawIndexed(s.indices.length);
      } else cb.draw(s.vertices.length, s.instances ?? 1);
      cb.endRendering().end();
      dev.submit([cb]);
      const words = u32(dev.readBuffer(out));
      let checked = 0;
      for (let y = 0; y < H; y++) {
        for (let x = 0; x < W; x++) {
          const cx = x + 0.5;
          const cy = y + 0.5;
          const p = y * W + x;
          triangles(s).forEach((tri, id) => {
            for (let inst = 0; inst < (s.instances ?? 1); inst++) {
              const v = tri.map((k) => [s.vertices[k]![0], s.vertices[k]![1] + 4 * inst] as const);
              const e = [edge(v[0]!, v[1]!, cx, cy), edge(v[1]!, v[2]!, cx, cy), edge(v[2]!, v[0]!, cx, cy)];
              if (e.some((d) => d === 0) || !(e.every((d) => d > 0) || e.every((d) => d < 0))) continue;
              assert.equal(words[3 * p], id + 1, `${s.name}: pixel ${x},${y} lies in primitive ${id} (instance ${inst})`);
              assert.equal(words[3 * p + 1], tri[0] + 1, `${s.name}: pixel ${x},${y} reads the provoking vertex's flat varying`);
              assert.equal(words[3 * p + 2], 1, `${s.name}: pixel ${x},${y} reads the smooth varying`);
              checked++;
            }
          });
        }
      }
      assert.ok(checked >= W * H * 0.3, `${s.name}: ${checked} pixels checked`);
    }
  });
}
