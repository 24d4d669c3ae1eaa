/** Shared fixtures for rasterizer tests: window-space vertex helpers and quad collectors. */
import { vertexData, type VertexData } from '../../../src/gpu/geometry/vertex_data.js';
import type { RasterConfig } from '../../../src/gpu/raster/raster_config.js';
import type { SampleCount } from '../../../src/gpu/raster/sample_positions.js';
import { copyQuad, createQuadRecord, type QuadRecord } from '../../../src/gpu/raster/quad_record.js';
import { rasterizeDraw } from '../../../src/gpu/raster/rasterizer.js';
import type { DrawInput, RasterPrimitive, RasterStats } from '../../../src/gpu/raster/raster_stream.js';

/** Raster config for a size×size framebuffer with a matching viewport and scissor. */
export function config(size: number, samples: SampleCount, extra: Partial<RasterConfig> = {}): RasterConfig {
  return {
    samples,
    viewport: { x: 0, y: 0, width: size, height: size, minDepth: 0, maxDepth: 1 },
    scissor: { x: 0, y: 0, width: size, height: size },
    framebufferWidth: size,
    framebufferHeight: size,
    frontFace: 'ccw',
    cullMode: 'none',
    ...extra,
  };
}

/** Clip-space position of window point (x, y) in a size×size viewport, with NDC depth z and clip w. */
export function clipAt(size: number, x: number, y: number, z = 0.5, w = 1): [number, number, number, number] {
  return [((x - size / 2) / (size / 2)) * w, ((y - size / 2) / (size / 2)) * w, z * w, w];
}

/** Triangle list from window-space triangles (each [x, y] ×3) with NDC depth 0.5 and w 1. */
export function windowTriangles(size: number, tris: readonly (readonly [number, number])[][]): VertexData {
  return vertexData(tris.flat().map(([x, y]) => ({ position: clipAt(size, x, y) })));
}

export interface Collected {
  readonly primitives: RasterPrimitive[];
  readonly quads: QuadRecord[];
  readonly stats: RasterStats;
}

export function collect(draw: DrawInput, cfg: RasterConfig): Collected {
  const primitives: RasterPrimitive[] = [];
  const quads: QuadRecord[] = [];
  const stats = rasterizeDraw(draw, cfg, {
    primitive: (p) => primitives.push(p),
    quad: (q) => {
      const c = createQuadRecord(q.samples);
      copyQuad(c, q);
      quads.push(c);
    },
  });
  return { primitives, quads, stats };
}

/** How often each sample was covered: counts[(y · size + x) · samples + s]. */
export function sampleCounts(quads: readonly QuadRecord[], size: number, samples: number): Uint8Array {
  const counts = new Uint8Array(size * size * samples);
  for (const q of quads) {
    for (let p = 0; p < 4; p++) {
      const x = q.x + (p & 1);
      const y = q.y + (p >> 1);
      for (let s = 0; s < samples; s++) {
        if (q.coverage[p]! & (1 << s)) counts[(y * size + x) * samples + s]!++;
      }
    }
  }
  return counts;
}

/** Finds the quad at (x, y) of primitive seq. */
export function quadAt(quads: readonly QuadRecord[], x: number, y: number, seq = 0): QuadRecord {
  const q = quads.find((k) => k.x === x && k.y === y && k.primitiveSeq === seq);
  if (!q) throw new Error(`no quad at ${x},${y} for primitive ${seq}`);
  return q;
}
