/**
 * The job timeout and the host wall-clock guard (engine/job.ts) on the GPU model: a shader that
 * never finishes — spinning keeps the watchdog fed — ends in a GpuHangError at exactly the job's
 * deadline, naming the spinning waves and the loop they spin in, or the waves waiting in POPS for
 * a spinning holder; a huge instanced draw is bounded the same way; a job that finishes in time
 * runs cycle for cycle as without a limit; progress reports are monotonic and end idle with every
 * draw started. The guard counts host time from the last wave end (a test clock drives `Job`).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LAUNCH_LATENCY } from '../../../src/gpu/engine/wave_launcher.js';
import { GpuHangError } from '../../../src/gpu/engine/errors.js';
import { Job, type JobProgress } from '../../../src/gpu/engine/job.js';
import { EngineCounters } from '../../../src/gpu/engine/stats.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { popsCounterShader, runScene, type SceneOptions } from '../integration/scene.js';

function hangOf(o: SceneOptions): GpuHangError {
  try {
    runScene(o);
  } catch (e) {
    if (e instanceof GpuHangError) return e;
    throw e;
  }
  assert.fail('expected a GpuHangError');
}

/** A pixel shader that never ends: an ALU self-loop issues forever, so the watchdog sees progress. */
const SPIN = 's_nop 0\ns_branch -1\ns_endpgm';

for (const gfx of ['gfx9', 'gfx10_3', 'gfx11'] as GfxLevel[]) {
  test(`${gfx}: a spinning shader is a job timeout at exactly the deadline, each wave named spinning in its loop`, () => {
    const e = hangOf({ gfx, shader: SPIN, width: 16, height: 16, gpu: { watchdogCycles: 1000, jobTimeoutCycles: 300_000 } });
    assert.equal(e.trigger, 'job-timeout');
    assert.equal(e.cycle, 300_000);
    assert.match(e.reason, /job timeout: not done 300000 cycles after the job started \(cycle 0\)/);
    assert.ok(e.waves.length > 0);
    for (const w of e.waves) {
      assert.equal(w.state, 'spinning', e.message);
      assert.deepEqual(w.loop, { start: 4, branch: 4 });
      assert.equal(w.byteOffset, 4);
      assert.match(w.instruction, /^s_branch/);
      assert.ok(w.issued > w.programLength);
    }
    assert.match(e.message, /^GPU hang at cycle 300000: job timeout[^\n]*\n {2}wave \d+ \(CU \d+, SIMD \d+\) at 0x4 `s_branch \d+` \[ready\]: spinning in the loop 0x4–0x4/);
  });

  test(`${gfx}: a spin inside the ordered section: the holder spins, the overlapping waves wait in POPS for it`, () => {
    // The example's entry, then a loop that never ends in place of the read-modify-write.
    const shader = popsCounterShader(gfx, 16, (p) => ({ ...p, before: `${p.before}\ns_branch -1` }));
    const e = hangOf({ gfx, shader, width: 16, height: 16, triangles: 3, pops: true, gpu: { jobTimeoutCycles: 400_000 } });
    assert.equal(e.trigger, 'job-timeout');
    assert.equal(e.cycle, 400_000);
    const spinners = e.waves.filter((w) => w.state === 'spinning');
    const waiters = e.waves.filter((w) => w.state === 'pops-wait');
    assert.ok(spinners.length > 0 && waiters.length > 0, e.message);
    for (const s of spinners) {
      assert.match(s.instruction, /^s_branch/);
      assert.equal(s.loop?.start, s.byteOffset);
    }
    // Every waiter waits for a spinner to exit its ordered section, and that spinner says so.
    const spinnerUids = new Set(spinners.map((w) => w.uid));
    for (const w of waiters) {
      const holder = /: wave (\d+) \(ID \d+\) has not exited its ordered section yet$/.exec(w.pops);
      assert.ok(holder, w.pops);
      const uid = Number(holder[1]);
      if (!spinnerUids.has(uid)) continue; // a waiter behind another waiter
      assert.match(e.waves.find((s) => s.uid === uid)!.pops, new RegExp(`wait(s)? for it to exit its ordered section$`));
    }
  });
}

test('the earlier deadline decides: job timeout before the watchdog, the watchdog before the job timeout', () => {
  // One wave asleep for 64·0xFFFF cycles: no progress, and no end before either limit.
  const sleeper = { gfx: 'gfx10_3' as const, shader: 's_sleep 0xffff\ns_endpgm', width: 2, height: 2 };
  const job = hangOf({ ...sleeper, gpu: { watchdogCycles: 1000, jobTimeoutCycles: 500 } });
  assert.equal(job.trigger, 'job-timeout');
  assert.equal(job.cycle, 500);
  assert.equal(job.waves[0]!.state, 'waiting');
  const watchdog = hangOf({ ...sleeper, gpu: { watchdogCycles: 1000, jobTimeoutCycles: 2000 } });
  assert.equal(watchdog.trigger, 'watchdog');
  // The last progress: the pixel wave's launch decision, LAUNCH_LATENCY before its first instruction.
  assert.equal(watchdog.cycle, watchdog.waves[0]!.launchCycle - LAUNCH_LATENCY + 1000);
});

test('a job timeout that does not fire changes nothing: same statistics, cycle for cycle; half of it fires at its cycle', () => {
  const scene = { gfx: 'gfx9' as const, shader: popsCounterShader('gfx9', 32), triangles: 4, pops: true };
  const free = runScene(scene).stats;
  const limited = runScene({ ...scene, gpu: { jobTimeoutCycles: free.cycles } }).stats;
  assert.deepEqual(limited, free);
  const half = Math.floor(free.cycles / 2);
  const e = hangOf({ ...scene, gpu: { jobTimeoutCycles: half } });
  assert.equal(e.trigger, 'job-timeout');
  assert.equal(e.cycle, half);
});

test('a huge instanced draw (10^7 instances) is bounded by the job timeout, and progress knows its size', () => {
  const progress: JobProgress[] = [];
  const e = hangOf({
    gfx: 'gfx10_3',
    shader: 's_endpgm',
    width: 8,
    height: 8,
    instances: 10_000_000,
    gpu: { jobTimeoutCycles: 20_000 },
    job: { onProgress: (p) => progress.push(p) },
  });
  assert.equal(e.trigger, 'job-timeout');
  assert.equal(e.cycle, 20_000);
  assert.ok(progress.length > 0, 'checkpoints reported progress before the timeout');
  const last = progress.at(-1)!;
  assert.equal(last.drawsTotal, 10_000_000);
  assert.ok(last.drawsStarted > 100 && last.drawsStarted < 10_000_000, `${last.drawsStarted} instances started`);
  assert.equal(last.idle, false);
});

test('the host wall-clock guard stops a spinning job and says it was the host, not the GPU', () => {
  const e = hangOf({ gfx: 'gfx11', shader: SPIN, width: 16, height: 16, gpu: { wallGuardMs: 1 } });
  assert.equal(e.trigger, 'wall-guard');
  assert.equal(e.code, 'hang');
  assert.match(e.message, /^Host wall-clock guard at cycle \d+: no wave of this job ended for \d+ ms \(limit 1 ms; \d+ ms since the job started\): popsim gave up; the simulated GPU did not fail/);
  assert.ok(e.waves.every((w) => w.state === 'spinning'), e.message);
});

test('progress: monotonic counts, and the last report is idle with every draw started, every wave ended', () => {
  const progress: JobProgress[] = [];
  const s = runScene({ gfx: 'gfx9', shader: popsCounterShader('gfx9', 64), width: 64, height: 64, triangles: 16, pops: true, job: { onProgress: (p) => progress.push(p) } });
  assert.ok(progress.length >= 3, `${progress.length} reports`);
  for (let i = 1; i < progress.length; i++) {
    const a = progress[i - 1]!;
    const b = progress[i]!;
    for (const k of ['cycles', 'wavesLaunched', 'wavesEnded', 'psInvocations', 'drawsStarted', 'drawsTotal'] as const) {
      assert.ok(b[k] >= a[k], `${k} went from ${a[k]} to ${b[k]}`);
    }
  }
  assert.ok(progress.slice(0, -1).every((p) => !p.idle));
  assert.deepEqual(progress.at(-1), {
    cycles: s.stats.cycles,
    wavesLaunched: s.stats.wavesLaunched,
    wavesEnded: s.stats.wavesLaunched,
    psInvocations: 64 * 64 * 16,
    drawsStarted: 1,
    drawsTotal: 1,
    idle: true,
  });
});

test('the wall-clock guard counts from the last wave end: a long job that ends waves runs on, a stalled one stops', () => {
  const counters = new EngineCounters(1);
  let clock = 1000;
  const job = new Job(0, { timeoutCycles: Infinity, wallGuardMs: 60_000 }, {}, counters, { enqueued: 0, started: 0 }, () => clock);
  // Two hours of host time, a wave ending every 50 s: never a give-up, although the job outlasts the limit.
  for (let t = 0; t < 144; t++) {
    clock += 50_000;
    counters.wavesEnded++;
    assert.equal(job.checkpoint(t), undefined, `checkpoint ${t}`);
  }
  // Then no wave ends: still within the limit after 60 s, given up after.
  clock += 60_000;
  assert.equal(job.checkpoint(200), undefined);
  clock += 1;
  assert.equal(
    job.checkpoint(201),
    'no wave of this job ended for 60001 ms (limit 60000 ms; 7260001 ms since the job started): popsim gave up; the simulated GPU did not fail',
  );
});

test('the wall-clock guard carries wave ends over a job\'s submits (the engine counters restart at each)', () => {
  const counters = new EngineCounters(1);
  let clock = 0;
  const job = new Job(0, { timeoutCycles: Infinity, wallGuardMs: 1000 }, {}, counters, { enqueued: 0, started: 0 }, () => clock);
  counters.wavesEnded = 5;
  clock = 900;
  assert.equal(job.checkpoint(1), undefined);
  job.submitEnded(2);
  counters.wavesEnded = 0; // the next submit's counters
  clock = 1800;
  assert.equal(job.checkpoint(3), undefined, 'five waves ended 900 ms ago: within the limit');
  clock = 1901;
  assert.match(job.checkpoint(4) ?? '', /^no wave of this job ended for 1001 ms/);
});
