/**
 * Hex text input for `popsim disasm`: either bytes as llvm-mc takes them
 * (`0x01,0x02,...`, every token at most two hex digits) or 32-bit words
 * (`0xbf810000` or `bf810000`), separated by commas and/or whitespace.
 * Comments after `;` or `#` are ignored.
 */
import { IsaError } from '../isa/errors.js';

export function parseHexWords(text: string): Uint32Array {
  const tokens = text
    .split('\n')
    .map((l) => l.replace(/[;#].*$/, ''))
    .join(' ')
    .split(/[\s,]+/)
    .filter(Boolean);
  for (const t of tokens) {
    if (!/^(0x)?[0-9a-f]{1,8}$/i.test(t)) throw new IsaError('syntax', `not a hex number: '${t}'`);
  }
  const isBytes = tokens.length > 0 && tokens.every((t) => /^0x[0-9a-f]{1,2}$/i.test(t));
  if (!isBytes) return Uint32Array.from(tokens.map((t) => parseInt(t.replace(/^0x/i, ''), 16) >>> 0));
  if (tokens.length % 4 !== 0) throw new IsaError('truncated', `${tokens.length} bytes is not a whole number of dwords`);
  const words = new Uint32Array(tokens.length / 4);
  for (let i = 0; i < words.length; i++) {
    let w = 0;
    for (let b = 0; b < 4; b++) w |= parseInt(tokens[i * 4 + b]!.slice(2), 16) << (8 * b);
    words[i] = w >>> 0;
  }
  return words;
}
