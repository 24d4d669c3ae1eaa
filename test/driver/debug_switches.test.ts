/** POPSIM_DEBUG parsing, and each switch flipping exactly the field of the rule it breaks. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEBUG_SWITCH_NAMES, DriverError, NO_DEBUG_SWITCHES, parseDebugSwitches, type DrawRuleInput } from '../../src/driver/index.js';
import { changedFields, drawState, PIXEL, SAMPLE, writes } from './draw_state_fixture.js';

test('parseDebugSwitches: empty, prefixed and spaced lists', () => {
  assert.deepEqual(parseDebugSwitches(undefined), NO_DEBUG_SWITCHES);
  assert.deepEqual(parseDebugSwitches(''), NO_DEBUG_SWITCHES);
  assert.deepEqual(parseDebugSwitches('POPSIM_DEBUG=pixel-overlap-for-sample,no-z-info-fix'), {
    ...NO_DEBUG_SWITCHES,
    pixelOverlapForSample: true,
    noZInfoFix: true,
  });
  assert.deepEqual(parseDebugSwitches(' no-drain-workaround , NO-PSLC-WORKAROUND,'), {
    ...NO_DEBUG_SWITCHES,
    noDrainWorkaround: true,
    noPslcWorkaround: true,
  });
});

test('parseDebugSwitches: unknown names throw and list the valid ones', () => {
  for (const bad of ['no-such-switch', 'pixel-overlap-for-sample,bogus', 'constructor']) {
    assert.throws(
      () => parseDebugSwitches(bad),
      (e: unknown) =>
        e instanceof DriverError &&
        e.code === 'unknown-debug-switch' &&
        e.location === 'POPSIM_DEBUG' &&
        [...DEBUG_SWITCH_NAMES.keys()].every((n) => e.message.includes(n)),
      bad,
    );
  }
});

/** For each switch: a draw where its rule applies, and the one field the switch must flip. */
const CASES: readonly { name: string; state: DrawRuleInput; field: string }[] = [
  { name: 'sample-overlap-for-pixel', state: drawState('NAVI21', PIXEL, 4), field: 'DB_SHADER_CONTROL.POPS_OVERLAP_NUM_SAMPLES' },
  { name: 'sample-overlap-for-pixel', state: drawState('NAVI31', PIXEL, 8), field: 'DB_SHADER_CONTROL.OVERRIDE_INTRINSIC_RATE' },
  { name: 'pixel-overlap-for-sample', state: drawState('VEGA10', SAMPLE, 4), field: 'DB_SHADER_CONTROL.POPS_OVERLAP_NUM_SAMPLES' },
  { name: 'pixel-overlap-for-sample', state: drawState('NAVI31', SAMPLE, 4), field: 'DB_SHADER_CONTROL.OVERRIDE_INTRINSIC_RATE' },
  { name: 'no-z-info-fix', state: drawState('NAVI31', SAMPLE, 4, { colorSamples: 0 }), field: 'DB_Z_INFO.NUM_SAMPLES' },
  { name: 'no-drain-workaround', state: drawState('RAVEN', SAMPLE, 8), field: 'DB_DFSM_CONTROL.POPS_DRAIN_PS_ON_OVERLAP' },
  { name: 'no-drain-workaround', state: drawState('VEGA10', PIXEL, 8), field: 'DB_DFSM_CONTROL.POPS_DRAIN_PS_ON_OVERLAP' },
  {
    name: 'no-pslc-workaround',
    state: drawState('NAVI10', PIXEL, 4, { overrides: { forceDrainPsOnOverlap: true } }),
    field: 'DB_RENDER_OVERRIDE2.PARTIAL_SQUAD_LAUNCH_CONTROL',
  },
  { name: 'implicit-oorast', state: drawState('NAVI21', SAMPLE, 4), field: 'PA_SC_MODE_CNTL_1.OUT_OF_ORDER_PRIMITIVE_ENABLE' },
  {
    name: 'no-dummy-export',
    state: drawState('NAVI31', PIXEL, 1, { shader: { dbShaderControl: 0, spiShaderColFormat: 0, spiShaderZFormat: 0, loadIntrawaveCollision: false } }),
    field: 'SPI_SHADER_COL_FORMAT.COL0_EXPORT_FORMAT',
  },
];

for (const c of CASES) {
  test(`debug switch ${c.name} flips only ${c.field} on ${c.state.chip.name}`, () => {
    const on = { ...c.state, debug: parseDebugSwitches(c.name) };
    assert.deepEqual(changedFields(c.state, writes(c.state), writes(on)), [c.field]);
  });
}

test('every switch has a flip case', () => {
  assert.deepEqual([...new Set(CASES.map((c) => c.name))].sort(), [...DEBUG_SWITCH_NAMES.keys()].sort());
});

test('switches other than no-z-info-fix change nothing on draws without interlock', () => {
  // no-z-info-fix is excluded: R5 applies to every GFX11 draw, POPS or not.
  const all = [...DEBUG_SWITCH_NAMES.keys()].filter((n) => n !== 'no-z-info-fix').join(',');
  for (const chip of ['VEGA10', 'NAVI10', 'NAVI21', 'NAVI31'] as const) {
    const s = drawState(chip, undefined, 8, { colorSamples: 0 });
    assert.deepEqual(changedFields(s, writes(s), writes({ ...s, debug: parseDebugSwitches(all) })), [], chip);
  }
});

test('switches are off by default: the same state with NO_DEBUG_SWITCHES programs the same registers', () => {
  const s = drawState('RAVEN', SAMPLE, 8);
  assert.deepEqual(writes({ ...s, debug: NO_DEBUG_SWITCHES }), writes(s));
});
