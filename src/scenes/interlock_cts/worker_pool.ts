/**
 * `popsim cts --jobs N`: N worker threads, each running cases on the GPU model
 * (case_worker.ts). `runners(chips)` gives one `InterlockCaseRunner` per chip
 * that forwards `run` to the next idle worker, so `runSuite(runners, cases,
 * {jobs: N})` keeps every worker busy. Results do not depend on N: every case
 * runs on a fresh device (api_runner.ts) and runSuite keeps case order.
 */
import { Worker } from 'node:worker_threads';
import { createInstance } from '../../api/index.js';
import { PopsimError, type ErrorKind } from '../../common/popsim_error.js';
import type { ApiRunnerOptions } from './api_runner.js';
import type { InterlockCase } from './cases.js';
import type { JobProgress } from '../../api/index.js';
import type { CaseRunOutput, InterlockCaseRunner, RunCaseOptions } from './runner.js';
import type { WorkerErrorInfo, WorkerReply, WorkerRequest } from './worker_protocol.js';

/** A PopsimError thrown in a worker, rebuilt with its name, code, location and kind (a GPU hang keeps code `hang`). */
export class WorkerCaseError extends PopsimError {
  override readonly name: string;
  readonly kind: ErrorKind;
  constructor(name: string, code: string, popsim: NonNullable<WorkerErrorInfo['popsim']>, message: string) {
    super(code, popsim.location, message, message);
    this.name = name;
    this.kind = popsim.kind;
  }
}

/** The worker's error in this thread: a PopsimError comes back as a WorkerCaseError, anything else as a plain Error (a popsim bug). */
function rebuildError(info: WorkerErrorInfo): Error {
  if (info.popsim !== undefined && info.code !== undefined) return new WorkerCaseError(info.name, info.code, info.popsim, info.message);
  return Object.assign(new Error(info.message), { name: info.name, code: info.code });
}

interface Pending {
  readonly request: WorkerRequest;
  readonly resolve: (o: CaseRunOutput) => void;
  readonly reject: (e: Error) => void;
  readonly onProgress: ((p: JobProgress) => void) | undefined;
}

export class WorkerPool {
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private readonly queue: Pending[] = [];
  private readonly inFlight = new Map<number, { readonly pending: Pending; readonly worker: Worker }>();
  private nextId = 0;

  constructor(
    readonly jobs: number,
    private readonly options: ApiRunnerOptions = {},
  ) {
    for (let i = 0; i < jobs; i++) {
      const w = new Worker(new URL('./case_worker.js', import.meta.url), { workerData: options });
      w.on('message', (reply: WorkerReply) => this.settle(w, reply));
      w.on('error', (e) => this.failWorker(w, e));
      this.all.push(w);
      this.idle.push(w);
    }
  }

  /** One runner per chip, all sharing the pool's workers. */
  runners(chips: readonly string[]): InterlockCaseRunner[] {
    const instance = createInstance(this.options.debug === undefined ? {} : { debug: this.options.debug });
    return chips.map((name) => {
      const physical = instance.physicalDevice(name);
      const chip = physical.chip.name;
      return { chip, device: physical, run: (c: InterlockCase, o: RunCaseOptions, p?: (p: JobProgress) => void) => this.run(chip, c, o, p) };
    });
  }

  run(chip: string, c: InterlockCase, options: RunCaseOptions, onProgress?: (p: JobProgress) => void): Promise<CaseRunOutput> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, chip, case: c, options, progress: onProgress !== undefined }, resolve, reject, onProgress });
      this.dispatch();
    });
  }

  /** Stops every worker; pending runs are rejected. */
  async close(): Promise<void> {
    await Promise.all(this.all.map((w) => w.terminate()));
    for (const p of this.queue.splice(0)) p.reject(new Error('worker pool closed'));
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop()!;
      const pending = this.queue.shift()!;
      this.inFlight.set(pending.request.id, { pending, worker });
      worker.postMessage(pending.request);
    }
  }

  private settle(worker: Worker, reply: WorkerReply): void {
    const entry = this.inFlight.get(reply.id);
    if (entry === undefined) return;
    if (reply.progress !== undefined) {
      entry.pending.onProgress?.(reply.progress);
      return;
    }
    this.inFlight.delete(reply.id);
    this.idle.push(worker);
    if (reply.output !== undefined) entry.pending.resolve(reply.output);
    else entry.pending.reject(rebuildError(reply.error));
    this.dispatch();
  }

  /** A worker that crashed fails its run; the pool continues with the others, or fails everything queued when none is left. */
  private failWorker(worker: Worker, e: Error): void {
    for (const [id, entry] of this.inFlight) {
      if (entry.worker !== worker) continue;
      this.inFlight.delete(id);
      entry.pending.reject(e);
    }
    this.all.splice(this.all.indexOf(worker), 1);
    if (this.all.length === 0) for (const p of this.queue.splice(0)) p.reject(e);
  }
}
