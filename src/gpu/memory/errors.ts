/**
 * Typed errors of the GPU memory unit. `code` is stable for programs; the
 * message names the faulting address or the descriptor field.
 */
export type GpuMemoryErrorCode =
  | 'page-fault' // access outside every allocation (a GPU VM fault)
  | 'unaligned' // shader-path access that is not dword aligned
  | 'out-of-space' // the bump allocator ran past the end of the address space
  | 'bad-argument'; // negative size, bad alignment, address beyond 48 bits, bad config

export class GpuMemoryError extends Error {
  override readonly name = 'GpuMemoryError';
  constructor(
    readonly code: GpuMemoryErrorCode,
    /** The byte address involved (NaN when the error is not about an address). */
    readonly address: number,
    detail: string,
  ) {
    super(Number.isNaN(address) ? detail : `0x${address.toString(16)}: ${detail}`);
  }
}
