/**
 * lower_fragment_fetch_amd: multisample texel fetches through FMASK, the
 * target-dependent part of Mesa's nir_lower_tex that RADV enables with
 * `lower_to_fragment_fetch_amd = pdev->use_fmask` (use_fmask = gfx_level <
 * GFX11, radv_physical_device.c). Like Mesa it runs on the IR, before the
 * optimisation loop, so value numbering merges the FMASK reads (M2) and
 * constant folding sees GFX11's answer.
 *
 * GFX9–10.3 (nir_lower_ms_txf_to_fragment_fetch, M2): a texelFetch from a
 * 2D multisampled *sampled* image, `image_fetch dim=2d_ms (x, y, sample)`,
 * becomes
 *   fmask    = fragment_mask_fetch(x, y)
 *   fragment = ubfe(fmask, 4·sample, 3)
 *   texel    = fragment_fetch(x, y, fragment)
 * 3 bits, not 4: EQAA can store 8 ("fragment unknown") in a nibble, which
 * the 3-bit extract maps to fragment 0 (Mesa commit 0c8e7ad47e9). Every fetch
 * at one coordinate computes the same fragment_mask_fetch, a pure intrinsic,
 * so opt_cse leaves one FMASK read per coordinate, shared with the
 * samples-identical query (M3). The "image has no FMASK" case (FMASK T#
 * dword 1 = 0 → NO_FMASK_VALUE) is the backend's, as in ACO: it needs the
 * descriptor (isel_memory.ts). Storage images (image_load) are not lowered:
 * RADV keeps storage images FMASK-expanded.
 *
 * GFX11 (no FMASK): texel fetches stay direct 2D-MSAA loads with the sample
 * index, and fragment_mask_fetch — what textureSamplesIdenticalEXT and
 * fragmentMaskFetchAMD become — is the identity value NO_FMASK_VALUE, the
 * answer of an image without FMASK, so `fmask == 0` folds to false and the
 * query is never true there (M3: no false positives). fragment_fetch has no
 * GFX11 meaning and stays for the backend to reject.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { Builder } from '../ir/builder.js';
import type { Instr, IntrinsicInstr, Shader, Value } from '../ir/ir.js';
import { expandInstructions } from './expand_instrs.js';

/** The FMASK fetch result of an image without FMASK: sample i uses fragment i (ACO, ac_nir_to_llvm). */
export const NO_FMASK_VALUE = 0x76543210;

/** Whether the level has FMASK (RADV's use_fmask). */
export function hasFmask(gfx: GfxLevel): boolean {
  return gfx !== 'gfx11';
}

function isMultisampleFetch(instr: Instr): instr is IntrinsicInstr {
  return instr.kind === 'intrinsic' && instr.op === 'image_fetch' && instr.index.dim === '2d_ms';
}

function isMaskFetch(instr: Instr): instr is IntrinsicInstr {
  return instr.kind === 'intrinsic' && instr.op === 'fragment_mask_fetch';
}

/** The replacement values of `instr`'s results, built with `b`. */
function lowerThroughFmask(b: Builder, instr: IntrinsicInstr): Value[] {
  const [x, y, sample] = instr.srcs as [Value, Value, Value];
  const { set, binding, dim } = instr.index;
  const [fmask] = b.intrinsic('fragment_mask_fetch', [x, y], { set, binding, dim });
  const fragment = b.alu('ubfe', fmask!, b.alu('ishl', sample, b.i32(2)), b.i32(3));
  return b.intrinsic('fragment_fetch', [x, y, fragment], { set, binding, dim }, instr.dests.map((d) => d.type));
}

export function lowerFragmentFetchAmd(shader: Shader, gfx: GfxLevel): boolean {
  if (hasFmask(gfx)) return expandInstructions(shader, isMultisampleFetch, lowerThroughFmask);
  return expandInstructions(shader, isMaskFetch, (b) => [b.i32(NO_FMASK_VALUE)]);
}
