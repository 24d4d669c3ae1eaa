/** Messages between `workerRunners` and `case_worker.ts`: plain, structured-clone data. */
import type { JobProgress } from '../../api/index.js';
import type { ErrorKind } from '../../common/popsim_error.js';
import type { InterlockCase } from './cases.js';
import type { CaseRunOutput, RunCaseOptions } from './runner.js';

export interface WorkerRequest {
  readonly id: number;
  readonly chip: string;
  readonly case: InterlockCase;
  readonly options: RunCaseOptions;
  /** Post the submit's progress (WorkerReply `progress`) while the case runs. */
  readonly progress: boolean;
}

/** What the worker caught: enough for `outcomeOfError` (a hang keeps code `hang`). */
export interface WorkerErrorInfo {
  readonly name: string;
  readonly code: string | undefined;
  readonly message: string;
  /** Location and kind when the error was a PopsimError; absent for any other error (a popsim bug). */
  readonly popsim?: { readonly location: string; readonly kind: ErrorKind };
}

/** The case's result (`output` or `error`), or — before it, any number of times — its submit's progress. */
export type WorkerReply =
  | { readonly id: number; readonly output: CaseRunOutput; readonly error?: undefined; readonly progress?: undefined }
  | { readonly id: number; readonly error: WorkerErrorInfo; readonly output?: undefined; readonly progress?: undefined }
  | { readonly id: number; readonly progress: JobProgress; readonly output?: undefined; readonly error?: undefined };
