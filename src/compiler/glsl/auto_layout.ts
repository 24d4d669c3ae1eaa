/**
 * What popsim's OpenGL dialect assigned (opengl_dialect.ts), for the caller
 * that binds resources and links stages: which set/binding holds each
 * sampler, image and block, which holds the default uniform block and at
 * which std140 offsets its members are, and the locations of inputs and
 * outputs. The offsets are glslang's, read back from the SPIR-V (the
 * block's member Offset decorations), so popsim keeps no std140 rules of
 * its own.
 */
import { GlslError } from './errors.js';
import type { SpirvModule } from '../spirv/index.js';

export type GlslBindingKind = 'opaque' | 'uniform-block' | 'storage-block' | 'default-uniforms';

export interface GlslResourceBinding {
  /** The variable's name, or the block's name for blocks. */
  readonly name: string;
  readonly kind: GlslBindingKind;
  readonly set: number;
  readonly binding: number;
  /** popsim chose it (false: the source had a binding qualifier). */
  readonly assigned: boolean;
  /** Source line of the declaration. */
  readonly line: number;
}

export interface GlslLocation {
  readonly name: string;
  readonly location: number;
  /** Locations it takes (0 when the source gave the location: not counted). */
  readonly count: number;
  readonly assigned: boolean;
  readonly line: number;
}

export interface GlslDefaultUniform {
  readonly name: string;
  /** Byte offset in the default uniform block (std140). */
  readonly offset: number;
  readonly line: number;
}

export interface GlslAutoLayout {
  readonly dialect: 'opengl';
  /** Every sampler, image and block, and the default uniform block, in declaration order. */
  readonly resources: readonly GlslResourceBinding[];
  readonly inputs: readonly GlslLocation[];
  readonly outputs: readonly GlslLocation[];
  /** The block holding the loose uniforms, when there are any. */
  readonly defaultUniforms:
    | {
        readonly set: number;
        readonly binding: number;
        readonly members: readonly GlslDefaultUniform[];
      }
    | undefined;
}

/** The layout with the default block's member offsets taken from the compiled module. */
export function withDefaultUniformOffsets(layout: GlslAutoLayout, module: SpirvModule, blockName: string): GlslAutoLayout {
  const block = layout.defaultUniforms;
  if (block === undefined) return layout;
  const structId = [...module.names].find(([id, name]) => name === blockName && module.types.get(id)?.kind === 'struct')?.[0];
  const offsets = new Map<string, number>();
  for (const [member, name] of module.memberNames.get(structId ?? -1) ?? []) {
    const offset = module.memberDecorations.get(structId!)?.find((d) => d.member === member && d.name === 'Offset')?.args[0];
    if (offset !== undefined) offsets.set(name, offset);
  }
  const members = block.members.map((m) => {
    const offset = offsets.get(m.name);
    if (offset === undefined) throw new GlslError('internal', [], `the SPIR-V has no Offset for ${blockName}.${m.name}`);
    return { ...m, offset };
  });
  return { ...layout, defaultUniforms: { ...block, members } };
}
