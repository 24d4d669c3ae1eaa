/**
 * Builds a launched vertex wave's initial state from the vertex stage's
 * registers (draw_config.ts VsState) and its batch, as the hardware VS stage
 * loads it (RADV declare_vs_input_vgprs; docs/compiler_backend.md "Vertex
 * shaders"):
 *
 * SGPRs: the user SGPRs, then on GFX11 with parameters the wave's byte offset
 * into the attribute ring (assumption: after the user SGPRs; RADV's
 * gs_attr_offset comes before them, in 512-byte units, docs/gpu_vertex.md).
 * VGPRs: v0 the vertex ID; the instance ID in v1 (GFX9) or v3 (GFX10+) when
 * VGPR_COMP_CNT reaches it. EXEC: the batch's lanes.
 */
import { CODE_EXEC_HI, CODE_EXEC_LO } from '../../isa/operand.js';
import { Wave } from '../cu/wave.js';
import type { BuiltWave, EndedWaves, LaneMap } from './wave_args.js';
import type { VertexBatch } from './vertex_batch.js';
import type { DrawLaunch } from './wave_packer.js';
import { slabUint16, slabUint32 } from '../../common/typed_slab.js';

/** Vertex waves carry no pixels: their lane map is empty-coverage, zero samples (the wave pool's shape key). */
const VERTEX_SAMPLES = 0;

export function buildVertexWave(batch: VertexBatch, draw: DrawLaunch, uid: number, pool: EndedWaves): BuiltWave {
  const { vs, gfx } = draw.state;
  const target = draw.vsTarget;
  const waveSize = target.wave64 ? 64 : 32;
  const lds = new Uint32Array(1);
  const reused = pool.take(waveSize, vs.vgprCount, VERTEX_SAMPLES);
  let wave: Wave;
  let lanes: LaneMap;
  if (reused !== undefined) {
    reused.wave.reset({ uid, target, program: draw.vsProgram, vgprCount: vs.vgprCount, lds });
    wave = reused.wave;
    lanes = reused.lanes;
  } else {
    wave = new Wave({ uid, target, program: draw.vsProgram, vgprCount: vs.vgprCount, lds });
    lanes = { x: slabUint16(waveSize), y: slabUint16(waveSize), coverage: slabUint32(waveSize), samples: VERTEX_SAMPLES, zSample: new Float32Array(0) };
  }
  const s = wave.sgpr;
  const user = vs.userData;
  for (let i = 0; i < user.length; i++) s[i] = user[i]! >>> 0;
  if (vs.attributeRing !== undefined && vs.params > 0) s[user.length] = batch.slot * 16;
  s[CODE_EXEC_LO] = batch.execLo();
  s[CODE_EXEC_HI] = waveSize === 64 ? batch.execHi() : 0;
  const v = wave.vgpr;
  v.set(batch.vertexId.subarray(0, batch.lanes), 0);
  const instanceVgpr = gfx === 'gfx9' ? 1 : 3;
  if (vs.vgprCompCnt >= instanceVgpr) v.fill(batch.instance >>> 0, instanceVgpr * waveSize, instanceVgpr * waveSize + batch.lanes);
  return { wave, lanes };
}
