/**
 * The GFX11 triangle-strip interlock bug: a flat input broadcast from quad
 * lane 0 (lds_param_load + ds_swizzle quad_perm(0,0,0,0)) without whole-quad
 * mode reads 0 in partially covered quads whose lane 0 is not covered — the
 * quads along a strip's shared diagonal. The interlock shader's primID then
 * reads 0 there, so every layer ORs in bit 0 and the pixel ends as 1.
 * Root cause was the compiler's GFX11 flat-input lowering; it now broadcasts
 * in WQM, as ACO does (src/compiler/backend/isel_io.ts emitGfx11InputPrologue);
 * POPS ordering itself is right (S10).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIM, SCISSOR, VIEWPORT, device, shaderSource, u32 } from '../../api/api_fixture.js';
import { addressPrologue, f32Bits, regValue, runScene } from './scene.js';

const SIZE = 16;
const VALUE = 42; // the attribute (f32); the shader stores its bits

/** A full-screen quad as a 4-vertex strip, one flat attribute component = VALUE. */
function stripGeometry() {
  const v: number[] = [];
  for (const [x, y] of [[-1, -1], [-1, 1], [1, -1], [1, 1]] as const) v.push(x, y, 0, 1, VALUE);
  return { vertices: v, attributeComponents: 1, primitiveType: 6 };
}

/** Stores the quad-lane-0 broadcast of attr0.x to the pixel's word; `wqm` wraps the broadcast in whole-quad mode. */
function flatShader(wqm: boolean): string {
  return [
    's_mov_b32 m0, s1', // PRIM_MASK follows the one user SGPR
    ...(wqm ? ['s_mov_b64 s[4:5], exec', 's_wqm_b64 exec, exec'] : []),
    'lds_param_load v5, attr0.x',
    's_waitcnt expcnt(0)',
    'ds_swizzle_b32 v6, v5 offset:0x8000', // quad_perm(0,0,0,0)
    's_waitcnt lgkmcnt(0)',
    ...(wqm ? ['s_mov_b64 exec, s[4:5]'] : []),
    addressPrologue('gfx11', SIZE),
    'global_store_b32 v[2:3], v6, off',
    'exp mrt0 v6, v6, v6, v6 done',
    's_endpgm',
  ].join('\n');
}

function runFlat(wqm: boolean): Uint32Array {
  const scene = runScene({
    gfx: 'gfx11',
    shader: flatShader(wqm),
    width: SIZE,
    height: SIZE,
    geometry: stripGeometry(),
    registers: { SPI_PS_IN_CONTROL: regValue('gfx11', 'SPI_PS_IN_CONTROL', { NUM_INTERP: 1 }) },
  });
  return scene.counters();
}

test('gfx11: a flat input broadcast from quad lane 0 without WQM reads 0 in the strip diagonal quads whose lane 0 the other triangle covers (24 pixels)', () => {
  const words = runFlat(false);
  const zero: string[] = [];
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) if (words[y * SIZE + x] !== f32Bits(VALUE)) zero.push(`${x},${y}=${words[y * SIZE + x]}`);
  // Hand-derived: the strip's shared edge runs from (16,0) to (0,16). Pixel centres with x + y = 15
  // lie on it and go to the second triangle (top-left rule), so quad (14-2k, 2k) has lane 0 in the
  // first triangle and lanes 1..3 in the second: those three lanes lose the value.
  const expected: string[] = [];
  for (let k = 0; k < SIZE / 2; k++) expected.push(`${15 - 2 * k},${2 * k}=0`, `${14 - 2 * k},${2 * k + 1}=0`, `${15 - 2 * k},${2 * k + 1}=0`);
  assert.deepEqual(zero, expected);
});

test('gfx11: the same broadcast in whole-quad mode (s_wqm_b64 exec, exec around it) gives every pixel the attribute', () => {
  assert.deepEqual([...new Set(runFlat(true))], [f32Bits(VALUE)]);
});

// The reported scene through the API: fullscreen.vert as a 4-vertex strip, 4 instances, interlock_basic.frag (SSBO).
for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as const) {
  test(`${gfx}: pixel interlock orders 4 instanced full-screen triangle strips (P5 logic, shared diagonal included)`, async () => {
    const dev = device(gfx);
    const vs = await dev.createShaderModuleFromGlsl(shaderSource('fullscreen.vert'), 'vertex');
    const fs = await dev.createShaderModuleFromGlsl(shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM }), 'fragment');
    const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 1, type: 'storage-buffer' }] });
    const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
    const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs }, inputAssembly: { topology: 'triangle-strip' } });
    const buffer = dev.createBuffer({ size: DIM * DIM * 4, usage: ['storage'] });
    const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
    dev.updateDescriptorSets([{ set, binding: 1, type: 'storage-buffer', buffer: { buffer } }]);
    const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
    cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).setViewport(VIEWPORT).setScissor(SCISSOR).draw(4, 4).endRendering().end();
    dev.submit([cb]);
    const words = u32(dev.readBuffer(buffer));
    const wrong: string[] = [];
    for (let i = 0; i < words.length; i++) if (words[i] !== 0b1111) wrong.push(`${i % DIM},${Math.floor(i / DIM)}=${words[i]}`);
    assert.deepEqual(wrong, []);
  });
}
