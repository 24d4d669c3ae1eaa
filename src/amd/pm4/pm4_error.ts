/**
 * Malformed or unsupported PM4 input, with the index of the dword at fault
 * (the packet header, or the body dword holding the bad value). The builder
 * uses the same class for arguments it cannot encode ('invalid-argument',
 * dword = where the packet would have started).
 */
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

export class Pm4Error extends Error {
  override readonly name = 'Pm4Error';
  constructor(
    readonly code: Pm4ErrorCode,
    readonly dword: number,
    detail: string,
  ) {
    super(`dword ${dword}: ${detail}`);
  }
}
