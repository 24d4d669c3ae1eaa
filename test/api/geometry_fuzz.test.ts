/**
 * Issue 15 (robustness, geometry): no clip-space triangle may hang the host. Random triangles
 * (fuzz_triangles.ts: behind the eye, w = 0, the eye point, huge, tiny, degenerate, NaN/±Inf)
 * are drawn through the public API on one chip per generation. Every submit must return within
 * a wall-clock guard (the submits run in a worker thread, geometry_fuzz_worker.ts, which the
 * test terminates when the guard expires) and within a bound of simulated cycles; where the
 * result is defined, each triangle's coverage must match the independent reference of
 * reference_coverage.ts. A triangle with a NaN/±Inf coordinate must cover nothing (the
 * documented choice, docs/gpu_raster.md "Clipping").
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Worker } from 'node:worker_threads';
import { fuzzTriangles, REPORTED, type FuzzTriangle } from './fuzz_triangles.js';
import { TRIANGLES_PER_BATCH, type FuzzReply, type FuzzRequest } from './geometry_fuzz_worker.js';
import { ANY, clipCoverage, exactCoverage, type CoverageClass, type RasterTarget } from './reference_coverage.js';

/** One chip per generation (GFX9, GFX10, GFX10.3, GFX11). */
const CHIPS = ['RAVEN', 'NAVI14', 'NAVI21', 'NAVI31'] as const;
const SEED = 0x15c11b;
const BATCHES_PER_CHIP = 4;
/** Wall-clock guard per submit (generous: the first one also compiles the pipeline). */
const GUARD_MS = 30_000;
/** Simulated cycles a submit of one batch may take (the largest seen is about 1400). */
const MAX_CYCLES = 20_000;

/** A 24×16 framebuffer with an off-centre viewport and a scissor cutting into it. */
const TARGET: RasterTarget = {
  width: 24,
  height: 16,
  viewport: { x: 2, y: 1, width: 20, height: 12 },
  scissor: { x: 1, y: 0, width: 20, height: 15 },
};

function describe(t: FuzzTriangle): string {
  const v = [0, 1, 2].map((i) => `[${Array.from(t.positions.subarray(i * 4, i * 4 + 4)).join(', ')}]`);
  return `${t.family} [${v.join(', ')}]`;
}

/** What each pixel of the triangle must be, or undefined when only termination is checked. */
function reference(t: FuzzTriangle): Uint8Array | undefined {
  if (t.grid !== undefined) return exactCoverage(TARGET, t.grid.gx, t.grid.gy);
  if (!t.positions.every(Number.isFinite)) return new Uint8Array(TARGET.width * TARGET.height);
  const v = [0, 1, 2].map((i) => Array.from(t.positions.subarray(i * 4, i * 4 + 4)));
  const r = clipCoverage(TARGET, v);
  return r.kind === 'decided' ? r.coverage : undefined;
}

/** Runs the batches on `chip` in a worker; rejects when one submit exceeds the guard. */
function drawOnChip(chip: string, batches: readonly Float32Array[]): Promise<FuzzReply[]> {
  const worker = new Worker(new URL('./geometry_fuzz_worker.js', import.meta.url));
  const replies: FuzzReply[] = [];
  return new Promise<FuzzReply[]>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const finish = (error?: Error): void => {
      clearTimeout(timer);
      void worker.terminate();
      if (error === undefined) resolve(replies);
      else reject(error);
    };
    const arm = (): void => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(new Error(`${chip} batch ${replies.length}: submit still running after ${GUARD_MS} ms (host hang)`)), GUARD_MS);
    };
    worker.on('message', (r: FuzzReply) => {
      replies.push(r);
      if (replies.length === batches.length || r.batch < 0) finish();
      else arm();
    });
    worker.on('error', (e) => finish(e));
    arm();
    const request: FuzzRequest = { chip, target: TARGET, batches };
    worker.postMessage(request);
  });
}

test('the reference rasterizer: a triangle over the viewport covers it all, two triangles sharing a diagonal through centres cover each centre once', () => {
  const vp = TARGET.viewport;
  const big = clipCoverage(TARGET, [[-1, -1, 0.5, 1], [3, -1, 0.5, 1], [-1, 3, 0.5, 1]]);
  assert.equal(big.kind, 'decided');
  const cov = big.kind === 'decided' ? big.coverage : new Uint8Array();
  for (let y = 0; y < TARGET.height; y++) {
    for (let x = 0; x < TARGET.width; x++) {
      const inView = x >= vp.x && x < vp.x + vp.width && y >= vp.y && y < vp.y + vp.height;
      const inScissor = x >= 1 && x < 21 && y < 15;
      assert.equal(cov[y * TARGET.width + x], inView && inScissor ? 1 : 0, `pixel ${x},${y}`);
    }
  }
  // Square [2.5, 10.5]² on half pixels split along its diagonal: centres on the diagonal go to
  // exactly one of the two triangles (top-left rule).
  const g = (p: number): number => p * 256;
  const a = exactCoverage(TARGET, [g(2.5), g(10.5), g(2.5)], [g(2.5), g(10.5), g(10.5)]);
  const b = exactCoverage(TARGET, [g(2.5), g(10.5), g(10.5)], [g(2.5), g(2.5), g(10.5)]);
  for (let i = 0; i < a.length; i++) assert.ok(a[i]! + b[i]! <= 1, `pixel ${i} covered twice`);
  assert.equal(a.reduce((s, c) => s + c, 0) + b.reduce((s, c) => s + c, 0), 8 * 8);
});

for (const [index, chip] of CHIPS.entries()) {
  test(`${chip}: random clip-space triangles (behind the eye, w = 0, huge, NaN/Inf, degenerate) finish and cover what the reference covers`, async () => {
    const triangles: FuzzTriangle[] = [
      ...REPORTED.map((v): FuzzTriangle => ({ family: 'reported', positions: Float32Array.from(v.flat()) })),
      ...fuzzTriangles(SEED + index, BATCHES_PER_CHIP * TRIANGLES_PER_BATCH - REPORTED.length, TARGET),
    ];
    const batches = Array.from({ length: BATCHES_PER_CHIP }, (_, b) =>
      Float32Array.from(triangles.slice(b * TRIANGLES_PER_BATCH, (b + 1) * TRIANGLES_PER_BATCH).flatMap((t) => Array.from(t.positions))),
    );
    const replies = await drawOnChip(chip, batches);
    const mismatches: string[] = [];
    let checked = 0;
    for (const r of replies) {
      if ('error' in r) assert.fail(`${chip} batch ${r.batch}: ${r.error}`);
      assert.ok(r.cycles <= MAX_CYCLES, `${chip} batch ${r.batch}: ${r.cycles} simulated cycles`);
      for (let k = 0; k < TRIANGLES_PER_BATCH; k++) {
        const t = triangles[r.batch * TRIANGLES_PER_BATCH + k]!;
        const expected = reference(t);
        if (expected === undefined) continue;
        checked++;
        const wrong: string[] = [];
        for (let i = 0; i < expected.length; i++) {
          const want = expected[i]! as CoverageClass;
          const got = (r.words[i]! >>> k) & 1;
          if (want !== ANY && want !== got) wrong.push(`(${i % TARGET.width},${Math.floor(i / TARGET.width)}) ${got ? 'covered' : 'missed'}`);
        }
        if (wrong.length > 0) mismatches.push(`${describe(t)}: ${wrong.length} pixels, ${wrong.slice(0, 4).join(' ')}`);
      }
    }
    assert.deepEqual(mismatches, []);
    // The reference decides most triangles (only ill-conditioned ones are skipped).
    assert.ok(checked >= triangles.length * 0.9, `${checked} of ${triangles.length} triangles checked`);
  });
}
