/**
 * A hand-assembled pass-through vertex shader for GPU-level scenes, and the
 * vertex-stage registers a driver would program for it (docs/gpu_vertex.md).
 * Vertex i is read from a buffer of `4 + components` floats per vertex — clip
 * x, y, z, w, then up to 4 attribute components — and exported as pos0 and,
 * with components, parameter 0 (GFX9–10.3 `exp param0`; GFX11 the attribute
 * ring at the wave's offset).
 *
 * User SGPRs: s[0:1] the vertex buffer, s2 the vertex stride in bytes; GFX11
 * also s[4:5] the ring V#'s address, and s6 (after the 6 user SGPRs) the
 * wave's ring offset the SPI loads.
 */
import { encodeBufferDescriptor } from '../../../src/amd/descriptors.js';
import type { Pm4Builder } from '../../../src/amd/pm4/pm4_builder.js';
import type { Gpu } from '../../../src/gpu/gpu.js';
import { assemble } from '../../../src/isa/assembler.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { regValue, targetFor } from './scene.js';

const KiB64 = 65536;

function shaderText(gfx: GfxLevel, components: number): string {
  const gfx11 = gfx === 'gfx11';
  const load = gfx11 ? 'global_load_b128' : 'global_load_dwordx4';
  const chans = ['v8', 'v9', 'v10', 'v11'].map((v, c) => (c < components ? v : 'off')).join(', ');
  const lines = ['v_mul_lo_u32 v1, v0, s2', `${load} v[4:7], v1, s[0:1]`];
  if (components > 0) lines.push(`${load} v[8:11], v1, s[0:1] offset:16`);
  if (gfx11 && components > 0) {
    lines.push('s_load_b128 s[8:11], s[4:5], 0', 'v_mbcnt_lo_u32_b32 v2, -1, 0', 'v_mbcnt_hi_u32_b32 v2, -1, v2');
  }
  lines.push('s_waitcnt vmcnt(0) lgkmcnt(0)', 'exp pos0 v4, v5, v6, v7 done');
  if (components > 0) lines.push(gfx11 ? 'buffer_store_b128 v[8:11], v2, s[8:11], s6 idxen' : `exp param0 ${chans}`);
  lines.push('s_endpgm');
  return lines.join('\n');
}

/**
 * Uploads the shader and `vertices` (plus 16 bytes of padding: the attribute load reads a whole
 * vec4) and programs the vertex stage into `b`.
 */
export function programPassThroughVs(gpu: Gpu, b: Pm4Builder, vertices: readonly number[], components: number): void {
  const gfx = gpu.chip.gfx;
  const mem = gpu.memory;
  const code = assemble(shaderText(gfx, components), targetFor(gfx));
  const program = mem.allocate(code.length * 4 + 64, 256);
  mem.writeU32Array(program, code);
  const vbuf = mem.allocate(vertices.length * 4 + 16, 256);
  mem.writeU32Array(vbuf, new Uint32Array(Float32Array.from(vertices).buffer));
  const stride = 4 * (4 + components);
  const gfx11 = gfx === 'gfx11';
  const user = gfx11 ? 'SPI_SHADER_USER_DATA_GS_' : 'SPI_SHADER_USER_DATA_VS_';
  b.setRegByName(`${user}0`, vbuf).setRegByName(`${user}1`, 0).setRegByName(`${user}2`, stride);
  const userSgprs = gfx11 ? 6 : 3;
  // 12 VGPRs in the wave64 granule of 4: VGPRS = 12 / 4 - 1.
  const vgprs = 2;
  const outConfig = gfx === 'gfx9' ? 0 : regValue(gfx, 'SPI_VS_OUT_CONFIG', { NO_PC_EXPORT: components > 0 ? 0 : 1 });
  b.setRegByName('SPI_VS_OUT_CONFIG', outConfig).setRegByName('SPI_SHADER_POS_FORMAT', 4);
  if (!gfx11) {
    b.setRegByName('SPI_SHADER_PGM_LO_VS', program / 256).setRegByName('SPI_SHADER_PGM_HI_VS', 0);
    b.setRegByName('SPI_SHADER_PGM_RSRC1_VS', vgprs).setRegByName('SPI_SHADER_PGM_RSRC2_VS', userSgprs << 1);
    return;
  }
  b.setRegByName('SPI_SHADER_PGM_LO_ES', program / 256).setRegByName('SPI_SHADER_PGM_HI_ES', 0);
  b.setRegByName('SPI_SHADER_PGM_RSRC1_GS', vgprs).setRegByName('SPI_SHADER_PGM_RSRC2_GS', userSgprs << 1);
  b.setRegByName('VGT_SHADER_STAGES_EN', regValue(gfx, 'VGT_SHADER_STAGES_EN', { PRIMGEN_EN: 1 }));
  // The smallest ring: 64 KiB per shader engine (MEM_SIZE 0).
  const ring = mem.allocate(KiB64 * gpu.chip.shaderEngines, KiB64);
  b.setRegByName('SPI_ATTRIBUTE_RING_BASE', ring / KiB64).setRegByName('SPI_ATTRIBUTE_RING_SIZE', 0);
  const descriptor = mem.allocate(16, 16);
  mem.writeU32Array(descriptor, encodeBufferDescriptor(gfx, { base: ring, stride: 16, numRecords: 64 }));
  b.setRegByName(`${user}4`, descriptor).setRegByName(`${user}5`, 0);
}
