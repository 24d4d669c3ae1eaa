/**
 * ACO's gooch pixel shader (test/data/aco/<chip>/gooch.txt: VOP3P v_fma_mix* blends, GFX11's
 * v_fma_mixhi_f16_e64_dpp interpolation, s_waitcnt_depctr, FP16_ABGR exports) run as a
 * pipeline's machine-code fragment shader into an RGBA8 target on NAVI21 and NAVI31, against
 * popsim's own compile of gooch.frag with the same varyings.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, type Device, type GraphicsPipelineCreateInfo } from '../../src/api/index.js';
import { ACO_DIR, acoListing } from '../support/aco_listings.js';
import { u32 } from './api_fixture.js';

const DIM = 16;
const VARYINGS_VS = readFileSync(path.join(ACO_DIR, 'shaders/varyings.vert'), 'utf8');
const GOOCH_FS = readFileSync(path.join(ACO_DIR, 'shaders/gooch.frag'), 'utf8');
/**
 * varyings.vert with its outputs as RADV packs them for gooch.frag (nir_opt_varyings; the listing
 * interpolates attr0.xyzw and attr1.xyz): attribute 0 = (normal, color.r), attribute 1 = color.gba.
 */
const PACKED_VS = VARYINGS_VS.replace(
  /layout\(location = 0\) out vec3 normal;\nlayout\(location = 1\) out vec4 color;\n/,
  'layout(location = 0) out vec4 p0;\nlayout(location = 1) out vec3 p1;\nvec3 normal;\nvec4 color;\n',
).replace(/}\s*$/, '  p0 = vec4(normal, color.r);\n  p1 = color.gba;\n}\n');

/** SPI_SHADER_COL_FORMAT FP16_ABGR for MRT0: ACO exports four f16 channels in two dwords. */
const COL_FORMAT_FP16_ABGR = 4;

function render(dev: Device, info: Omit<GraphicsPipelineCreateInfo, 'layout'>): Uint8Array {
  const layout = dev.createPipelineLayout({ setLayouts: [] });
  const pipeline = dev.createGraphicsPipeline({ ...info, layout, rendering: { colorFormats: ['R8G8B8A8_UNORM'] } });
  const image = dev.createImage({ format: 'R8G8B8A8_UNORM', width: DIM, height: DIM, usage: ['color-attachment'] });
  const cb = dev.createCommandBuffer().begin();
  cb.beginRendering({ renderArea: { width: DIM, height: DIM }, colorAttachments: [{ view: dev.createImageView(image), loadOp: 'clear', clearValue: { float: [0, 0, 0, 0] } }] });
  cb.bindPipeline(pipeline).draw(3).endRendering().end();
  dev.submit([cb]);
  return Uint8Array.from(dev.readImage(image));
}

for (const [chip, listing] of [['NAVI21', 'navi21'], ['NAVI31', 'navi31']] as const) {
  test(`${chip}: ACO's gooch listing as the fragment shader draws popsim's gooch.frag image (within one RGBA8 step: f16 blends)`, async () => {
    const dev = createInstance().physicalDevice(chip).createDevice({});
    assert.ok(PACKED_VS.includes('p1 = color.gba'), 'the packed vertex shader was derived');
    const aco = render(dev, {
      vertex: { module: await dev.createShaderModuleFromGlsl(PACKED_VS, 'vertex') },
      // RADV's interface: s[0:1] ring offsets, PRIM_MASK in s2 (ACO: s_mov_b32 m0, s2); PERSP_CENTER only.
      fragment: { machineCode: { code: acoListing(listing, 'gooch').text, spiPsInputEna: 0x2, userSgprCount: 2, colorFormat: COL_FORMAT_FP16_ABGR } },
    });
    const own = render(dev, {
      vertex: { module: await dev.createShaderModuleFromGlsl(VARYINGS_VS, 'vertex') },
      fragment: { module: await dev.createShaderModuleFromGlsl(GOOCH_FS, 'fragment') },
    });
    assert.ok(new Set(u32(own)).size > DIM, 'the lighting varies across the target');
    let worst = 0;
    for (let i = 0; i < aco.length; i++) worst = Math.max(worst, Math.abs(aco[i]! - own[i]!));
    assert.ok(worst <= 1, `largest channel difference ${worst}`);
  });
}
