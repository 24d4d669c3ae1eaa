/**
 * Malformed or unsupported PM4 input, with the index of the dword at fault
 * (the packet header, or the body dword holding the bad value). The builder
 * uses the same class for arguments it cannot encode ('invalid-argument',
 * dword = where the packet would have started).
 */
import { PopsimError, type ErrorKind } from '../../common/popsim_error.js';

export type Pm4ErrorCode =
  | 'unsupported-packet-type'
  | 'truncated'
  | 'unknown-opcode'
  | 'unsupported-packet'
  | 'bad-body-size'
  | 'register-out-of-range'
  | 'bad-field'
  | 'unsupported-field'
  | 'invalid-argument';

/** The command processor rejecting a stream is a device failure; a packet the driver cannot build is a popsim bug. */
export class Pm4Error extends PopsimError<Pm4ErrorCode> {
  constructor(
    code: Pm4ErrorCode,
    readonly dword: number,
    detail: string,
  ) {
    super(code, `dword ${dword}`, detail);
  }
  get kind(): ErrorKind {
    return this.code === 'invalid-argument' ? 'internal' : 'device';
  }
}
