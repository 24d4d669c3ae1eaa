import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PopsUnit, DEFAULT_POPS_DRAW, type PackingWave, type PopsDrawConfig, type PopsErrata } from '../../../src/gpu/pops/index.js';
import { makeUnit, launchQuad, packerFieldFor, NO_ERRATA } from './helpers.js';

const VEGA10: PopsErrata = { popsMissedOverlap: true, stalledPopsMode: false };
const NAVI10: PopsErrata = { popsMissedOverlap: false, stalledPopsMode: true };

/**
 * A correct ordered workload with heavy overlap: `waves` waves covering the same
 * pixel fully, up to `inFlight` alive at once, each running the seed's protocol
 * (set the packer if it overlapped, wait, ORDERED_PS_DONE, end).
 */
function runHeavyOverlap(unit: PopsUnit, waves: number, inFlight: number, samplesMask: number): { hang: string | null } {
  const live: number[] = [];
  let next = 0;
  let pending: PackingWave | null = null; // the SPI keeps a blocked wave and retries it
  for (;;) {
    while (live.length < inFlight && next < waves) {
      if (pending === null) {
        pending = unit.startPacking(0);
        unit.addQuad(pending, 0, 0, [samplesMask, samplesMask, samplesMask, samplesMask]);
      }
      if (!unit.canLaunch(pending)) break;
      const l = unit.launch(pending, next);
      pending = null;
      if (l.didOverlap) unit.setPackerRegister(next, packerFieldFor(unit.gfx, l.collisionWaveId));
      live.push(next++);
    }
    const i = live.findIndex((uid) => {
      const k = unit.waitBlock(uid).kind;
      return k === 'none' || k === 'no-overlap';
    });
    if (i < 0) return { hang: live.length === 0 ? null : unit.describeBlocked(live[0]!) };
    const uid = live.splice(i, 1)[0]!;
    unit.orderedPsDone(uid);
    unit.waveEnded(uid);
    if (live.length === 0 && next === waves) return { hang: null };
  }
}

function draw(samplesLog2: number, drainOnOverlap: boolean): Partial<PopsDrawConfig> {
  return { rasterSamplesLog2: samplesLog2, overlapSamplesLog2: 0, drainOnOverlap };
}

test('R6: VEGA10/RAVEN hang with 8x samples and heavy overlap when drain is off', () => {
  const unit = makeUnit('gfx9', draw(3, false), { errata: VEGA10 });
  const r = runHeavyOverlap(unit, 40, 6, 0xff);
  assert.notEqual(r.hang, null);
  assert.match(r.hang!, /R6/);
  assert.ok(unit.stats().lostExits > 0);
});

test('R6: depth samples ≥ 8 alone also trigger it', () => {
  const unit = makeUnit('gfx9', { ...draw(0, false), depthSamplesLog2: 3 }, { errata: VEGA10 });
  assert.notEqual(runHeavyOverlap(unit, 40, 6, 1).hang, null);
});

test('R6: 4x never hangs, drain avoids the hang at 8x, other chips never hang', () => {
  assert.equal(runHeavyOverlap(makeUnit('gfx9', draw(2, false), { errata: VEGA10 }), 40, 6, 0xf).hang, null);
  const drained = makeUnit('gfx9', draw(3, true), { errata: VEGA10 });
  assert.equal(runHeavyOverlap(drained, 40, 6, 0xff).hang, null);
  assert.equal(drained.stats().wavesWithOverlap, 0); // drained waves launch with did-overlap 0
  assert.ok(drained.stats().drainStalls > 0);
  assert.equal(runHeavyOverlap(makeUnit('gfx9', draw(3, false), { errata: NO_ERRATA }), 40, 6, 0xff).hang, null);
});

test('drain: a wave overlapping an in-flight wave launches only after it ended', () => {
  const unit = makeUnit('gfx10_3', { drainOnOverlap: true });
  launchQuad(unit, 1, 0, 0);
  const wave = unit.startPacking(0);
  unit.addQuad(wave, 0, 0, [1, 0, 0, 0]);
  assert.deepEqual(unit.launchBlockers(wave), [1]);
  assert.deepEqual(unit.launchBlock(wave), { kind: 'drain', packer: 0, blockers: [1] });
  assert.match(unit.describeLaunchBlock(wave), /POPS_DRAIN_PS_ON_OVERLAP waits for overlapped wave\(s\) 1/);
  unit.orderedPsDone(1); // exited but not ended: still drained
  assert.equal(unit.canLaunch(wave), false);
  unit.waveEnded(1);
  assert.equal(unit.canLaunch(wave), true);
  const l = unit.launch(wave, 2);
  assert.equal(l.didOverlap, false);
  assert.equal(unit.stats().drainStalls, 1);
});

function r7Case(errata: PopsErrata, pslc: PopsDrawConfig['partialSquadLaunchControl']) {
  const unit = new PopsUnit({ gfx: 'gfx10', packers: 2, errata });
  unit.configureDraw({ ...DEFAULT_POPS_DRAW, drainOnOverlap: true, partialSquadLaunchControl: pslc });
  const first = unit.startPacking(0);
  unit.addQuad(first, 0, 0, [1, 1, 1, 1]);
  assert.equal(unit.addQuad(first, 0, 0, [1, 0, 0, 0]), 'collision-new-wave');
  return { unit, first };
}

test('R7: NAVI10 with drain and PSLC other than ON_HANG_ONLY holds the partial wave forever', () => {
  for (const pslc of ['auto', 'asap', 'countdown'] as const) {
    const { unit, first } = r7Case(NAVI10, pslc);
    assert.deepEqual(unit.launchBlock(first), { kind: 'held-partial', packer: 0, quads: 1 });
    assert.match(unit.describeLaunchBlock(first), /circular wait.*PSLC_ON_HANG_ONLY \(R7\)/);
  }
});

test('R7: PSLC_ON_HANG_ONLY (and chips without the erratum) launch it; the overlapping quad drains', () => {
  for (const [errata, pslc] of [[NAVI10, 'on-hang-only'], [NO_ERRATA, 'auto']] as const) {
    const { unit, first } = r7Case(errata, pslc);
    assert.equal(unit.canLaunch(first), true);
    unit.launch(first, 1);
    const second = unit.startPacking(0);
    unit.addQuad(second, 0, 0, [1, 0, 0, 0]);
    assert.deepEqual(unit.launchBlockers(second), [1]);
    unit.orderedPsDone(1);
    unit.waveEnded(1);
    assert.equal(unit.launch(second, 2).didOverlap, false);
  }
});

test('R10: EXEC_IF_OVERLAPPED and BIN_MAP_MODE_POPS are accepted and change nothing', () => {
  const results = [false, true].map((knobs) => {
    const unit = makeUnit('gfx10_3', { execIfOverlapped: knobs, binMappingModePops: knobs });
    const out = [launchQuad(unit, 1, 0, 0), launchQuad(unit, 2, 0, 0), launchQuad(unit, 3, 2, 0)];
    return out.map((l) => [l.collisionWaveId, l.didOverlap]);
  });
  assert.deepEqual(results[0], results[1]);
});
