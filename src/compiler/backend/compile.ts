/**
 * compileShader: IR → machine code + register configuration. Phases:
 * divergence → isel (exec masks, out-of-SSA, POPS protocol) → schedule →
 * regalloc → lower_to_hw → insert_waitcnt → assemble.
 */
import { disassemble } from '../../isa/disassembler.js';
import type { Shader } from '../ir/ir.js';
import { computeArgLayout } from './abi.js';
import { computeVertexArgLayout } from './abi_vertex.js';
import { assembleBlocks } from './assemble.js';
import {
  rsrc1Value,
  rsrc2Value,
  shaderDbControl,
  rsrc1VsValue,
  SPI_SHADER_4COMP,
  type ShaderConfig,
} from './config.js';
import { analyzeDivergence } from '../passes/divergence.js';
import { BackendError } from './errors.js';
import { insertWaitcnt } from './insert_waitcnt.js';
import { selectInstructions } from './isel.js';
import { lowerToHw } from './lower_to_hw.js';
import { successors } from './mir.js';
import { inapplicablePopsDebugSwitches, INTRAWAVE_COLLISION_LEVELS, type CompileOptions } from './options.js';
import { allocateRegisters } from './regalloc.js';
import { optCombineValu } from './opt_combine_valu.js';
import { schedule } from './schedule.js';

export interface CompiledShader {
  readonly code: Uint32Array;
  readonly disassembly: string;
  readonly config: ShaderConfig;
}

/** Options that mean nothing on the target are errors, not silently ignored (POPS_DEBUG_SWITCH_LEVELS). */
function checkOptions(options: CompileOptions): void {
  const gfx = options.target.gfx;
  const inapplicable = inapplicablePopsDebugSwitches(options.debug, gfx);
  if (inapplicable.length > 0) {
    throw new BackendError('invalid-input', 'CompileOptions.debug', `POPS debug switch ${inapplicable.join(', ')} has no meaning on ${gfx}`);
  }
  if (options.intrawaveCollisions === true && !INTRAWAVE_COLLISION_LEVELS.includes(gfx)) {
    throw new BackendError('invalid-input', 'CompileOptions.intrawaveCollisions', `intrawave collisions (S8) have no meaning on ${gfx}`);
  }
  const badLocations = (options.vertexInput?.instanceRateLocations ?? []).filter((loc) => !Number.isInteger(loc) || loc < 0);
  if (badLocations.length > 0) {
    throw new BackendError('invalid-input', 'CompileOptions.vertexInput', `instance-rate location ${badLocations.join(', ')} is not an attribute location (a non-negative integer)`);
  }
}

export function compileShader(shader: Shader, options: CompileOptions): CompiledShader {
  checkOptions(options);
  const { target } = options;
  if (shader.info.interlock?.granularity === 'shading-rate') {
    throw new BackendError('unsupported', 'interlock', 'shading-rate interlock is not supported (R9, R11)');
  }
  const gfx = target.gfx;
  const interlock = shader.info.interlock !== undefined;
  const loadCollision = interlock && gfx !== 'gfx11';
  // S8: GFX9–10.3 only (S10), and only when asked for (off by default).
  const loadIntrawave = loadCollision && options.intrawaveCollisions === true;
  const vertex = shader.info.stage === 'vertex';
  const args = vertex ? computeVertexArgLayout(shader, gfx, options.vertexInput) : computeArgLayout(shader, loadCollision, loadIntrawave);
  const div = analyzeDivergence(shader);
  const sel = selectInstructions(shader, options, div, args);
  optCombineValu(sel.program, gfx);
  schedule(sel.program, target);
  const alloc = allocateRegisters(sel.program, gfx);
  const blocks = lowerToHw(sel.program, alloc, target);
  const succs = sel.program.blocks.map((_, i) => successors(sel.program, i));
  insertWaitcnt(blocks, succs, {
    gfx,
    releaseAtDoneExport: interlock && gfx === 'gfx11',
    skipReleaseWait: options.debug?.noWaitBeforeDone === true,
  });
  const { code } = assembleBlocks(blocks, target);

  const vgprCount = Math.max(alloc.vgprsUsed, args.vgprArgCount, 1);
  // VCC is reserved on top of the allocated SGPRs (GFX9 RSRC1 counts it).
  const sgprCount = Math.max(alloc.sgprsUsed, args.sgprArgCount) + 2;
  const db = shaderDbControl(sel.exports.zFormat, sel.usesDiscard, shader.info.earlyFragmentTests);
  const vs = args.vertex;
  const params = sel.vertexExports?.paramLocations ?? [];
  const config: ShaderConfig = {
    stage: shader.info.stage,
    waveSize: target.wave64 ? 64 : 32,
    vgprCount,
    sgprCount,
    rsrc1: vs ? rsrc1VsValue(gfx, vgprCount, sgprCount, target.wave64, vs.vgprCompCnt) : rsrc1Value(gfx, vgprCount, sgprCount, target.wave64),
    rsrc2: rsrc2Value(args.userSgprCount, loadCollision, loadIntrawave),
    spiPsInputEna: args.psInputEna,
    spiPsInputAddr: args.psInputEna,
    spiShaderColFormat: sel.exports.colFormat >>> 0,
    spiShaderZFormat: sel.exports.zFormat,
    dbShaderControl: db,
    loadCollisionWaveId: loadCollision,
    loadIntrawaveCollision: loadIntrawave,
    userSgprs: args.userSgprs,
    userSgprCount: args.userSgprCount,
    primMaskSgpr: args.primMaskSgpr,
    collisionWaveIdSgpr: args.collisionWaveIdSgpr,
    intrawaveCollisionSgpr: args.intrawaveCollisionSgpr,
    dummyExport: sel.exports.dummy,
    primitiveIdAttribute: sel.primitiveIdAttribute,
    vertex: vs && {
      spiVsOutConfig: (Math.max(params.length, 1) - 1) << 1,
      spiShaderPosFormat: SPI_SHADER_4COMP,
      vgprCompCnt: vs.vgprCompCnt,
      paramLocations: params,
      vertexBuffersSgpr: vs.vertexBuffersSgpr,
      baseVertexSgpr: vs.baseVertexSgpr,
      startInstanceSgpr: vs.startInstanceSgpr,
      attributeRingSgpr: vs.attributeRingSgpr,
      attributeRingOffsetSgpr: vs.attributeRingOffsetSgpr,
    },
  };
  return { code, disassembly: disassemble(code, target), config };
}
