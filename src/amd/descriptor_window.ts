/**
 * RADV's 32-bit descriptor window: descriptor memory lives in 4 GiB at
 * 0x8000_0000_0000, so a shader takes a descriptor-set pointer as one 32-bit
 * user SGPR and materialises the high half itself (`s_movk_i32 s3, 0x8000`;
 * SMEM reads address bits 47:32 from the high SGPR's low 16 bits, so the
 * sign-extended 0xffff8000 means the same). The GPU model's memory maps the
 * window (gpu/memory/gpu_memory.ts); the driver allocates descriptor sets there.
 */
export const DESCRIPTOR_WINDOW_HI = 0x8000;
export const DESCRIPTOR_WINDOW_BASE = DESCRIPTOR_WINDOW_HI * 2 ** 32;
export const DESCRIPTOR_WINDOW_BYTES = 2 ** 32;
