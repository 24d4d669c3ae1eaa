/**
 * The interface RADV gives its compile of a conformance case's fragment
 * shader (the CTS GLSL through Mesa's ACO), so the GPU model can run ACO's
 * machine code for that case (MachineCodePixelShader). RADV's pixel-shader
 * ABI (radv_shader_args.c): s[0:1] the scratch/ring offsets RADV always
 * reserves, s2 the 32-bit pointer to set 0 (its high half is materialised by
 * the code: `s_movk_i32 s3, 0x8000`), then the SPI's PRIM_MASK (s3) and, with
 * an interlock on GFX9–10.3, COLLISION_WAVEID (s4). VGPR inputs: PERSP_CENTER
 * (the SPI needs one barycentric input), ANCILLARY, SAMPLE_COVERAGE when the
 * shader reads gl_SampleMaskIn (cases with one word per pixel), POS_FIXED_PT
 * (ACO's integer gl_FragCoord.xy) — the registers ACO's listings read:
 * v2 = ANCILLARY (sample ID in bits 11:8), v3 = SAMPLE_COVERAGE, then POS_FIXED_PT.
 * RADV also links the stages: nir_opt_varyings moves the flat varying's
 * `primID * bitsPerQuad` into the vertex shader, so the code reads the product.
 */
import type { MachineCodePixelShader } from '../../api/index.js';
import { PS_INPUT, type PsInput } from '../../isa/ps_inputs.js';
import type { MachineCodeProgram } from './api_runner.js';
import { bitsPerQuad, interlockModeOf, perSampleWords, type InterlockCase } from './cases.js';
import { streamVertexShaderGlsl } from './shaders.js';

/** s[0:1] ring offsets + s2 (set 0). */
const RADV_USER_SGPRS = 3;
const SET0_SGPR = 2;

/**
 * ACO's code for case `c` (a RADV dump, assembly or words) with RADV's interface, and the vertex
 * shader RADV linked it with: the fragment shader's `primID * bitsPerQuad` moved into it.
 */
export function radvCaseProgram(c: InterlockCase, code: Uint32Array | string): MachineCodeProgram {
  return { fragment: radvCaseShaderInterface(c, code), vertexShaderGlsl: streamVertexShaderGlsl(bitsPerQuad(c)) };
}

function radvCaseShaderInterface(c: InterlockCase, code: Uint32Array | string): MachineCodePixelShader {
  const perSample = perSampleWords(c);
  const inputs: readonly PsInput[] = ['PERSP_CENTER', 'ANCILLARY', ...(perSample ? [] : (['SAMPLE_COVERAGE'] as const)), 'POS_FIXED_PT'];
  return {
    code,
    spiPsInputEna: inputs.reduce((ena, name) => ena | (1 << PS_INPUT[name]), 0),
    userSgprCount: RADV_USER_SGPRS,
    descriptorSets: [{ set: 0, sgpr: SET0_SGPR, pointer32: true }],
    discards: c.killOdd,
    interlock: interlockModeOf(c),
    // gl_SampleID makes it run per sample.
    readsSampleId: perSample,
  };
}
