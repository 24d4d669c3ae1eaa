/**
 * EXP: exports to render targets, positions, parameters and primitive data.
 *   word0 [31:26]=0x31 (GFX9) / 0x3e (GFX10+)  vm[12] done[11] compr[10]
 *         target[9:4] en[3:0]; GFX11 has no compr/vm and puts row_en at [13]
 *   word1 vsrc3[31:24] vsrc2[23:16] vsrc1[15:8] vsrc0[7:0] (VGPR indices)
 * Operands are the four channels as LLVM prints them: a VGPR, or `off` when
 * the channel's enable bit is clear. With `compr` (two 16-bit pairs packed in
 * vsrc0 and vsrc1) LLVM prints vsrc0, vsrc0, vsrc1, vsrc1, so operand i is
 * vsrc[i >> 1] and still has its own enable bit i.
 */
import type { GfxLevel, Target } from '../gfx_level.js';
import type { Format, Instruction } from '../instruction.js';
import type { Operand } from '../operand.js';
import { VGPR_BASE } from '../operand.js';
import type { OpcodeTable, TableEntry } from '../opcode_table.js';
import { CodecError, type FormatCodec, type DecodeResult } from '../codec.js';
import { parseRegister, operandText } from '../operand_text.js';
import { splitOperandText, splitWords, parseModifiers, flagText, cleanMods, bit, field, registerField } from './common.js';

const PREFIX: Readonly<Record<GfxLevel, number>> = { gfx9: 0x31, gfx10: 0x3e, gfx10_3: 0x3e, gfx11: 0x3e };

/** Target names by number, per generation; numbers missing here are invalid targets. */
function targetNames(gfx: GfxLevel): ReadonlyMap<number, string> {
  const names = new Map<number, string>();
  for (let i = 0; i < 8; i++) names.set(i, `mrt${i}`);
  names.set(8, 'mrtz');
  // LLVM 15 rejects `null` (9) and the parameter targets on GFX11.
  if (gfx !== 'gfx11') names.set(9, 'null');
  for (let i = 0; i < 4; i++) names.set(12 + i, `pos${i}`);
  if (gfx !== 'gfx9') {
    names.set(16, 'pos4');
    names.set(20, 'prim');
  }
  if (gfx === 'gfx11') {
    names.set(21, 'dual_src_blend0');
    names.set(22, 'dual_src_blend1');
  } else {
    for (let i = 0; i < 32; i++) names.set(32 + i, `param${i}`);
  }
  return names;
}

const NAME_CACHE = new Map<GfxLevel, { byNumber: ReadonlyMap<number, string>; byName: ReadonlyMap<string, number> }>();
function targets(gfx: GfxLevel) {
  let entry = NAME_CACHE.get(gfx);
  if (!entry) {
    const byNumber = targetNames(gfx);
    entry = { byNumber, byName: new Map([...byNumber].map(([n, name]) => [name, n])) };
    NAME_CACHE.set(gfx, entry);
  }
  return entry;
}

/** Bits of word0 that are neither prefix nor a field on this generation. */
function reservedMask(gfx: GfxLevel): number {
  // Fields: en[3:0] target[9:4] compr[10] done[11] vm[12]; GFX11: no compr/vm, row_en[13].
  return gfx === 'gfx11' ? 0x03ffd400 : 0x03ffe000;
}

function targetOf(inst: Instruction, gfx: GfxLevel): number {
  const t = inst.mods.target;
  if (t === undefined) throw new CodecError('operand', 'exp needs a target (mods.target)');
  if (!targets(gfx).byNumber.has(t)) throw new CodecError('operand', `export target ${t} does not exist on ${gfx}`);
  return t;
}

/** VGPR index of a channel pair under compr: both printed operands name the same register. */
function pairSource(a: Operand, b: Operand, what: string): number {
  if (a.kind === 'off' && b.kind === 'off') return 0;
  if (a.kind !== 'off' && b.kind !== 'off') {
    const ra = registerField(a, 'v', what);
    if (ra !== registerField(b, 'v', what)) throw new CodecError('operand', `compressed export: ${what} channels must use one VGPR`);
    return ra;
  }
  return registerField(a.kind === 'off' ? b : a, 'v', what);
}

function checkOperand(op: Operand | undefined, i: number): Operand {
  if (!op) throw new CodecError('operand', 'exp takes 4 channel operands');
  if (op.kind === 'off') return op;
  if (op.kind !== 'reg' || op.code < VGPR_BASE || op.size !== 1) {
    throw new CodecError('operand', `export channel ${i} must be one VGPR or off`);
  }
  return op;
}

function encode(inst: Instruction, _entry: TableEntry, target: Target): number[] {
  const gfx = target.gfx;
  if (inst.operands.length !== 4) throw new CodecError('operand', `exp takes 4 channel operands, got ${inst.operands.length}`);
  const ops = inst.operands.map(checkOperand);
  const { done, vm, compr } = inst.mods;
  if (gfx === 'gfx11' && (vm || compr)) throw new CodecError('operand', 'GFX11 exports have no vm or compr');
  let en = 0;
  ops.forEach((op, i) => {
    if (op.kind !== 'off') en |= 1 << i;
  });
  const vsrc = compr
    ? [pairSource(ops[0]!, ops[1]!, 'vsrc0'), pairSource(ops[2]!, ops[3]!, 'vsrc1'), 0, 0]
    : ops.map((op, i) => (op.kind === 'off' ? 0 : registerField(op, 'v', `vsrc${i}`)));
  const word0 =
    (PREFIX[gfx] << 26) | (vm ? 1 << 12 : 0) | (done ? 1 << 11 : 0) | (compr ? 1 << 10 : 0) | (targetOf(inst, gfx) << 4) | en;
  const word1 = vsrc[0]! | (vsrc[1]! << 8) | (vsrc[2]! << 16) | (vsrc[3]! << 24);
  return [word0 >>> 0, word1 >>> 0];
}

function decode(words: Uint32Array, index: number, format: Format, table: OpcodeTable, target: Target): DecodeResult {
  const gfx = target.gfx;
  const entry = table.byOpcode.get(format)?.get(0);
  if (!entry) throw new CodecError('unknown-opcode', `no EXP instruction on ${gfx}`);
  if (index + 1 >= words.length) throw new CodecError('truncated', 'EXP needs 2 dwords, input ends');
  const w0 = words[index]! >>> 0;
  const w1 = words[index + 1]! >>> 0;
  if (w0 & reservedMask(gfx)) throw new CodecError('malformed', `reserved bits set: 0x${(w0 & reservedMask(gfx)).toString(16)}`);
  if (gfx === 'gfx11' && bit(w0, 13)) throw new CodecError('unsupported', 'row_en exports are not supported');
  const tgt = field(w0, 4, 6);
  if (!targets(gfx).byNumber.has(tgt)) throw new CodecError('malformed', `invalid export target ${tgt}`);
  const en = field(w0, 0, 4);
  const compr = gfx !== 'gfx11' && bit(w0, 10);
  // Fields of disabled channels are ignored, as by the hardware and LLVM.
  const operands = [0, 1, 2, 3].map((i): Operand => {
    if (!bit(en, i)) return { kind: 'off' };
    return { kind: 'reg', code: VGPR_BASE + field(w1, 8 * (compr ? i >> 1 : i), 8), size: 1 };
  });
  const mods = cleanMods({
    target: tgt,
    done: bit(w0, 11),
    compr,
    vm: gfx !== 'gfx11' && bit(w0, 12),
  });
  return { inst: { op: entry.mnemonic, format, operands, mods }, dwords: 2 };
}

function print(inst: Instruction, _entry: TableEntry, target: Target): string {
  const name = targets(target.gfx).byNumber.get(targetOf(inst, target.gfx))!;
  const ops = inst.operands.map((op, i) => operandText(checkOperand(op, i), 'b32', target.gfx));
  return `${name} ${ops.join(', ')}${flagText(inst.mods, ['done', 'compr', 'vm'])}`;
}

function parseChannel(text: string, target: Target, i: number): Operand {
  if (text.toLowerCase() === 'off') return { kind: 'off' };
  const op = parseRegister(text, target.gfx);
  if (!op) throw new CodecError('operand', `invalid export channel '${text}'`);
  return checkOperand(op, i);
}

function parse(text: string, entry: TableEntry, format: Format, target: Target): Instruction {
  const gfx = target.gfx;
  const words = splitWords(text);
  const targetText = words[0]?.toLowerCase();
  if (targetText === undefined) throw new CodecError('syntax', 'exp needs a target and 4 channels');
  const tgt = targets(gfx).byName.get(targetText);
  if (tgt === undefined) throw new CodecError('operand', `invalid export target '${words[0]}' on ${gfx}`);
  const { operands: pieces, mods: modWords } = splitOperandText(text.trim().slice(words[0]!.length));
  if (pieces.length !== 4) throw new CodecError('operand', `exp takes 4 channel operands, got ${pieces.length}`);
  const parsed = parseModifiers(modWords, gfx === 'gfx11' ? ['done'] : ['done', 'compr', 'vm'], []);
  let operands = pieces.map((p, i) => parseChannel(p, target, i));
  if (parsed.compr) {
    // LLVM takes each pair (register and both enables) from the 1st and 3rd
    // operands and ignores the 2nd and 4th; reject them naming another register.
    const pair = (a: Operand, b: Operand): [Operand, Operand] => {
      if (a.kind === 'reg' && b.kind === 'reg' && a.code !== b.code) {
        throw new CodecError('operand', 'compressed export: channels 1/2 and 3/4 must name the same VGPR');
      }
      return [a, a];
    };
    operands = [...pair(operands[0]!, operands[1]!), ...pair(operands[2]!, operands[3]!)];
  }
  const mods = cleanMods({ target: tgt, done: parsed.done, compr: parsed.compr, vm: parsed.vm });
  return { op: entry.mnemonic, format, operands, mods };
}

export const EXP_CODEC: FormatCodec = {
  encode,
  decode,
  suffix: () => '',
  print,
  parse,
  // EXP has no opcode field: the one instruction is opcode 0.
  opcodeOf: () => 0,
};
