/**
 * A vertex shader given as machine code instead of SPIR-V, plus its interface
 * (docs/api.md "Machine-code vertex shaders"). It must be written for the
 * vertex stage popsim's GPU model runs: the legacy hardware VS (RADV's "Vertex
 * Shader as VS"; on GFX11 popsim's VS-shaped stage, docs/gpu_vertex.md) —
 * user SGPRs from s0, v0 the vertex ID, the instance ID in v1 (GFX9) or v3
 * (GFX10+), `exp pos0` and `exp paramN` (GFX11: attribute-ring stores). NGG
 * code (RADV's "as ESGS"/"as NGG" sections: merged ES/GS arguments, LDS,
 * `exp prim`) is refused: the model has no NGG stage. Derived from the code:
 * the parameter count (its `exp paramN`), that it exports a position. The
 * result has the shape of a compiled vertex shader, so the driver programs
 * the vertex stage and the user SGPRs with the same code as for its own.
 */
import { rsrc1VsValue, rsrc2Value, SPI_SHADER_4COMP, type ShaderConfig, type VertexShaderConfig } from '../compiler/backend/index.js';
import type { CompiledShaderInfo } from '../compiler/compile.js';
import { disassemble } from '../isa/disassembler.js';
import type { Target } from '../isa/gfx_level.js';
import type { DecodedInstruction } from '../isa/instruction.js';
import { DriverError } from './driver_error.js';
import {
  checkUserSgprCount,
  descriptorSetSgprs,
  invalidMember,
  machineCodeWords,
  placeUserSgprs,
  registerCount,
  writesMemory,
  type MachineCodeDescriptorSet,
  type ShaderBinary,
} from './machine_code_interface.js';

export interface MachineCodeVertexShader {
  /** Words, or assembly text (labels allowed), or a RADV dump (its "Vertex Shader as VS" disassembly, ACO's encoding conventions). */
  readonly code: Uint32Array | string;
  /** VGPRs / SGPRs the code uses (RSRC1); taken from a RADV dump's statistics when absent. */
  readonly vgprs?: number;
  readonly sgprs?: number;
  /** RSRC2.USER_SGPR: s0.. are loaded from SPI_SHADER_USER_DATA (on GFX11 the attribute-ring offset follows them). */
  readonly userSgprCount: number;
  readonly descriptorSets?: readonly MachineCodeDescriptorSet[];
  /** 64-bit pointer (SGPR pair) to the driver's vertex-buffer table: one V# per attribute location, 16 bytes apart. */
  readonly vertexBuffersSgpr?: number;
  /** BASE_VERTEX (firstVertex / vertexOffset): v0 is zero-based, the code adds it for gl_VertexIndex. */
  readonly baseVertexSgpr?: number;
  /** START_INSTANCE (firstInstance): the instance-ID VGPR is zero-based. */
  readonly startInstanceSgpr?: number;
  /** The code reads the instance ID (v1 on GFX9, v3 on GFX10+): RSRC1.VGPR_COMP_CNT. */
  readonly readsInstanceId?: boolean;
  /** The attribute location each parameter holds (param k = location paramLocations[k]); default 0, 1, … for the code's `exp paramN`. Required on GFX11 with parameters. */
  readonly paramLocations?: readonly number[];
  /** GFX11 with parameters: 64-bit pointer (SGPR pair) to the attribute ring's V#; the wave's byte offset into the ring is the SGPR after the user SGPRs. */
  readonly attributeRingSgpr?: number;
}

/** RADV's dump section of a legacy VS, the only vertex code the model runs. */
const VS_SECTION = 'Vertex Shader as VS';
const NGG_SECTION = /^Vertex Shader as (ESGS|NGG|LS)\s*\n\s*disasm:/m;
const TARGET_POS0 = 12;
const TARGET_PARAM0 = 32;
const TARGET_PRIM = 20;
const MAX_PARAMS = 32;

const invalid = invalidMember('MachineCodeVertexShader');

function unsupportedNgg(detail: string): DriverError {
  return new DriverError(
    'unsupported-shader-mode',
    'MachineCodeVertexShader.code',
    `${detail}: popsim's vertex stage runs only legacy hardware-VS code (RADV's "Vertex Shader as VS"; docs/gpu_vertex.md), not NGG's merged ES/GS waves (LDS, primitive export, GS thread arguments)`,
  );
}

function exportTargets(code: readonly DecodedInstruction[]): number[] {
  return code.filter((i) => i.op === 'exp' && i.mods.target !== undefined).map((i) => i.mods.target!);
}

function paramLocations(shader: MachineCodeVertexShader, targets: readonly number[], target: Target): number[] {
  const exported = Math.max(0, ...targets.filter((t) => t >= TARGET_PARAM0).map((t) => t - TARGET_PARAM0 + 1));
  const given = shader.paramLocations;
  if (given === undefined) return Array.from({ length: exported }, (_, k) => k);
  if (!Array.isArray(given) || given.length > MAX_PARAMS) throw invalid('paramLocations', `must be an array of at most ${MAX_PARAMS} locations`);
  given.forEach((l, k) => {
    if (!Number.isInteger(l) || l < 0 || l >= MAX_PARAMS) throw invalid('paramLocations', `param ${k}'s location ${l} is not 0..${MAX_PARAMS - 1}`);
    if (given.indexOf(l) !== k) throw invalid('paramLocations', `location ${l} is given twice`);
  });
  if (target.gfx !== 'gfx11' && given.length !== exported) {
    throw invalid('paramLocations', `${given.length} location(s) given, but the code exports ${exported} parameter(s) (exp param0..param${exported - 1})`);
  }
  return [...given];
}

/** The machine code, checked, with the configuration and info a compiled vertex shader has. */
export function machineCodeVertexShader(shader: MachineCodeVertexShader, target: Target): ShaderBinary {
  const gfx = target.gfx;
  const text = shader.code;
  if (typeof text === 'string' && NGG_SECTION.test(text) && !text.includes(VS_SECTION)) {
    throw unsupportedNgg(`the dump's vertex shader is '${NGG_SECTION.exec(text)![0].split('\n')[0]!.trim()}'`);
  }
  const { words, decoded, stats } = machineCodeWords(text, target, VS_SECTION, invalid);
  const targets = exportTargets(decoded);
  if (targets.includes(TARGET_PRIM)) throw unsupportedNgg('the code exports primitives (exp prim)');
  if (!targets.includes(TARGET_POS0)) throw invalid('code', 'has no exp pos0: the vertex stage needs a position for every vertex');
  checkUserSgprCount(shader.userSgprCount, invalid);
  const params = paramLocations(shader, targets, target);
  const taken = new Set<number>();
  const place = (sgpr: number | undefined, width: number, member: string): number | undefined => {
    if (sgpr !== undefined) placeUserSgprs(sgpr, width, member, member, shader.userSgprCount, taken, invalid);
    return sgpr;
  };
  const userSgprs = descriptorSetSgprs(shader.descriptorSets, shader.userSgprCount, taken, invalid);
  const vertexBuffersSgpr = place(shader.vertexBuffersSgpr, 2, 'vertexBuffersSgpr');
  const baseVertexSgpr = place(shader.baseVertexSgpr, 1, 'baseVertexSgpr');
  const startInstanceSgpr = place(shader.startInstanceSgpr, 1, 'startInstanceSgpr');
  const attributeRingSgpr = place(shader.attributeRingSgpr, 2, 'attributeRingSgpr');
  if (attributeRingSgpr !== undefined && gfx !== 'gfx11') throw invalid('attributeRingSgpr', `only GFX11 stores parameters to the attribute ring; ${gfx} exports them`);
  const ring = gfx === 'gfx11' && params.length > 0;
  if (ring && attributeRingSgpr === undefined) throw invalid('attributeRingSgpr', `not given, but the code has ${params.length} parameter(s), which GFX11 stores to the attribute ring`);
  // RADV declare_vs_input_vgprs, legacy VS: instance ID in v1 on GFX9, v3 on GFX10+.
  const vgprCompCnt = shader.readsInstanceId === true ? (gfx === 'gfx9' ? 1 : 3) : 0;
  const vgprs = registerCount(shader.vgprs, stats?.vgprs, 'vgprs', 256, invalid);
  const sgprs = registerCount(shader.sgprs, stats?.sgprs, 'sgprs', 128, invalid);
  if (vgprs < vgprCompCnt + 1) throw invalid('vgprs', `${vgprs} VGPRs cannot hold the vertex ID and the instance ID in v${vgprCompCnt}`);
  const sgprArgs = shader.userSgprCount + (ring ? 1 : 0);
  if (sgprs < sgprArgs) throw invalid('sgprs', `${sgprs} SGPRs cannot hold the ${sgprArgs} argument SGPRs`);
  const vertex: VertexShaderConfig = {
    spiVsOutConfig: (Math.max(params.length, 1) - 1) << 1,
    spiShaderPosFormat: SPI_SHADER_4COMP,
    vgprCompCnt,
    paramLocations: params,
    vertexBuffersSgpr,
    baseVertexSgpr,
    startInstanceSgpr,
    attributeRingSgpr,
    attributeRingOffsetSgpr: ring ? shader.userSgprCount : undefined,
  };
  const config: ShaderConfig = {
    stage: 'vertex',
    waveSize: target.wave64 ? 64 : 32,
    vgprCount: vgprs,
    sgprCount: sgprs,
    rsrc1: rsrc1VsValue(gfx, vgprs, sgprs, target.wave64, vgprCompCnt),
    rsrc2: rsrc2Value(shader.userSgprCount, false, false),
    spiPsInputEna: 0,
    spiPsInputAddr: 0,
    spiShaderColFormat: 0,
    spiShaderZFormat: 0,
    dbShaderControl: 0,
    loadCollisionWaveId: false,
    loadIntrawaveCollision: false,
    userSgprs,
    userSgprCount: shader.userSgprCount,
    primMaskSgpr: -1,
    collisionWaveIdSgpr: undefined,
    intrawaveCollisionSgpr: undefined,
    dummyExport: false,
    primitiveIdAttribute: undefined,
    vertex,
  };
  const info: CompiledShaderInfo = {
    stage: 'vertex',
    interlock: undefined,
    earlyFragmentTests: false,
    originUpperLeft: true,
    depthReplacing: false,
    sampleShading: false,
    // The bindings the code reads are not known: the pipeline layout is not checked against them.
    resources: [],
    pushConstantBytes: 0,
    // GFX11's attribute-ring stores are the stage's outputs, not shader memory writes.
    writesMemory: !ring && writesMemory(decoded),
    inputLocations: 0,
    outputLocations: Math.max(0, ...params.map((l) => l + 1)),
    readsSampleId: false,
  };
  return { code: words, disassembly: disassemble(words, target), config, info };
}
