/**
 * Worker thread of geometry_fuzz.test.ts: draws batches of clip-space triangles through the
 * public API and posts back which triangles covered each pixel. It runs in a worker so the
 * test can stop it when a submit never returns (the host hang of issue 15) instead of hanging.
 *
 * Each triangle t of a batch is drawn with its index as a flat vertex attribute; the fragment
 * shader ORs bit t into the pixel's word of a storage buffer, so one submit of up to 32
 * triangles gives every triangle's coverage.
 */
import { parentPort } from 'node:worker_threads';
import { createInstance, type Device } from '../../src/api/index.js';
import type { RasterTarget } from './reference_coverage.js';

export const TRIANGLES_PER_BATCH = 32;

export interface FuzzRequest {
  readonly chip: string;
  readonly target: RasterTarget;
  /** Per batch: x, y, z, w of 3 vertices of up to TRIANGLES_PER_BATCH triangles. */
  readonly batches: readonly Float32Array[];
}

export type FuzzReply =
  | { readonly batch: number; readonly words: Uint32Array; readonly cycles: number; readonly quads: number }
  | { readonly batch: number; readonly error: string };

const VERTEX_DWORDS = 5;

const VS = `#version 450
layout(location = 0) in vec4 pos;
layout(location = 1) in uint tri;
layout(location = 0) flat out uint id;
void main() { id = tri; gl_Position = pos; }`;

function fragmentShader(width: number): string {
  return `#version 450
layout(set = 0, binding = 0, std430) buffer Coverage { uint words[]; } coverage;
layout(location = 0) flat in uint id;
void main() {
  uvec2 p = uvec2(gl_FragCoord.xy);
  atomicOr(coverage.words[p.y * ${width}u + p.x], 1u << id);
}`;
}

async function run(dev: Device, req: FuzzRequest, post: (r: FuzzReply) => void): Promise<void> {
  const { target } = req;
  const vs = await dev.createShaderModuleFromGlsl(VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl(fragmentShader(target.width), 'fragment');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({
    layout,
    vertex: { module: vs },
    fragment: { module: fs },
    vertexInput: {
      bindings: [{ binding: 0, stride: VERTEX_DWORDS * 4 }],
      attributes: [
        { location: 0, binding: 0, format: 'R32G32B32A32_SFLOAT', offset: 0 },
        { location: 1, binding: 0, format: 'R32_UINT', offset: 16 },
      ],
    },
  });
  const vertexBuffer = dev.createBuffer({ size: TRIANGLES_PER_BATCH * 3 * VERTEX_DWORDS * 4, usage: ['vertex'] });
  const coverage = dev.createBuffer({ size: target.width * target.height * 4, usage: ['storage'] });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets([{ set, binding: 0, type: 'storage-buffer', buffer: { buffer: coverage } }]);
  const vertices = new Uint32Array(TRIANGLES_PER_BATCH * 3 * VERTEX_DWORDS);
  const asFloat = new Float32Array(vertices.buffer);
  for (const [batch, positions] of req.batches.entries()) {
    try {
      const triangles = positions.length / 12;
      for (let v = 0; v < triangles * 3; v++) {
        asFloat.set(positions.subarray(v * 4, v * 4 + 4), v * VERTEX_DWORDS);
        vertices[v * VERTEX_DWORDS + 4] = Math.floor(v / 3);
      }
      dev.writeBuffer(vertexBuffer, 0, vertices);
      dev.writeBuffer(coverage, 0, new Uint32Array(target.width * target.height));
      const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: target.width, height: target.height } });
      cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).setViewport({ ...target.viewport, minDepth: 0, maxDepth: 1 }).setScissor(target.scissor);
      cb.bindVertexBuffers(0, [{ buffer: vertexBuffer }]).draw(triangles * 3).endRendering().end();
      const stats = dev.submit([cb]);
      const bytes = dev.readBuffer(coverage);
      const words = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
      post({ batch, words, cycles: stats.cycles, quads: stats.quads });
    } catch (e) {
      post({ batch, error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
    }
  }
}

// The test runner also loads every file under test/ as a test file: do nothing outside a worker.
const port = parentPort;
if (port !== null) {
  port.on('message', (req: FuzzRequest) => {
    const dev = createInstance().physicalDevice(req.chip).createDevice({ enabledExtensions: [], features: { core: { fragmentStoresAndAtomics: true } } });
    const post = (r: FuzzReply): void => port.postMessage(r);
    run(dev, req, post).catch((e: unknown) => post({ batch: -1, error: String(e) }));
  });
}
