// TEMPORARY placeholder: the INTERP codec is being written (issue 2).
import type { FormatCodec } from '../codec.js';
import { CodecError } from '../codec.js';

const fail = (): never => {
  throw new CodecError('unsupported', 'INTERP encoding not implemented yet');
};

export const INTERP_CODEC: FormatCodec = { encode: fail, decode: fail, suffix: fail, print: fail, parse: fail, opcodeOf: fail };
