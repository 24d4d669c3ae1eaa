/**
 * The pixel-shader argument ABI (docs/compiler_backend.md, "ABI"): which
 * user SGPRs the driver loads, which system SGPRs and VGPRs the SPI loads,
 * in hardware order.
 *
 * SGPRs: user SGPRs first — one 64-bit pointer per descriptor set 0..N-1
 * (N = highest set used + 1), then a 64-bit push-constant pointer when the
 * shader reads push constants — then PRIM_MASK, then (GFX9–10.3, interlock
 * only) COLLISION_WAVEID (S1; RSRC2.LOAD_COLLISION_WAVEID), as RADV's
 * radv_shader_args.c declares them (prim_mask, then pops_collision_wave_id),
 * then (S8, the intrawaveCollisions option) INTRAWAVE_COLLISION. RADV never
 * loads it; popsim assumes the hardware order puts it after COLLISION_WAVEID
 * (as the GPU model's SPI, src/gpu/spi/wave_args.ts, does).
 *
 * VGPRs: the SPI_PS_INPUT_ENA inputs in bit order, each enabled input
 * taking its width (PERSP_* 2, PERSP_PULL_MODEL 3, LINEAR_* 2, others 1).
 */
import { forEachBlock } from '../ir/cfg.js';
import { PS_INPUT, PS_INPUT_WIDTHS, type PsInput } from '../../isa/ps_inputs.js';
import type { Shader } from '../ir/ir.js';


/**
 * A user SGPR argument. popsim's compiler passes 64-bit pointers (an SGPR
 * pair); `pointer32` is RADV's ABI (external machine code): one SGPR with the
 * low half of a set in the 32-bit descriptor window, whose high half the
 * shader materialises itself.
 */
export type UserSgpr =
  | { readonly kind: 'descriptor_set'; readonly set: number; readonly sgpr: number; readonly pointer32?: boolean }
  | { readonly kind: 'push_constants'; readonly sgpr: number };

/** Vertex-shader arguments (abi_vertex.ts); SGPR/VGPR numbers. */
export interface VertexArgs {
  readonly vertexBuffersSgpr: number | undefined;
  readonly baseVertexSgpr: number | undefined;
  readonly startInstanceSgpr: number | undefined;
  /** GFX11: varyings go to the attribute ring instead of param exports. */
  readonly attributeRingSgpr: number | undefined;
  /** GFX11 with varyings: the system SGPR after the user SGPRs holding the wave's byte offset into the attribute ring. */
  readonly attributeRingOffsetSgpr: number | undefined;
  /** Read attribute locations fetched at InstanceIndex (CompileOptions.vertexInput); the others at VertexIndex. */
  readonly instanceRateLocations: ReadonlySet<number>;
  /** v0 is always the vertex ID. */
  readonly instanceIdVgpr: number | undefined;
  readonly vgprCompCnt: number;
}

export interface ArgLayout {
  readonly userSgprs: readonly UserSgpr[];
  readonly userSgprCount: number;
  /** PRIM_MASK SGPR of a pixel shader; -1 for vertex shaders (they have none). */
  readonly primMaskSgpr: number;
  /** COLLISION_WAVEID SGPR (GFX9–10.3 with interlock). */
  readonly collisionWaveIdSgpr: number | undefined;
  /** INTRAWAVE_COLLISION SGPR (S8: GFX9–10.3, interlock, intrawaveCollisions option). */
  readonly intrawaveCollisionSgpr: number | undefined;
  readonly sgprArgCount: number;
  readonly psInputEna: number;
  /** First VGPR of each enabled input. */
  readonly inputVgpr: ReadonlyMap<PsInput, number>;
  readonly vgprArgCount: number;
  /** Set for vertex shaders only. */
  readonly vertex?: VertexArgs;
}

interface Usage {
  sets: number;
  pushConstants: boolean;
  inputs: Set<PsInput>;
}

function interpInput(interp: string | undefined, loc: string | undefined): PsInput | undefined {
  if (interp === 'flat') return undefined;
  const persp = interp !== 'noperspective';
  const where = loc === 'sample' ? 'SAMPLE' : loc === 'centroid' ? 'CENTROID' : 'CENTER';
  return `${persp ? 'PERSP' : 'LINEAR'}_${where}` as PsInput;
}

function scanUsage(shader: Shader): Usage {
  const u: Usage = { sets: 0, pushConstants: false, inputs: new Set() };
  forEachBlock(shader.entry.body, (block) => {
    for (const instr of block.instrs) {
      if (instr.kind !== 'intrinsic') continue;
      if (instr.index.set !== undefined) u.sets = Math.max(u.sets, instr.index.set + 1);
      switch (instr.op) {
        case 'load_push_constant':
          u.pushConstants = true;
          break;
        case 'load_input': {
          const input = interpInput(instr.index.interp, instr.index.sampleLocation);
          if (input) u.inputs.add(input);
          break;
        }
        case 'load_frag_coord':
          u.inputs.add((['POS_X_FLOAT', 'POS_Y_FLOAT', 'POS_Z_FLOAT', 'POS_W_FLOAT'] as const)[instr.index.component ?? 0]!);
          break;
        case 'load_sample_pos':
          u.inputs.add(instr.index.component === 1 ? 'POS_Y_FLOAT' : 'POS_X_FLOAT');
          break;
        case 'load_front_face':
          u.inputs.add('FRONT_FACE');
          break;
        case 'load_sample_id':
          u.inputs.add('ANCILLARY');
          break;
        case 'load_sample_mask_in':
          u.inputs.add('SAMPLE_COVERAGE');
          break;
        default:
          break;
      }
    }
  });
  return u;
}

export function computeArgLayout(shader: Shader, loadCollisionWaveId: boolean, loadIntrawaveCollision = false): ArgLayout {
  const usage = scanUsage(shader);
  const userSgprs: UserSgpr[] = [];
  let next = 0;
  for (let set = 0; set < usage.sets; set++, next += 2) userSgprs.push({ kind: 'descriptor_set', set, sgpr: next });
  if (usage.pushConstants) {
    userSgprs.push({ kind: 'push_constants', sgpr: next });
    next += 2;
  }
  const userSgprCount = next;
  const primMaskSgpr = next++;
  const collisionWaveIdSgpr = loadCollisionWaveId ? next++ : undefined;
  const intrawaveCollisionSgpr = loadIntrawaveCollision ? next++ : undefined;

  // The SPI needs at least one barycentric input enabled (RADV/ACO enable PERSP_CENTER then).
  const hasBary = [...usage.inputs].some((i) => i.startsWith('PERSP') || i.startsWith('LINEAR'));
  if (!hasBary) usage.inputs.add('PERSP_CENTER');
  let ena = 0;
  for (const i of usage.inputs) ena |= 1 << PS_INPUT[i];
  const inputVgpr = new Map<PsInput, number>();
  let v = 0;
  for (const [name, bit] of Object.entries(PS_INPUT) as [PsInput, number][]) {
    if (!(ena & (1 << bit))) continue;
    inputVgpr.set(name, v);
    v += PS_INPUT_WIDTHS[bit]!;
  }
  return { userSgprs, userSgprCount, primMaskSgpr, collisionWaveIdSgpr, intrawaveCollisionSgpr, sgprArgCount: next, psInputEna: ena, inputVgpr, vgprArgCount: v };
}
