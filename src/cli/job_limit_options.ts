/**
 * `--job-timeout CYCLES` and `--wall-guard SECONDS`, the options of every
 * command that submits (`popsim cts`, `popsim demo`): the devices'
 * gpu.jobTimeoutCycles and gpu.wallGuardMs (docs/gpu_engine.md "Watchdog, job
 * timeout and wall-clock guard"). `none` turns either off.
 */
import { DEFAULT_JOB_TIMEOUT_CYCLES, DEFAULT_WALL_GUARD_MS } from '../api/index.js';
import type { CommandLine } from './cli_options.js';

export interface JobLimitOptions {
  readonly jobTimeoutCycles?: number;
  readonly wallGuardMs?: number;
}

export const JOB_LIMITS_HELP = `--job-timeout CYCLES: a submit still running after that many simulated
      cycles is a GPU hang — VK_ERROR_DEVICE_LOST with a report of the spinning
      and waiting waves (default ${DEFAULT_JOB_TIMEOUT_CYCLES} = 2^31; amdgpu resets after 10 s).
      --wall-guard SECONDS: popsim gives up on a submit in which no wave ends
      for that long on this machine (default ${DEFAULT_WALL_GUARD_MS / 60_000} minutes). 'none' turns either off.`;

/** The option names, for a command's option table (cli_options.ts). */
export const JOB_LIMIT_OPTIONS: readonly string[] = ['--job-timeout', '--wall-guard'];

/** The limits a parsed command line sets; `bad(name, message)` makes the error for an invalid value. */
export function jobLimitsOf(line: CommandLine, bad: (name: string, message: string) => Error): JobLimitOptions {
  let limits: JobLimitOptions = {};
  for (const name of JOB_LIMIT_OPTIONS) {
    const text = line.values.get(name);
    if (text !== undefined) limits = { ...limits, ...parseJobLimit(name, text, bad) };
  }
  return limits;
}

/** The limit `name` sets from its value `text`; `bad(name, message)` makes the error for an invalid value. */
function parseJobLimit(name: string, text: string, bad: (name: string, message: string) => Error): JobLimitOptions {
  const none = text === 'none';
  const n = Number(text);
  if (name === '--job-timeout') {
    if (!none && !(Number.isInteger(n) && n >= 1)) throw bad(name, `'${text}' is not a positive whole number of cycles or 'none'`);
    return { jobTimeoutCycles: none ? Infinity : n };
  }
  if (!none && !(Number.isFinite(n) && n > 0)) throw bad(name, `'${text}' is not a positive number of seconds or 'none'`);
  return { wallGuardMs: none ? Infinity : n * 1000 };
}
