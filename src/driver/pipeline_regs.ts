/**
 * Register state a graphics pipeline fixes (RADV radv_pipeline_graphics.c's
 * counterpart): the pixel shader program and its SPI inputs, primitive type,
 * culling, depth control, blending and colour masks. The POPS-owned registers
 * (DB_SHADER_CONTROL, PA_SC_SHADER_CONTROL, SPI_SHADER_COL_FORMAT, …) are not
 * here: they depend on the draw's attachments and come from drawRegisterWrites
 * (R1–R10, S1, S8, S12) at draw time.
 */
import type { GfxLevel } from '../isa/gfx_level.js';
import type { ShaderConfig } from '../compiler/backend/index.js';
import { regWrite, type NamedRegWrite } from './reg_fields.js';
import type { BlendFactor, BlendOp, CompareOp, FixedFunctionState, Topology } from './pipeline_state.js';

const PRIM_TYPE: Readonly<Record<Topology, string>> = {
  'triangle-list': 'DI_PT_TRILIST',
  'triangle-strip': 'DI_PT_TRISTRIP',
  'triangle-fan': 'DI_PT_TRIFAN',
};

const ZFUNC: Readonly<Record<CompareOp, string>> = {
  never: 'FRAG_NEVER',
  less: 'FRAG_LESS',
  equal: 'FRAG_EQUAL',
  'less-or-equal': 'FRAG_LEQUAL',
  greater: 'FRAG_GREATER',
  'not-equal': 'FRAG_NOTEQUAL',
  'greater-or-equal': 'FRAG_GEQUAL',
  always: 'FRAG_ALWAYS',
};

const BLEND_FACTOR: Readonly<Record<BlendFactor, string>> = {
  zero: 'BLEND_ZERO',
  one: 'BLEND_ONE',
  'src-color': 'BLEND_SRC_COLOR',
  'one-minus-src-color': 'BLEND_ONE_MINUS_SRC_COLOR',
  'dst-color': 'BLEND_DST_COLOR',
  'one-minus-dst-color': 'BLEND_ONE_MINUS_DST_COLOR',
  'src-alpha': 'BLEND_SRC_ALPHA',
  'one-minus-src-alpha': 'BLEND_ONE_MINUS_SRC_ALPHA',
  'dst-alpha': 'BLEND_DST_ALPHA',
  'one-minus-dst-alpha': 'BLEND_ONE_MINUS_DST_ALPHA',
  'constant-color': 'BLEND_CONSTANT_COLOR',
  'one-minus-constant-color': 'BLEND_ONE_MINUS_CONSTANT_COLOR',
  'constant-alpha': 'BLEND_CONSTANT_ALPHA',
  'one-minus-constant-alpha': 'BLEND_ONE_MINUS_CONSTANT_ALPHA',
  'src-alpha-saturate': 'BLEND_SRC_ALPHA_SATURATE',
};

const COMB_FCN: Readonly<Record<BlendOp, string>> = {
  add: 'COMB_DST_PLUS_SRC',
  subtract: 'COMB_SRC_MINUS_DST',
  'reverse-subtract': 'COMB_DST_MINUS_SRC',
  min: 'COMB_MIN_DST_SRC',
  max: 'COMB_MAX_DST_SRC',
};

/** SPI_PS_IN_CONTROL.NUM_INTERP: the vertex stage's output vec4s, plus the primitive-ID attribute when read. */
export function numInterpOf(config: ShaderConfig, interpolants: number): number {
  return config.primitiveIdAttribute === undefined ? interpolants : Math.max(interpolants, config.primitiveIdAttribute + 1);
}

/**
 * The pixel shader's program registers: address, RSRC1/RSRC2, SPI inputs. NUM_INTERP counts the
 * vertex stage's output vec4s (`interpolants`) plus the primitive-ID attribute when the shader
 * reads gl_PrimitiveID (primitiveIdRegs).
 */
export function psProgramRegs(gfx: GfxLevel, config: ShaderConfig, codeAddress: number, interpolants: number): NamedRegWrite[] {
  const numInterp = numInterpOf(config, interpolants);
  const w: NamedRegWrite[] = [
    { name: 'SPI_SHADER_PGM_LO_PS', value: Math.floor(codeAddress / 256) % 2 ** 32 },
    regWrite(gfx, 'SPI_SHADER_PGM_HI_PS', { MEM_BASE: Math.floor(codeAddress / 2 ** 40) }),
    { name: 'SPI_SHADER_PGM_RSRC1_PS', value: config.rsrc1 },
    { name: 'SPI_SHADER_PGM_RSRC2_PS', value: config.rsrc2 },
    { name: 'SPI_PS_INPUT_ENA', value: config.spiPsInputEna },
    { name: 'SPI_PS_INPUT_ADDR', value: config.spiPsInputAddr },
    // GFX9 has only wave64 pixel shaders; GFX10+ select wave32 with PS_W32_EN.
    regWrite(gfx, 'SPI_PS_IN_CONTROL', gfx === 'gfx9' ? { NUM_INTERP: numInterp } : { NUM_INTERP: numInterp, PS_W32_EN: config.waveSize === 32 ? 1 : 0 }),
    { name: 'SPI_SHADER_Z_FORMAT', value: config.spiShaderZFormat },
  ];
  return w;
}

/**
 * gl_PrimitiveID in the pixel shader, as RADV links it: the vertex stage exports the primitive
 * ID as the parameter after its outputs (RADV's export_prim_id, VARYING_SLOT_PRIMITIVE_ID),
 * which the pixel shader reads as a flat input. VGT_PRIMITIVEID_EN.PRIMITIVEID_EN makes the VGT
 * generate the IDs; on GFX10+ (NGG) NGG_DISABLE_PROVOK_REUSE keeps a provoking vertex shared by
 * two primitives from carrying the other's ID (radeonsi's NGG setup). Written for every
 * pipeline, 0 when the pixel shader does not read the ID. The GPU model's vertex stage stands in
 * for the export (docs/gpu_engine.md, "Vertex stage").
 */
export function primitiveIdRegs(gfx: GfxLevel, config: ShaderConfig): NamedRegWrite[] {
  const on = config.primitiveIdAttribute !== undefined ? 1 : 0;
  return [regWrite(gfx, 'VGT_PRIMITIVEID_EN', gfx === 'gfx9' ? { PRIMITIVEID_EN: on } : { PRIMITIVEID_EN: on, NGG_DISABLE_PROVOK_REUSE: on })];
}

/** CB_SHADER_MASK: all four channels of every MRT the shader exports (RADV ac_get_cb_shader_mask for 32-bit formats). */
export function cbShaderMask(colFormat: number): number {
  let mask = 0;
  for (let mrt = 0; mrt < 8; mrt++) if (((colFormat >>> (4 * mrt)) & 0xf) !== 0) mask |= 0xf << (4 * mrt);
  return mask >>> 0;
}

/**
 * Pixel-shader invocations per covered pixel (RADV radv_get_ps_iter_samples): ceil(minSampleShading ×
 * samples) with sample shading, every sample when the shader reads gl_SampleID or gl_SamplePosition.
 */
export function psIterSamples(s: FixedFunctionState, shaderReadsSampleId: boolean): number {
  if (shaderReadsSampleId) return s.samples;
  return s.sampleShading ? Math.max(1, Math.ceil(s.minSampleShading * s.samples)) : 1;
}

/** Fixed-function registers of the pipeline. */
export function fixedFunctionRegs(gfx: GfxLevel, s: FixedFunctionState, colFormat: number, shaderReadsSampleId = false): NamedRegWrite[] {
  const w: NamedRegWrite[] = [];
  w.push(regWrite(gfx, 'VGT_PRIMITIVE_TYPE', { PRIM_TYPE: PRIM_TYPE[s.topology] }));
  w.push(
    regWrite(gfx, 'PA_SU_SC_MODE_CNTL', {
      CULL_FRONT: s.cullMode === 'front' || s.cullMode === 'front-and-back' ? 1 : 0,
      CULL_BACK: s.cullMode === 'back' || s.cullMode === 'front-and-back' ? 1 : 0,
      // RADV: FACE = 1 when the front face is clockwise.
      FACE: s.frontFace === 'clockwise' ? 1 : 0,
    }),
  );
  w.push(
    regWrite(gfx, 'DB_DEPTH_CONTROL', {
      Z_ENABLE: s.depthTest ? 1 : 0,
      Z_WRITE_ENABLE: s.depthTest && s.depthWrite ? 1 : 0,
      ZFUNC: ZFUNC[s.depthTest ? s.depthCompare : 'always'],
    }),
  );
  // Sample shading; PA_SC_MODE_CNTL_1.PS_ITER_SAMPLE goes in with the draw's R8 rule (draw_setup.ts).
  const iter = psIterSamples(s, shaderReadsSampleId);
  w.push(regWrite(gfx, 'DB_EQAA', { PS_ITER_SAMPLES: Math.ceil(Math.log2(iter)) }));
  const mask = s.sampleMask & 0xffff;
  // PA_SC_AA_MASK holds the mask for each pixel of a 2x2 quad; popsim programs the same mask everywhere.
  const quadMask = (mask | (mask << 16)) >>> 0;
  w.push({ name: 'PA_SC_AA_MASK_X0Y0_X1Y0', value: quadMask }, { name: 'PA_SC_AA_MASK_X0Y1_X1Y1', value: quadMask });
  let targetMask = 0;
  for (let i = 0; i < 8; i++) {
    const b = s.blend[i];
    const bound = i < s.colorFormats.length;
    if (bound && b !== undefined) targetMask |= (b.colorWriteMask & 0xf) << (4 * i);
    w.push(
      b !== undefined && bound && b.blendEnable
        ? regWrite(gfx, `CB_BLEND${i}_CONTROL`, {
            ENABLE: 1,
            COLOR_SRCBLEND: BLEND_FACTOR[b.srcColorBlendFactor],
            COLOR_DESTBLEND: BLEND_FACTOR[b.dstColorBlendFactor],
            COLOR_COMB_FCN: COMB_FCN[b.colorBlendOp],
            SEPARATE_ALPHA_BLEND: 1,
            ALPHA_SRCBLEND: BLEND_FACTOR[b.srcAlphaBlendFactor],
            ALPHA_DESTBLEND: BLEND_FACTOR[b.dstAlphaBlendFactor],
            ALPHA_COMB_FCN: COMB_FCN[b.alphaBlendOp],
          })
        : { name: `CB_BLEND${i}_CONTROL`, value: 0 },
    );
  }
  w.push({ name: 'CB_TARGET_MASK', value: targetMask >>> 0 });
  w.push({ name: 'CB_SHADER_MASK', value: cbShaderMask(colFormat) });
  w.push(regWrite(gfx, 'CB_COLOR_CONTROL', { MODE: s.colorFormats.length > 0 ? 'CB_NORMAL' : 'CB_DISABLE', ROP3: 0xcc }));
  return w;
}

/** True when a colour attachment blends with a non-zero write mask (R3's GFX11 blending override input). */
export function blendEnabled(s: FixedFunctionState): boolean {
  return s.blend.some((b, i) => i < s.colorFormats.length && b.blendEnable && b.colorWriteMask !== 0);
}

/**
 * R8 input: the fixed-function result does not depend on primitive order — no colour writes and
 * no depth writes (assumption, docs/driver.md: a simpler test than RADV's former analysis).
 */
export function orderInvariantFixedFunction(s: FixedFunctionState): boolean {
  const colourWrites = s.blend.some((b, i) => i < s.colorFormats.length && b.colorWriteMask !== 0);
  return !colourWrites && !(s.depthTest && s.depthWrite);
}
