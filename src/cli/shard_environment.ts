/**
 * `popsim cts` as one task of a job array: the shard (K of N, K from 1) from
 * the scheduler's environment when `--shard` is not given.
 *
 * * **Slurm job array** (`sbatch --array=A-B[:S]`): `SLURM_ARRAY_TASK_ID` is
 *   the task's array index, which starts at whatever `--array` says, so
 *   K = (ID − SLURM_ARRAY_TASK_MIN) / SLURM_ARRAY_TASK_STEP + 1 and
 *   N = SLURM_ARRAY_TASK_COUNT. Only an evenly spaced range maps onto 1..N:
 *   a list such as `--array=1,4,9` is refused (MAX, MIN, STEP and COUNT
 *   disagree) — give `--shard` in the script instead.
 * * **Kubernetes Indexed Job** (`completionMode: Indexed`): the Job controller
 *   sets `JOB_COMPLETION_INDEX` (0 to `completions` − 1), so K = index + 1.
 *   Kubernetes exposes no count, so the manifest sets `POPSIM_SHARD_COUNT` to
 *   the Job's `completions`.
 *
 * An explicit `--shard` wins (`--shard 1/1` runs everything inside an array
 * task); both schedulers' variables at once are refused as ambiguous.
 */
import { checkedShard, type ShardSpec } from '../scenes/interlock_cts/shard.js';
import { CtsError } from '../scenes/interlock_cts/errors.js';

export type Environment = Readonly<Record<string, string | undefined>>;

/** Where a shard came from: the variables, as `NAME=value …` for the stderr announcement. */
export interface EnvironmentShard {
  readonly shard: ShardSpec;
  readonly source: string;
}

/** The count variable of a Kubernetes Indexed Job (set it to the Job's `completions`). */
export const SHARD_COUNT_VARIABLE = 'POPSIM_SHARD_COUNT';

const SLURM_VARIABLES = ['SLURM_ARRAY_TASK_ID', 'SLURM_ARRAY_TASK_COUNT', 'SLURM_ARRAY_TASK_MIN', 'SLURM_ARRAY_TASK_MAX', 'SLURM_ARRAY_TASK_STEP'] as const;

/** A non-negative integer variable; undefined when unset, CtsError('bad-option', name) when it is not one. */
function integerVariable(env: Environment, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  if (!/^\d+$/.test(text.trim())) throw new CtsError('bad-option', name, `'${text}' is not a non-negative integer`);
  return Number(text.trim());
}

/** A variable the scheduler sets with the one that was found; `missing` says why it is needed. */
function requiredVariable(env: Environment, name: string, missing: string): number {
  const n = integerVariable(env, name);
  if (n === undefined) throw new CtsError('bad-option', name, `is not set: ${missing}; or give --shard K/N`);
  return n;
}

function describe(env: Environment, names: readonly string[]): string {
  return names.filter((n) => env[n] !== undefined && env[n] !== '').map((n) => `${n}=${env[n]}`).join(' ');
}

function slurmShard(env: Environment): EnvironmentShard {
  const partial = 'SLURM_ARRAY_TASK_ID is set, and a Slurm array task also has SLURM_ARRAY_TASK_COUNT and SLURM_ARRAY_TASK_MIN';
  const id = requiredVariable(env, 'SLURM_ARRAY_TASK_ID', partial);
  const count = requiredVariable(env, 'SLURM_ARRAY_TASK_COUNT', partial);
  const min = requiredVariable(env, 'SLURM_ARRAY_TASK_MIN', partial);
  const step = integerVariable(env, 'SLURM_ARRAY_TASK_STEP') ?? 1;
  const max = integerVariable(env, 'SLURM_ARRAY_TASK_MAX');
  const source = describe(env, SLURM_VARIABLES);
  const range = step >= 1 && id >= min && (id - min) % step === 0 && (max === undefined || ((max - min) % step === 0 && (max - min) / step + 1 === count));
  if (!range) {
    throw new CtsError('bad-option', 'SLURM_ARRAY_TASK_ID', `${source}: the array is not an evenly spaced range of ${count} tasks; use --array=1-N (or 0-N−1), or give --shard K/N`);
  }
  return { shard: checkedShard((id - min) / step + 1, count, 'SLURM_ARRAY_TASK_ID', source), source };
}

function kubernetesShard(env: Environment): EnvironmentShard {
  const index = requiredVariable(env, 'JOB_COMPLETION_INDEX', `${SHARD_COUNT_VARIABLE} is set, and it only counts the tasks of a Kubernetes Indexed Job`);
  const count = requiredVariable(env, SHARD_COUNT_VARIABLE, `JOB_COMPLETION_INDEX is set (a Kubernetes Indexed Job), which has no count variable: set ${SHARD_COUNT_VARIABLE} to the Job's completions`);
  const source = describe(env, ['JOB_COMPLETION_INDEX', SHARD_COUNT_VARIABLE]);
  return { shard: checkedShard(index + 1, count, 'JOB_COMPLETION_INDEX', source), source };
}

/** The shard a job array's environment assigns, or undefined outside one (no Slurm array or Indexed Job variables). */
export function shardFromEnvironment(env: Environment): EnvironmentShard | undefined {
  const set = (name: string): boolean => env[name] !== undefined && env[name] !== '';
  const slurm = set('SLURM_ARRAY_TASK_ID');
  const kubernetes = set('JOB_COMPLETION_INDEX') || set(SHARD_COUNT_VARIABLE);
  if (slurm && kubernetes) {
    throw new CtsError('bad-option', 'SLURM_ARRAY_TASK_ID', `both a Slurm array task and ${set('JOB_COMPLETION_INDEX') ? 'JOB_COMPLETION_INDEX' : SHARD_COUNT_VARIABLE} are set; give --shard K/N`);
  }
  if (slurm) return slurmShard(env);
  if (kubernetes) return kubernetesShard(env);
  return undefined;
}
