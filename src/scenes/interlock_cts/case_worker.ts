/**
 * Worker-thread entry of `workerRunners` (worker_pool.ts): runs one case at
 * a time on the GPU model through `apiRunner`, posts its submit's progress
 * when asked, then the output or the error's name, code and message (and a
 * PopsimError's location and kind). One apiRunner per chip, created on
 * first use with the pool's debug switches.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { JobProgress } from '../../api/index.js';
import { PopsimError } from '../../common/popsim_error.js';
import { apiRunner, type ApiRunnerOptions } from './api_runner.js';
import type { InterlockCaseRunner } from './runner.js';
import type { WorkerReply, WorkerRequest } from './worker_protocol.js';

const options = workerData as ApiRunnerOptions;
const runners = new Map<string, InterlockCaseRunner>();
const port = parentPort;
if (port === null) throw new Error('case_worker.js must run in a worker thread');

port.on('message', (req: WorkerRequest) => {
  let runner = runners.get(req.chip);
  if (runner === undefined) {
    runner = apiRunner(req.chip, options);
    runners.set(req.chip, runner);
  }
  const onProgress = req.progress ? (progress: JobProgress) => port.postMessage({ id: req.id, progress } satisfies WorkerReply) : undefined;
  runner.run(req.case, req.options, onProgress).then(
    (output) => {
      const reply: WorkerReply = { id: req.id, output };
      // resultRegion returns a fresh copy, never a view of shared memory.
      port.postMessage(reply, [output.result.buffer as ArrayBuffer]);
    },
    (e: unknown) => {
      const err = e instanceof Error ? e : new Error(String(e));
      const code = (err as { code?: unknown }).code;
      const popsim = err instanceof PopsimError ? { location: err.location, kind: err.kind } : undefined;
      const reply: WorkerReply = { id: req.id, error: { name: err.name, code: typeof code === 'string' ? code : undefined, message: err.message, popsim } };
      port.postMessage(reply);
    },
  );
});
