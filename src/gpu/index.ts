/** The GPU model: chips, the integrated Gpu, and the units it wires together. */
export { CHIPS, chipByName, type ChipInfo, type ChipName } from './chips.js';
export { Gpu, type GpuOptions } from './gpu.js';
export { decodeDrawState, type DrawState, type PsState, type DepthControl, type DepthOrder } from './draw_state.js';
export { GpuError, GpuHangError, type GpuErrorCode, type BlockedWave } from './engine/errors.js';
export { GpuEngine, DISCARD_EXPORTS, FEED_WAVES_PER_SE, type ExportSink, type ExportEvent } from './engine/gpu_engine.js';
export { RenderBackendSink } from './engine/rb_sink.js';
export { defaultVmemTiming, VmemPipeline, LineGroups, type VmemTimingConfig } from './memory/vmem_timing.js';
export type { RunStats } from './engine/stats.js';
export { DEFAULT_WATCHDOG_CYCLES } from './engine/watchdog.js';
export { memoryVertexSource, vertexStrideDwords, type VertexSource } from './spi/vertex_source.js';
export { sgprArgLayout, vgprArgLayout, type LaneMap } from './spi/wave_args.js';
export { programExtent } from './spi/program_loader.js';
