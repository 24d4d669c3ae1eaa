/** GPU memory: address space, caches honouring GLC/DLC/SLC (descriptors and texel formats: src/amd). */
export { GpuMemory, type GpuMemoryOptions, type AddressRange } from './gpu_memory.js';
export { GpuMemoryError, type GpuMemoryErrorCode } from './errors.js';
export { Cache, type CacheGeometry } from './cache.js';
export { defaultMemoryConfig, validateMemoryConfig, type MemorySystemConfig, type MemoryLatencies, type MemoryConfigOptions } from './memory_config.js';
export * from './memory_system.js';
