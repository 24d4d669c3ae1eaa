/**
 * Engine units on their own: real engine parts for one chip per gfx level
 * (wired as gpu.ts wires them, with no draws queued) and single waves built
 * straight from assembly, so a unit can be driven without the SPI.
 */
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { ALU_EXECUTORS } from '../../../src/gpu/cu/alu_executors.js';
import { MEMORY_EXECUTORS } from '../../../src/gpu/cu/memory_executors.js';
import { compileProgram } from '../../../src/gpu/cu/translate.js';
import { Wave } from '../../../src/gpu/cu/wave.js';
import { assemble } from '../../../src/isa/assembler.js';
import type { EngineParts } from '../../../src/gpu/engine/engine_context.js';
import { DISCARD_EXPORTS, type ExportSink } from '../../../src/gpu/engine/export_sink.js';
import { EngineCounters } from '../../../src/gpu/engine/stats.js';
import { TraceRecorder } from '../../../src/gpu/engine/trace.js';
import { Watchdog } from '../../../src/gpu/engine/watchdog.js';
import { WaveContext, type WaveAdvance } from '../../../src/gpu/engine/wave_context.js';
import { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { defaultMemoryConfig } from '../../../src/gpu/memory/memory_config.js';
import { MemorySystem } from '../../../src/gpu/memory/memory_system.js';
import { defaultVmemTiming, VmemPipeline } from '../../../src/gpu/memory/vmem_timing.js';
import { PopsUnit } from '../../../src/gpu/pops/pops_unit.js';
import type { WaveFeed } from '../../../src/gpu/spi/draw_feed.js';
import { VertexStage } from '../../../src/gpu/spi/vertex_stage.js';
import type { ChipInfo } from '../../../src/amd/chips.js';
import { createLaneCoverage } from '../../../src/gpu/rb/lane_coverage.js';
import type { DrawLaunch } from '../../../src/gpu/spi/wave_packer.js';
import { WaveQueues } from '../../../src/gpu/spi/wave_packer.js';
import { WaveSlots } from '../../../src/gpu/spi/wave_slots.js';
import { chipFor, targetFor } from '../integration/scene.js';

/** A feed with no draws queued (its vertex stage has none either). */
function noDraws(chip: ChipInfo, memory: GpuMemory): WaveFeed {
  return { refill: () => false, backlog: 0, vertex: new VertexStage(chip, memory), connect: () => {} };
}

export function engineParts(gfx: GfxLevel, options: { lazyPolling?: boolean; exports?: ExportSink } = {}): EngineParts {
  const chip = chipFor(gfx);
  const gpuMemory = new GpuMemory();
  const memory = new MemorySystem(
    gpuMemory,
    defaultMemoryConfig(gfx, chip.activeCus, { cusPerL1: chip.cusPerSa, l2Bytes: chip.l2MiB * 1024 * 1024 }),
  );
  const pops = Array.from({ length: chip.shaderEngines }, () => new PopsUnit({ gfx, packers: chip.popsPackersPerSe, errata: chip.errata }));
  return {
    gfx,
    memory,
    vmem: new VmemPipeline(defaultVmemTiming(gfx, memory.config.l2.lineBytes), chip.activeCus),
    pops,
    queues: new WaveQueues(pops),
    feed: noDraws(chip, gpuMemory),
    slots: new WaveSlots(chip),
    counters: new EngineCounters(chip.activeCus),
    watchdog: new Watchdog(1 << 20),
    trace: new TraceRecorder(true, chip.waveSlotsPerSimd),
    exports: options.exports ?? DISCARD_EXPORTS,
    lazyPolling: options.lazyPolling ?? false,
  };
}

/** A wave of `text` (wave32 on GFX10+, wave64 on GFX9) on shader engine 0, CU 0, SIMD `simd`, all lanes enabled, ready at cycle 0. */
export function testWave(gfx: GfxLevel, text: string, runner: WaveAdvance, simd = 0, uid = 1): WaveContext {
  const target = targetFor(gfx, gfx === 'gfx9');
  const program = compileProgram(assemble(text, target), target, { ...ALU_EXECUTORS, ...MEMORY_EXECUTORS }, { baseAddress: 0 });
  const wave = new Wave({ uid, target, program, vgprCount: 8, lds: new Uint32Array(64) });
  wave.sgpr[126] = 0xffffffff; // EXEC
  if (wave.waveSize === 64) wave.sgpr[127] = 0xffffffff;
  const lanes = { ...createLaneCoverage(wave.waveSize), samples: 1, zSample: new Float32Array(wave.waveSize) };
  return new WaveContext({ wave, lanes }, 0, { cu: 0, simd }, simd, {} as DrawLaunch, 0, runner);
}
