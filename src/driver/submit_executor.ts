/**
 * Executes recorded command buffers on the GPU model as PM4 (Pm4Builder):
 * draws, barriers, and copies and clears as CP DMA (transfer_commands.ts). A
 * run ends (gpu.submit, to idle) after every transfer and every barrier, as
 * the CP drains the GPU there. Each run's PM4 stream is placed in GPU memory
 * (the queue's upload arena), like a kernel driver's indirect buffer, and the
 * GPU is fed from there (submitStream).
 */
import type { Gpu, Job, JobOptions } from '../gpu/index.js';
import type { RunStats } from '../gpu/index.js';
import { atLeast } from '../isa/gfx_level.js';
import { Pm4Builder } from '../amd/pm4/pm4_builder.js';
import type { DrawCommand, RecordedCommand } from './recorded_commands.js';
import { sumRunStats } from './run_stats_sum.js';
import { emitTransfer } from './transfer_commands.js';
import type { UploadArena } from './upload_arena.js';

function setPointer(b: Pm4Builder, prefix: string, sgpr: number, address: number): void {
  b.setRegByName(`${prefix}${sgpr}`, address % 2 ** 32);
  b.setRegByName(`${prefix}${sgpr + 1}`, Math.floor(address / 2 ** 32));
}

/** A draw: its registers, both stages' user SGPRs (uploads into the arena now), NUM_INSTANCES and the draw packet. */
function emitDraw(b: Pm4Builder, arena: UploadArena, d: DrawCommand): void {
  for (const w of d.regs) b.setRegByName(w.name, w.value);
  for (const stage of d.userData) {
    for (const v of stage.values) b.setRegByName(`${stage.prefix}${v.sgpr}`, v.value);
    for (const u of stage.uploads) setPointer(b, stage.prefix, u.sgpr, arena.upload(u.words));
  }
  b.numInstances(d.instanceCount);
  const m = d.mode;
  if (m.kind === 'auto') b.drawIndexAuto(m.vertexCount);
  else {
    b.indexType(m.indexType);
    b.drawIndex2({ maxSize: m.indexCount, indexAddress: m.indexAddress, indexCount: m.indexCount });
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
          if (c.instanceCount > 0) emitDraw(this.builder, this.arena, c);
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
