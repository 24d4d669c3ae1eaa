/**
 * hangReport: what a GpuHangError says about the live waves — where they are, what they were
 * doing (waiting in POPS, spinning in a loop, waiting, running), their POPS state — and about the
 * waves the SPI could not launch.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { enclosingLoop, hangReport, waveState, type HungPopsUnit, type HungWave } from '../../../src/gpu/engine/hang_report.js';
import { GpuHangError, LISTED_WAVES } from '../../../src/gpu/engine/errors.js';
import { WaveStatus } from '../../../src/gpu/engine/wave_context.js';
import type { WaitBlock } from '../../../src/gpu/pops/block_reason.js';
import { target, waveFor } from '../cu/harness.js';

interface Packing {
  readonly packer: number;
  readonly blocked: boolean;
}

/** A POPS unit view: the waves of `blocks` are alive with that wait block; heads with `blocked` cannot launch. */
function popsView(blocks: ReadonlyMap<number, WaitBlock>): HungPopsUnit<Packing> {
  return {
    packers: 2,
    waitBlock: (uid) => {
      const b = blocks.get(uid);
      if (b === undefined) throw new Error(`wave ${uid} is not alive in the POPS unit`);
      return b;
    },
    canLaunch: (p) => !p.blocked,
    describeLaunchBlock: (p) => `packer ${p.packer}: held by the ID limit`,
  };
}

const t = target('gfx1030', true);
const SLOT = { cu: 0, simd: 0 };

test('each live wave is named with its place, next instruction, status, state and the POPS reason', () => {
  const sleeping = waveFor('s_mov_b32 s0, 1\ns_sleep 3\ns_endpgm', t);
  sleeping.index = 1;
  const ended = waveFor('s_endpgm', t);
  ended.uid = 2;
  ended.index = 1; // past the end
  const live: HungWave[] = [
    { wave: sleeping, se: 0, slot: { cu: 3, simd: 1 }, status: WaveStatus.Sleep, polling: true, issued: 2, launchCycle: 0, vertexBatch: undefined },
    { wave: ended, se: 0, slot: SLOT, status: WaveStatus.Ready, polling: false, issued: 1, launchCycle: 0, vertexBatch: undefined },
  ];
  const waiting: WaitBlock = { kind: 'waiting', packer: 0, waveId: 5, waitForId: 4, exitingId: 4, holderUid: 9, holder: 'running' };
  const e = hangReport<Packing>('watchdog', 'no progress for 100 cycles', 1234, live, [popsView(new Map([[1, waiting]]))], { head: () => undefined });
  assert.ok(e instanceof GpuHangError);
  assert.equal(e.cycle, 1234);
  assert.equal(e.trigger, 'watchdog');
  assert.equal(e.reason, 'no progress for 100 cycles');
  assert.deepEqual(e.waves[0], {
    uid: 1,
    stage: 'pixel',
    launchCycle: 0,
    cu: 3,
    simd: 1,
    byteOffset: 4,
    instruction: 's_sleep 3',
    status: 'sleep',
    state: 'pops-wait',
    loop: undefined,
    issued: 2,
    programLength: 3,
    pops: 'wave 1 (packer 0, ID 5) waits for the exiting wave ID to pass 4; it is 4: wave 9 (ID 4) has not exited its ordered section yet',
  });
  assert.equal(e.waves[1]!.instruction, '(past the end)');
  assert.equal(e.waves[1]!.byteOffset, -1);
  assert.equal(e.waves[1]!.status, 'ready');
  assert.equal(e.waves[1]!.state, 'running');
  assert.equal(e.waves[1]!.pops, 'not known to the POPS unit');
  assert.deepEqual(e.launchBlocks, []);
  assert.match(e.message, /^GPU hang at cycle 1234: no progress for 100 cycles\n {2}wave 1 \(CU 3, SIMD 1\) at 0x4 `s_sleep 3` \[sleep\]: waiting in POPS; wave 1 \(packer 0/);
});

test('enclosingLoop: the innermost backward branch at or after the instruction that jumps to or before it', () => {
  // 0x0 s_mov; 0x4 outer start; 0x8 inner start (self-loop at 0xc); 0x10 back to 0x4; 0x14 s_endpgm.
  const w = waveFor('s_mov_b32 s0, 0\ns_add_u32 s0, s0, 1\ns_add_u32 s1, s1, 1\ns_cbranch_scc1 -2\ns_branch -4\ns_endpgm', t);
  assert.equal(enclosingLoop(w.program, 0), undefined, 'before every loop');
  assert.deepEqual(enclosingLoop(w.program, 1), { start: 0x4, branch: 0x10 }, 'the outer loop only');
  assert.deepEqual(enclosingLoop(w.program, 2), { start: 0x8, branch: 0xc }, 'the inner loop');
  assert.deepEqual(enclosingLoop(w.program, 3), { start: 0x8, branch: 0xc }, 'at the inner backward branch itself');
  assert.equal(enclosingLoop(w.program, 5), undefined, 'after every loop (a forward branch is no loop)');
  assert.equal(enclosingLoop(w.program, 6), undefined, 'past the end');
});

test('waveState: POPS wait first; spinning needs a loop around the PC and more instructions issued than the program has', () => {
  const inPops: WaitBlock = { kind: 'none' };
  const w = waveFor('s_nop 0\ns_branch -1\ns_endpgm', t);
  w.index = 1;
  const loop = enclosingLoop(w.program, 1);
  assert.deepEqual(loop, { start: 0x4, branch: 0x4 });
  let status = WaveStatus.Ready;
  const ctx = (polling: boolean, issued: number): HungWave => ({ wave: w, se: 0, slot: SLOT, status, polling, issued, launchCycle: 0, vertexBatch: undefined });
  assert.equal(waveState(ctx(true, 1000), loop, inPops), 'pops-wait');
  assert.equal(waveState(ctx(false, 1000), loop, inPops), 'spinning');
  assert.equal(waveState(ctx(false, 2), loop, inPops), 'running', 'not yet repeated: the program has 3 instructions');
  assert.equal(waveState(ctx(false, 1000), undefined, inPops), 'running', 'repeated, but no longer inside a loop');
  status = WaveStatus.Waitcnt;
  assert.equal(waveState(ctx(false, 1000), loop, inPops), 'spinning', 'waiting for memory inside the loop it repeats');
  assert.equal(waveState(ctx(false, 2), loop, inPops), 'waiting');
  // An s_sleep outside a POPS draw is no POPS wait, whatever the engine's polling flag says.
  status = WaveStatus.Sleep;
  assert.equal(waveState(ctx(true, 2), loop, { kind: 'unsynchronized', reason: 'not-pops' }), 'waiting');
  assert.equal(waveState(ctx(true, 2), loop, undefined), 'waiting');
  assert.equal(waveState(ctx(true, 1000), loop, { kind: 'unsynchronized', reason: 'not-pops' }), 'spinning');
});

test('a POPS deadlock: the spinning holder names the waves that wait for it; the waiter gets the POPS reason', () => {
  const spinner = waveFor('s_mov_b32 s1, 0\ns_waitcnt vmcnt(0)\ns_cmp_eq_u32 s1, 0\ns_cbranch_scc1 -3\ns_endpgm', t);
  spinner.index = 1;
  const waiter = waveFor('s_sleep 0xffff\ns_branch -2\ns_endpgm', t);
  waiter.uid = 2;
  const blocks = new Map<number, WaitBlock>([
    [1, { kind: 'none' }],
    [2, { kind: 'waiting', packer: 0, waveId: 1, waitForId: 0, exitingId: 0, holderUid: 1, holder: 'running' }],
  ]);
  const e = hangReport<Packing>(
    'job-timeout',
    'job timeout',
    500,
    [
      { wave: spinner, se: 0, slot: SLOT, status: WaveStatus.Waitcnt, polling: false, issued: 400, launchCycle: 0, vertexBatch: undefined },
      { wave: waiter, se: 0, slot: { cu: 0, simd: 1 }, status: WaveStatus.Sleep, polling: true, issued: 30, launchCycle: 0, vertexBatch: undefined },
    ],
    [popsView(blocks)],
    { head: () => undefined },
  );
  assert.equal(e.trigger, 'job-timeout');
  const [a, b] = e.waves;
  assert.equal(a!.state, 'spinning');
  assert.deepEqual(a!.loop, { start: 0x4, branch: 0xc });
  assert.equal(a!.pops, 'wave 1 is not in a POPS wait; wave 2 waits for it to exit its ordered section');
  assert.equal(b!.state, 'pops-wait');
  assert.match(b!.pops, /wave 2 \(packer 0, ID 1\) waits for the exiting wave ID to pass 0; it is 0: wave 1/);
  assert.match(e.message, /^GPU hang at cycle 500: job timeout\n {2}wave 1 \(CU 0, SIMD 0\) at 0x4 `s_waitcnt vmcnt\(0\)` \[waitcnt\]: spinning in the loop 0x4–0xc \(issued 400 instructions, the program has 5\)/);
});

test('a wave outside a POPS wait is not told about wait-loop failures (S2) of a loop it is not in', () => {
  const w = waveFor('s_branch -1\ns_endpgm', t);
  const e = hangReport<Packing>(
    'job-timeout',
    'job timeout',
    9,
    [{ wave: w, se: 0, slot: SLOT, status: WaveStatus.Ready, polling: false, issued: 99, launchCycle: 0, vertexBatch: undefined }],
    [popsView(new Map([[1, { kind: 'no-overlap', packer: 0, waveId: 3 }]]))],
    { head: () => undefined },
  );
  assert.equal(e.waves[0]!.pops, 'wave 1 is not in a POPS wait');
});

test('the host wall-clock guard names itself, not a GPU hang', () => {
  const e = hangReport<Packing>('wall-guard', 'simulating this job took 12 ms (limit 5 ms)', 77, [], [], { head: () => undefined });
  assert.equal(e.code, 'hang');
  assert.match(e.message, /^Host wall-clock guard at cycle 77: simulating this job took 12 ms/);
});

test(`the message lists ${LISTED_WAVES} waves and counts the rest by state; e.waves keeps them all`, () => {
  const live: HungWave[] = [];
  for (let uid = 1; uid <= LISTED_WAVES + 5; uid++) {
    const w = waveFor('s_branch -1\ns_endpgm', t);
    w.uid = uid;
    live.push({ wave: w, se: 0, slot: SLOT, status: WaveStatus.Ready, polling: uid > LISTED_WAVES + 3, issued: 10, launchCycle: 0, vertexBatch: undefined });
  }
  const inPops: WaitBlock = { kind: 'none' };
  const blocks = new Map(live.map((h) => [h.wave.uid, inPops]));
  const e = hangReport<Packing>('job-timeout', 'job timeout', 1, live, [popsView(blocks)], { head: () => undefined });
  assert.equal(e.waves.length, LISTED_WAVES + 5);
  const lines = e.message.split('\n');
  assert.equal(lines.length, 1 + LISTED_WAVES + 1);
  assert.equal(lines.at(-1), '  … and 5 more waves: 3 spinning, 2 waiting in POPS');
});

test('packed waves that could not launch: the POPS unit reason, or a missing wave slot', () => {
  const heads: Record<string, Packing> = { '0/1': { packer: 1, blocked: true }, '1/0': { packer: 0, blocked: false } };
  const e = hangReport<Packing>('watchdog', 'every live wave is blocked and nothing is scheduled', 7, [], [popsView(new Map()), popsView(new Map())], {
    head: (se: number, packer: number) => {
      const p = heads[`${se}/${packer}`];
      return p === undefined ? undefined : { packing: p };
    },
  });
  assert.deepEqual(e.waves, []);
  assert.deepEqual(e.launchBlocks, ['SE 0: packer 1: held by the ID limit', 'SE 1: packer 0: waiting for a free wave slot']);
  assert.match(e.message, /not launched: SE 1: packer 0: waiting for a free wave slot$/);
});
