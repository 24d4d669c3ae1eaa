/**
 * The per-pixel POPS-wait map (DeviceGpuOptions.popsWaitMap, RunStats.popsWaitMap)
 * and the mechanism it makes visible (R2): a quad split along its diagonal
 * into two triangles, drawn in one draw with a load/modify/store of a
 * per-pixel counter inside the interlock. Under 4x MSAA with pixel
 * interlock, the pixels the diagonal crosses are covered by both triangles
 * (different samples), so the second triangle's invocations there overlap
 * the first's and wait: the waits lie along the shared edge. With sample
 * interlock (POPS_OVERLAP_NUM_SAMPLES = log2 4) the two cover different
 * samples and never overlap; at 1x no pixel belongs to both (top-left rule).
 * Turning the map on changes no cycle. The counters are `coherent` (S11:
 * without it NAVI21 and NAVI31 lost increments here — a non-coherent load may
 * hit a stale L0/L1 line).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInstance, type PopsWaitMap, type RunStats } from '../../src/api/index.js';
import { ALL_FEATURES, u32 } from './api_fixture.js';

const SIZE = 32;

/** Vertices 0–2 and 3–5: the render area's two halves, split along the diagonal from (0, 0) to (SIZE, SIZE). */
const SPLIT_QUAD_VS = `#version 450
void main() {
  int i = gl_VertexIndex;
  float x = (i == 1 || i == 2 || i == 4) ? 1.0 : -1.0;
  float y = (i == 2 || i == 4 || i == 5) ? 1.0 : -1.0;
  gl_Position = vec4(x, y, 0.5, 1.0);
}`;

function fragmentShader(interlock: 'pixel_interlock_ordered' | 'sample_interlock_ordered', sampleShading: boolean): string {
  return `#version 450
#extension GL_ARB_fragment_shader_interlock : require
layout(${interlock}) in;
layout(std430, binding = 0) coherent buffer Counts { uint counts[]; };
void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  uint i = uint(p.y * ${SIZE} + p.x)${sampleShading ? ' * 4u + uint(gl_SampleID)' : ''};
  beginInvocationInterlockARB();
  counts[i] = counts[i] + 1u;
  endInvocationInterlockARB();
}`;
}

interface Run {
  readonly stats: RunStats;
  readonly counts: Uint32Array;
}

async function drawSplitQuad(
  chip: string,
  o: { readonly interlock: 'pixel_interlock_ordered' | 'sample_interlock_ordered'; readonly samples: 1 | 4; readonly sampleShading?: boolean; readonly popsWaitMap?: boolean },
): Promise<Run> {
  const sampleShading = o.sampleShading ?? false;
  const dev = createInstance()
    .physicalDevice(chip)
    .createDevice({ enabledExtensions: ['VK_EXT_fragment_shader_interlock'], features: ALL_FEATURES, gpu: { popsWaitMap: o.popsWaitMap ?? true } });
  const vs = await dev.createShaderModuleFromGlsl(SPLIT_QUAD_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl(fragmentShader(o.interlock, sampleShading), 'fragment');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({
    layout,
    vertex: { module: vs },
    fragment: { module: fs },
    rasterization: { cullMode: 'none' },
    multisample: { rasterizationSamples: o.samples, sampleShadingEnable: sampleShading, minSampleShading: 1 },
  });
  const buffer = dev.createBuffer({ size: SIZE * SIZE * 4 * 4, usage: ['storage'] });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets([{ set, binding: 0, type: 'storage-buffer', buffer: { buffer } }]);
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: SIZE, height: SIZE } });
  cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).draw(6).endRendering().end();
  const stats = dev.submit([cb]);
  return { stats, counts: u32(dev.readBuffer(buffer)) };
}

function total(a: Uint32Array): number {
  return a.reduce((sum, v) => sum + v, 0);
}

/** Pixels (x, y) of the map with a nonzero count in `counts`. */
function nonzero(map: PopsWaitMap, counts: Uint32Array): { x: number; y: number; n: number }[] {
  const out: { x: number; y: number; n: number }[] = [];
  for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) if (counts[y * map.width + x]! > 0) out.push({ x, y, n: counts[y * map.width + x]! });
  return out;
}

/** The map is there, covers the render area, and counts every invocation the submit ran. */
function checkedMap(r: Run): PopsWaitMap {
  const map = r.stats.popsWaitMap;
  assert.ok(map !== undefined, 'RunStats.popsWaitMap with DeviceGpuOptions.popsWaitMap');
  assert.deepEqual([map.width, map.height], [SIZE, SIZE]);
  assert.equal(total(map.invocations), r.stats.psInvocations);
  for (let p = 0; p < SIZE * SIZE; p++) {
    assert.ok(map.overlapped[p]! <= map.waited[p]! && map.waited[p]! <= map.invocations[p]!, `overlapped ≤ waited ≤ invocations at pixel ${p}`);
  }
  return map;
}

for (const chip of ['RAVEN', 'NAVI31']) {
  test(`R2: ${chip}: pixel interlock at 4x waits only where the triangles share their edge`, async () => {
    const r = await drawSplitQuad(chip, { interlock: 'pixel_interlock_ordered', samples: 4 });
    const map = checkedMap(r);
    assert.ok(r.stats.popsWaitWaves > 0);
    // Where the waits come from: the pixels the diagonal crosses, covered by both triangles.
    const overlapped = nonzero(map, map.overlapped);
    assert.ok(overlapped.length >= SIZE / 2, `${overlapped.length} pixels overlapped`);
    for (const p of overlapped) assert.ok(Math.abs(p.x - p.y) <= 1, `pixel ${p.x},${p.y} overlapped, off the shared edge`);
    // A wave waits as a whole: its lanes off the edge count in `waited` too, not in `overlapped`.
    const waited = nonzero(map, map.waited);
    assert.ok(waited.some((p) => Math.abs(p.x - p.y) > 1), 'waiting waves hold pixels off the edge');
    // Every invocation is one increment of the counters (the ordered section ran once per invocation).
    assert.equal(total(r.counts), r.stats.psInvocations);
  });

  for (const sampleShading of [false, true]) {
    test(`R2: ${chip}: sample interlock at 4x${sampleShading ? ' with sample shading' : ''} never waits along the shared edge`, async () => {
      const r = await drawSplitQuad(chip, { interlock: 'sample_interlock_ordered', samples: 4, sampleShading });
      const map = checkedMap(r);
      assert.equal(r.stats.psInvocations, sampleShading ? 4 * SIZE * SIZE : SIZE * SIZE + SIZE, 'invocations (pixel rate: the diagonal pixels twice)');
      assert.equal(total(map.waited), 0);
      assert.equal(r.stats.popsWaitWaves, 0);
    });
  }

  test(`R2: ${chip}: pixel interlock without MSAA: no pixel belongs to both triangles, no wait`, async () => {
    const r = await drawSplitQuad(chip, { interlock: 'pixel_interlock_ordered', samples: 1 });
    const map = checkedMap(r);
    assert.equal(r.stats.psInvocations, SIZE * SIZE);
    assert.equal(total(map.waited), 0);
    assert.equal(r.stats.popsWaitWaves, 0);
  });
}

test('the POPS-wait map changes no statistic: the same submit with it off has the same cycles and counts', async () => {
  for (const chip of ['RAVEN', 'NAVI31']) {
    const on = await drawSplitQuad(chip, { interlock: 'pixel_interlock_ordered', samples: 4 });
    const off = await drawSplitQuad(chip, { interlock: 'pixel_interlock_ordered', samples: 4, popsWaitMap: false });
    assert.equal(off.stats.popsWaitMap, undefined, 'off by default');
    assert.equal(on.stats.cycles, off.stats.cycles, chip);
    const { popsWaitMap: _map, ...withoutMap } = on.stats;
    assert.deepEqual(withoutMap, off.stats, chip);
    assert.deepEqual(on.counts, off.counts, chip);
  }
});
