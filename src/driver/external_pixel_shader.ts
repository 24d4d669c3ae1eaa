/**
 * A pixel shader given as machine code instead of SPIR-V (third-party code:
 * a RADV/ACO listing, an assembly text, or words) plus its interface — what a
 * compiler would have told the driver. What the code itself shows is derived
 * (NUM_INTERP from the attributes it reads, whether it writes memory; the
 * SGPR/VGPR counts from a RADV dump's statistics), the rest must be given and
 * is checked for consistency. The result has the shape of a compiled shader
 * (code, register configuration, gathered info), so the driver programs its
 * registers with the same code as for popsim's own shaders.
 */
import { rsrc1Value, rsrc2Value, shaderDbControl, type ShaderConfig } from '../compiler/backend/index.js';
import type { CompiledShaderInfo } from '../compiler/compile.js';
import type { InterlockMode } from '../compiler/ir/ir.js';
import { disassemble } from '../isa/disassembler.js';
import type { Target } from '../isa/gfx_level.js';
import type { DecodedInstruction } from '../isa/instruction.js';
import { CODE_POPS_EXITING_WAVE_ID } from '../isa/operand.js';
import { MSG_ORDERED_PS_DONE } from '../isa/fields/sendmsg.js';
import { PS_INPUT_WIDTHS } from '../isa/ps_inputs.js';
import { PIXEL_SHADER } from '../isa/radv_dump.js';
import {
  checkUserSgprCount,
  descriptorSetSgprs,
  invalidMember,
  machineCodeWords,
  registerCount,
  writesMemory,
  type MachineCodeDescriptorSet,
  type ShaderBinary,
} from './machine_code_interface.js';

export interface MachineCodePixelShader {
  /** Words, or assembly text (labels allowed), or a RADV dump (its "Pixel Shader" disassembly, ACO's encoding conventions). */
  readonly code: Uint32Array | string;
  /** VGPRs / SGPRs the code uses (RSRC1); taken from a RADV dump's statistics when absent. */
  readonly vgprs?: number;
  readonly sgprs?: number;
  /** SPI_PS_INPUT_ENA: the VGPR inputs, packed from v0 in bit order. */
  readonly spiPsInputEna: number;
  /** SPI_PS_INPUT_ADDR (default: the ENA value). */
  readonly spiPsInputAddr?: number;
  /** RSRC2.USER_SGPR: the SPI puts PRIM_MASK right after the user SGPRs, then COLLISION_WAVEID when loaded. */
  readonly userSgprCount: number;
  readonly descriptorSets?: readonly MachineCodeDescriptorSet[];
  /** SPI_SHADER_COL_FORMAT (4 bits per MRT; default 0: no colour export). */
  readonly colorFormat?: number;
  /** The code discards (DB_SHADER_CONTROL.KILL_ENABLE). */
  readonly discards?: boolean;
  /** The interlock the code implements with POPS (the driver sets the POPS registers from it); absent: none. */
  readonly interlock?: InterlockMode;
  /** The code reads COLLISION_WAVEID (RSRC2.LOAD_COLLISION_WAVEID); default: with an interlock on GFX9–10.3 (S1). */
  readonly loadsCollisionWaveId?: boolean;
  /** The shader forces per-sample shading (reads gl_SampleID); default false. */
  readonly readsSampleId?: boolean;
}

const invalid = invalidMember('MachineCodePixelShader');

function inputVgprCount(ena: number): number {
  let n = 0;
  for (let bit = 0; bit < 16; bit++) if (ena & (1 << bit)) n += PS_INPUT_WIDTHS[bit]!;
  return n;
}

/** NUM_INTERP the code needs: one past the highest attribute it interpolates or loads. */
function attributesRead(code: readonly DecodedInstruction[]): number {
  return Math.max(0, ...code.filter((i) => i.mods.attr !== undefined).map((i) => i.mods.attr! + 1));
}

/** The code runs the GFX9–10.3 POPS protocol: it reads the exiting wave ID or sends ORDERED_PS_DONE (S5, S9). */
function runsPopsProtocol(code: readonly DecodedInstruction[]): boolean {
  return code.some(
    (i) =>
      i.operands.some((op) => op.kind === 'reg' && op.code === CODE_POPS_EXITING_WAVE_ID) ||
      (i.op === 's_sendmsg' && i.operands[0]?.kind === 'imm' && (i.operands[0].value & 0xf) === MSG_ORDERED_PS_DONE),
  );
}

/** The machine code, checked, with the configuration and info a compiled pixel shader has. */
export function machineCodePixelShader(shader: MachineCodePixelShader, target: Target): ShaderBinary {
  const gfx = target.gfx;
  const { words, decoded, stats } = machineCodeWords(shader.code, target, PIXEL_SHADER, invalid);
  const ena = shader.spiPsInputEna;
  if (!Number.isInteger(ena) || ena <= 0 || ena >= 1 << 16) throw invalid('spiPsInputEna', `0x${Number(ena).toString(16)} is not a 16-bit input mask`);
  // The SPI needs a barycentric input (PERSP_* or LINEAR_*) enabled.
  if ((ena & 0x7f) === 0) throw invalid('spiPsInputEna', `0x${ena.toString(16)} enables no PERSP_* or LINEAR_* input (bits 0-6); the hardware needs one`);
  const addr = shader.spiPsInputAddr ?? ena;
  if (!Number.isInteger(addr) || (addr & ena) !== ena) throw invalid('spiPsInputAddr', `0x${Number(addr).toString(16)} must include every SPI_PS_INPUT_ENA bit (0x${ena.toString(16)})`);
  checkUserSgprCount(shader.userSgprCount, invalid);
  const interlock = shader.interlock;
  if (interlock !== undefined && interlock.granularity === 'shading-rate') throw invalid('interlock', 'shading-rate interlock is not supported (R9, R11)');
  if (interlock === undefined && gfx !== 'gfx11' && runsPopsProtocol(decoded)) {
    throw invalid('interlock', 'not given, but the code runs the POPS protocol (src_pops_exiting_wave_id or MSG_ORDERED_PS_DONE): without it the driver would not enable POPS (R1)');
  }
  const loadCollision = shader.loadsCollisionWaveId ?? (interlock !== undefined && gfx !== 'gfx11');
  if (loadCollision && gfx === 'gfx11') throw invalid('loadsCollisionWaveId', 'GFX11 has no COLLISION_WAVEID (S1)');
  if (loadCollision && interlock === undefined) throw invalid('loadsCollisionWaveId', 'COLLISION_WAVEID is loaded only for a shader with an interlock');
  const sgprArgs = shader.userSgprCount + 1 + (loadCollision ? 1 : 0);
  const vgprs = registerCount(shader.vgprs, stats?.vgprs, 'vgprs', 256, invalid);
  const sgprs = registerCount(shader.sgprs, stats?.sgprs, 'sgprs', 128, invalid);
  if (vgprs < inputVgprCount(ena)) throw invalid('vgprs', `${vgprs} VGPRs cannot hold the ${inputVgprCount(ena)} input VGPRs SPI_PS_INPUT_ENA 0x${ena.toString(16)} loads`);
  if (sgprs < sgprArgs) throw invalid('sgprs', `${sgprs} SGPRs cannot hold the ${sgprArgs} argument SGPRs (user SGPRs, PRIM_MASK${loadCollision ? ', COLLISION_WAVEID' : ''})`);
  const colorFormat = shader.colorFormat ?? 0;
  if (!Number.isInteger(colorFormat) || colorFormat < 0 || colorFormat >= 2 ** 32) throw invalid('colorFormat', `${colorFormat} is not a SPI_SHADER_COL_FORMAT value`);
  const config: ShaderConfig = {
    stage: 'fragment',
    waveSize: target.wave64 ? 64 : 32,
    vgprCount: vgprs,
    sgprCount: sgprs,
    rsrc1: rsrc1Value(gfx, vgprs, sgprs, target.wave64),
    rsrc2: rsrc2Value(shader.userSgprCount, loadCollision, false),
    spiPsInputEna: ena,
    spiPsInputAddr: addr,
    spiShaderColFormat: colorFormat >>> 0,
    spiShaderZFormat: 0,
    dbShaderControl: shaderDbControl(0, shader.discards === true, false),
    loadCollisionWaveId: loadCollision,
    loadIntrawaveCollision: false,
    userSgprs: descriptorSetSgprs(shader.descriptorSets, shader.userSgprCount, new Set(), invalid),
    userSgprCount: shader.userSgprCount,
    primMaskSgpr: shader.userSgprCount,
    collisionWaveIdSgpr: loadCollision ? shader.userSgprCount + 1 : undefined,
    intrawaveCollisionSgpr: undefined,
    dummyExport: colorFormat === 0,
    primitiveIdAttribute: undefined,
    vertex: undefined,
  };
  const info: CompiledShaderInfo = {
    stage: 'fragment',
    interlock,
    earlyFragmentTests: false,
    originUpperLeft: true,
    depthReplacing: false,
    sampleShading: shader.readsSampleId === true,
    // The bindings the code reads are not known: the pipeline layout is not checked against them.
    resources: [],
    pushConstantBytes: 0,
    writesMemory: writesMemory(decoded),
    inputLocations: attributesRead(decoded),
    outputLocations: 0,
    readsSampleId: shader.readsSampleId === true,
  };
  return { code: words, disassembly: disassemble(words, target), config, info };
}
