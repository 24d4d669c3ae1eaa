/**
 * The OIT frame on the GPU model (issue 18, P1, P2), at tiny sizes: a handful
 * of overlapping spheres matches an independent TypeScript render (per-pixel
 * sorted blending), ordered interlock gives the same image on every run, the
 * MSAA modes agree with `none` except along silhouettes, and every pass reports
 * cycles at the chip clock.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHIPS } from '../../../src/amd/chips.js';
import { renderOitFrame, type OitFrameResult } from '../../../src/scenes/oit/frame.js';
import { oitMode } from '../../../src/scenes/oit/modes.js';
import { bakeOitScene, type OitObject } from '../../../src/scenes/oit/scene.js';
import { fragmentCounts, referenceImage, referenceInterlockImage } from './reference_render.js';
import { OIT_LAYERS } from '../../../src/scenes/oit/shaders.js';

/** Three large overlapping spheres: at most 6 fragments per pixel, so no tail blending. */
const OBJECTS: readonly OitObject[] = [
  { center: [-1.8, 0, 2], radius: 3, color: [0.9, 0.3, 0.1, 0.8] },
  { center: [1.8, 0.8, 3], radius: 2.8, color: [0.1, 0.8, 0.3, 0.2] },
  { center: [0, -0.8, 0], radius: 3.3, color: [0.2, 0.3, 0.9, 0.5] },
];
const SCENE = bakeOitScene({ objects: OBJECTS.length, subdiv: 6, width: 48, height: 32 }, OBJECTS);
const { width: W, height: H } = SCENE.params;

/** Largest channel difference of pixel p between two images. */
function pixelDiff(a: Uint8Array, b: Uint8Array, p: number): number {
  let d = 0;
  for (let c = 0; c < 4; c++) d = Math.max(d, Math.abs(a[p * 4 + c]! - b[p * 4 + c]!));
  return d;
}

/** A pixel on a silhouette or triangle edge: a pixel of its 3×3 neighbourhood in `img` differs from it by more than `flat`. */
function nearEdge(img: Uint8Array, p: number, flat: number): boolean {
  const x = p % W;
  const y = Math.floor(p / W);
  for (let ny = Math.max(0, y - 1); ny <= Math.min(H - 1, y + 1); ny++) {
    for (let nx = Math.max(0, x - 1); nx <= Math.min(W - 1, x + 1); nx++) {
      let d = 0;
      for (let c = 0; c < 4; c++) d = Math.max(d, Math.abs(img[(ny * W + nx) * 4 + c]! - img[p * 4 + c]!));
      if (d > flat) return true;
    }
  }
  return false;
}

const frames = new Map<string, Promise<OitFrameResult>>();
function frame(chip: string, mode: string): Promise<OitFrameResult> {
  const key = `${chip} ${mode}`;
  if (!frames.has(key)) frames.set(key, renderOitFrame(chip, oitMode(mode), SCENE));
  return frames.get(key)!;
}

/** Pixels of `gpu` more than 2 off `ref`, and the largest difference away from `ref`'s edges. */
function compareToReference(gpu: Uint8Array, ref: Uint8Array): { off: number; maxInterior: number } {
  let off = 0;
  let maxInterior = 0;
  for (let p = 0; p < W * H; p++) {
    const d = pixelDiff(gpu, ref, p);
    if (d > 2) off++;
    if (!nearEdge(ref, p, 12)) maxInterior = Math.max(maxInterior, d);
  }
  return { off, maxInterior };
}

test('P1: the interlock frame without MSAA matches an independent per-pixel sorted blend', async () => {
  const gpu = (await frame('navi31', 'none')).image;
  const { off, maxInterior } = compareToReference(gpu, referenceImage(SCENE));
  // Rounding (8-bit storage, pow) stays within 2/255; rasterization ties at shared edges may move a fragment.
  assert.ok(off <= W * H * 0.01, `${off} of ${W * H} pixels differ by more than 2`);
  assert.ok(maxInterior <= 2, `interior difference ${maxInterior}`);
  // The spheres are there: most of the image is not the clear colour.
  assert.ok(gpu.filter((_, i) => i % 4 === 0 && gpu[i] !== 51).length > W * H * 0.4);
});

/** Seven nested, shifted spheres drawn nearest first: up to 14 fragments per pixel, so the A-buffer overflows and the tail blends out of depth order. */
const DEEP_OBJECTS: readonly OitObject[] = [0, 1, 2, 3, 4, 5, 6].map((i) => ({
  center: [0.3 * (i - 3), 0.15 * ((i % 3) - 1), -0.4 * (i - 3)] as const,
  radius: 3.6 - 0.15 * i,
  color: [i % 2, 0.9 - 0.12 * i, 0.1 + 0.12 * i, 0.05 * i] as const,
}));

test('P1: with more than OIT_LAYERS fragments per pixel the frame matches an independent run of the algorithm (tail blending in primitive order)', async () => {
  const scene = bakeOitScene({ objects: DEEP_OBJECTS.length, subdiv: 6, width: 48, height: 32 }, DEEP_OBJECTS);
  const counts = fragmentCounts(scene);
  const tail = counts.filter((n) => n > OIT_LAYERS).length;
  assert.ok(tail > W * H * 0.1, `only ${tail} pixels overflow the A-buffer`);
  const ref = referenceInterlockImage(scene, OIT_LAYERS);
  const withoutTail = referenceInterlockImage(scene, OIT_LAYERS, true);
  for (const chip of ['raven', 'navi31']) {
    const gpu = (await renderOitFrame(chip, oitMode('none'), scene)).image;
    const { off, maxInterior } = compareToReference(gpu, ref);
    let tailSeen = 0;
    for (let p = 0; p < W * H; p++) if (counts[p]! > OIT_LAYERS && pixelDiff(gpu, withoutTail, p) > 8) tailSeen++;
    assert.ok(off <= W * H * 0.02, `${chip}: ${off} of ${W * H} pixels differ by more than 2`);
    assert.ok(maxInterior <= 2, `${chip}: interior difference ${maxInterior}`);
    // The overflowing fragments reach the image: without tail blending most of those pixels would differ.
    assert.ok(tailSeen > tail * 0.5, `${chip}: the tail shows in only ${tailSeen} of ${tail} pixels`);
  }
});

test('P1: ordered interlock gives the same image and cycles on every run', async () => {
  for (const mode of ['none', 'msaa4-pixel']) {
    const a = await frame('raven', mode);
    const b = await renderOitFrame('raven', oitMode(mode), SCENE);
    assert.deepEqual(b.image, a.image, mode);
    assert.equal(b.totalCycles, a.totalCycles, mode);
  }
});

test('P1: the MSAA modes agree with none except along edges', async () => {
  const none = (await frame('navi31', 'none')).image;
  for (const mode of ['msaa4-sample', 'msaa4-pixel']) {
    const img = (await frame('navi31', mode)).image;
    let differing = 0;
    let interior = 0;
    let sum = 0;
    for (let p = 0; p < W * H; p++) {
      const d = pixelDiff(img, none, p);
      sum += d;
      if (d > 8) {
        differing++;
        if (!nearEdge(none, p, 8)) interior++;
      }
    }
    assert.ok(differing > 0, `${mode}: anti-aliasing changes the silhouettes`);
    assert.ok(differing <= W * H * 0.15, `${mode}: ${differing} pixels differ by more than 8`);
    assert.equal(interior, 0, `${mode}: pixels away from edges differ`);
    assert.ok(sum / (W * H) < 4, `${mode}: mean difference ${sum / (W * H)}`);
  }
});

test('P1/P2 mechanism: pixel interlock under MSAA costs far more than sample interlock, which costs more than none; the POPS waits of the colour pass are why', async () => {
  for (const chip of ['raven', 'navi31']) {
    const none = await frame(chip, 'none');
    const sample = await frame(chip, 'msaa4-sample');
    const pixel = await frame(chip, 'msaa4-pixel');
    assert.ok(sample.totalCycles > none.totalCycles, `${chip}: sample ${sample.totalCycles} vs none ${none.totalCycles}`);
    assert.ok(pixel.totalCycles > 3 * sample.totalCycles, `${chip}: pixel ${pixel.totalCycles} vs sample ${sample.totalCycles}`);
    const waits = (f: OitFrameResult) => f.passes.color.stats.popsWaitCycles;
    assert.ok(waits(pixel) > 3 * waits(sample), `${chip}: POPS wait cycles pixel ${waits(pixel)} vs sample ${waits(sample)}`);
  }
});

test('every pass reports cycles and milliseconds at the chip clock; the MSAA resolve is its own submit, outside the total', async () => {
  const f = await frame('raven', 'msaa4-pixel');
  const clock = CHIPS.find((c) => c.name === 'RAVEN')!.clockMhz;
  for (const pass of ['clear', 'color', 'composite'] as const) {
    assert.ok(f.passes[pass].cycles > 0, pass);
    assert.ok(Math.abs(f.passes[pass].milliseconds - f.passes[pass].cycles / (clock * 1000)) < 1e-9, pass);
  }
  assert.equal(f.totalCycles, f.passes.clear.cycles + f.passes.color.cycles + f.passes.composite.cycles);
  assert.ok(f.resolve !== undefined && f.resolve.cycles > 0, 'vkCmdResolveImage ran');
  assert.ok(f.resolve!.stats.surfaces.cbColorWritten > 0, 'the CB resolve wrote the single-sample image');
  assert.ok(f.passes.color.stats.popsWaitWaves > 0, 'overlapping fragments wait in the ordered section');
});
