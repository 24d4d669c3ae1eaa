/**
 * Text form of operands in LLVM's AMDGPU syntax: register names and ranges,
 * special registers per generation, inline constants and literals.
 */
import type { GfxLevel, Target } from './gfx_level.js';
import {
  type Operand,
  VGPR_BASE,
  CODE_TTMP_BASE,
  codeM0,
  codeNull,
  sgprCount,
  inlineIntValue,
  inlineFloatText,
  inlineCodeForBits,
  inlineCodeForFloat,
  inlineIntCode,
} from './operand.js';

/** Value type of an operand slot; decides constant printing and register width. */
export type ValueType = 'b16' | 'f16' | 'b32' | 'f32' | 'b64' | 'f64' | 'b96' | 'b128' | 'b256' | 'b512' | 'lm';

/** Dwords a value of this type occupies; `lm` (lane mask) is 2 in wave64, 1 in wave32. */
export function typeDwords(type: ValueType, target: Target): number {
  switch (type) {
    case 'b16':
    case 'f16':
    case 'b32':
    case 'f32':
      return 1;
    case 'b64':
    case 'f64':
      return 2;
    case 'b96':
      return 3;
    case 'b128':
      return 4;
    case 'b256':
      return 8;
    case 'b512':
      return 16;
    case 'lm':
      return target.wave64 ? 2 : 1;
  }
}

export function typeWidth(type: ValueType): 16 | 32 | 64 {
  if (type === 'b16' || type === 'f16') return 16;
  if (type === 'b64' || type === 'f64') return 64;
  return 32;
}

/** Fixed names of single special registers, keyed by code, per generation. */
function specialNames(gfx: GfxLevel): ReadonlyMap<number, string> {
  const names = new Map<number, string>([
    [106, 'vcc_lo'],
    [107, 'vcc_hi'],
    [126, 'exec_lo'],
    [127, 'exec_hi'],
    [235, 'src_shared_base'],
    [236, 'src_shared_limit'],
    [237, 'src_private_base'],
    [238, 'src_private_limit'],
    [253, 'src_scc'],
    [254, 'src_lds_direct'],
  ]);
  // GFX11 has no exiting wave ID (POPS uses export_ready there, S10) and no vccz/execz sources.
  if (gfx !== 'gfx11') {
    names.set(239, 'src_pops_exiting_wave_id');
    names.set(251, 'src_vccz');
    names.set(252, 'src_execz');
  }
  names.set(codeM0(gfx), 'm0');
  if (gfx !== 'gfx9') names.set(codeNull(gfx), 'null');
  if (gfx === 'gfx9') {
    names.set(102, 'flat_scratch_lo');
    names.set(103, 'flat_scratch_hi');
    names.set(104, 'xnack_mask_lo');
    names.set(105, 'xnack_mask_hi');
  }
  return names;
}

/** Names of 64-bit special register pairs, keyed by the code of their low half. */
function pairNames(gfx: GfxLevel): ReadonlyMap<number, string> {
  const pairs = new Map<number, string>([
    [106, 'vcc'],
    [126, 'exec'],
    [235, 'src_shared_base'],
    [236, 'src_shared_limit'],
    [237, 'src_private_base'],
    [238, 'src_private_limit'],
  ]);
  if (gfx === 'gfx9') {
    pairs.set(102, 'flat_scratch');
    pairs.set(104, 'xnack_mask');
  }
  return pairs;
}

const SPECIAL_CACHE = new Map<GfxLevel, { single: ReadonlyMap<number, string>; pair: ReadonlyMap<number, string> }>();
function specials(gfx: GfxLevel) {
  let entry = SPECIAL_CACHE.get(gfx);
  if (!entry) {
    entry = { single: specialNames(gfx), pair: pairNames(gfx) };
    SPECIAL_CACHE.set(gfx, entry);
  }
  return entry;
}

function range(prefix: string, first: number, size: number): string {
  return size === 1 ? `${prefix}${first}` : `${prefix}[${first}:${first + size - 1}]`;
}

/** Register text, or undefined when the code/size pair names no register. */
export function registerText(code: number, size: number, gfx: GfxLevel): string | undefined {
  if (code >= VGPR_BASE) return code - VGPR_BASE + size <= 256 ? range('v', code - VGPR_BASE, size) : undefined;
  if (code + size <= sgprCount(gfx)) return range('s', code, size);
  if (code >= CODE_TTMP_BASE && code + size <= CODE_TTMP_BASE + 16) return range('ttmp', code - CODE_TTMP_BASE, size);
  const { single, pair } = specials(gfx);
  if (size === 1) return single.get(code);
  if (size === 2) return pair.get(code);
  return undefined;
}

function hex(value: number): string {
  return '0x' + (value >>> 0).toString(16);
}

/** Prints an operand as LLVM does for a slot of the given value type. */
export function operandText(op: Operand, type: ValueType, gfx: GfxLevel): string {
  switch (op.kind) {
    case 'reg': {
      const text = registerText(op.code, op.size, gfx);
      if (text === undefined) throw new Error(`no register with code ${op.code} and size ${op.size} on ${gfx}`);
      return text;
    }
    case 'const': {
      const i = inlineIntValue(op.code);
      if (i !== undefined) return String(i);
      const f = inlineFloatText(op.code, typeWidth(type));
      if (f === undefined) throw new Error(`no inline constant with code ${op.code}`);
      return f;
    }
    case 'literal':
      return hex(typeWidth(type) === 16 ? op.value & 0xffff : op.value);
    case 'imm':
      return hex(op.value);
    case 'off':
      return 'off';
  }
}

/** Lookup from register name (without range) to code, per generation. */
const NAME_CACHE = new Map<GfxLevel, Map<string, { code: number; size: number }>>();
function namedRegisters(gfx: GfxLevel): Map<string, { code: number; size: number }> {
  let map = NAME_CACHE.get(gfx);
  if (!map) {
    map = new Map();
    const { single, pair } = specials(gfx);
    for (const [code, name] of single) map.set(name, { code, size: 1 });
    for (const [code, name] of pair) map.set(name, { code, size: 2 });
    // Accepted spellings LLVM also accepts.
    map.set('scc', { code: 253, size: 1 });
    if (gfx !== 'gfx11') {
      map.set('vccz', { code: 251, size: 1 });
      map.set('execz', { code: 252, size: 1 });
      map.set('pops_exiting_wave_id', { code: 239, size: 1 });
    }
    map.set('lds_direct', { code: 254, size: 1 });
    NAME_CACHE.set(gfx, map);
  }
  return map;
}

/**
 * Parses a register token: `s5`, `v[0:3]`, `ttmp[2:3]`, `vcc`, `exec_lo`, `m0`,
 * `null`, `src_pops_exiting_wave_id`, … Returns undefined when it is not one.
 */
export function parseRegister(text: string, gfx: GfxLevel): Operand | undefined {
  const t = text.toLowerCase();
  const m = /^(s|v|ttmp)(?:(\d+)|\[(\d+)(?::(\d+))?\])$/.exec(t);
  if (m) {
    const first = Number(m[2] ?? m[3]);
    const last = m[4] !== undefined ? Number(m[4]) : first;
    if (last < first) return undefined;
    const size = last - first + 1;
    if (m[1] === 'v') return first + size <= 256 ? { kind: 'reg', code: VGPR_BASE + first, size } : undefined;
    if (m[1] === 's') return first + size <= sgprCount(gfx) ? { kind: 'reg', code: first, size } : undefined;
    return first + size <= 16 ? { kind: 'reg', code: CODE_TTMP_BASE + first, size } : undefined;
  }
  const named = namedRegisters(gfx).get(t);
  return named ? { kind: 'reg', code: named.code, size: named.size } : undefined;
}

/** Parses an integer in decimal or hex (with optional sign); undefined if not an integer. */
export function parseInteger(text: string): number | undefined {
  const m = /^(-)?(0x[0-9a-f]+|\d+)$/i.exec(text.trim());
  if (!m) return undefined;
  const v = Number(m[2]);
  return m[1] ? -v : v;
}

function f32Bits(value: number): number {
  const buf = new DataView(new ArrayBuffer(4));
  buf.setFloat32(0, value);
  return buf.getUint32(0);
}

function f16Bits(value: number): number {
  // Round-to-nearest conversion sufficient for literal operands.
  const f = f32Bits(value);
  const sign = (f >>> 16) & 0x8000;
  const exp = ((f >>> 23) & 0xff) - 127 + 15;
  const mant = f & 0x7fffff;
  if (exp <= 0) return sign;
  if (exp >= 31) return sign | 0x7c00;
  return sign | (exp << 10) | Math.round(mant / 0x2000);
}

/**
 * Parses a constant operand (integer or float text) for a slot of the given
 * type: returns an inline constant when the value is inlinable, else a literal.
 */
export function parseConstant(text: string, type: ValueType): Operand | undefined {
  const width = typeWidth(type);
  const asInt = parseInteger(text);
  if (asInt !== undefined) {
    const code = inlineIntCode(asInt);
    if (code !== undefined) return { kind: 'const', code };
    if (width === 64) return { kind: 'literal', value: asInt >>> 0 };
    const fcode = inlineCodeForBits(asInt >>> 0, width);
    if (fcode !== undefined) return { kind: 'const', code: fcode };
    return { kind: 'literal', value: width === 16 ? asInt & 0xffff : asInt >>> 0 };
  }
  if (!/^-?\d+\.\d*(e[-+]?\d+)?$/i.test(text.trim())) return undefined;
  const value = Number(text);
  const fcode = inlineCodeForFloat(value);
  // A 64-bit operand takes 1/(2*pi) inline only for its exact double (LLVM compares bits).
  const inexactInv2Pi = fcode === 248 && width === 64 && value !== 0.15915494309189532;
  if (fcode !== undefined && !inexactInv2Pi) return { kind: 'const', code: fcode };
  if (width === 16) return { kind: 'literal', value: f16Bits(value) };
  if (width === 64) {
    const buf = new DataView(new ArrayBuffer(8));
    buf.setFloat64(0, value);
    return { kind: 'literal', value: buf.getUint32(0) };
  }
  return { kind: 'literal', value: f32Bits(value) };
}

/** Parses a source operand: register, inline constant or literal. */
export function parseSource(text: string, type: ValueType, gfx: GfxLevel): Operand | undefined {
  return parseRegister(text, gfx) ?? parseConstant(text, type);
}

export { hex };
