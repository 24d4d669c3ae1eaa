/**
 * Exports (EXP): `exp <target> v0, v1, v2, v3 [done] [vm] [compr]`. The
 * executor only describes the export; the engine hands it to the render
 * backend or position/parameter sink, which reads the source VGPRs and
 * interprets the data per target (mrt0..7 = 0..7, mrtz 8, null 9, pos 12+,
 * GFX11 prim 20 / dual_src_blend 21..22). A POPS wave exports at least once
 * (S12); on GFX11 the export with `done` also leaves the ordered section (S10).
 *
 * The Effect is built once per instruction, so executing an export allocates
 * nothing. GFX11 has no vm bit: its exports always carry EXEC as the valid
 * mask (assumption, docs/gpu_cu.md), reported as validMask = true.
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { VGPR_BASE } from '../../isa/operand.js';
import { CuError } from './errors.js';
import type { Effect } from './effect.js';
import type { TranslatedInstruction, TranslateContext } from './executor_factory.js';

export function exportExecutor(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  if (ctx.name !== 'exp') return undefined;
  const sources: number[] = [];
  let enable = 0;
  inst.operands.forEach((op, i) => {
    if (op.kind === 'off') {
      sources.push(-1);
      return;
    }
    if (op.kind !== 'reg' || op.code < VGPR_BASE) throw new CuError('unsupported-operand', inst.byteOffset, inst.op, 'export sources are VGPRs or off');
    sources.push(op.code - VGPR_BASE);
    enable |= 1 << i;
  });
  const m = inst.mods;
  const effect: Effect = {
    kind: 'export',
    target: m.target ?? 0,
    enable,
    done: m.done === true,
    validMask: ctx.gfx === 'gfx11' ? true : m.vm === true,
    compressed: m.compr === true,
    sources: Object.freeze(sources),
  };
  return {
    cls: 'export',
    interacts: true,
    exec: (wave) => {
      wave.index++;
      return effect;
    },
  };
}
