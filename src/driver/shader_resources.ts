/**
 * What a compiled shader reads from the pipeline layout: the descriptor
 * bindings it uses (with the descriptor types that can back each use), the
 * push-constant bytes it reads, the stage inputs and outputs it touches, and
 * whether it writes memory. Pipeline creation checks this against the layout
 * and the device features, as the validation layers check SPIR-V against
 * VkPipelineLayout.
 */
import { forEachBlock } from '../compiler/ir/cfg.js';
import type { IntrinsicInstr, Shader } from '../compiler/ir/ir.js';

export type DescriptorType =
  | 'storage-image'
  | 'sampled-image'
  | 'combined-image-sampler'
  | 'storage-buffer'
  | 'uniform-buffer'
  | 'storage-texel-buffer'
  | 'uniform-texel-buffer';

export interface ResourceUse {
  readonly set: number;
  readonly binding: number;
  /** Descriptor types the shader's declaration is compatible with. */
  readonly accepts: readonly DescriptorType[];
  /** The intrinsic that uses it, for messages. */
  readonly op: string;
}

export interface ShaderResources {
  readonly uses: readonly ResourceUse[];
  /** One past the last push-constant byte read (0: none). */
  readonly pushConstantBytes: number;
  /** The shader stores to buffers or images (fragmentStoresAndAtomics). */
  readonly writesMemory: boolean;
  /** Highest input / output location + 1 (stage interface size in vec4s). */
  readonly inputLocations: number;
  readonly outputLocations: number;
  readonly readsInstanceIndex: boolean;
  /** gl_SampleID / gl_SamplePosition read: the shader runs once per sample (RADV's uses_sample_shading). */
  readonly readsSampleId: boolean;
}

function accepts(i: IntrinsicInstr): readonly DescriptorType[] | undefined {
  const buffer = i.index.dim === 'buffer';
  switch (i.op) {
    case 'load_ssbo':
    case 'store_ssbo':
    case 'ssbo_atomic':
      return ['storage-buffer'];
    case 'load_ubo':
      return ['uniform-buffer'];
    case 'image_load':
    case 'image_store':
    case 'image_atomic':
      return buffer ? ['storage-texel-buffer'] : ['storage-image'];
    case 'image_fetch':
    case 'fragment_mask_fetch':
    case 'fragment_fetch':
      return buffer ? ['uniform-texel-buffer'] : ['sampled-image', 'combined-image-sampler'];
    default:
      return undefined;
  }
}

const WRITES: ReadonlySet<string> = new Set(['store_ssbo', 'ssbo_atomic', 'image_store', 'image_atomic']);

export function shaderResources(shader: Shader): ShaderResources {
  const uses = new Map<string, ResourceUse>();
  let pushConstantBytes = 0;
  let writesMemory = false;
  let inputLocations = 0;
  let outputLocations = 0;
  let readsInstanceIndex = false;
  let readsSampleId = false;
  const consts = new Map<number, number>();
  for (const f of shader.functions) {
    forEachBlock(f.body, (block) => {
      for (const instr of block.instrs) {
        if (instr.kind === 'const') consts.set(instr.dest.id, instr.bits);
        if (instr.kind !== 'intrinsic') continue;
        const kinds = accepts(instr);
        if (kinds !== undefined) {
          const key = `${instr.index.set ?? 0}.${instr.index.binding ?? 0}`;
          if (!uses.has(key)) uses.set(key, { set: instr.index.set ?? 0, binding: instr.index.binding ?? 0, accepts: kinds, op: instr.op });
        }
        if (WRITES.has(instr.op)) writesMemory = true;
        // Push-constant loads read a dword at index.offset + src0; only constant offsets can be checked statically.
        if (instr.op === 'load_push_constant') {
          const dynamic = consts.get(instr.srcs[0]!.id) ?? 0;
          pushConstantBytes = Math.max(pushConstantBytes, (instr.index.offset ?? 0) + dynamic + 4);
        }
        if (instr.op === 'load_input') inputLocations = Math.max(inputLocations, (instr.index.location ?? 0) + 1);
        if (instr.op === 'store_output') outputLocations = Math.max(outputLocations, (instr.index.location ?? 0) + 1);
        if (instr.op === 'load_instance_index') readsInstanceIndex = true;
        if (instr.op === 'load_sample_id' || instr.op === 'load_sample_pos') readsSampleId = true;
      }
    });
  }
  return { uses: [...uses.values()], pushConstantBytes, writesMemory, inputLocations, outputLocations, readsInstanceIndex, readsSampleId };
}
