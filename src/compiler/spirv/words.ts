/** The word stream of a SPIR-V binary: input normalisation and the header (SPIR-V 2.3). */
import { SpirvError } from './errors.js';
import type { SpirvHeader } from './module.js';

export const SPIRV_MAGIC = 0x07230203;
const SWAPPED_MAGIC = 0x03022307;
export const HEADER_WORDS = 5;
/** Ids above this are refused so a corrupt bound cannot make later stages allocate gigabytes. */
export const MAX_BOUND = 1 << 22;

/** Words of a module given as words, or as little-endian bytes. */
export function toWords(input: Uint32Array | Uint8Array | ArrayBuffer): Uint32Array {
  if (input instanceof Uint32Array) return input;
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.length % 4 !== 0) {
    throw new SpirvError('bad-input', Math.floor(bytes.length / 4), `byte length ${bytes.length} is not a multiple of 4`);
  }
  const words = new Uint32Array(bytes.length / 4);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < words.length; i++) words[i] = view.getUint32(4 * i, true);
  return words;
}

export function readHeader(words: Uint32Array): SpirvHeader {
  if (words.length < HEADER_WORDS) {
    throw new SpirvError('truncated', words.length, `module has ${words.length} word(s); the header alone is ${HEADER_WORDS}`);
  }
  const magic = words[0]!;
  if (magic === SWAPPED_MAGIC) {
    throw new SpirvError('wrong-endianness', 0, 'magic number is byte-swapped (0x03022307): the module has the other endianness');
  }
  if (magic !== SPIRV_MAGIC) {
    throw new SpirvError('bad-magic', 0, `magic number 0x${magic.toString(16).padStart(8, '0')} is not 0x07230203`);
  }
  const version = words[1]!;
  const versionMajor = (version >>> 16) & 0xff;
  const versionMinor = (version >>> 8) & 0xff;
  if ((version & 0xff0000ff) !== 0 || versionMajor !== 1 || versionMinor > 6) {
    throw new SpirvError('bad-version', 1, `unsupported version word 0x${version.toString(16)} (1.0 to 1.6 are read)`);
  }
  const bound = words[3]!;
  if (bound === 0 || bound > MAX_BOUND) {
    throw new SpirvError('bad-header', 3, `id bound ${bound} is outside 1..${MAX_BOUND}`);
  }
  if (words[4]! !== 0) throw new SpirvError('bad-header', 4, `reserved schema word is ${words[4]!}, not 0`);
  return { magic, versionMajor, versionMinor, generator: words[2]!, bound };
}
