/**
 * The device's Chrome/Perfetto trace (`gpu.trace`, Device.traceJson): one
 * timeline for every submit — the GPU clock runs on across submits, so each
 * submit's span on the queue track starts where the previous ended and lasts
 * its RunStats cycles; the waves and their POPS spans lie inside the submit
 * that ran them, on CU processes and wave-slot threads that metadata names.
 * Recording never changes a simulated cycle. (Bad inputs: invalid_inputs.test.ts.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInstance, DeviceLostError, type Device, type DeviceGpuOptions } from '../../src/api/index.js';
import { ALL_FEATURES, interlockDraw } from './api_fixture.js';
import { checkChromeTrace, within } from '../support/chrome_trace.js';

function interlockDevice(chip: string, gpu: DeviceGpuOptions, noOverlapCheck = false): Device {
  const instance = createInstance(noOverlapCheck ? { compilerDebug: { noOverlapCheck: true } } : {});
  return instance.physicalDevice(chip).createDevice({ enabledExtensions: ['VK_EXT_fragment_shader_interlock'], features: ALL_FEATURES, gpu });
}

test('trace: three submits read as one timeline — labelled submit spans back to back, each wave and POPS span inside its submit', async () => {
  const dev = interlockDevice('RAVEN', { trace: true });
  const { cb } = await interlockDraw(dev, 3);
  const stats = [dev.submit([cb], { label: 'first' }), dev.submit([cb], { label: 'second' }), dev.submit([cb])];
  const trace = checkChromeTrace(dev.traceJson());

  const submits = trace.spans.filter((s) => s.cat === 'submit');
  assert.deepEqual(submits.map((s) => s.name), ['first', 'second', 'submit 2']);
  assert.deepEqual(submits.map((s) => s.dur), stats.map((s) => s.cycles));
  assert.equal(submits[0]!.ts, 0);
  for (let i = 1; i < submits.length; i++) assert.equal(submits[i]!.ts, submits[i - 1]!.ts + submits[i - 1]!.dur, 'each submit starts where the previous ended');
  assert.equal(trace.processes.get(submits[0]!.pid), 'queue');
  assert.equal(trace.threads.get(`${submits[0]!.pid}:${submits[0]!.tid}`), 'submits');

  const gpuSpans = trace.spans.filter((s) => s.cat !== 'submit');
  const waves = gpuSpans.filter((s) => s.name === 'wave');
  assert.equal(waves.length, stats.reduce((n, s) => n + s.wavesLaunched, 0), 'one span per pixel wave');
  for (const s of gpuSpans) assert.equal(submits.filter((sub) => within(s, sub)).length, 1, `${s.name} of wave ${String(s.args.wave)} lies in one submit`);
  // Three overlapping layers under pixel interlock: later waves wait for earlier ones (RAVEN polls, S6).
  const pops = gpuSpans.filter((s) => s.cat === 'pops');
  assert.ok(pops.some((s) => s.name === 'POPS wait') && pops.some((s) => s.name === 'ordered section'));
  for (const s of pops) {
    const wave = waves.find((w) => w.args.wave === s.args.wave)!;
    assert.ok(within(s, wave) && wave.pid === s.pid && wave.tid === s.tid, `${s.name} on its wave's slot thread, inside the wave`);
  }
  for (const s of gpuSpans) {
    assert.match(trace.processes.get(s.pid)!, /^CU \d+$/);
    assert.match(trace.threads.get(`${s.pid}:${s.tid}`)!, /^SIMD \d slot \d+$/);
  }
});

test('trace: recording does not change a simulated cycle or any other statistic', async () => {
  const run = async (trace: boolean) => {
    const dev = interlockDevice('RAVEN', { trace });
    const { cb } = await interlockDraw(dev, 4);
    return [dev.submit([cb]), dev.submit([cb])];
  };
  const [off, on] = [await run(false), await run(true)];
  assert.ok(on[0]!.popsWaitCycles > 0, 'the draw waits in POPS');
  assert.deepEqual(on, off);
});

test('trace: a lost submit stays readable, its span ending at the cycle the hang was declared', async () => {
  // Without the did-overlap check a wave with nothing to wait for waits forever (S2).
  const dev = interlockDevice('RAVEN', { trace: true, watchdogCycles: 4096 }, true);
  const { cb } = await interlockDraw(dev, 2);
  let lost: DeviceLostError | undefined;
  try {
    dev.submit([cb], { label: 'hangs' });
  } catch (e) {
    if (!(e instanceof DeviceLostError)) throw e;
    lost = e;
  }
  assert.ok(lost !== undefined, 'the broken protocol (S2) hangs');
  const submit = checkChromeTrace(dev.traceJson()).spans.find((s) => s.name === 'hangs')!;
  assert.equal(submit.ts + submit.dur, lost.hang.cycle);
});
