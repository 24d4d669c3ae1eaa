/**
 * Image instructions (MIMG). Slots: `vdata` (loaded/stored data or atomic
 * operand), `vaddr` (address VGPRs), `srsrc` (image resource, 8 SGPRs) and,
 * for sampling, `ssamp` (sampler, 4 SGPRs). The vdata and vaddr slot types
 * are nominal: their register counts follow dmask/d16/tfe/lwe and the
 * instruction's address shape (MIMG_SHAPES) with dim and a16, as LLVM checks.
 *
 * Each instruction has one row for GFX9 and one for GFX10+, because the probe
 * text differs: GFX10+ requires `dim:`, GFX9 rejects it.
 */
import type { GfxLevel } from '../gfx_level.js';
import type { InstDef } from '../inst_def.js';
import { slots } from '../inst_def.js';

/** How an instruction's address is made up (LLVM's MIMGBaseOpcode fields). */
export interface MimgShape {
  /** Dwords before the coordinates: bias and/or z-compare. */
  readonly extra: number;
  /** Whether the dim's coordinates are part of the address (not for get_resinfo). */
  readonly coords: boolean;
  /** Whether a lod/mip component follows the coordinates. */
  readonly lod: boolean;
  readonly sampler: boolean;
  /** Gather4: dmask selects one channel and four values are returned. */
  readonly gather: boolean;
  readonly atomic: boolean;
  /** Whether the `d16` (16-bit data) form exists. */
  readonly d16: boolean;
  /** Generations the instruction exists on (default all). */
  readonly gens?: readonly GfxLevel[];
}

const shape = (extra: number, lod: boolean, sampler: boolean, more: Partial<MimgShape> = {}): MimgShape => ({
  extra,
  coords: true,
  lod,
  sampler,
  gather: false,
  atomic: false,
  d16: true,
  ...more,
});
const ATOMIC = shape(0, false, false, { atomic: true, d16: false });

export const MIMG_SHAPES: Readonly<Record<string, MimgShape>> = {
  image_load: shape(0, false, false),
  image_load_mip: shape(0, true, false),
  image_store: shape(0, false, false),
  image_store_mip: shape(0, true, false),
  image_get_resinfo: shape(0, true, false, { coords: false, d16: false }),
  image_msaa_load: shape(0, false, false, { gens: ['gfx10_3', 'gfx11'] }),
  image_sample: shape(0, false, true),
  image_sample_l: shape(0, true, true),
  image_sample_b: shape(1, false, true),
  image_sample_lz: shape(0, false, true),
  image_sample_c: shape(1, false, true),
  image_sample_c_l: shape(1, true, true),
  image_sample_c_b: shape(2, false, true),
  image_sample_c_lz: shape(1, false, true),
  image_gather4: shape(0, false, true, { gather: true }),
  image_gather4_lz: shape(0, false, true, { gather: true }),
  image_gather4_c: shape(1, false, true, { gather: true }),
  image_gather4_c_lz: shape(1, false, true, { gather: true }),
  image_get_lod: shape(0, false, true, { d16: false }),
  image_atomic_swap: ATOMIC,
  image_atomic_cmpswap: ATOMIC,
  image_atomic_add: ATOMIC,
  image_atomic_sub: ATOMIC,
  image_atomic_smin: ATOMIC,
  image_atomic_umin: ATOMIC,
  image_atomic_smax: ATOMIC,
  image_atomic_umax: ATOMIC,
  image_atomic_and: ATOMIC,
  image_atomic_or: ATOMIC,
  image_atomic_xor: ATOMIC,
  image_atomic_inc: ATOMIC,
  image_atomic_dec: ATOMIC,
};

const range = (first: number, n: number) => (n === 1 ? `v${first}` : `v[${first}:${first + n - 1}]`);

function probe(name: string, s: MimgShape, gfx10Plus: boolean, gfx11: boolean): string {
  const cmpswap = name === 'image_atomic_cmpswap';
  // GFX11 returns four samples from msaa_load like a gather; GFX10.3 follows dmask.
  const oneChannel = s.gather || (gfx11 && name === 'image_msaa_load');
  const dmask = s.atomic ? (cmpswap ? 0x3 : 0x1) : oneChannel ? 0x1 : 0xf;
  const vdata = range(2, s.atomic ? (cmpswap ? 2 : 1) : 4);
  const dim = name === 'image_msaa_load' ? '2D_MSAA' : '1D';
  const addr = s.extra + (s.coords ? (dim === '1D' ? 1 : 3) : 0) + (s.lod ? 1 : 0);
  const samp = s.sampler ? ', s[4:7]' : '';
  return `${vdata}, ${range(2, addr)}, s[4:11]${samp} dmask:0x${dmask.toString(16)}` + (gfx10Plus ? ` dim:SQ_RSRC_IMG_${dim}` : '');
}

function rows(): InstDef[] {
  const out: InstDef[] = [];
  for (const [name, s] of Object.entries(MIMG_SHAPES)) {
    const slotList = slots(`vdata:b128 vaddr srsrc:b256${s.sampler ? ' ssamp:b128' : ''}`);
    const groups: Array<readonly GfxLevel[]> = name === 'image_msaa_load' ? [['gfx10_3'], ['gfx11']] : [['gfx9'], ['gfx10', 'gfx10_3', 'gfx11']];
    for (const group of groups) {
      const only = group.filter((g) => !s.gens || s.gens.includes(g));
      if (only.length === 0) continue;
      out.push({ name, format: 'MIMG', slots: slotList, only, probe: probe(name, s, only[0] !== 'gfx9', only[0] === 'gfx11') });
    }
  }
  return out;
}

export const MIMG_DEFS: InstDef[] = rows();
