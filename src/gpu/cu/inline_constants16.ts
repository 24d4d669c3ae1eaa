/**
 * Float inline constants on 16-bit float operands: the hardware reads the
 * constant's f16 bit pattern there (1.0 is 0x3c00), not the f32 one the
 * 32-bit source readers produce (0x3f800000). Program translation rewrites
 * such operands into literals of the f16 pattern once, so every executor —
 * closures and generated blocks alike — reads the right bits (ACO's
 * `v_cmp_class_f16_e64 s[0:1], s0, v0`-style code can carry them).
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import type { DecodedInstruction } from '../../isa/instruction.js';
import { inlineFloatBits16, type Operand } from '../../isa/operand.js';
import { opcodeTable } from '../../isa/opcode_table.js';

/** The instruction with each float inline constant on an f16 slot replaced by a literal of its f16 bits (the same object when there is none). */
export function withF16InlineConstants(inst: DecodedInstruction, gfx: GfxLevel): DecodedInstruction {
  const slots = opcodeTable(gfx).byMnemonic.get(inst.op)?.def.slots;
  if (slots === undefined) return inst;
  let changed = false;
  const operands = inst.operands.map((op, i): Operand => {
    const bits = op.kind === 'const' && slots[i]?.type === 'f16' ? inlineFloatBits16(op.code) : undefined;
    if (bits === undefined) return op;
    changed = true;
    return { kind: 'literal', value: bits };
  });
  return changed ? { ...inst, operands } : inst;
}
