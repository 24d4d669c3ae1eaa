/**
 * Executes recorded command buffers on the GPU model as PM4 (Pm4Builder):
 * draws, barriers, and copies and clears as CP DMA (transfer_commands.ts). A
 * run ends (gpu.submit, to idle) after every transfer and every barrier, so
 * the host vertex stage of later draws reads memory as Vulkan's barrier
 * semantics say it must look. Each run's PM4 stream is placed in GPU memory
 * (the queue's upload arena), like a kernel driver's indirect buffer, and the
 * GPU is fed from there (submitStream).
 */
import type { Gpu, Job, JobOptions } from '../gpu/index.js';
import type { RunStats } from '../gpu/index.js';
import { atLeast } from '../isa/gfx_level.js';
import { Pm4Builder } from '../amd/pm4/pm4_builder.js';
import { indexSizeBytes } from '../amd/pm4/index_type.js';
import type { DrawCommand, RecordedCommand } from './recorded_commands.js';
import { sumRunStats } from './run_stats_sum.js';
import { emitTransfer } from './transfer_commands.js';
import type { UploadArena } from './upload_arena.js';
import { runVertexShader } from './vertex_processing.js';

/** The vertex stage's user data: SPI_SHADER_USER_DATA_VS_* on GFX9, the NGG stage's GS_* on GFX10+ (docs/gpu_engine.md). */
function vertexUserData(gpu: Gpu, n: number): string {
  return gpu.chip.gfx === 'gfx9' ? `SPI_SHADER_USER_DATA_VS_${n}` : `SPI_SHADER_USER_DATA_GS_${n}`;
}

function setPointer(b: Pm4Builder, reg: (n: number) => string, sgpr: number, address: number): void {
  b.setRegByName(reg(sgpr), address % 2 ** 32);
  b.setRegByName(reg(sgpr + 1), Math.floor(address / 2 ** 32));
}

/** gl_VertexIndex of every vertex the GPU's draw reads (vertices 0..n-1 of the vertex array). */
function vertexIndices(gpu: Gpu, d: DrawCommand): Int32Array {
  const m = d.mode;
  if (m.kind === 'auto') return Int32Array.from({ length: m.vertexCount }, (_, i) => m.firstVertex + i);
  // The GPU reads vertex array entries 0..max index; entry i is vertex i + vertexOffset.
  const size = indexSizeBytes(m.indexType);
  let max = -1;
  for (let i = 0; i < m.indexCount; i++) {
    const a = m.indexAddress + i * size;
    const word = gpu.memory.read32(a - (a % 4));
    const v = size === 4 ? word >>> 0 : (word >>> ((a % 4) * 8)) & (size === 2 ? 0xffff : 0xff);
    if (v > max) max = v;
  }
  return Int32Array.from({ length: max + 1 }, (_, i) => i + m.vertexOffset);
}

function emitDraw(gpu: Gpu, b: Pm4Builder, arena: UploadArena, d: DrawCommand): void {
  for (const w of d.regs) b.setRegByName(w.name, w.value);
  const ps = (n: number): string => `SPI_SHADER_USER_DATA_PS_${n}`;
  for (const s of d.descriptorSets) setPointer(b, ps, s.sgpr, s.address);
  if (d.pushConstants !== undefined) {
    const bytes = d.pushConstants.data;
    const words = new Uint32Array(Math.ceil(bytes.length / 4));
    new Uint8Array(words.buffer).set(bytes);
    setPointer(b, ps, d.pushConstants.sgpr, arena.upload(words));
  }
  const indices = vertexIndices(gpu, d);
  const runs = d.perInstance ? d.instanceCount : 1;
  for (let r = 0; r < runs; r++) {
    const data = runVertexShader(gpu.memory, {
      shader: d.vertexShader,
      attributes: d.attributes,
      bindings: d.bindings,
      buffers: d.vertexBuffers,
      vertexIndices: indices,
      instanceIndex: d.firstInstance + r,
      locations: d.locations,
    });
    const vs = (n: number): string => vertexUserData(gpu, n);
    setPointer(b, vs, 0, arena.upload(data));
    b.setRegByName(vs(2), 4 * d.locations);
    // Instances whose vertices are identical are one GPU draw with NUM_INSTANCES (the GPU rasterizes each instance in order).
    b.numInstances(d.perInstance ? 1 : d.instanceCount);
    const m = d.mode;
    if (m.kind === 'auto') b.drawIndexAuto(m.vertexCount);
    else {
      b.indexType(m.indexType);
      b.drawIndex2({ maxSize: m.indexCount, indexAddress: m.indexAddress, indexCount: m.indexCount });
    }
  }
}

/** A PM4 stream in GPU memory: one GPU run of a submission. */
export interface CommandStream {
  readonly address: number;
  readonly dwords: number;
}

/**
 * Runs the PM4 stream at `stream` in GPU memory: the command processor fetches it from there
 * (Gpu.submitIndirect; docs/driver.md "Command streams in GPU memory").
 */
function submitStream(gpu: Gpu, stream: CommandStream, job: Job): RunStats {
  return gpu.submitIndirect(stream.address, stream.dwords, job);
}

/** Draws the GPU will run, each instance counted (an instanced draw is N draws or one of N instances): the progress total. */
function gpuDraws(commands: readonly RecordedCommand[]): number {
  let n = 0;
  for (const c of commands) if (c.kind === 'draw') n += c.instanceCount;
  return n;
}

export class SubmitExecutor {
  private stats: RunStats | undefined;
  private builder: Pm4Builder;
  /** The PM4 streams of this submission, in execution order. */
  readonly streams: CommandStream[] = [];

  constructor(
    private readonly gpu: Gpu,
    private readonly arena: UploadArena,
  ) {
    this.builder = this.newBuilder();
  }

  /**
   * Runs every command as one GPU job (one job timeout, one progress report: gpu/engine/job.ts);
   * returns the summed statistics of the GPU runs.
   */
  run(commands: readonly RecordedCommand[], options: Omit<JobOptions, 'draws'> = {}): RunStats {
    this.arena.reset();
    const job = this.gpu.startJob({ ...options, draws: gpuDraws(commands) });
    for (const c of commands) {
      switch (c.kind) {
        case 'draw':
          if (c.instanceCount > 0) emitDraw(this.gpu, this.builder, this.arena, c);
          break;
        case 'barrier':
          this.builder.acquireMem(c.actions);
          this.flush(job);
          break;
        default:
          // The CP drains the GPU before a DMA; the run ends after it, as it does after a barrier.
          emitTransfer(this.builder, c);
          this.flush(job);
      }
    }
    this.flush(job);
    return this.stats!;
  }

  private newBuilder(): Pm4Builder {
    const b = new Pm4Builder(this.gpu.chip.gfx);
    // Host writes (uploads, descriptor updates, shader code) reach memory behind the shader caches:
    // every run starts by invalidating them, as the kernel driver does between submissions.
    b.acquireMem({
      invalidateL0: true,
      invalidateL1: atLeast(this.gpu.chip.gfx, 'gfx10'),
      invalidateL2: false,
      writebackL2: false,
      invalidateScalar: true,
      invalidateInstruction: true,
    });
    return b;
  }

  private flush(job: Job): void {
    const words = this.builder.finish();
    const stream = { address: this.arena.upload(words), dwords: words.length };
    this.streams.push(stream);
    const s = submitStream(this.gpu, stream, job);
    this.stats = this.stats === undefined ? s : sumRunStats(this.stats, s);
    this.builder = this.newBuilder();
  }
}
