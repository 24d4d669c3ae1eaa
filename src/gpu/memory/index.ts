/** GPU memory: address space, caches honouring GLC/DLC/SLC, descriptors, texel formats. */
export { GpuMemory, type GpuMemoryOptions } from './gpu_memory.js';
export { GpuMemoryError, DescriptorError, type GpuMemoryErrorCode, type DescriptorErrorCode } from './errors.js';
export { Cache, type CacheGeometry } from './cache.js';
export { defaultMemoryConfig, validateMemoryConfig, type MemorySystemConfig, type MemoryLatencies, type MemoryConfigOptions } from './memory_config.js';
export * from './memory_system.js';
export * from './descriptors.js';
export * from './texel_formats.js';
export { f16ToF32Bits, f32BitsToF16 } from './half_float.js';
