/** Final assembly: lays blocks out, resolves branch offsets (dwords from the next instruction) and encodes. */
import type { Target } from '../../isa/gfx_level.js';
import type { Instruction } from '../../isa/instruction.js';
import { encodeWords } from '../../isa/encoder.js';
import { BackendError } from './errors.js';
import type { HwBlock } from './lower_to_hw.js';

export interface Assembled {
  readonly code: Uint32Array;
  readonly instructions: readonly Instruction[];
}

export function assembleBlocks(blocks: readonly HwBlock[], target: Target): Assembled {
  const sizes = blocks.map((b) => b.instrs.map((h) => encodeWords(h.inst, target).length));
  const start = new Map<number, number>();
  let pc = 0;
  blocks.forEach((b, i) => {
    start.set(b.id, pc);
    for (const s of sizes[i]!) pc += s;
  });
  const instructions: Instruction[] = [];
  const words: number[] = [];
  pc = 0;
  blocks.forEach((b, i) => {
    b.instrs.forEach((h, k) => {
      const next = pc + sizes[i]![k]!;
      let inst = h.inst;
      if (h.label !== undefined) {
        const target = start.get(h.label);
        if (target === undefined) throw new BackendError('internal', `block ${b.id}`, `branch to unknown block ${h.label}`);
        const delta = target - next;
        if (delta < -32768 || delta > 32767) throw new BackendError('unsupported', `block ${b.id}`, 'branch out of range');
        inst = { ...inst, operands: [{ kind: 'imm', value: delta & 0xffff }] };
      }
      instructions.push(inst);
      words.push(...encodeWords(inst, target));
      pc = next;
    });
  });
  return { code: Uint32Array.from(words), instructions };
}
