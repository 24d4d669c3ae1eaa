/**
 * gather_info: what a shader uses, read off the optimised IR (Mesa's
 * nir_shader_gather_info) — the descriptor bindings it reaches and how it
 * declares them, the push-constant bytes it reads, its stage-interface sizes,
 * whether it writes memory, and the system values the driver programs for
 * (InstanceIndex, SampleId). An info pass: it reads the IR and changes nothing.
 * The front door (compile.ts) runs it after optimisation, so dead uses are
 * gone; the API checks the result against the pipeline layout and the device
 * features, as the validation layers check SPIR-V against VkPipelineLayout,
 * and the driver programs registers from it.
 */
import { forEachBlock } from '../ir/cfg.js';
import type { IntrinsicInstr, Shader } from '../ir/ir.js';

/**
 * How the shader declares a resource binding (the class of its SPIR-V
 * variable, as spirv-reflect reports it). A `sampled-image` use may be backed
 * by a sampled image or a combined image sampler: the IR does not keep which.
 */
export type ResourceKind =
  | 'storage-buffer'
  | 'uniform-buffer'
  | 'storage-image'
  | 'sampled-image'
  | 'storage-texel-buffer'
  | 'uniform-texel-buffer';

export interface ResourceUse {
  readonly set: number;
  readonly binding: number;
  readonly kind: ResourceKind;
  /** The first intrinsic that uses it, for messages. */
  readonly op: string;
}

export interface GatheredInfo {
  /** Descriptor bindings the shader uses, in first-use order, one entry per (set, binding). */
  readonly resources: readonly ResourceUse[];
  /** One past the last push-constant byte read (0: none). */
  readonly pushConstantBytes: number;
  /** The shader stores to buffers or images, or runs atomics on them (fragmentStoresAndAtomics). */
  readonly writesMemory: boolean;
  /** Highest input / output location + 1 (stage interface size in vec4s). */
  readonly inputLocations: number;
  readonly outputLocations: number;
  /** gl_SampleID / gl_SamplePosition read: the shader runs once per sample (RADV's uses_sample_shading). */
  readonly readsSampleId: boolean;
}

function kindOf(i: IntrinsicInstr): ResourceKind | undefined {
  const buffer = i.index.dim === 'buffer';
  switch (i.op) {
    case 'load_ssbo':
    case 'store_ssbo':
    case 'ssbo_atomic':
      return 'storage-buffer';
    case 'load_ubo':
      return 'uniform-buffer';
    case 'image_load':
    case 'image_store':
    case 'image_atomic':
      return buffer ? 'storage-texel-buffer' : 'storage-image';
    case 'image_fetch':
    case 'fragment_mask_fetch':
    case 'fragment_fetch':
      return buffer ? 'uniform-texel-buffer' : 'sampled-image';
    default:
      return undefined;
  }
}

const WRITES: ReadonlySet<string> = new Set(['store_ssbo', 'ssbo_atomic', 'image_store', 'image_atomic']);

export function gatherInfo(shader: Shader): GatheredInfo {
  const resources = new Map<string, ResourceUse>();
  let pushConstantBytes = 0;
  let writesMemory = false;
  let inputLocations = 0;
  let outputLocations = 0;
  let readsSampleId = false;
  const consts = new Map<number, number>();
  for (const f of shader.functions) {
    forEachBlock(f.body, (block) => {
      for (const instr of block.instrs) {
        if (instr.kind === 'const') consts.set(instr.dest.id, instr.bits);
        if (instr.kind !== 'intrinsic') continue;
        const kind = kindOf(instr);
        if (kind !== undefined) {
          const set = instr.index.set ?? 0;
          const binding = instr.index.binding ?? 0;
          const key = `${set}.${binding}`;
          if (!resources.has(key)) resources.set(key, { set, binding, kind, op: instr.op });
        }
        if (WRITES.has(instr.op)) writesMemory = true;
        // Push-constant loads read a dword at index.offset + src0; only constant offsets can be checked statically.
        if (instr.op === 'load_push_constant') {
          const dynamic = consts.get(instr.srcs[0]!.id) ?? 0;
          pushConstantBytes = Math.max(pushConstantBytes, (instr.index.offset ?? 0) + dynamic + 4);
        }
        if (instr.op === 'load_input') inputLocations = Math.max(inputLocations, (instr.index.location ?? 0) + 1);
        if (instr.op === 'store_output') outputLocations = Math.max(outputLocations, (instr.index.location ?? 0) + 1);
        if (instr.op === 'load_sample_id' || instr.op === 'load_sample_pos') readsSampleId = true;
      }
    });
  }
  return { resources: [...resources.values()], pushConstantBytes, writesMemory, inputLocations, outputLocations, readsSampleId };
}
