/** hangReport: what a GpuHangError says about the live waves and the waves the SPI could not launch. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hangReport, type HungPopsUnit, type HungWave } from '../../../src/gpu/engine/hang_report.js';
import { GpuHangError } from '../../../src/gpu/engine/errors.js';
import { target, waveFor } from '../cu/harness.js';

interface Packing {
  readonly packer: number;
  readonly blocked: boolean;
}

/** A POPS unit view: waves 1.. are known; heads with `blocked` cannot launch. */
function popsView(known: readonly number[]): HungPopsUnit<Packing> {
  return {
    packers: 2,
    describeBlocked: (uid) => {
      if (!known.includes(uid)) throw new Error(`wave ${uid} is not alive in the POPS unit`);
      return `wave ${uid} waits for its overlapped predecessor`;
    },
    canLaunch: (p) => !p.blocked,
    describeLaunchBlock: (p) => `packer ${p.packer}: held by the ID limit`,
  };
}

test('each live wave is named with its place, next instruction, status and the POPS reason', () => {
  const t = target('gfx1030', true);
  const sleeping = waveFor('s_mov_b32 s0, 1\ns_sleep 3\ns_endpgm', t);
  sleeping.index = 1;
  sleeping.status = 'sleep';
  const ended = waveFor('s_endpgm', t);
  ended.uid = 2;
  ended.index = 1; // past the end
  const live: HungWave[] = [
    { wave: sleeping, se: 0, slot: { cu: 3, simd: 1 }, polling: true },
    { wave: ended, se: 0, slot: { cu: 0, simd: 0 }, polling: false },
  ];
  const e = hangReport<Packing>('no progress for 100 cycles', 1234, live, [popsView([1])], { head: () => undefined });
  assert.ok(e instanceof GpuHangError);
  assert.equal(e.cycle, 1234);
  assert.equal(e.reason, 'no progress for 100 cycles');
  assert.deepEqual(e.waves[0], {
    uid: 1,
    cu: 3,
    simd: 1,
    byteOffset: 4,
    instruction: 's_sleep 3',
    status: 'sleep, in a POPS wait loop',
    pops: 'wave 1 waits for its overlapped predecessor',
  });
  assert.equal(e.waves[1]!.instruction, '(past the end)');
  assert.equal(e.waves[1]!.byteOffset, -1);
  assert.equal(e.waves[1]!.status, 'ready');
  assert.equal(e.waves[1]!.pops, 'not known to the POPS unit');
  assert.deepEqual(e.launchBlocks, []);
  assert.match(e.message, /^GPU hang at cycle 1234: no progress for 100 cycles\n {2}wave 1 \(CU 3, SIMD 1\) at 0x4 `s_sleep 3` \[sleep, in a POPS wait loop\]/);
});

test('packed waves that could not launch: the POPS unit reason, or a missing wave slot', () => {
  const heads: Record<string, Packing> = { '0/1': { packer: 1, blocked: true }, '1/0': { packer: 0, blocked: false } };
  const e = hangReport<Packing>('every live wave is blocked and nothing is scheduled', 7, [], [popsView([]), popsView([])], {
    head: (se, packer) => {
      const p = heads[`${se}/${packer}`];
      return p === undefined ? undefined : { packing: p };
    },
  });
  assert.deepEqual(e.waves, []);
  assert.deepEqual(e.launchBlocks, ['SE 0: packer 1: held by the ID limit', 'SE 1: packer 0: waiting for a free wave slot']);
  assert.match(e.message, /not launched: SE 1: packer 0: waiting for a free wave slot$/);
});
