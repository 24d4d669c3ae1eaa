import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dataOrientedLoop, engineStyleLoop } from '../../bench/poll_loops.js';

// bench/poll_floor.ts compares the two loops' host time per event: that is a
// floor for each kind of event core only if both run the same events.

test('poll loops: one wave per SIMD runs five events per iteration at the loop cycles, in both cores', () => {
  // 40 waves on 40 SIMDs never contend. Each iteration: timer (not before the first), s_branch,
  // exiting-ID read, s_cmp + s_cbranch (2 cycles), s_sleep; the last wave starts at cycle 6.
  const iterations = 20;
  for (const run of [engineStyleLoop(40, iterations), dataOrientedLoop(40, iterations)]) {
    assert.equal(run.events, 40 * (5 * iterations - 1));
    assert.equal(run.cycles, 6 + (iterations - 1) * (4 + 192) + 4);
  }
});

test('poll loops: with ten waves per SIMD both cores run the same retries and end at the same cycle', () => {
  const engine = engineStyleLoop(400, 20);
  const data = dataOrientedLoop(400, 20);
  assert.ok(engine.events > 400 * (5 * 20 - 1), `busy SIMDs add retries (${engine.events} events)`);
  assert.equal(data.events, engine.events);
  assert.equal(data.cycles, engine.cycles);
});
