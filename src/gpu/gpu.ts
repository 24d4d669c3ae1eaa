/**
 * The GPU model wired together: command processor → draw-state decoding →
 * vertex stage (vertex waves on the CUs) → rasterizer → SPI (packing through the POPS units, wave
 * slots, arguments) → engine (CUs, memory, POPS, exports). `submit` runs a
 * PM4 stream to completion and returns its statistics. Design, timing and
 * simplifications: docs/gpu_engine.md.
 */
import type { Target } from '../isa/gfx_level.js';
import type { ChipInfo } from '../amd/chips.js';
import { decodeDrawConfig } from './draw_config.js';
import { GpuEngine, type ExportSink } from './engine/gpu_engine.js';
import { EngineCounters, sumPopsStats, type RunStats } from './engine/stats.js';
import { PopsWaitCounter } from './engine/pops_wait_map.js';
import { TraceRecorder, type TraceEvent } from './engine/trace.js';
import { DEFAULT_WATCHDOG_CYCLES, Watchdog } from './engine/watchdog.js';
import { DEFAULT_JOB_TIMEOUT_CYCLES, DEFAULT_WALL_GUARD_MS, Job, type JobLimits, type JobOptions } from './engine/job.js';
import { GpuError } from './engine/errors.js';
import { GpuMemory, type GpuMemoryOptions } from './memory/gpu_memory.js';
import { defaultMemoryConfig } from './memory/memory_config.js';
import { MemorySystem } from './memory/memory_system.js';
import { defaultVmemTiming, VmemPipeline } from './memory/vmem_timing.js';
import type {
  AcquireMemCommand,
  CommandSink,
  DrawIndexAutoCommand,
  DmaDataCommand,
  DrawIndexedCommand,
  EventCommand,
  WriteDataCommand,
} from './pm4/command_sink.js';
import { indexSizeBytes } from '../amd/pm4/index_type.js';
import { initialCpState, runCommandStream, type CpState } from './pm4/command_processor.js';
import { PopsUnit } from './pops/pops_unit.js';
import { RegisterFile } from './regs/register_file.js';
import { ProgramCache } from './spi/program_loader.js';
import { VertexStage } from './spi/vertex_stage.js';
import { WaveQueues, type DrawLaunch, type EarlyDepthTest } from './spi/wave_packer.js';
import { DrawFeed } from './spi/draw_feed.js';
import { RenderBackendSink } from './engine/rb_sink.js';
import { decodeRbState } from './rb/rb_state.js';
import { depthTestSamples } from './rb/depth_backend.js';
import { WaveSlots } from './spi/wave_slots.js';

export interface GpuOptions {
  readonly memory?: GpuMemoryOptions;
  /** Cycles without progress before the watchdog declares a hang (default 2^20). */
  readonly watchdogCycles?: number;
  /** Simulated cycles a job may run before it is declared hung (default DEFAULT_JOB_TIMEOUT_CYCLES, 2^31; Infinity: none). */
  readonly jobTimeoutCycles?: number;
  /** Host milliseconds a job's simulation may run with no wave ending (default DEFAULT_WALL_GUARD_MS, 30 minutes; Infinity: none). */
  readonly wallGuardMs?: number;
  /** Record a Chrome/Perfetto trace (Gpu.traceJson). */
  readonly trace?: boolean;
  /** Where exports go (default: the render backends, RenderBackendSink). */
  readonly exportSink?: ExportSink;
  /** Keep the register write log (default false). */
  readonly registerLog?: boolean;
  /**
   * Skip the failed polls of regular POPS waits on GFX9 (default false): much
   * faster for deep POPS waits, approximate in SIMD issue time. GFX10+ polls
   * eagerly anyway (exact: skipping a wake-up's poll would change the cycles),
   * GFX11 never polls (docs/gpu_engine.md "Lazy polling").
   */
  readonly lazyPolling?: boolean;
  /**
   * Count per pixel the invocations, those whose wave waited in POPS and the waves that waited (default false):
   * `RunStats.popsWaitMap`. Changes no cycle (docs/gpu_engine.md "POPS-wait map").
   */
  readonly popsWaitMap?: boolean;
}

const MiB = 1024 * 1024;

export class Gpu implements CommandSink {
  readonly memory: GpuMemory;
  readonly memorySystem: MemorySystem;
  readonly registers: RegisterFile;
  readonly pops: readonly PopsUnit[];
  private readonly engine: GpuEngine;
  private readonly queues: WaveQueues;
  private readonly feed: DrawFeed;
  private readonly counters: EngineCounters;
  private readonly waitMap: PopsWaitCounter | undefined;
  private readonly recorder: TraceRecorder;
  private readonly programs: ProgramCache;
  private cpState: CpState = initialCpState();
  private drawIds = 0;
  private readonly jobLimits: JobLimits;

  constructor(
    readonly chip: ChipInfo,
    options: GpuOptions = {},
  ) {
    // The board's memory behind the 48-bit address space (chip table memoryMiB).
    this.memory = new GpuMemory({ capacityBytes: chip.memoryMiB * MiB, ...options.memory });
    const cusPerL1 = chip.cusPerSa;
    this.memorySystem = new MemorySystem(
      this.memory,
      defaultMemoryConfig(chip.gfx, chip.activeCus, { cusPerL1, l2Bytes: chip.l2MiB * MiB }),
    );
    this.registers = new RegisterFile(chip.gfx, { log: options.registerLog ?? false });
    // One POPS unit per shader engine (docs/gpu_pops.md).
    this.pops = Array.from(
      { length: chip.shaderEngines },
      () => new PopsUnit({ gfx: chip.gfx, packers: chip.popsPackersPerSe, errata: chip.errata }),
    );
    const slots = new WaveSlots(chip);
    this.queues = new WaveQueues(this.pops);
    this.counters = new EngineCounters(chip.activeCus);
    this.waitMap = options.popsWaitMap === true ? new PopsWaitCounter() : undefined;
    const vertexStage = new VertexStage(chip, this.memory);
    this.feed = new DrawFeed(this.pops, this.queues, vertexStage, (quads) => (this.counters.quads += quads));
    this.recorder = new TraceRecorder(options.trace ?? false, chip.waveSlotsPerSimd);
    this.programs = new ProgramCache(this.memory);
    this.jobLimits = { timeoutCycles: options.jobTimeoutCycles ?? DEFAULT_JOB_TIMEOUT_CYCLES, wallGuardMs: options.wallGuardMs ?? DEFAULT_WALL_GUARD_MS };
    this.engine = new GpuEngine({
      gfx: chip.gfx,
      memory: this.memorySystem,
      vmem: new VmemPipeline(defaultVmemTiming(chip.gfx, this.memorySystem.config.l2.lineBytes), chip.activeCus),
      pops: this.pops,
      queues: this.queues,
      feed: this.feed,
      slots,
      counters: this.counters,
      watchdog: new Watchdog(options.watchdogCycles ?? DEFAULT_WATCHDOG_CYCLES),
      trace: this.recorder,
      exports: options.exportSink ?? new RenderBackendSink(this.memory, this.counters.surfaces),
      lazyPolling: options.lazyPolling ?? false,
      popsWaitMap: this.waitMap,
    });
  }

  /** Current cycle of the GPU clock. */
  get cycle(): number {
    return this.engine.now;
  }

  /**
   * Opens a job (engine/job.ts): the submits given it share one job timeout and wall-clock guard,
   * counted from now, and report progress to `options.onProgress`.
   */
  startJob(options: JobOptions = {}): Job {
    return new Job(this.engine.now, this.jobLimits, options, this.counters, this.feed);
  }

  /**
   * Runs the PM4 stream of `dwords` dwords at `address` in GPU memory, fetched by the command
   * processor (what an INDIRECT_BUFFER packet names); otherwise exactly `submit`.
   */
  submitIndirect(address: number, dwords: number, job?: Job): RunStats {
    // The CP's fetch of an indirect buffer; out-of-range or unaligned addresses are GpuMemory's errors.
    return this.submit(this.memory.readU32Array(address, dwords), job);
  }

  /**
   * Executes a PM4 stream and runs the GPU until idle, as part of `job` (default: a job of its
   * own). Throws GpuHangError when the watchdog fires, the job times out or the host wall-clock
   * guard trips (the Gpu should then be discarded).
   */
  submit(commandWords: Uint32Array, job: Job = this.startJob()): RunStats {
    const start = this.engine.now;
    const eventsAtStart = this.engine.eventsRun;
    this.counters.reset();
    this.waitMap?.reset();
    this.memorySystem.resetStats();
    this.feed.resetPeak();
    this.engine.limits = job;
    this.cpState = runCommandStream(commandWords, this.registers, this, this.cpState);
    this.engine.run();
    job.submitEnded(this.engine.now);
    const c = this.counters;
    const cycles = this.engine.now - start;
    return {
      cycles,
      milliseconds: cycles / (this.chip.clockMhz * 1000),
      engineEvents: this.engine.eventsRun - eventsAtStart,
      draws: c.draws,
      quads: c.quads,
      peakQueuedWaves: this.feed.peakPending,
      wavesLaunched: c.wavesLaunched,
      wavesEnded: c.wavesEnded,
      vertexWaves: c.vertexWaves,
      vsInvocations: c.vsInvocations,
      instructions: c.instructionsByClass(),
      popsWaitWaves: c.popsWaitWaves,
      popsWaitCycles: c.popsWaitCycles,
      sleeps: c.sleeps,
      sleepCycles: c.sleepCycles,
      lateWakeUps: c.lateWakeUps,
      psInvocations: c.psInvocations,
      wakeUps: c.wakeUps,
      exports: c.exports,
      cuBusyCycles: Array.from(c.cuBusyCycles),
      memory: this.memorySystem.stats(),
      surfaces: c.surfaces.snapshot(),
      pops: sumPopsStats(this.pops.map((u) => u.stats())),
      ...(this.waitMap === undefined ? {} : { popsWaitMap: this.waitMap.snapshot() }),
    };
  }

  /** Whether the trace is recorded (options.trace). */
  get tracing(): boolean {
    return this.recorder.enabled;
  }

  /**
   * The trace events recorded so far (engine/trace.ts: CU processes, wave-slot threads, wave /
   * POPS wait / ordered section spans on the GPU clock, which runs on across submits); none
   * unless options.trace.
   */
  traceEvents(): TraceEvent[] {
    return this.recorder.events();
  }

  /** The recorded trace as Chrome/Perfetto JSON (no events unless options.trace). */
  traceJson(): string {
    return this.recorder.toJson();
  }

  // ---- CommandSink ----

  drawIndexAuto(cmd: DrawIndexAutoCommand): void {
    this.draw(cmd.vertexCount, undefined, cmd.instanceCount, cmd.dword);
  }

  drawIndex2(cmd: DrawIndexedCommand): void {
    const size = indexSizeBytes(cmd.indexType);
    const indices = new Uint32Array(cmd.indexCount);
    for (let i = 0; i < cmd.indexCount && i < cmd.maxSize; i++) {
      const address = cmd.indexAddress + i * size;
      const word = this.memory.read32(address - (address % 4));
      const shift = (address % 4) * 8;
      indices[i] = size === 4 ? word >>> 0 : (word >>> shift) & (size === 2 ? 0xffff : 0xff);
    }
    this.draw(cmd.indexCount, indices, cmd.instanceCount, cmd.dword);
  }

  /** Events are barriers: the CP waits until the GPU is idle (assumption, docs/gpu_engine.md). */
  event(_cmd: EventCommand): void {
    this.engine.run();
  }

  acquireMem(cmd: AcquireMemCommand): void {
    this.engine.run();
    const a = cmd.actions;
    this.memorySystem.invalidate({ l0: a.invalidateL0, l1: a.invalidateL1, l2: a.invalidateL2, scalar: a.invalidateScalar });
    if (a.invalidateInstruction) this.programs.invalidate();
  }

  writeData(cmd: WriteDataCommand): void {
    this.engine.run();
    // The CP writes through L2 to memory; shader caches may still hold the old value (S11).
    for (let i = 0; i < cmd.data.length; i++) this.memory.write32(cmd.address + 4 * i, cmd.data[i]!);
  }

  /**
   * CP DMA: the CP waits for idle, then copies or fills at once (transfers are untimed,
   * docs/gpu_engine.md). Like WRITE_DATA it goes through L2 to memory, behind the shader caches (S11).
   */
  dmaData(cmd: DmaDataCommand): void {
    this.engine.run();
    if (cmd.byteCount === 0) return;
    if (cmd.source.kind === 'fill') this.memory.writeU32Array(cmd.dstAddress, new Uint32Array(cmd.byteCount / 4).fill(cmd.source.value));
    else this.memory.writeBytes(cmd.dstAddress, this.memory.readBytes(cmd.source.address, cmd.byteCount));
  }

  private draw(count: number, indices: Uint32Array | undefined, instances: number, dword: number): void {
    const state = decodeDrawConfig(this.registers);
    const target: Target = { gfx: this.chip.gfx, cpu: this.chip.llvmCpu, wave64: state.ps.wave64 };
    const vsTarget: Target = { gfx: this.chip.gfx, cpu: this.chip.llvmCpu, wave64: state.vs.wave64 };
    if (this.chip.gfx === 'gfx9' && !state.ps.wave64) {
      throw new GpuError('bad-draw-state', `packet dword ${dword}`, 'GFX9 has no wave32');
    }
    const program = this.programs.load(state.ps.address, target);
    const vsProgram = this.programs.load(state.vs.address, vsTarget, this.chip.gfx === 'gfx11' ? 'SPI_SHADER_PGM_LO_ES' : 'SPI_SHADER_PGM_LO_VS');
    const rb = decodeRbState(this.registers);
    const launch: DrawLaunch = { id: this.drawIds++, state, program, target, vsProgram, vsTarget, rb };
    // Early Z runs when quads are packed, in rasterization order (draw_config.ts decides early vs late).
    const depth = rb.depth;
    let earlyZ: EarlyDepthTest | undefined;
    if (state.depth.order === 'early' && depth !== undefined && depth.state.testEnable) {
      const memory = this.memory;
      earlyZ = (x, y, coverage, z, zOffset) => depthTestSamples(memory, depth, x, y, coverage, z, zOffset);
    }
    // Streamed: vertex waves, then rasterization and packing as waves launch, instance after instance (spi/draw_feed.ts).
    this.feed.enqueue({ launch, assembly: { topology: state.topology, count, ...(indices !== undefined ? { indices } : {}) }, earlyZ, instances });
    this.counters.draws++;
  }
}
