/**
 * Typed errors of the GPU memory unit. `code` is stable for programs; the
 * message names the faulting address or the descriptor field.
 */
import { PopsimError } from '../../common/popsim_error.js';

export type GpuMemoryErrorCode =
  | 'page-fault' // access outside every allocation (a GPU VM fault)
  | 'unaligned' // shader-path access that is not dword aligned
  | 'out-of-memory' // the allocations would exceed the memory behind the address space (the board's)
  | 'out-of-space' // the bump allocator ran past the end of the address space
  | 'bad-argument'; // negative size, bad alignment, address beyond 48 bits, bad config

/** `location`: the address in hex, '' when the error is not about an address. */
export class GpuMemoryError extends PopsimError<GpuMemoryErrorCode> {
  readonly kind = 'device';
  constructor(
    code: GpuMemoryErrorCode,
    /** The byte address involved (NaN when the error is not about an address). */
    readonly address: number,
    detail: string,
    /** The size of the access or allocation at fault (NaN when there is none). */
    readonly bytes = NaN,
  ) {
    super(code, Number.isNaN(address) ? '' : `0x${address.toString(16)}`, detail);
  }
}
