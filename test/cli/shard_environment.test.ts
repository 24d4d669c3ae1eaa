/** The shard of a Slurm array task or a Kubernetes Indexed Job, from its environment. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shardFromEnvironment, SHARD_COUNT_VARIABLE, type Environment } from '../../src/cli/shard_environment.js';
import { CtsError } from '../../src/scenes/interlock_cts/index.js';

const shard = (env: Environment): string | undefined => {
  const s = shardFromEnvironment(env)?.shard;
  return s === undefined ? undefined : `${s.index}/${s.count}`;
};

function refused(env: Environment, location: string, message: RegExp): void {
  assert.throws(
    () => shardFromEnvironment(env),
    (e: unknown) => e instanceof CtsError && e.code === 'bad-option' && e.location === location && message.test(e.message),
    JSON.stringify(env),
  );
}

test('outside a job array there is no shard', () => {
  assert.equal(shardFromEnvironment({}), undefined);
  assert.equal(shardFromEnvironment({ SLURM_JOB_ID: '77', HOME: '/root', JOB_COMPLETION_INDEX: '' }), undefined);
});

test('Slurm: K counts from the array\'s first index in steps of its step, N is the task count', () => {
  const array = (id: number, min: number, max: number, count: number, step?: number): Environment => ({
    SLURM_ARRAY_TASK_ID: String(id),
    SLURM_ARRAY_TASK_MIN: String(min),
    SLURM_ARRAY_TASK_MAX: String(max),
    SLURM_ARRAY_TASK_COUNT: String(count),
    ...(step === undefined ? {} : { SLURM_ARRAY_TASK_STEP: String(step) }),
  });
  // --array=0-3
  assert.deepEqual([0, 1, 2, 3].map((id) => shard(array(id, 0, 3, 4))), ['1/4', '2/4', '3/4', '4/4']);
  // --array=1-4
  assert.deepEqual([1, 4].map((id) => shard(array(id, 1, 4, 4))), ['1/4', '4/4']);
  // --array=10-16:3 (10, 13, 16)
  assert.deepEqual([10, 13, 16].map((id) => shard(array(id, 10, 16, 3, 3))), ['1/3', '2/3', '3/3']);
  // Without SLURM_ARRAY_TASK_MAX the step and count still place the task.
  assert.equal(shard({ SLURM_ARRAY_TASK_ID: '7', SLURM_ARRAY_TASK_MIN: '5', SLURM_ARRAY_TASK_COUNT: '3' }), '3/3');
  assert.match(shardFromEnvironment(array(2, 1, 4, 4))!.source, /^SLURM_ARRAY_TASK_ID=2 SLURM_ARRAY_TASK_COUNT=4 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_MAX=4$/);
});

test('Slurm: a list that is not an evenly spaced range, or missing variables, is refused with a hint to give --shard', () => {
  // --array=1,4,9: MIN 1, MAX 9, COUNT 3 do not make a range of step 1.
  refused({ SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_MAX: '9', SLURM_ARRAY_TASK_COUNT: '3' }, 'SLURM_ARRAY_TASK_ID', /not an evenly spaced range of 3 tasks.*--shard K\/N/);
  refused({ SLURM_ARRAY_TASK_ID: '4', SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_COUNT: '3', SLURM_ARRAY_TASK_STEP: '2' }, 'SLURM_ARRAY_TASK_ID', /not an evenly spaced range/);
  // An index past the count (a bigger array than COUNT says).
  refused({ SLURM_ARRAY_TASK_ID: '9', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_COUNT: '4' }, 'SLURM_ARRAY_TASK_ID', /shards are numbered 1 to 4, not 10/);
  refused({ SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_MIN: '0' }, 'SLURM_ARRAY_TASK_COUNT', /is not set/);
  refused({ SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_COUNT: '4' }, 'SLURM_ARRAY_TASK_MIN', /is not set/);
  refused({ SLURM_ARRAY_TASK_ID: 'three', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_COUNT: '4' }, 'SLURM_ARRAY_TASK_ID', /'three' is not a non-negative integer/);
});

test(`Kubernetes Indexed Job: K = JOB_COMPLETION_INDEX + 1, N from ${SHARD_COUNT_VARIABLE} (Kubernetes has no count variable)`, () => {
  assert.deepEqual([0, 1, 2].map((i) => shard({ JOB_COMPLETION_INDEX: String(i), [SHARD_COUNT_VARIABLE]: '3' })), ['1/3', '2/3', '3/3']);
  assert.equal(shardFromEnvironment({ JOB_COMPLETION_INDEX: '1', [SHARD_COUNT_VARIABLE]: '3' })!.source, `JOB_COMPLETION_INDEX=1 ${SHARD_COUNT_VARIABLE}=3`);
  refused({ JOB_COMPLETION_INDEX: '2' }, SHARD_COUNT_VARIABLE, /is not set: JOB_COMPLETION_INDEX is set .* set POPSIM_SHARD_COUNT to the Job's completions/);
  refused({ [SHARD_COUNT_VARIABLE]: '3' }, 'JOB_COMPLETION_INDEX', /is not set/);
  refused({ JOB_COMPLETION_INDEX: '3', [SHARD_COUNT_VARIABLE]: '3' }, 'JOB_COMPLETION_INDEX', /shards are numbered 1 to 3, not 4/);
  refused({ JOB_COMPLETION_INDEX: '0', [SHARD_COUNT_VARIABLE]: '0' }, 'JOB_COMPLETION_INDEX', /shard count must be a positive integer/);
});

test('both schedulers at once are ambiguous', () => {
  refused({ SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_COUNT: '2', JOB_COMPLETION_INDEX: '0', [SHARD_COUNT_VARIABLE]: '2' }, 'SLURM_ARRAY_TASK_ID', /both a Slurm array task and JOB_COMPLETION_INDEX/);
});
