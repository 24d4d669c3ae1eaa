/**
 * The vertex stage's program registers and its link to the pixel shader
 * (docs/driver.md "Vertex stage"; RADV radv_emit_hw_vs / radv_emit_hw_ngg and
 * radv_emit_ps_inputs):
 *
 * - GFX9–10.3: the hardware VS stage — SPI_SHADER_PGM_LO/HI_VS, RSRC1/2_VS,
 *   SPI_VS_OUT_CONFIG, SPI_SHADER_POS_FORMAT, VGT_SHADER_STAGES_EN (VS_W32_EN
 *   on GFX10+). RADV uses NGG on NAVI10/NAVI21; popsim programs the legacy VS
 *   there (docs/gpu_vertex.md says why that changes nothing the seeds describe).
 * - GFX11 (no VS stage): the NGG stage's registers — program at
 *   SPI_SHADER_PGM_LO/HI_ES, RSRC1/2_GS, PRIMGEN_EN and GS_W32_EN — running the
 *   same vertex code (the GPU model loads the VS argument layout, an assumption).
 * - SPI_PS_INPUT_CNTL_n: pixel-shader attribute n reads the vertex stage's
 *   parameter holding location n, the primitive-ID parameter after the vertex
 *   shader's own, or the constant (0, 0, 0, 0) when the vertex shader does not
 *   write the location (OFFSET[5] set, DEFAULT_VAL 0; RADV's
 *   AC_EXP_PARAM_DEFAULT_VAL_0000).
 */
import type { GfxLevel } from '../isa/gfx_level.js';
import type { ShaderConfig, VertexShaderConfig } from '../compiler/backend/index.js';
import { regWrite, type NamedRegWrite } from './reg_fields.js';

/** OFFSET[5]: the attribute is a DEFAULT_VAL constant. */
const OFFSET_DEFAULT = 0x20;

function bits(value: number, lo: number, hi: number): number {
  return (value >>> lo) & ((1 << (hi - lo + 1)) - 1);
}

export function vsProgramRegs(gfx: GfxLevel, config: ShaderConfig, vertex: VertexShaderConfig, codeAddress: number): NamedRegWrite[] {
  const lo = Math.floor(codeAddress / 256) % 2 ** 32;
  const hi = Math.floor(codeAddress / 2 ** 40);
  const wave32 = config.waveSize === 32 ? 1 : 0;
  const noParams = vertex.paramLocations.length === 0;
  // GFX10+ says "no parameters" with NO_PC_EXPORT; GFX9 has no such bit (VS_EXPORT_COUNT 0 then reserves one).
  const common: NamedRegWrite[] = [
    gfx === 'gfx9' ? { name: 'SPI_VS_OUT_CONFIG', value: vertex.spiVsOutConfig } : regWrite(gfx, 'SPI_VS_OUT_CONFIG', { NO_PC_EXPORT: noParams ? 1 : 0 }, vertex.spiVsOutConfig),
    { name: 'SPI_SHADER_POS_FORMAT', value: vertex.spiShaderPosFormat },
  ];
  if (gfx !== 'gfx11') {
    return [
      { name: 'SPI_SHADER_PGM_LO_VS', value: lo },
      { name: 'SPI_SHADER_PGM_HI_VS', value: hi },
      { name: 'SPI_SHADER_PGM_RSRC1_VS', value: config.rsrc1 },
      { name: 'SPI_SHADER_PGM_RSRC2_VS', value: config.rsrc2 },
      ...common,
      gfx === 'gfx9' ? { name: 'VGT_SHADER_STAGES_EN', value: 0 } : regWrite(gfx, 'VGT_SHADER_STAGES_EN', { VS_W32_EN: wave32 }),
    ];
  }
  // The compiler reports RSRC1 in the RSRC1_VS layout; RSRC1_GS has the same low fields and MEM_ORDERED at 25.
  const r1 = config.rsrc1;
  return [
    { name: 'SPI_SHADER_PGM_LO_ES', value: lo },
    { name: 'SPI_SHADER_PGM_HI_ES', value: hi },
    regWrite(gfx, 'SPI_SHADER_PGM_RSRC1_GS', {
      VGPRS: bits(r1, 0, 5),
      SGPRS: bits(r1, 6, 9),
      FLOAT_MODE: bits(r1, 12, 19),
      DX10_CLAMP: bits(r1, 21, 21),
      IEEE_MODE: bits(r1, 23, 23),
      MEM_ORDERED: bits(r1, 27, 27),
    }),
    regWrite(gfx, 'SPI_SHADER_PGM_RSRC2_GS', { USER_SGPR: bits(config.rsrc2, 1, 5), ES_VGPR_COMP_CNT: vertex.vgprCompCnt }),
    ...common,
    regWrite(gfx, 'VGT_SHADER_STAGES_EN', { PRIMGEN_EN: 1, GS_W32_EN: wave32 }),
  ];
}

/**
 * SPI_PS_INPUT_CNTL_0..numInterp-1: the parameter each pixel-shader attribute (= vertex output
 * location) reads; `primitiveIdAttribute` reads the parameter after the vertex shader's.
 */
export function psInputCntlRegs(gfx: GfxLevel, numInterp: number, vertex: VertexShaderConfig, primitiveIdAttribute: number | undefined): NamedRegWrite[] {
  const w: NamedRegWrite[] = [];
  for (let a = 0; a < numInterp; a++) {
    const param = a === primitiveIdAttribute ? vertex.paramLocations.length : vertex.paramLocations.indexOf(a);
    w.push(regWrite(gfx, `SPI_PS_INPUT_CNTL_${a}`, param >= 0 ? { OFFSET: param } : { OFFSET: OFFSET_DEFAULT, DEFAULT_VAL: 0 }));
  }
  return w;
}
