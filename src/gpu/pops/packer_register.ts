/**
 * The wave's packer association register (S3), as the CU reports a write:
 * GFX9 MODE[25:24] (0b01 packer 0, 0b10 packer 1, 0b00 POPS off);
 * GFX10/10.3 POPS_PACKER[2:0] ([0] enable, [2:1] packer ID). GFX11 has none.
 * `fieldValue` is the field's own value (MODE bits shifted down by 24).
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { PopsError } from './errors.js';

/** The packer a wave polls, or null when POPS is off for the wave. */
export type PackerAssociation = number | null;

export function decodePackerRegister(gfx: GfxLevel, fieldValue: number, packers: number): PackerAssociation {
  switch (gfx) {
    case 'gfx9': {
      const bits = fieldValue & 3;
      if (bits === 0) return null;
      // Assumption (docs/gpu_pops.md): both bits set is not a state the seed
      // describes; the model refuses it rather than guessing a packer.
      if (bits === 3) throw new PopsError('bad-packer-register', 'MODE[25:24] = 0b11 selects two packers at once');
      return checkPacker(bits === 1 ? 0 : 1, packers);
    }
    case 'gfx10':
    case 'gfx10_3':
      if ((fieldValue & 1) === 0) return null;
      return checkPacker((fieldValue >>> 1) & 3, packers);
    case 'gfx11':
      throw new PopsError('not-on-this-gfx', 'GFX11 has no POPS packer register (S10)');
    default: {
      const never: never = gfx;
      throw new Error(`unknown gfx ${String(never)}`);
    }
  }
}

function checkPacker(packer: number, packers: number): number {
  if (packer >= packers) {
    throw new PopsError('bad-packer-register', `packer ${packer} written, but only ${packers} packer(s) exist`);
  }
  return packer;
}
