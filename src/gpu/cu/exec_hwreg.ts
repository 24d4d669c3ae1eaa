/**
 * s_getreg_b32 / s_setreg_b32 / s_setreg_imm32_b32 on the hardware registers
 * the model keeps per wave: MODE (1) and, on GFX10/10.3, POPS_PACKER (25).
 *
 * S3: the POPS packer association is MODE[25:24] on GFX9 (0b01 packer 0,
 * 0b10 packer 1, 0 none) and POPS_PACKER [0] enable, [2:1] packer on
 * GFX10/10.3. A write that can touch those bits is an interacting
 * instruction; when it changes the association it returns a `pops_packer`
 * Effect for the POPS unit. Writing the same value again changes nothing and
 * returns no Effect ("setting it again is harmless").
 * Other hardware registers read as 0 and ignore writes (docs/gpu_cu.md).
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { HW_REG_MODE, HW_REG_POPS_PACKER, decodeHwreg } from '../../isa/fields/hwreg.js';
import { CuError } from './errors.js';
import { scalarDest, scalarSource, type ScalarRead } from './operands.js';
import type { Effect } from './effect.js';
import type { TranslateContext, TranslatedInstruction } from './executor_factory.js';
import type { Wave } from './wave.js';

const POPS_DISABLED: Effect = { kind: 'pops_packer', enabled: false, packer: 0 };
const POPS_PACKER: readonly Effect[] = [0, 1, 2, 3].map((packer) => ({ kind: 'pops_packer', enabled: true, packer }));

/** Packer association encoded as -1 (none) or the packer index. */
function associationGfx9(mode: number, inst: DecodedInstruction): number {
  switch ((mode >>> 24) & 3) {
    case 0:
      return -1;
    case 1:
      return 0;
    case 2:
      return 1;
    default:
      throw new CuError('invalid-value', inst.byteOffset, inst.op, 'MODE[25:24] = 0b11 associates the wave with both POPS packers');
  }
}

function associationGfx10(popsPacker: number): number {
  return popsPacker & 1 ? (popsPacker >>> 1) & 3 : -1;
}

export function executeHwreg(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const next = ctx.index + 1;
  const isGet = ctx.name === 's_getreg_b32';
  const hwOp = inst.operands[isGet ? 1 : 0];
  if (!hwOp || hwOp.kind !== 'imm') return undefined;
  const { id, offset, width } = decodeHwreg(hwOp.value);
  const mask = (width >= 32 ? 0xffffffff : ((1 << width) - 1) << offset) >>> 0;
  const isMode = id === HW_REG_MODE;
  const isPopsPacker = id === HW_REG_POPS_PACKER && (ctx.gfx === 'gfx10' || ctx.gfx === 'gfx10_3');
  const read = (wave: Wave): number => (isMode ? wave.mode : isPopsPacker ? wave.popsPacker : 0);

  if (isGet) {
    const d = scalarDest(inst.operands[0], inst, ctx);
    return {
      cls: 'hwreg',
      interacts: false,
      exec: (wave) => {
        if (d >= 0) wave.sgpr[d] = (read(wave) & mask) >>> offset;
        wave.index = next;
        return undefined;
      },
    };
  }

  const valueOp = inst.operands[1]!;
  const value: ScalarRead = valueOp.kind === 'imm' ? () => valueOp.value >>> 0 : scalarSource(valueOp, inst, ctx);
  const touchesPops = (ctx.gfx === 'gfx9' && isMode && (mask & 0x03000000) !== 0) || isPopsPacker;
  const association = (wave: Wave): number =>
    ctx.gfx === 'gfx9' ? associationGfx9(wave.mode, inst) : associationGfx10(wave.popsPacker);
  return {
    cls: 'hwreg',
    interacts: touchesPops,
    exec: (wave, host) => {
      const before = touchesPops ? association(wave) : -1;
      const updated = ((read(wave) & ~mask) | ((value(wave, host) << offset) & mask)) >>> 0;
      if (isMode) wave.mode = updated;
      else if (isPopsPacker) wave.popsPacker = updated;
      wave.index = next;
      if (!touchesPops) return undefined;
      const after = association(wave);
      if (after === before) return undefined;
      return after < 0 ? POPS_DISABLED : POPS_PACKER[after];
    },
  };
}
