/**
 * Module-scope variables as the front end sees them: pointers into locals
 * (Function, Private, Output), stage inputs and builtins, buffers, and image
 * descriptors — with the access flags from Coherent/Volatile/NonWritable/
 * NonReadable/Restrict decorations (S11: the interlock resource is coherent).
 */
import {
  ACCESS_COHERENT, ACCESS_NON_READABLE, ACCESS_NON_WRITABLE, ACCESS_RESTRICT, ACCESS_VOLATILE,
  type ImageDim, type ImageFormat, type IntrinsicOp,
} from '../ir/intrinsics.js';
import { BUILT_INS, enumName } from '../spirv/enums.js';
import type { SpirvDecoration, SpirvVariable } from '../spirv/module.js';
import type { Translator } from './context.js';
import type { ImageRes, InputSlot, OutputSlot } from './pointers.js';

const ACCESS_BITS: readonly (readonly [string, number])[] = [
  ['Coherent', ACCESS_COHERENT], ['Volatile', ACCESS_VOLATILE], ['NonWritable', ACCESS_NON_WRITABLE],
  ['NonReadable', ACCESS_NON_READABLE], ['Restrict', ACCESS_RESTRICT],
];

export function accessOf(decorations: readonly SpirvDecoration[] | undefined): number {
  let access = 0;
  for (const [name, bit] of ACCESS_BITS) if (decorations?.some((d) => d.name === name)) access |= bit;
  return access;
}

export function decoration(t: Translator, id: number, name: string): number | undefined {
  return t.module.decorations.get(id)?.find((d) => d.name === name)?.args[0];
}

export function memberDecoration(t: Translator, struct: number, member: number, name: string): number | undefined {
  return t.module.memberDecorations.get(struct)?.find((d) => d.member === member && d.name === name)?.args[0];
}

export function hasMemberDecoration(t: Translator, struct: number, member: number, name: string): boolean {
  return t.module.memberDecorations.get(struct)?.some((d) => d.member === member && d.name === name) ?? false;
}

/** SPIR-V ImageFormat enumerants the IR names. */
const FORMATS: ReadonlyMap<number, ImageFormat> = new Map([
  [0, 'unknown'], [1, 'rgba32f'], [2, 'rgba16f'], [3, 'r32f'], [4, 'rgba8'], [24, 'r32i'], [30, 'rgba32ui'],
  [32, 'rgba8ui'], [33, 'r32ui'], [35, 'rg32ui'],
]);

/** Image descriptor of a UniformConstant variable of image or sampled-image type. */
export function imageRes(t: Translator, v: SpirvVariable, typeId: number): ImageRes {
  let ty = t.type(typeId);
  if (ty.kind === 'sampled-image') ty = t.type(ty.image);
  if (ty.kind !== 'image') return t.fail('type-mismatch', `%${typeId} is not an image type`);
  let dim: ImageDim | undefined;
  if (ty.dim === 0 && !ty.arrayed && !ty.multisampled) dim = '1d';
  else if (ty.dim === 1 && ty.multisampled && !ty.arrayed) dim = '2d_ms';
  else if (ty.dim === 1 && !ty.multisampled) dim = ty.arrayed ? '2d_array' : '2d';
  else if (ty.dim === 2 && !ty.arrayed && !ty.multisampled) dim = '3d';
  else if (ty.dim === 5 && !ty.arrayed && !ty.multisampled) dim = 'buffer';
  if (dim === undefined) t.unsupported(`image dimensionality ${ty.dim}${ty.arrayed ? ' arrayed' : ''}${ty.multisampled ? ' multisampled' : ''}`);
  const format = FORMATS.get(ty.format);
  if (format === undefined) t.unsupported(`image format ${ty.format}`);
  const sampled = t.type(ty.sampledType);
  if (sampled.kind !== 'int' && sampled.kind !== 'float') t.unsupported('images of void texel type');
  return {
    set: decoration(t, v.id, 'DescriptorSet') ?? 0,
    binding: decoration(t, v.id, 'Binding') ?? 0,
    dim,
    format,
    access: accessOf(t.module.decorations.get(v.id)),
    texel: t.scalarOf(ty.sampledType),
  };
}

const INPUT_BUILTINS: ReadonlyMap<number, IntrinsicOp> = new Map([
  [15, 'load_frag_coord'], [17, 'load_front_face'], [18, 'load_sample_id'], [19, 'load_sample_pos'],
  [20, 'load_sample_mask_in'], [23, 'is_helper_invocation'], [42, 'load_vertex_index'], [43, 'load_instance_index'],
  [7, 'load_primitive_id'], [36, 'load_subgroup_size'], [41, 'load_subgroup_invocation'],
]);

/** Builtins whose intrinsic takes a component index (vectors). */
const COMPONENT_BUILTINS: ReadonlySet<IntrinsicOp> = new Set(['load_frag_coord', 'load_sample_pos']);

function builtinInputSlots(t: Translator, builtin: number, typeId: number): InputSlot[] {
  const op = INPUT_BUILTINS.get(builtin);
  if (op === undefined) t.unsupported(`input builtin ${enumName(BUILT_INS, 'BuiltIn', builtin)} is not supported in a ${t.shader.info.stage} shader`);
  return t.flat(typeId).map((_, k) => ({ kind: 'builtin', op, component: COMPONENT_BUILTINS.has(op) ? k : undefined }));
}

/** Input slots of a stage input variable (locations assigned in declaration order, SPIR-V 2.16.2). */
export function inputSlots(t: Translator, v: SpirvVariable, typeId: number): InputSlot[] {
  const builtin = decoration(t, v.id, 'BuiltIn');
  if (builtin !== undefined) return builtinInputSlots(t, builtin, typeId);
  const ty = t.type(typeId);
  if (ty.kind === 'struct' && t.module.memberDecorations.get(typeId)?.some((d) => d.name === 'BuiltIn')) {
    return ty.members.flatMap((m, k) => builtinInputSlots(t, memberDecoration(t, typeId, k, 'BuiltIn') ?? -1, m));
  }
  const location = decoration(t, v.id, 'Location');
  if (location === undefined) t.unsupported(`input %${v.id} has neither Location nor BuiltIn`);
  const has = (name: string): boolean => t.module.decorations.get(v.id)?.some((d) => d.name === name) ?? false;
  // Vertex attributes are not interpolated.
  const vertex = t.shader.info.stage === 'vertex';
  const interp = vertex || has('Flat') ? 'flat' : has('NoPerspective') ? 'noperspective' : 'smooth';
  const sampleLocation = vertex ? 'center' : has('Sample') ? 'sample' : has('Centroid') ? 'centroid' : 'center';
  const out: InputSlot[] = [];
  assignLocations(t, typeId, location, decoration(t, v.id, 'Component') ?? 0, (loc, comp) =>
    out.push({ kind: 'input', location: loc, component: comp, interp, sampleLocation }),
  );
  return out;
}

const OUTPUT_BUILTINS: ReadonlyMap<number, (k: number) => OutputSlot> = new Map<number, (k: number) => OutputSlot>([
  [0, (k) => ({ kind: 'position', component: k })],
  [22, () => ({ kind: 'frag_depth' })],
  [20, () => ({ kind: 'sample_mask' })],
  [1, () => ({ kind: 'ignored' })],
  [3, () => ({ kind: 'ignored' })],
  [4, () => ({ kind: 'ignored' })],
]);

function builtinOutputSlots(t: Translator, builtin: number, typeId: number): OutputSlot[] {
  const make = OUTPUT_BUILTINS.get(builtin);
  if (make === undefined) t.unsupported(`output builtin ${enumName(BUILT_INS, 'BuiltIn', builtin)} is not supported in a ${t.shader.info.stage} shader`);
  return t.flat(typeId).map((_, k) => make(k));
}

export function outputSlots(t: Translator, v: SpirvVariable, typeId: number): OutputSlot[] {
  const builtin = decoration(t, v.id, 'BuiltIn');
  if (builtin !== undefined) return builtinOutputSlots(t, builtin, typeId);
  const ty = t.type(typeId);
  if (ty.kind === 'struct' && t.module.memberDecorations.get(typeId)?.some((d) => d.name === 'BuiltIn')) {
    return ty.members.flatMap((m, k) => builtinOutputSlots(t, memberDecoration(t, typeId, k, 'BuiltIn') ?? -1, m));
  }
  const location = decoration(t, v.id, 'Location');
  if (location === undefined) t.unsupported(`output %${v.id} has neither Location nor BuiltIn`);
  const out: OutputSlot[] = [];
  assignLocations(t, typeId, location, decoration(t, v.id, 'Component') ?? 0, (loc, comp) =>
    out.push({ kind: 'output', location: loc, component: comp }),
  );
  return out;
}

/** Calls `slot` for every scalar in flattened order; one location per scalar, vector or matrix column. */
function assignLocations(t: Translator, typeId: number, location: number, component: number, slot: (loc: number, comp: number) => void): number {
  const ty = t.type(typeId);
  switch (ty.kind) {
    case 'bool':
    case 'int':
    case 'float':
      t.scalarOf(typeId);
      slot(location, component);
      return location + 1;
    case 'vector':
      t.scalarOf(ty.component);
      for (let k = 0; k < ty.count; k++) slot(location, component + k);
      return location + 1;
    case 'matrix':
    case 'array': {
      const n = ty.kind === 'matrix' ? ty.columns : t.arrayLength(ty);
      const element = ty.kind === 'matrix' ? ty.column : ty.element;
      let loc = location;
      for (let k = 0; k < n; k++) loc = assignLocations(t, element, loc, component, slot);
      return loc;
    }
    case 'struct': {
      let loc = location;
      ty.members.forEach((m, k) => {
        loc = assignLocations(t, m, memberDecoration(t, typeId, k, 'Location') ?? loc, 0, slot);
      });
      return loc;
    }
    default:
      return t.unsupported(`stage interface variables of ${ty.kind} type`);
  }
}
