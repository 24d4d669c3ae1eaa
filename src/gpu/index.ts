/**
 * The GPU model's facade: everything outside src/gpu reaches the simulated
 * machine through these names only (an architecture test enforces it). A
 * Gpu takes PM4 streams (`submit`, `submitIndirect`, optionally several in
 * one `Job`: one job timeout, one progress report) and exposes its memory,
 * statistics, trace and errors; configuration reaches it as register values
 * and machine code in memory, never as compiler or API objects. The unit
 * files behind it (engine, CUs, POPS, raster, memory, render backends) are
 * internal to the model.
 */
export { Gpu, type GpuOptions } from './gpu.js';
export type { GpuMemory, GpuMemoryOptions } from './memory/gpu_memory.js';
export { GpuMemoryError, type GpuMemoryErrorCode } from './memory/errors.js';
export type { RunStats } from './engine/stats.js';
export { addPopsWaitMaps, type PopsWaitMap } from './engine/pops_wait_map.js';
export { byStart, traceCuPid, traceJson, traceNames, type TraceArgs, type TraceEvent } from './engine/trace.js';
export type { MemoryStats } from './memory/memory_system.js';
export type { PopsStats } from './pops/stats.js';
export { DEFAULT_WATCHDOG_CYCLES } from './engine/watchdog.js';
export { DEFAULT_JOB_TIMEOUT_CYCLES, DEFAULT_WALL_GUARD_MS, type Job, type JobOptions, type JobProgress } from './engine/job.js';
export { GpuError, GpuHangError, WALL_GUARD_REPORT, type GpuErrorCode, type BlockedWave, type HangTrigger, type WaveState } from './engine/errors.js';
