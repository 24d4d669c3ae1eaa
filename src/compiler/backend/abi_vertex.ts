/**
 * The vertex-shader argument ABI (docs/compiler_backend.md, "Vertex
 * shaders"), RADV's choices for a legacy (non-NGG) VS:
 *
 * SGPRs: user SGPRs only — descriptor-set pointers and the push-constant
 * pointer as for pixel shaders, then a 64-bit pointer to the vertex-buffer
 * descriptor table when the shader reads attributes (one 4-dword V# per
 * attribute location, RADV's AC_UD_VS_VERTEX_BUFFERS), on GFX11 a 64-bit
 * attribute-ring pointer when the shader has varyings, then BASE_VERTEX
 * (when VertexIndex or an attribute is read) and START_INSTANCE (when
 * InstanceIndex is read), RADV's AC_UD_VS_BASE_VERTEX_START_INSTANCE.
 *
 * VGPRs as the hardware VS stage loads them (RADV declare_vs_input_vgprs):
 * v0 = vertex ID (zero-based, without the base vertex); the instance ID is
 * v1 on GFX9 and v3 on GFX10+ (GFX10's v1/v2 are other IDs), so
 * RSRC1.VGPR_COMP_CNT is 1 / 3 when InstanceIndex is read, else 0.
 * gl_VertexIndex = v0 + BASE_VERTEX, gl_InstanceIndex = instance ID + START_INSTANCE.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { forEachBlock } from '../ir/cfg.js';
import type { Shader } from '../ir/ir.js';
import type { ArgLayout, UserSgpr, VertexArgs } from './abi.js';

export function computeVertexArgLayout(shader: Shader, gfx: GfxLevel): ArgLayout {
  let sets = 0;
  let push = false;
  let attributes = false;
  let vertexIndex = false;
  let instanceIndex = false;
  let varyings = false;
  forEachBlock(shader.entry.body, (block) => {
    for (const i of block.instrs) {
      if (i.kind !== 'intrinsic') continue;
      if (i.index.set !== undefined) sets = Math.max(sets, i.index.set + 1);
      if (i.op === 'load_push_constant') push = true;
      if (i.op === 'load_input') attributes = true;
      if (i.op === 'load_vertex_index') vertexIndex = true;
      if (i.op === 'load_instance_index') instanceIndex = true;
      if (i.op === 'store_output') varyings = true;
    }
  });
  const userSgprs: UserSgpr[] = [];
  let next = 0;
  for (let set = 0; set < sets; set++, next += 2) userSgprs.push({ kind: 'descriptor_set', set, sgpr: next });
  if (push) {
    userSgprs.push({ kind: 'push_constants', sgpr: next });
    next += 2;
  }
  const take = (n: number): number => {
    const s = next;
    next += n;
    return s;
  };
  // 64-bit pointers first, so they stay even-aligned as SMEM needs.
  const vertexBuffersSgpr = attributes ? take(2) : undefined;
  const attributeRingSgpr = gfx === 'gfx11' && varyings ? take(2) : undefined;
  const baseVertexSgpr = attributes || vertexIndex ? take(1) : undefined;
  const startInstanceSgpr = instanceIndex ? take(1) : undefined;
  const instanceIdVgpr = instanceIndex ? (gfx === 'gfx9' ? 1 : 3) : undefined;
  const vertex: VertexArgs = {
    vertexBuffersSgpr,
    baseVertexSgpr,
    startInstanceSgpr,
    attributeRingSgpr,
    instanceIdVgpr,
    vgprCompCnt: instanceIdVgpr ?? 0,
  };
  return {
    userSgprs,
    userSgprCount: next,
    primMaskSgpr: -1,
    collisionWaveIdSgpr: undefined,
    intrawaveCollisionSgpr: undefined,
    sgprArgCount: next,
    psInputEna: 0,
    inputVgpr: new Map(),
    vgprArgCount: (instanceIdVgpr ?? 0) + 1,
    vertex,
  };
}
