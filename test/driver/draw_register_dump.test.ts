/** Register values of a recorded draw, checked field by field through device.debugRegisterDump (`popsim regs`). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DIM, FULLSCREEN_TRIANGLE_VS, SCISSOR, VIEWPORT, device, shaderSource } from '../api/api_fixture.js';

/** `REG = 0x… { F=v … }` lines → REG → field → value (enum fields keep their number in parentheses). */
function parseDump(text: string): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const line of text.split('\n')) {
    const m = /^(\S+) = 0x[0-9a-f]+ \{ ?(.*?) ?\}$/.exec(line);
    if (!m) continue;
    const fields = new Map<string, number>();
    for (const f of m[2]!.split(' ').filter((x) => x.length > 0)) {
      const [name, value] = f.split('=');
      const num = /\((\d+)\)$/.exec(value!)?.[1] ?? value!;
      fields.set(name!, Number(num));
    }
    out.set(m[1]!, fields);
  }
  return out;
}

async function sampleInterlockDraw(gfx: string, samples: 4 | 8) {
  const dev = device(gfx);
  const vs = await dev.createShaderModuleFromGlsl(FULLSCREEN_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl(shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM, INTERLOCK_LAYOUT: 'sample_interlock_ordered', SAMPLE_INTERLOCK: 0 }), 'fragment');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 1, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs }, multisample: { rasterizationSamples: samples } });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets([{ set, binding: 1, type: 'storage-buffer', buffer: { buffer: dev.createBuffer({ size: 4096, usage: ['storage'] }) } }]);
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
  cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).setViewport(VIEWPORT).setScissor(SCISSOR).draw(3).endRendering().end();
  return { dev, cb, regs: parseDump(dev.debugRegisterDump(cb)), config: pipeline.built.fragment.config };
}

test('RAVEN (gfx9), sample interlock at 8x: R1, R2, R6 drain, R10, S1, S12 in the dumped draw', async () => {
  const { regs, config } = await sampleInterlockDraw('RAVEN', 8);
  const db = regs.get('DB_SHADER_CONTROL')!;
  assert.equal(db.get('PRIMITIVE_ORDERED_PIXEL_SHADER'), 1); // R1
  assert.equal(db.get('POPS_OVERLAP_NUM_SAMPLES'), 3); // R2: log2(8)
  assert.equal(db.get('EXEC_IF_OVERLAPPED'), 1); // R10
  assert.equal(regs.get('PA_SC_AA_CONFIG')!.get('MSAA_EXPOSED_SAMPLES'), 3);
  assert.equal(regs.get('DB_DFSM_CONTROL')!.get('POPS_DRAIN_PS_ON_OVERLAP'), 1); // R6 on RAVEN at 8x
  assert.equal(regs.get('PA_SC_SHADER_CONTROL')!.get('LOAD_COLLISION_WAVEID'), 1); // S1
  assert.equal(regs.get('SPI_SHADER_COL_FORMAT')!.get('COL0_EXPORT_FORMAT'), 1); // S12: dummy 32_R
  assert.equal(regs.get('PA_SC_MODE_CNTL_1')!.get('OUT_OF_ORDER_PRIMITIVE_ENABLE') ?? 0, 0); // R8
  // The program registers come from the compiled shader.
  assert.equal(regs.get('SPI_SHADER_PGM_RSRC2_PS')!.get('LOAD_COLLISION_WAVEID'), 1);
  assert.equal(regs.get('SPI_SHADER_PGM_RSRC2_PS')!.get('USER_SGPR'), config.userSgprCount);
});

test('NAVI21 (gfx10.3), sample interlock at 4x: overlap in samples, no drain bit', async () => {
  const { regs } = await sampleInterlockDraw('gfx10_3', 4);
  assert.equal(regs.get('DB_SHADER_CONTROL')!.get('POPS_OVERLAP_NUM_SAMPLES'), 2);
  assert.equal(regs.get('DB_DFSM_CONTROL')!.get('POPS_DRAIN_PS_ON_OVERLAP') ?? 0, 0);
  assert.equal(regs.get('SPI_PS_IN_CONTROL')!.get('PS_W32_EN') ?? 0, 0); // wave64 pixel shaders
});

test('NAVI31 (gfx11), sample interlock at 4x: R3 intrinsic rate, R5 DB_Z_INFO.NUM_SAMPLES without a depth target', async () => {
  const { regs } = await sampleInterlockDraw('gfx11', 4);
  const db = regs.get('DB_SHADER_CONTROL')!;
  assert.equal(db.get('OVERRIDE_INTRINSIC_RATE_ENABLE'), 1);
  assert.equal(db.get('OVERRIDE_INTRINSIC_RATE'), 2);
  assert.equal(db.has('POPS_OVERLAP_NUM_SAMPLES'), false);
  assert.equal(regs.get('DB_Z_INFO')!.get('NUM_SAMPLES'), 2); // R5
  assert.equal(regs.get('PA_SC_SHADER_CONTROL')!.get('LOAD_COLLISION_WAVEID') ?? 0, 0); // no wave IDs on GFX11 (S10)
  assert.equal(regs.has('DB_DFSM_CONTROL'), false);
});

test('debugRegisterDump names a draw that does not exist', async () => {
  const { dev, cb } = await sampleInterlockDraw('gfx11', 4);
  assert.throws(() => dev.debugRegisterDump(cb, 1), /draw 1 does not exist; the command buffer recorded 1 draws/);
});
