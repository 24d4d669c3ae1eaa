/**
 * The OIT frame's POPS-wait map and its heat map (issue 18), at the tiny
 * scene of the experiment tests (8 spheres of subdiv 4, 48×32): the colour
 * pass's map covers the frame and counts each of its invocations; pixel
 * interlock under 4x MSAA waits more than sample interlock (R2: it also
 * orders the other triangles sharing a pixel along mesh edges); recording the
 * map leaves the frame's cycles unchanged; the heat map is a PNG of the
 * frame's size on the documented colour scale, with a legend.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { renderOitFrame, type OitFrameResult } from '../../../src/scenes/oit/frame.js';
import { oitMode } from '../../../src/scenes/oit/modes.js';
import { buildOitScene } from '../../../src/scenes/oit/scene.js';
import { heatColor, heatMapLegendSvg, heatMapRgba, NO_INVOCATION_RGB, NO_WAIT_RGB, popsWaitHeatMaps } from '../../../src/scenes/oit/heat_map.js';

const SCENE = buildOitScene({ objects: 8, subdiv: 4, width: 48, height: 32 });
const { width: W, height: H } = SCENE.params;

const frames = new Map<string, Promise<OitFrameResult>>();
function frame(chip: string, mode: string): Promise<OitFrameResult> {
  const key = `${chip} ${mode}`;
  if (!frames.has(key)) frames.set(key, renderOitFrame(chip, oitMode(mode), SCENE));
  return frames.get(key)!;
}

function total(a: Uint32Array): number {
  return a.reduce((s, v) => s + v, 0);
}

test('R2: the colour pass\'s POPS-wait map: msaa4-pixel waits more than msaa4-sample', async () => {
  for (const chip of ['raven', 'navi31']) {
    const pixel = await frame(chip, 'msaa4-pixel');
    const sample = await frame(chip, 'msaa4-sample');
    for (const f of [pixel, sample]) {
      const m = f.popsWaits!;
      assert.deepEqual([m.width, m.height], [W, H], 'laid over the frame');
      assert.equal(total(m.invocations), f.passes.color.stats.psInvocations, 'every colour-pass invocation counted');
      assert.ok(total(m.waited) > 0);
    }
    const [p, s] = [pixel.popsWaits!, sample.popsWaits!];
    assert.ok(total(p.waited) > total(s.waited), `${chip}: waited invocations ${total(p.waited)} vs ${total(s.waited)}`);
    assert.ok(total(p.overlapped) > total(s.overlapped), `${chip}: overlapping invocations ${total(p.overlapped)} vs ${total(s.overlapped)}`);
    // Under sample shading each pixel has up to 4 invocations per triangle, so compare per invocation too.
    assert.ok(total(p.waited) / total(p.invocations) > total(s.waited) / total(s.invocations), `${chip}: share of invocations that waited`);
    assert.ok(pixel.passes.color.stats.popsWaitWaves > 2 * sample.passes.color.stats.popsWaitWaves, `${chip}: waves that waited`);
    // What the heat map shows: a waiting wave once per pixel, so sample shading's samples do not multiply it.
    assert.ok(total(p.waits) > total(s.waits), `${chip}: pixel waits ${total(p.waits)} vs ${total(s.waits)}`);
    for (const m of [p, s]) for (let i = 0; i < m.waits.length; i++) assert.ok(m.waits[i]! <= m.waited[i]!, `${chip}: pixel ${i}`);
    assert.ok(total(s.waits) < total(s.waited), `${chip}: under sample shading a wave holds several samples of a pixel`);
  }
});

test('recording the POPS-wait map leaves the frame\'s cycles unchanged', async () => {
  const on = await frame('raven', 'msaa4-pixel');
  const off = await renderOitFrame('raven', oitMode('msaa4-pixel'), SCENE, { gpu: { popsWaitMap: false } });
  assert.equal(off.popsWaits, undefined);
  assert.equal(on.totalCycles, off.totalCycles);
  for (const pass of ['clear', 'color', 'composite'] as const) assert.equal(on.passes[pass].cycles, off.passes[pass].cycles, pass);
  assert.equal(on.resolve!.cycles, off.resolve!.cycles);
  assert.deepEqual(on.image, off.image);
});

test('the heat map: a PNG of the frame\'s size; black where nothing ran, blue-grey where nothing waited, the ramp up to white at the chip\'s largest count', async () => {
  const frameList = [await frame('raven', 'msaa4-pixel'), await frame('raven', 'msaa4-sample')];
  const maps = popsWaitHeatMaps(frameList);
  assert.deepEqual(maps.map((h) => h.mode), ['msaa4-pixel', 'msaa4-sample']);
  const scale = Math.max(...frameList.map((f) => Math.max(...f.popsWaits!.waits)));
  let white = 0;
  for (const [i, h] of maps.entries()) {
    const m = frameList[i]!.popsWaits!;
    assert.equal(h.scaleMax, scale, 'one scale per chip');
    assert.deepEqual([h.totalWaits, h.maxWaits, h.invocationsWaited, h.invocations], [total(m.waits), Math.max(...m.waits), total(m.waited), total(m.invocations)]);
    const png = PNG.sync.read(Buffer.from(h.png));
    assert.deepEqual([png.width, png.height], [W, H]);
    for (let p = 0; p < W * H; p++) {
      const rgb = [...png.data.subarray(p * 4, p * 4 + 3)];
      const n = m.waits[p]!;
      if (m.invocations[p] === 0) assert.deepEqual(rgb, [...NO_INVOCATION_RGB], `pixel ${p}`);
      else if (n === 0) assert.deepEqual(rgb, [...NO_WAIT_RGB], `pixel ${p}`);
      else if (n === scale) {
        assert.deepEqual(rgb, [255, 255, 255], `pixel ${p}: the scale's top`);
        white++;
      }
      else assert.notDeepEqual(rgb, [255, 255, 255], `pixel ${p}`);
    }
  }
  assert.ok(white > 0, 'the largest count is white');
});

test('the colour scale rises in brightness from black through red and yellow to white', () => {
  assert.deepEqual(heatColor(0), [0, 0, 0]);
  assert.deepEqual(heatColor(1), [255, 255, 255]);
  assert.deepEqual(heatColor(2), [255, 255, 255], 'clamped');
  const luma = (t: number) => {
    const [r, g, b] = heatColor(t);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  for (let i = 1; i <= 100; i++) assert.ok(luma(i / 100) > luma((i - 1) / 100), `monotonic at ${i / 100}`);
  // A count of 1 is never black, and more waits are brighter.
  const map = { width: 3, height: 1, invocations: Uint32Array.of(1, 4, 4), waited: Uint32Array.of(0, 1, 4), overlapped: new Uint32Array(3), waits: Uint32Array.of(0, 1, 4) };
  const rgba = heatMapRgba(map, 4);
  assert.deepEqual([...rgba.subarray(0, 3)], [...NO_WAIT_RGB]);
  assert.ok(rgba[4]! > 0, 'one wait shows');
  assert.deepEqual([...rgba.subarray(8, 11)], [255, 255, 255]);
});

test('the legend: an SVG gradient of the ramp from 1 to the scale\'s top, with the no-wait colours', () => {
  const svg = heatMapLegendSvg(17, 'ramp-x');
  assert.match(svg, /^<svg [^>]*>.*<\/svg>$/);
  assert.match(svg, /<linearGradient id="ramp-x">(<stop [^>]+><\/stop>){11}<\/linearGradient>/);
  assert.match(svg, /fill="url\(#ramp-x\)"/);
  assert.match(svg, /class="legend-min">1</);
  assert.match(svg, /class="legend-max">17</);
  assert.match(svg, /stop-color="rgb\(255,255,255\)"><\/stop><\/linearGradient>/, 'white at the top');
  assert.match(svg, /no fragment/);
});
