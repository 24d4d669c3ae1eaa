/**
 * (c) The vertex stage's cost (docs/gpu_vertex.md): an indexed 100 352-triangle grid mesh
 * (224 × 224 quads, 50 625 vertices) drawn through the API into a 64x64 colour target, with a
 * vertex shader that transforms by a push-constant matrix and passes a colour, per chip. Prints
 * simulated cycles, vertex-shader invocations (vertex reuse shows as invocations per vertex),
 * vertex waves, vertices and triangles per simulated cycle against the chip's primitive rate,
 * and wall-clock vertices per second (for reading only; never asserted).
 *
 * Run: npm run build && node dist/bench/vertex_throughput.js [--chips RAVEN,NAVI21]
 */
import { benchFail, HELP_OPTION, parseBenchArgs } from './bench_options.js';
import { chipByName } from '../src/amd/chips.js';
import { createInstance } from '../src/api/index.js';

const USAGE = `Usage: node dist/bench/vertex_throughput.js [--chips CHIP[,CHIP…]]
  An indexed 100 352-triangle grid mesh drawn through the API into a 64x64 target, per
  chip: simulated cycles, vertex-shader invocations and waves, vertices and triangles per
  simulated cycle against the chip's primitive rate, and wall-clock vertices per second.
  --chips names the chips (chip or LLVM processor names; default RAVEN,NAVI21,NAVI31).`;

const { values: options } = parseBenchArgs('vertex_throughput', USAGE, { options: { chips: { type: 'string' }, help: HELP_OPTION } });
const chips = options.chips === undefined ? ['RAVEN', 'NAVI21', 'NAVI31'] : options.chips.split(',');
try {
  for (const c of chips) chipByName(c);
} catch (e) {
  benchFail('vertex_throughput', `${(e as Error).message}\n${USAGE}`);
}

const QUADS = 224;
const DIM = 64;

const VS = `#version 450
layout(location = 0) in vec2 pos;
layout(location = 0) out vec4 color;
layout(push_constant) uniform P { mat4 m; } pc;
void main() {
  color = vec4(pos * 0.5 + 0.5, 0.25, 1.0);
  gl_Position = pc.m * vec4(pos, 0.5, 1.0);
}`;

const FS = `#version 450
layout(location = 0) in vec4 color;
layout(location = 0) out vec4 o;
void main() { o = color; }`;

function mesh(): { vertices: Float32Array; indices: Uint32Array } {
  const n = QUADS;
  const vertices = new Float32Array((n + 1) * (n + 1) * 2);
  for (let j = 0; j <= n; j++) {
    for (let i = 0; i <= n; i++) {
      vertices[2 * (j * (n + 1) + i)] = (2 * i) / n - 1;
      vertices[2 * (j * (n + 1) + i) + 1] = (2 * j) / n - 1;
    }
  }
  const indices = new Uint32Array(n * n * 6);
  let k = 0;
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const v = j * (n + 1) + i;
      indices.set([v, v + 1, v + n + 2, v, v + n + 2, v + n + 1], k);
      k += 6;
    }
  }
  return { vertices, indices };
}

async function measure(chipName: string): Promise<string> {
  const chip = chipByName(chipName);
  const dev = createInstance().physicalDevice(chipName).createDevice();
  const layout = dev.createPipelineLayout({ setLayouts: [], pushConstantRanges: [{ offset: 0, size: 64 }] });
  const pipeline = dev.createGraphicsPipeline({
    layout,
    vertex: { module: await dev.createShaderModuleFromGlsl(VS, 'vertex') },
    fragment: { module: await dev.createShaderModuleFromGlsl(FS, 'fragment') },
    vertexInput: { bindings: [{ binding: 0, stride: 8 }], attributes: [{ location: 0, binding: 0, format: 'R32G32_SFLOAT', offset: 0 }] },
    rendering: { colorFormats: ['R8G8B8A8_UNORM'] },
  });
  const { vertices, indices } = mesh();
  const vb = dev.createBuffer({ size: vertices.byteLength, usage: ['vertex'] });
  dev.writeBuffer(vb, 0, vertices);
  const ib = dev.createBuffer({ size: indices.byteLength, usage: ['index'] });
  dev.writeBuffer(ib, 0, indices);
  const image = dev.createImage({ format: 'R8G8B8A8_UNORM', width: DIM, height: DIM, usage: ['color-attachment'] });
  const identity = Float32Array.from([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
  const cb = dev.createCommandBuffer().begin();
  cb.beginRendering({ renderArea: { width: DIM, height: DIM }, colorAttachments: [{ view: dev.createImageView(image), loadOp: 'clear', clearValue: { float: [0, 0, 0, 1] } }] });
  cb.bindPipeline(pipeline).pushConstants(layout, 0, identity).bindVertexBuffers(0, [{ buffer: vb }]).bindIndexBuffer(ib, 0, 'uint32');
  cb.drawIndexed(indices.length).endRendering().end();
  const begin = performance.now();
  const stats = dev.submit([cb]);
  const ms = performance.now() - begin;
  const triangles = indices.length / 3;
  const meshVertices = vertices.length / 2;
  return [
    `vertex-throughput ${chipName}: ${triangles} triangles, ${meshVertices} vertices, ${stats.cycles} simulated cycles`,
    `  ${stats.vsInvocations} vertex-shader invocations (${(stats.vsInvocations / meshVertices).toFixed(2)} per vertex) in ${stats.vertexWaves} vertex waves`,
    `  ${(meshVertices / stats.cycles).toFixed(3)} vertices/cycle, ${(triangles / stats.cycles).toFixed(3)} triangles/cycle (primitive units: ${chip.primitivesPerClock}/cycle)`,
    `  ${ms.toFixed(0)} ms wall clock: ${((meshVertices / ms) * 1000 / 1e6).toFixed(2)} M vertices/s, ${((triangles / ms) * 1000 / 1e6).toFixed(2)} M triangles/s`,
  ].join('\n');
}

for (const c of chips) console.log(await measure(c));
