/**
 * The vertex-shader argument ABI (docs/compiler_backend.md, "Vertex
 * shaders"), RADV's choices for a legacy (non-NGG) VS:
 *
 * User SGPRs — descriptor-set pointers and the push-constant pointer as for
 * pixel shaders, then a 64-bit pointer to the vertex-buffer descriptor table
 * when the shader reads attributes (one 4-dword V# per attribute location,
 * RADV's AC_UD_VS_VERTEX_BUFFERS), on GFX11 a 64-bit attribute-ring pointer
 * when the shader has varyings, then BASE_VERTEX (when VertexIndex or a
 * per-vertex attribute is read) and START_INSTANCE (when InstanceIndex or an
 * instance-rate attribute is read), RADV's AC_UD_VS_BASE_VERTEX_START_INSTANCE.
 *
 * System SGPR — GFX11 with varyings only: the wave's byte offset into the
 * attribute ring, right after the user SGPRs. On hardware every NGG wave gets
 * it from the SPI: RADV declares `gs_attr_offset` among the merged ES/GS
 * system SGPRs on GFX11+ (radv_shader_args.c, where GFX10 has scratch_offset)
 * and radv_nir_lower_abi.c turns load_ring_attr_offset_amd into
 * gs_attr_offset[14:0] << 9 (512-byte units), which ac_nir's attribute-ring
 * stores (store_buffer_amd, selected by ACO as MUBUF) use as soffset.
 * **Assumption (popsim's legacy-VS-shaped GFX11 stage):** the system SGPR
 * follows the user SGPRs, as PRIM_MASK does for pixel shaders, and already
 * holds the byte offset (no 512-byte unit, no shift).
 *
 * VGPRs as the hardware VS stage loads them (RADV declare_vs_input_vgprs):
 * v0 = vertex ID (zero-based, without the base vertex); the instance ID is
 * v1 on GFX9 and v3 on GFX10+ (GFX10's v1/v2 are other IDs), so
 * RSRC1.VGPR_COMP_CNT is 1 / 3 when the instance ID is needed, else 0.
 * gl_VertexIndex = v0 + BASE_VERTEX, gl_InstanceIndex = instance ID + START_INSTANCE.
 * An instance-rate attribute (CompileOptions.vertexInput) is fetched at
 * gl_InstanceIndex (Vulkan without divisors), so it needs the instance ID
 * and START_INSTANCE even when the shader never reads gl_InstanceIndex.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { forEachBlock } from '../ir/cfg.js';
import type { Shader } from '../ir/ir.js';
import type { ArgLayout, UserSgpr, VertexArgs } from './abi.js';
import type { VertexInputKey } from './options.js';

export function computeVertexArgLayout(shader: Shader, gfx: GfxLevel, vertexInput: VertexInputKey | undefined): ArgLayout {
  const instanceRate = new Set(vertexInput?.instanceRateLocations ?? []);
  let sets = 0;
  let push = false;
  const attributeLocations = new Set<number>();
  let vertexIndex = false;
  let instanceIndex = false;
  let varyings = false;
  forEachBlock(shader.entry.body, (block) => {
    for (const i of block.instrs) {
      if (i.kind !== 'intrinsic') continue;
      if (i.index.set !== undefined) sets = Math.max(sets, i.index.set + 1);
      if (i.op === 'load_push_constant') push = true;
      if (i.op === 'load_input') attributeLocations.add(i.index.location ?? 0);
      if (i.op === 'load_vertex_index') vertexIndex = true;
      if (i.op === 'load_instance_index') instanceIndex = true;
      if (i.op === 'store_output') varyings = true;
    }
  });
  const instanceRateLocations = new Set([...attributeLocations].filter((loc) => instanceRate.has(loc)));
  const attributes = attributeLocations.size > 0;
  const needsVertexIndex = vertexIndex || attributeLocations.size > instanceRateLocations.size;
  const needsInstanceIndex = instanceIndex || instanceRateLocations.size > 0;
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
  const ringStores = gfx === 'gfx11' && varyings;
  const attributeRingSgpr = ringStores ? take(2) : undefined;
  const baseVertexSgpr = needsVertexIndex ? take(1) : undefined;
  const startInstanceSgpr = needsInstanceIndex ? take(1) : undefined;
  const userSgprCount = next;
  const attributeRingOffsetSgpr = ringStores ? take(1) : undefined;
  const instanceIdVgpr = needsInstanceIndex ? (gfx === 'gfx9' ? 1 : 3) : undefined;
  const vertex: VertexArgs = {
    vertexBuffersSgpr,
    baseVertexSgpr,
    startInstanceSgpr,
    attributeRingSgpr,
    attributeRingOffsetSgpr,
    instanceRateLocations,
    instanceIdVgpr,
    vgprCompCnt: instanceIdVgpr ?? 0,
  };
  return {
    userSgprs,
    userSgprCount,
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
