/**
 * SOP1, SOP2, SOPK, SOPC and SOPP: the scalar ALU and program-control
 * encodings. Layouts are the same on GFX9–GFX11; only opcodes differ.
 *   SOP2  [31:30]=10        op[29:23] sdst[22:16] ssrc1[15:8] ssrc0[7:0]
 *   SOPK  [31:28]=1011      op[27:23] sdst[22:16] simm16[15:0]
 *   SOP1  [31:23]=0x17d     sdst[22:16] op[15:8] ssrc0[7:0]
 *   SOPC  [31:23]=0x17e     op[22:16] ssrc1[15:8] ssrc0[7:0]
 *   SOPP  [31:23]=0x17f     op[22:16] simm16[15:0]
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { Format, Instruction } from '../instruction.js';
import type { Slot } from '../inst_def.js';
import { type Operand, isVgpr } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { typeDwords } from '../operand_text.js';
import { hwregText, parseHwreg } from '../fields/hwreg.js';
import { sendmsgText, parseSendmsg } from '../fields/sendmsg.js';
import { waitcntText, parseWaitcnt } from '../fields/waitcnt.js';
import { delayAluText, parseDelayAlu } from '../fields/delay_alu.js';
import {
  LiteralSlot,
  sourceCode,
  decodeSource,
  literalReader,
  checkRegister,
  printSlot,
  parseSlotSource,
  parseSlotRegister,
  parseIntText,
  splitOperandText,
  registerField,
} from './common.js';

const IMMEDIATE_FIELDS = new Set(['simm16', 'imm16', 'hex16', 'label', 'endpgm', 'waitcnt', 'sendmsg', 'hwreg', 'delay', 'imm32']);

function immValue(op: Operand | undefined, what: string): number {
  if (!op || op.kind !== 'imm') throw new CodecError('operand', `${what} must be an immediate`);
  return op.value;
}

/** Operands by slot field name. */
function byField(inst: Instruction, slots: readonly Slot[]): Map<string, Operand> {
  if (inst.operands.length !== slots.length) {
    throw new CodecError('operand', `expected ${slots.length} operand(s), got ${inst.operands.length}`);
  }
  return new Map(slots.map((s, i) => [s.field, inst.operands[i]!]));
}

function simm16Of(ops: Map<string, Operand>): number {
  for (const [field, op] of ops) {
    if (IMMEDIATE_FIELDS.has(field) && field !== 'imm32') {
      const v = immValue(op, field);
      if (v < -0x8000 || v > 0xffff) throw new CodecError('operand', `${field} value ${v} does not fit in 16 bits`);
      return v & 0xffff;
    }
  }
  return 0;
}

function encode(inst: Instruction, entry: TableEntry, _target: Target): number[] {
  const ops = byField(inst, entry.def.slots);
  const lit = new LiteralSlot();
  const src = (field: string) => {
    const op = ops.get(field);
    if (op && isVgpr(op)) throw new CodecError('operand', `${field} cannot be a VGPR`);
    return op ? sourceCode(op, lit, field) : 0;
  };
  const dst = () => {
    const op = ops.get('sdst');
    return op ? registerField(op, 's', 'sdst') : 0;
  };
  const op = entry.opcode;
  let word: number;
  switch (inst.format) {
    case 'SOP2':
      word = (0b10 << 30) | (op << 23) | (dst() << 16) | (src('ssrc1') << 8) | src('ssrc0');
      break;
    case 'SOPK':
      word = (0b1011 << 28) | (op << 23) | (dst() << 16) | simm16Of(ops);
      if (ops.has('imm32')) lit.use(immValue(ops.get('imm32'), 'imm32') >>> 0);
      break;
    case 'SOP1':
      word = (0x17d << 23) | (dst() << 16) | (op << 8) | src('ssrc0');
      break;
    case 'SOPC':
      word = (0x17e << 23) | (op << 16) | (src('ssrc1') << 8) | src('ssrc0');
      break;
    case 'SOPP':
      word = (0x17f << 23) | (op << 16) | simm16Of(ops);
      break;
    default:
      throw new CodecError('unsupported', `scalar codec cannot encode ${inst.format}`);
  }
  return [word >>> 0, ...lit.words()];
}

function opcodeOf(words: readonly number[], format: Format): number {
  const w = words[0]! >>> 0;
  switch (format) {
    case 'SOP2':
      return (w >>> 23) & 0x7f;
    case 'SOPK':
      return (w >>> 23) & 0x1f;
    case 'SOP1':
      return (w >>> 8) & 0xff;
    default:
      return (w >>> 16) & 0x7f;
  }
}

function decodeImmediate(field: string, simm16: number): Operand {
  // Branch offsets are signed; every other immediate is the raw 16-bit field.
  return { kind: 'imm', value: field === 'label' ? (simm16 << 16) >> 16 : simm16 };
}

function decode(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult {
  const w = words[index]! >>> 0;
  const opcode = opcodeOf([w], format);
  const entry = table.byOpcode.get(format)?.get(opcode);
  if (!entry) throw new CodecError('unknown-opcode', `unknown ${format} opcode ${opcode}`);
  const readLiteral = literalReader(words, index + 1);
  let usedLiteral = false;
  const literal = () => {
    usedLiteral = true;
    return readLiteral();
  };
  const simm16 = w & 0xffff;
  const operands = entry.def.slots.map((slot): Operand => {
    const size = typeDwords(slot.type, target);
    switch (slot.field) {
      case 'sdst':
        return checkRegister({ kind: 'reg', code: (w >>> 16) & 0x7f, size }, target, 'sdst');
      case 'ssrc0':
        return checkRegister(decodeSource(w & 0xff, size, literal), target, 'ssrc0');
      case 'ssrc1':
        return checkRegister(decodeSource((w >>> 8) & 0xff, size, literal), target, 'ssrc1');
      case 'imm32':
        return { kind: 'imm', value: literal() };
      default:
        return decodeImmediate(slot.field, simm16);
    }
  });
  const hasImmediate = entry.def.slots.some((s) => IMMEDIATE_FIELDS.has(s.field) && s.field !== 'imm32');
  if ((format === 'SOPP' || format === 'SOPK') && !hasImmediate && simm16 !== 0) {
    throw new CodecError('malformed', `${entry.mnemonic} takes no immediate but has 0x${simm16.toString(16)}`);
  }
  return { inst: { op: entry.mnemonic, format, operands, mods: {} }, dwords: usedLiteral ? 2 : 1 };
}

/** LLVM prints 16-bit immediates in the inline-constant range as decimal, others as hex. */
function u16Text(value: number): string {
  return value <= 64 ? String(value) : '0x' + value.toString(16);
}

function immediateText(field: string, value: number, gfx: GfxLevel): string {
  switch (field) {
    case 'simm16':
    case 'hex16':
      return '0x' + (value & 0xffff).toString(16);
    case 'imm16':
    case 'imm32':
      return u16Text(value >>> 0);
    case 'label':
      // llvm-mc disassembles branch offsets as unsigned 16-bit numbers.
      return String(value & 0xffff);
    case 'endpgm':
      return String(value);
    case 'waitcnt':
      return waitcntText(value, gfx);
    case 'sendmsg':
      return sendmsgText(value, gfx);
    case 'hwreg':
      return hwregText(value, gfx);
    case 'delay':
      return delayAluText(value);
    default:
      throw new CodecError('unsupported', `unknown scalar field ${field}`);
  }
}

function print(inst: Instruction, entry: TableEntry, target: Target): string {
  return entry.def.slots
    .map((slot, i) => {
      const op = inst.operands[i]!;
      if (!IMMEDIATE_FIELDS.has(slot.field)) return printSlot(op, slot, target);
      const value = immValue(op, slot.field);
      return slot.field === 'endpgm' && value === 0 ? '' : immediateText(slot.field, value, target.gfx);
    })
    .filter((t) => t !== '')
    .join(', ');
}

function parseImmediate(field: string, text: string, gfx: GfxLevel): number {
  switch (field) {
    case 'waitcnt':
      return parseWaitcnt(text, gfx);
    case 'sendmsg':
      return parseSendmsg(text, gfx);
    case 'hwreg':
      return parseHwreg(text, gfx);
    case 'delay':
      return parseDelayAlu(text);
    default: {
      const v = parseIntText(text, field);
      if (field === 'label') return (v << 16) >> 16;
      return field === 'imm32' ? v : v & 0xffff;
    }
  }
}

function parse(text: string, entry: TableEntry, format: Format, target: Target): Instruction {
  const slots = entry.def.slots;
  let pieces: string[];
  // waitcnt and delay_alu immediates contain spaces; they are the only operand.
  if (slots.length === 1 && (slots[0]!.field === 'waitcnt' || slots[0]!.field === 'delay')) {
    pieces = text.trim() ? [text.trim()] : [];
  } else {
    const split = splitOperandText(text);
    if (split.mods.length) throw new CodecError('syntax', `unexpected '${split.mods.join(' ')}'`);
    pieces = split.operands;
  }
  const optional = slots.length === 1 && (slots[0]!.field === 'endpgm' || slots[0]!.field === 'waitcnt');
  if (pieces.length === 0 && optional) pieces = ['0'];
  if (pieces.length !== slots.length) {
    throw new CodecError('operand', `${entry.mnemonic} takes ${slots.length} operand(s), got ${pieces.length}`);
  }
  const operands = slots.map((slot, i): Operand => {
    const piece = pieces[i]!;
    if (IMMEDIATE_FIELDS.has(slot.field)) return { kind: 'imm', value: parseImmediate(slot.field, piece, target.gfx) };
    if (slot.field === 'sdst') return parseSlotRegister(piece, slot.type, target, 'sdst');
    return parseSlotSource(piece, slot.type, target, slot.field);
  });
  return { op: entry.mnemonic, format, operands, mods: {} };
}

export const SCALAR_CODEC: FormatCodec = {
  encode,
  decode,
  suffix: () => '',
  print,
  parse,
  opcodeOf: (words, format) => opcodeOf(words, format),
};
