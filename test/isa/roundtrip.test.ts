/**
 * Property test: for randomly generated instructions of every table entry on
 * every generation, decode(encode(x)) == x and assembling the printed text
 * gives the same dwords. Operands are drawn from the slot fields: fields named
 * v... hold VGPRs, s... SGPRs or special registers, src... and ssrc... any
 * source, immediate fields random 16-bit values. Instructions whose random operands are not encodable (e.g. a
 * format rule the generator does not know) are skipped, but every scalar
 * instruction must round-trip.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GFX_LEVELS, targetOf, type Target } from '../../src/isa/gfx_level.js';
import { opcodeTable, type TableEntry } from '../../src/isa/opcode_table.js';
import type { Instruction } from '../../src/isa/instruction.js';
import type { Slot } from '../../src/isa/inst_def.js';
import { type Operand, sgpr, vgpr, reg, CODE_VCC_LO, CODE_EXEC_LO, codeM0, inlineIntCode } from '../../src/isa/operand.js';
import { typeDwords } from '../../src/isa/operand_text.js';
import { encode } from '../../src/isa/encoder.js';
import { decode } from '../../src/isa/decoder.js';
import { assemble } from '../../src/isa/assembler.js';
import { instructionText } from '../../src/isa/disassembler.js';
import { IsaError } from '../../src/isa/errors.js';
import { encodeWaitcnt } from '../../src/isa/fields/waitcnt.js';

function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return (n: number) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

const SCALAR_FORMATS = new Set(['SOP1', 'SOP2', 'SOPK', 'SOPC', 'SOPP']);

function randomOperand(slot: Slot, t: Target, r: (n: number) => number): Operand {
  const size = typeDwords(slot.type, t);
  const aligned = (limit: number) => Math.min(size, 4) * r(Math.floor(limit / Math.min(size, 4)) - 3);
  switch (slot.field) {
    case 'label':
      return { kind: 'imm', value: r(0x10000) - 0x8000 };
    case 'waitcnt':
      return { kind: 'imm', value: encodeWaitcnt({ vmcnt: r(64), expcnt: r(8), lgkmcnt: r(t.gfx === 'gfx9' ? 16 : 64) }, t.gfx) };
    case 'hwreg':
      return { kind: 'imm', value: (1 + r(6)) | (r(32) << 6) | (r(32) << 11) };
    case 'sendmsg':
      return { kind: 'imm', value: [1, 5, 6, 7][r(4)]! };
    case 'delay':
      return { kind: 'imm', value: r(12) | (r(6) << 4) | (r(12) << 7) };
    case 'imm32':
      return { kind: 'imm', value: r(0x7fffffff) };
    case 'simm16':
    case 'imm16':
    case 'hex16':
    case 'endpgm':
      return { kind: 'imm', value: r(0x10000) };
    case 'vcc':
      return reg(CODE_VCC_LO, size);
  }
  if (slot.field.startsWith('v')) return vgpr(aligned(256), size);
  const choice = r(slot.field.startsWith('src') || slot.field.startsWith('ssrc') ? 5 : 2);
  if (choice === 0) return sgpr(aligned(100), size);
  if (choice === 1) return size === 1 ? reg([CODE_VCC_LO, CODE_EXEC_LO, codeM0(t.gfx)][r(3)]!, 1) : reg(CODE_EXEC_LO, size);
  if (choice === 2) return { kind: 'const', code: inlineIntCode(r(81) - 16)! };
  if (choice === 3 && size === 1) return { kind: 'literal', value: 0x12345678 + r(1000) };
  return vgpr(aligned(256), size);
}

function randomInstruction(entry: TableEntry, t: Target, r: (n: number) => number): Instruction {
  return { op: entry.mnemonic, format: entry.def.format, operands: entry.def.slots.map((s) => randomOperand(s, t, r)), mods: {} };
}

for (const gfx of GFX_LEVELS) {
  test(`${gfx}: decode(encode(x)) == x and assemble(print(x)) == encode(x) for random instructions`, () => {
    const t = targetOf(gfx);
    const r = rng(0xc0ffee ^ gfx.length);
    const scalarFailures: string[] = [];
    let checked = 0;
    for (const entry of opcodeTable(gfx).entries) {
      let ok = 0;
      for (let attempt = 0; attempt < 20; attempt++) {
        const inst = randomInstruction(entry, t, r);
        let words: Uint32Array;
        try {
          words = encode(inst, t);
        } catch (e) {
          if (e instanceof IsaError) continue;
          throw e;
        }
        const [decoded, ...rest] = decode(words, t);
        assert.equal(rest.length, 0);
        const { byteOffset, dwords, ...plain } = decoded!;
        assert.equal(byteOffset, 0);
        assert.equal(dwords, words.length);
        assert.deepEqual(plain, inst, `${gfx} ${entry.mnemonic}`);
        const text = instructionText(inst, t);
        assert.deepEqual([...assemble(text, t)], [...words], `${gfx}: '${text}'`);
        ok++;
        checked++;
      }
      if (ok === 0 && SCALAR_FORMATS.has(entry.def.format)) scalarFailures.push(entry.mnemonic);
    }
    assert.deepEqual(scalarFailures, []);
    assert.ok(checked > 1000, `${checked} instructions checked`);
  });
}
