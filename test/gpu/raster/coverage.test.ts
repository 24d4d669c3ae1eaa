/** Coverage: top-left rule, watertight shared edges, full-viewport quads, a hand-computed triangle. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { vertexData } from '../../../src/gpu/geometry/vertex_data.js';
import { SAMPLE_COUNTS, samplePosition, type SampleCount } from '../../../src/gpu/raster/sample_positions.js';
import { clipAt, collect, config, sampleCounts, windowTriangles } from './raster_fixtures.js';
import { PrimitiveSetup } from '../../../src/gpu/raster/primitive_setup.js';
import { createQuadRecord } from '../../../src/gpu/raster/quad_record.js';
import { rasterBounds } from '../../../src/gpu/raster/raster_config.js';
import { ScanConverter } from '../../../src/gpu/raster/scan_convert.js';

function coveredPixels(size: number, counts: Uint8Array): string[] {
  const out: string[] = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (counts[y * size + x]) out.push(`${x},${y}`);
  return out;
}

test('a known small triangle covers the pixels whose centres are inside, left/top edges included', () => {
  // Window (0,0) (4,0) (0,4): centres (x+.5, y+.5) with x+y+1 < 4; the hypotenuse (x+y+1 = 4) is a
  // bottom-right edge and excluded, the top edge y=0 and left edge x=0 never hold centres.
  const { quads, stats } = collect({ vertices: windowTriangles(8, [[[0, 0], [4, 0], [0, 4]]]), topology: 'triangle-list', count: 3 }, config(8, 1));
  assert.deepEqual(coveredPixels(8, sampleCounts(quads, 8, 1)), ['0,0', '1,0', '2,0', '0,1', '1,1', '0,2']);
  assert.equal(stats.quads, 3);
  assert.deepEqual(quads.map((q) => [q.x, q.y, ...q.coverage]), [
    [0, 0, 1, 1, 1, 1],
    [2, 0, 1, 0, 0, 0],
    [0, 2, 1, 0, 0, 0],
  ]);
});

test('top-left rule: pixel centres exactly on a left edge are covered, on a right edge not', () => {
  // Rectangle x ∈ [0.5, 2.5] as two triangles: centres 0.5 (left edge) in, 2.5 (right edge) out.
  const tris: [number, number][][] = [
    [[0.5, 0], [2.5, 0], [0.5, 4]],
    [[2.5, 0], [2.5, 4], [0.5, 4]],
  ];
  const { quads } = collect({ vertices: windowTriangles(4, tris), topology: 'triangle-list', count: 6 }, config(4, 1));
  const counts = sampleCounts(quads, 4, 1);
  assert.deepEqual(coveredPixels(4, counts), ['0,0', '1,0', '0,1', '1,1', '0,2', '1,2', '0,3', '1,3']);
  assert.ok(counts.every((c) => c <= 1));
});

for (const samples of [1, 4] as const) {
  test(`two triangles sharing a diagonal cover each sample of the square exactly once (${samples}x)`, () => {
    const tris: [number, number][][] = [
      [[0, 0], [4, 0], [0, 4]],
      [[4, 0], [4, 4], [0, 4]],
    ];
    const { quads } = collect({ vertices: windowTriangles(8, tris), topology: 'triangle-list', count: 6 }, config(8, samples));
    const counts = sampleCounts(quads, 8, samples);
    for (let y = 0; y < 8; y++) {
      for (let x = 0; x < 8; x++) {
        for (let s = 0; s < samples; s++) {
          const [sx, sy] = samplePosition(samples, s);
          // Inside the half-open square [0,4)²: every sample once; outside: never.
          const expected = x + sx < 4 && y + sy < 4 ? 1 : 0;
          assert.equal(counts[(y * 8 + x) * samples + s], expected, `pixel ${x},${y} sample ${s}`);
        }
      }
    }
    // The first triangle alone covers the samples with x+y < 4 strictly (hypotenuse is bottom-right).
    const first = sampleCounts(quads.filter((q) => q.primitiveSeq === 0), 8, samples);
    for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) for (let s = 0; s < samples; s++) {
      const [sx, sy] = samplePosition(samples, s);
      assert.equal(first[(y * 8 + x) * samples + s], x + sx + y + sy < 4 ? 1 : 0, `tri0 pixel ${x},${y} sample ${s}`);
    }
  });
}

test('a fan around an off-grid centre is watertight at 4x: no sample twice, interior samples once', () => {
  // Hexagon with fractional vertices, fanned from a centre: every internal edge is shared.
  const size = 16;
  const c: [number, number] = [7.3, 8.1];
  const ring: [number, number][] = [[2.2, 3.7], [9.9, 1.3], [14.6, 6.05], [13.1, 13.3], [6.4, 14.9], [1.15, 10.2]];
  const tris = ring.map((p, i) => [c, p, ring[(i + 1) % ring.length]!]);
  const { quads } = collect({ vertices: windowTriangles(size, tris), topology: 'triangle-list', count: tris.length * 3 }, config(size, 4));
  const counts = sampleCounts(quads, size, 4);
  assert.ok(counts.every((k) => k <= 1), 'no sample covered twice');
  // Samples well inside the hexagon (distance > 0.01 px from every outer edge) are covered.
  let checked = 0;
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) for (let s = 0; s < 4; s++) {
    const [sx, sy] = samplePosition(4, s);
    const px = x + sx, py = y + sy;
    const inside = ring.every((a, i) => {
      const b = ring[(i + 1) % ring.length]!;
      const cross = (b[0] - a[0]) * (py - a[1]) - (b[1] - a[1]) * (px - a[0]);
      return cross / Math.hypot(b[0] - a[0], b[1] - a[1]) > 0.01;
    });
    if (inside) {
      checked++;
      assert.equal(counts[(y * size + x) * 4 + s], 1, `sample ${s} of ${x},${y}`);
    }
  }
  assert.ok(checked > 400);
});

for (const samples of SAMPLE_COUNTS) {
  test(`a full-viewport quad of two triangles covers every sample exactly once (${samples}x)`, () => {
    const size = 16;
    // Strip over NDC [-1,1]²: its diagonal crosses samples of many pixels.
    const vertices = vertexData([
      { position: [-1, -1, 0.5, 1] },
      { position: [1, -1, 0.5, 1] },
      { position: [-1, 1, 0.5, 1] },
      { position: [1, 1, 0.5, 1] },
    ]);
    const { quads, stats } = collect({ vertices, topology: 'triangle-strip', count: 4 }, config(size, samples as SampleCount));
    assert.equal(stats.delivered, 2);
    const counts = sampleCounts(quads, size, samples);
    assert.ok(counts.every((k) => k === 1), 'every sample exactly once');
  });
}

test('a zero-area triangle produces nothing', () => {
  const vertices = vertexData([{ position: clipAt(8, 1, 1) }, { position: clipAt(8, 3, 3) }, { position: clipAt(8, 5, 5) }]);
  const { quads, stats } = collect({ vertices, topology: 'triangle-list', count: 3 }, config(8, 4));
  assert.equal(quads.length, 0);
  assert.equal(stats.zeroArea, 1);
});

test('a sliver thinner than the subpixel grid snaps to zero area', () => {
  // Third vertex 1/1024 px off the line through the others: after 1/256 snapping, collinear.
  const vertices = vertexData([{ position: clipAt(8, 1, 1) }, { position: clipAt(8, 7, 1) }, { position: clipAt(8, 4, 1 + 1 / 1024) }]);
  assert.equal(collect({ vertices, topology: 'triangle-list', count: 3 }, config(8, 1)).stats.zeroArea, 1);
});

test('coverage is limited to scissor ∩ viewport ∩ framebuffer', () => {
  const vertices = vertexData([
    { position: [-1, -1, 0.5, 1] },
    { position: [1, -1, 0.5, 1] },
    { position: [-1, 1, 0.5, 1] },
    { position: [1, 1, 0.5, 1] },
  ]);
  const cfg = config(8, 1, { scissor: { x: 1, y: 2, width: 3, height: 10 }, viewport: { x: 0, y: 0, width: 6, height: 8, minDepth: 0, maxDepth: 1 } });
  const { quads } = collect({ vertices, topology: 'triangle-strip', count: 4 }, cfg);
  const counts = sampleCounts(quads, 8, 1);
  const expected: string[] = [];
  for (let y = 2; y < 8; y++) for (let x = 1; x < 4; x++) expected.push(`${x},${y}`);
  assert.deepEqual(coveredPixels(8, counts), expected);
  // Pixel 0 of quad (0,2) lies outside the scissor: a helper, not a covered pixel.
  const q = quads.find((k) => k.x === 0 && k.y === 2)!;
  assert.equal(q.coverage[0], 0);
  assert.equal(q.coverage[1], 1);
});

test('R2: with MSAA, adjacent primitives share pixels along their edge but never a sample', () => {
  const tris: [number, number][][] = [
    [[0, 0], [8, 0], [0, 8]],
    [[8, 0], [8, 8], [0, 8]],
  ];
  const { quads } = collect({ vertices: windowTriangles(8, tris), topology: 'triangle-list', count: 6 }, config(8, 4));
  const masks = [new Uint32Array(64), new Uint32Array(64)];
  for (const q of quads) for (let p = 0; p < 4; p++) masks[q.primitiveSeq]![(q.y + (p >> 1)) * 8 + q.x + (p & 1)] = q.coverage[p]!;
  let shared = 0;
  for (let i = 0; i < 64; i++) {
    assert.equal(masks[0]![i]! & masks[1]![i]!, 0, `pixel ${i} sample overlap`);
    if (masks[0]![i] && masks[1]![i]) shared++;
  }
  // 4x sample offsets sum (x+y) to 0.5, 1.25, 0.75, 1.5: the 8 pixels with x + y = 7 put samples
  // 0 and 2 below the diagonal x + y = 8 and samples 1 and 3 above it. Pixel interlock would
  // order the two primitives' invocations on all 8.
  assert.equal(shared, 8);
  assert.deepEqual([masks[0]![7 * 8 + 0], masks[1]![7 * 8 + 0]], [0b0101, 0b1010]);
  // Without MSAA the same edge shares no pixel.
  const one = collect({ vertices: windowTriangles(8, tris), topology: 'triangle-list', count: 6 }, config(8, 1));
  const c = sampleCounts(one.quads, 8, 1);
  assert.ok(c.every((k) => k === 1));
});

test('scan: every emitted coverage mask equals the per-sample edge test (interior quads take one test per edge)', () => {
  // Random triangles with vertices on whole pixels, sample positions and arbitrary subpixels, so
  // samples fall on edges (E = 0, the top-left rule) as well as strictly inside: the quad-level
  // test may only take quads none of whose samples is on or outside an edge.
  const size = 24;
  let seed = 12345;
  const rand = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const coord = (): number => {
    const kind = rand(3);
    return kind === 0 ? rand(size + 1) : kind === 1 ? rand(size) + rand(16) / 16 : rand(size * 256) / 256;
  };
  const sizes: SampleCount[] = [1, 2, 4, 8];
  for (const samples of sizes) {
    const cfg = config(size, samples);
    const bounds = rasterBounds(cfg);
    const scanner = new ScanConverter(samples);
    const setup = new PrimitiveSetup();
    const record = createQuadRecord(samples, 0);
    let checked = 0;
    let interior = 0;
    // First, right and bottom edges (not top-left: E = 0 excluded) through sample positions, then random triangles.
    // (An odd base: the edge passes the second pixel column or row of a quad, where its box's far corner is.)
    const edges = Array.from({ length: 16 }, (_, k) => 11 + k / 16);
    const fixed = edges.flatMap((e) => [
      [[0, 0], [e, 0], [e, size]],
      [[0, 0], [size, 0], [size, e]],
      [[1, 1], [e, 3], [2, e]],
    ]);
    for (let t = 0; t < fixed.length + 60; t++) {
      const corners = t < fixed.length ? fixed[t]! : [0, 1, 2].map(() => [coord(), coord()]);
      const verts = corners.map(([x, y]) => clipAt(size, x!, y!));
      const polygon = Float64Array.from(verts.flat());
      const positions = Float32Array.from(verts.flat());
      if (setup.setup(polygon, 3, positions, 0, 1, 2, cfg.viewport, bounds, 'ccw', 'none') !== 'ok') continue;
      const seen = new Set<string>();
      scanner.scan(setup, bounds, record, t, (q) => {
        seen.add(`${q.x},${q.y}`);
        for (let p = 0; p < 4; p++) {
          const expected = scanner.pixelCoverage(setup, q.x + (p & 1), q.y + (p >> 1));
          assert.equal(q.coverage[p], expected, `${samples}x triangle ${t} pixel ${q.x + (p & 1)},${q.y + (p >> 1)}`);
          if (expected === (1 << samples) - 1) interior++;
          checked++;
        }
      });
      // Quads not emitted cover nothing.
      for (let qy = setup.y0 & ~1; qy < setup.y1; qy += 2) {
        for (let qx = setup.x0 & ~1; qx < setup.x1; qx += 2) {
          if (seen.has(`${qx},${qy}`)) continue;
          for (let p = 0; p < 4; p++) assert.equal(scanner.pixelCoverage(setup, qx + (p & 1), qy + (p >> 1)), 0, `${samples}x triangle ${t} quad ${qx},${qy}`);
        }
      }
    }
    assert.ok(checked > 1000 && interior > 200, `${samples}x: ${checked} pixels checked, ${interior} fully covered`);
  }
});
