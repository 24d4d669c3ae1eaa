import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GpuHangError } from '../../../src/gpu/engine/errors.js';
import { popsCounterShader, runScene } from './scene.js';

const TRIANGLES = 4;

/** Drops the lines matching `pattern` from the example's entry or exit. */
function without(pattern: RegExp, where: 'before' | 'after') {
  return (p: { before: string; after: string }) => ({ ...p, [where]: p[where].split('\n').filter((l) => !pattern.test(l)).join('\n') });
}

/** Replaces one-dword instructions matching `pattern` by s_nop, keeping branch offsets valid. */
function nopOut(pattern: RegExp) {
  return (p: { before: string; after: string }) => ({ ...p, before: p.before.split('\n').map((l) => (pattern.test(l) ? 's_nop 0' : l)).join('\n') });
}

function hangOf(run: () => unknown): GpuHangError {
  try {
    run();
  } catch (e) {
    if (e instanceof GpuHangError) return e;
    throw e;
  }
  assert.fail('expected a GpuHangError');
}

for (const gfx of ['gfx9', 'gfx10_3'] as const) {
  test(`${gfx}: running the wait loop without the did-overlap check hangs and the watchdog names S2`, () => {
    const shader = popsCounterShader(gfx, 32, without(/s_bitcmp1_b32 s2, 31|s_cbranch_scc0 1[67]/, 'before'));
    const e = hangOf(() => runScene({ gfx, shader, triangles: TRIANGLES, pops: true, gpu: { watchdogCycles: 200_000 } }));
    assert.equal(e.code, 'hang');
    assert.ok(e.waves.length > 0);
    const s2 = e.waves.find((w) => w.pops.includes('(S2)'));
    assert.ok(s2, e.message);
    assert.equal(s2.state, 'pops-wait');
    // The wave is parked in its loop: at the sleep or around the exiting-ID read.
    assert.match(e.waves.map((w) => w.instruction).join('\n'), /s_sleep|src_pops_exiting_wave_id|s_cmp_le_u32|s_cbranch_scc0|s_branch/);
    assert.match(e.message, /GPU hang at cycle \d+/);
  });
}

for (const gfx of ['gfx9', 'gfx10_3'] as const) {
  // S9: a store becomes visible only when its line reaches L2 (per-line vector memory
  // timing, docs/gpu_memory.md), so exiting before vm/vs drain lets the woken wave read
  // the old counter; with the wait every increment lands.
  test(`${gfx}: ORDERED_PS_DONE before the stores complete loses increments; with s_waitcnt never (S9)`, () => {
    const racy = runScene({ gfx, shader: popsCounterShader(gfx, 32, without(/^s_waitcnt/, 'after')), triangles: TRIANGLES, pops: true }).counters();
    assert.ok(racy.some((v) => v < TRIANGLES), `counters: ${[...new Set(racy)].join(', ')}`);
    assert.ok(racy.every((v) => v >= 1 && v <= TRIANGLES));
    const ok = runScene({ gfx, shader: popsCounterShader(gfx, 32), triangles: TRIANGLES, pops: true }).counters();
    assert.deepEqual([...new Set(ok)], [TRIANGLES]);
  });
}

for (const gfx of ['gfx9', 'gfx10_3'] as const) {
  test(`${gfx}: without the packer setreg the wait hangs or misorders (S3)`, () => {
    const shader = popsCounterShader(gfx, 32, nopOut(/s_setreg_b32/));
    let wrong = false;
    try {
      const c = runScene({ gfx, shader, triangles: TRIANGLES, pops: true, gpu: { watchdogCycles: 200_000 } }).counters();
      wrong = c.some((v) => v !== TRIANGLES);
    } catch (e) {
      if (!(e instanceof GpuHangError)) throw e;
      assert.match(e.message, /S3|packer/);
      wrong = true;
    }
    assert.ok(wrong);
  });
}

test('gfx11: a POPS draw without export space hangs (S12)', () => {
  const e = hangOf(() =>
    runScene({ gfx: 'gfx11', shader: popsCounterShader('gfx11', 32), triangles: TRIANGLES, pops: true, registers: { SPI_SHADER_COL_FORMAT: 0 }, gpu: { watchdogCycles: 200_000 } }),
  );
  assert.ok(e.waves.some((w) => /export space|S12/.test(w.pops)), e.message);
});

test('gfx9 sleeps its full s_sleep time; gfx10.3 is woken by exits (S6)', () => {
  const g9 = runScene({ gfx: 'gfx9', shader: popsCounterShader('gfx9', 32), triangles: TRIANGLES, pops: true }).stats;
  assert.ok(g9.sleeps > 0);
  assert.equal(g9.wakeUps, 0);
  assert.equal(g9.sleepCycles, g9.sleeps * 64 * 3); // s_sleep 3, never cut short
  const g10 = runScene({ gfx: 'gfx10_3', shader: popsCounterShader('gfx10_3', 32), triangles: TRIANGLES, pops: true }).stats;
  assert.ok(g10.sleeps > 0);
  assert.equal(g10.wakeUps, g10.sleeps, 'every s_sleep 0xffff ends with a wake-up');
  assert.ok(g10.sleepCycles < g10.sleeps * 64 * 0xffff);
});

test('two runs give identical statistics and memory (determinism)', () => {
  const run = () => runScene({ gfx: 'gfx10_3', shader: popsCounterShader('gfx10_3', 32), triangles: TRIANGLES, pops: true });
  const a = run();
  const b = run();
  assert.deepEqual(a.stats, b.stats);
  assert.deepEqual(a.counters(), b.counters());
});
