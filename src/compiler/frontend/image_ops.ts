/**
 * Images: storage-image read/write/atomics (image_load/image_store/
 * image_atomic through OpImageTexelPointer), texel fetches from sampled
 * images (image_fetch, with the Sample operand for multisampled images, M2)
 * and the AMD fragment-mask fetches (M1). Sampling with filtering, gathers and
 * queries have no IR intrinsic and are 'unsupported-instruction'.
 */
import type { ImageDim } from '../ir/intrinsics.js';
import type { Value } from '../ir/ir.js';
import type { SpirvInstruction } from '../spirv/module.js';
import type { Translator } from './context.js';
import { ptrOf } from './memory.js';
import type { ImageRes } from './pointers.js';

const COORDS: Readonly<Record<ImageDim, number>> = { '1d': 1, buffer: 1, '2d': 2, '2d_ms': 2, '2d_array': 3, '3d': 3 };

interface ImageOperands {
  readonly lod: number | undefined;
  readonly sample: number | undefined;
}

/** Image operands starting at operand `at` (mask, then ids in increasing bit order). */
function imageOperands(t: Translator, inst: SpirvInstruction, at: number): ImageOperands {
  const o = inst.operands;
  if (o.length <= at) return { lod: undefined, sample: undefined };
  const mask = o[at]!;
  let k = at + 1;
  let lod: number | undefined;
  let sample: number | undefined;
  for (let bit = 1; bit <= mask && bit !== 0; bit = (bit << 1) >>> 0) {
    if (!(mask & bit)) continue;
    if (bit === 0x2) lod = o[k++];
    else if (bit === 0x40) sample = o[k++];
    else if (bit === 0x100 || bit === 0x200) k++; // MakeTexelAvailable/Visible: scope id (coherence comes from decorations)
    else if (bit === 0x400 || bit === 0x800 || bit === 0x4000) continue; // NonPrivate, Volatile, Nontemporal
    else t.unsupported(`${inst.name} image operand 0x${bit.toString(16)}`);
  }
  return { lod, sample };
}

function image(t: Translator, id: number): ImageRes {
  return t.fn.images.get(id) ?? t.fail('type-mismatch', `%${id} is not a loaded image`);
}

/** Coordinates (and the sample index of multisampled images) as intrinsic sources. */
function coords(t: Translator, img: ImageRes, coordId: number, sample: number | undefined): Value[] {
  const c = t.vals(coordId);
  const n = COORDS[img.dim];
  if (c.length < n || c.slice(0, n).some((v) => v.type !== 'i32')) t.fail('type-mismatch', `coordinates of a ${img.dim} image must be ${n} integers`);
  const out = c.slice(0, n);
  if (img.dim === '2d_ms') {
    if (sample === undefined) t.fail('bad-operand', 'multisampled image access without a Sample operand');
    out.push(t.scalar(sample, 'i32'));
  }
  return out;
}

function requireLodZero(t: Translator, lod: number | undefined): void {
  if (lod === undefined) return;
  const c = t.module.constants.get(lod);
  if (c?.kind === 'scalar' && !c.spec && c.words[0] === 0) return;
  if (c?.kind === 'null') return;
  t.unsupported('texel fetch from a mip level other than constant 0');
}

export function translateImage(t: Translator, inst: SpirvInstruction): boolean {
  const o = inst.operands;
  switch (inst.name) {
    case 'OpSampledImage':
    case 'OpImage':
      t.fn.images.set(inst.result, image(t, o[0]!));
      return true;
    case 'OpImageRead':
    case 'OpImageFetch': {
      const img = image(t, o[0]!);
      const ops = imageOperands(t, inst, 2);
      requireLodZero(t, ops.lod);
      const srcs = coords(t, img, o[1]!, ops.sample);
      const n = t.flat(inst.resultType).length;
      const { set, binding, dim, format, access } = img;
      const dests = inst.name === 'OpImageRead'
        ? t.b.intrinsic('image_load', srcs, { set, binding, dim, format, access }, [img.texel, img.texel, img.texel, img.texel])
        : t.b.intrinsic('image_fetch', srcs, { set, binding, dim }, [img.texel, img.texel, img.texel, img.texel]);
      t.define(inst, dests.slice(0, n));
      return true;
    }
    case 'OpImageWrite': {
      const img = image(t, o[0]!);
      const ops = imageOperands(t, inst, 3);
      const srcs = coords(t, img, o[1]!, ops.sample);
      const texel = t.vals(o[2]!);
      if (texel.length > 4 || texel.some((v) => v.type !== img.texel)) t.fail('type-mismatch', `texel must be up to 4 ${img.texel} values`);
      const data = [...texel];
      while (data.length < 4) data.push(t.imm(img.texel, 0));
      const { set, binding, dim, format, access } = img;
      t.b.intrinsic('image_store', [...srcs, ...data], { set, binding, dim, format, access });
      return true;
    }
    case 'OpImageTexelPointer': {
      const ptr = ptrOf(t, o[0]!);
      if (ptr.kind !== 'image') return t.fail('type-mismatch', 'OpImageTexelPointer on a non-image pointer');
      const srcs = coords(t, ptr.image, o[1]!, ptr.image.dim === '2d_ms' ? o[2]! : undefined);
      const rt = t.type(inst.resultType);
      if (rt.kind !== 'pointer') return t.fail('type-mismatch', 'OpImageTexelPointer result is not a pointer');
      t.fn.ptrs.set(inst.result, { kind: 'texel', image: ptr.image, coords: srcs, type: rt.pointee });
      return true;
    }
    case 'OpFragmentMaskFetchAMD':
    case 'OpFragmentFetchAMD': {
      const img = image(t, o[0]!);
      const c = t.vals(o[1]!);
      const n = img.dim === '2d_array' ? 3 : 2;
      if (img.dim !== '2d_ms' && img.dim !== '2d_array') t.fail('type-mismatch', `${inst.name} needs a multisampled image`);
      if (c.length < n || c.slice(0, n).some((v) => v.type !== 'i32')) t.fail('type-mismatch', `${inst.name} coordinates`);
      const { set, binding, dim } = img;
      if (inst.name === 'OpFragmentMaskFetchAMD') {
        t.define(inst, t.b.intrinsic('fragment_mask_fetch', c.slice(0, n), { set, binding, dim }));
      } else {
        const dests = t.b.intrinsic('fragment_fetch', [...c.slice(0, n), t.scalar(o[2]!, 'i32')], { set, binding, dim }, [img.texel, img.texel, img.texel, img.texel]);
        t.define(inst, dests.slice(0, t.flat(inst.resultType).length));
      }
      return true;
    }
    default:
      if (inst.name.startsWith('OpImage')) t.unsupported(`${inst.name} (no IR intrinsic for it)`);
      return false;
  }
}
