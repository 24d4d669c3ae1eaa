// TEMPORARY placeholder: the VOP codec is being written (issue 2).
import type { FormatCodec } from '../codec.js';
import { CodecError } from '../codec.js';

const fail = (): never => {
  throw new CodecError('unsupported', 'VOP encoding not implemented yet');
};

export const VOP_CODEC: FormatCodec = { encode: fail, decode: fail, suffix: fail, print: fail, parse: fail, opcodeOf: fail };
