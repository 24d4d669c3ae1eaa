/**
 * popsim's own device options and host conveniences: the GPU watchdog (`gpu.watchdogCycles`),
 * host image readback, viewport/scissor defaulting to the render area, and the PM4 streams of a
 * submit living in GPU memory.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DeviceLostError, ValidationError, createInstance, type Device } from '../../src/api/index.js';
import { RegisterFile } from '../../src/gpu/regs/register_file.js';
import { apiRunner, CTS_CASES } from '../../src/scenes/interlock_cts/index.js';
import type { RunStats } from '../../src/gpu/engine/stats.js';
import { initialCpState, runCommandStream } from '../../src/gpu/pm4/command_processor.js';
import type { CommandSink, DrawIndexAutoCommand } from '../../src/gpu/pm4/command_sink.js';
import { ALL_FEATURES, DIM, FULLSCREEN_TRIANGLE_VS, interlockDraw, shaderSource, u32 } from './api_fixture.js';

/** `noOverlapCheck`: the compiler drops the did-overlap test, so a wave with nothing to wait for waits forever (S2). */
function interlockDevice(chip: string, watchdogCycles?: number, noOverlapCheck = false): Device {
  const instance = createInstance(noOverlapCheck ? { compilerDebug: { noOverlapCheck: true } } : {});
  return instance.physicalDevice(chip).createDevice({
    enabledExtensions: ['VK_EXT_fragment_shader_interlock'],
    features: ALL_FEATURES,
    ...(watchdogCycles === undefined ? {} : { gpu: { watchdogCycles } }),
  });
}

function hang(dev: Device, cb: Parameters<Device['submit']>[0][number]): DeviceLostError {
  try {
    dev.submit([cb]);
  } catch (e) {
    if (e instanceof DeviceLostError) return e;
    throw e;
  }
  assert.fail('the broken protocol (S2) did not hang');
}

test('gpu.watchdogCycles: a wait loop without the did-overlap check (S2) is declared a hang after that many idle cycles', async () => {
  const short = interlockDevice('RAVEN', 4096, true);
  const standard = interlockDevice('RAVEN', undefined, true);
  const a = hang(short, (await interlockDraw(short, 2)).cb);
  const b = hang(standard, (await interlockDraw(standard, 2)).cb);
  assert.match(a.hang.reason, /no progress for 4096 cycles/);
  assert.match(b.hang.reason, /no progress for 1048576 cycles/);
  // GFX9 polls (s_sleep 3, S6), so each watchdog fires within one poll (at most 3 × 64 cycles) after
  // its limit, counted from the same stall.
  assert.ok(a.hang.cycle > 4096 && a.hang.cycle < 4096 + 2000, `short watchdog fired at cycle ${a.hang.cycle}`);
  assert.ok(Math.abs(b.hang.cycle - a.hang.cycle - ((1 << 20) - 4096)) <= 192, `hangs at ${a.hang.cycle} and ${b.hang.cycle}`);
});

test('gpu.watchdogCycles must be a positive integer (invalid-parameter)', () => {
  const pd = createInstance().physicalDevice('NAVI31');
  for (const bad of [0, -5, 1.5, Number.NaN]) {
    assert.throws(
      () => pd.createDevice({ gpu: { watchdogCycles: bad } }),
      (e: unknown) => e instanceof ValidationError && e.code === 'invalid-parameter' && /watchdogCycles/.test(e.message),
    );
  }
});

test('viewport and scissor default to the render area: an interlock draw without setViewport/setScissor covers every pixel', async () => {
  const dev = interlockDevice('RAVEN');
  const { cb, buffer } = await interlockDraw(dev, 3);
  dev.submit([cb]);
  assert.deepEqual([...new Set(u32(dev.readBuffer(buffer)))], [0b111]);
  const dump = dev.debugRegisterDump(cb);
  assert.match(dump, /PA_CL_VPORT_XSCALE = 0x41000000/); // DIM / 2 = 8.0
  assert.match(dump, /PA_SC_GENERIC_SCISSOR_BR = 0x00100010 \{ BR_X=16 BR_Y=16 \}/);
});

test('readImage returns tightly packed rows (the image pitch is 64 texels) with the samples of a pixel consecutive', () => {
  const dev = interlockDevice('NAVI31');
  const image = dev.createImage({ format: 'R32_UINT', width: 3, height: 2, samples: 2, usage: ['storage', 'transfer-dst'] });
  assert.equal(image.pitch, 64);
  // Texel (x, y) sample s at (y × pitch + x) × samples + s.
  for (let y = 0; y < 2; y++) for (let x = 0; x < 3; x++) for (let s = 0; s < 2; s++) dev.gpu.memory.writeU32Array(image.address + ((y * 64 + x) * 2 + s) * 4, Uint32Array.of(y * 100 + x * 10 + s));
  assert.deepEqual([...u32(dev.readImage(image))], [0, 1, 10, 11, 20, 21, 100, 101, 110, 111, 120, 121]);
});

test('each GPU run of a submit is a PM4 stream in GPU memory: the stream holds the draw and its POPS registers (R1)', async () => {
  const dev = interlockDevice('NAVI31');
  const vs = await dev.createShaderModuleFromGlsl(FULLSCREEN_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl(shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM }), 'fragment');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 1, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets([{ set, binding: 1, type: 'storage-buffer', buffer: { buffer: dev.createBuffer({ size: DIM * DIM * 4, usage: ['storage'] }) } }]);
  const cb = dev.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM } });
  cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).draw(3).endRendering().pipelineBarrier().end();
  dev.submit([cb]);
  const streams = dev.queue.lastCommandStreams;
  // The barrier ends the first run; the second run is the final (empty) flush with its cache invalidation.
  assert.equal(streams.length, 2);
  const draws: DrawIndexAutoCommand[] = [];
  const sink: CommandSink = {
    drawIndexAuto: (c) => draws.push(c),
    drawIndex2: () => assert.fail('no indexed draw was recorded'),
    event: () => {},
    acquireMem: () => {},
    writeData: () => {},
    dmaData: () => {},
  };
  const regs = new RegisterFile('gfx11');
  const first = streams[0]!;
  assert.ok(dev.gpu.memory.isMapped(first.address, first.dwords * 4));
  runCommandStream(dev.gpu.memory.readU32Array(first.address, first.dwords), regs, sink, initialCpState());
  assert.equal(draws.length, 1);
  assert.equal(draws[0]!.vertexCount, 3);
  assert.equal(regs.getField('DB_SHADER_CONTROL', 'PRIMITIVE_ORDERED_PIXEL_SHADER'), 1);
});

test('the conformance suite runner passes RunCaseOptions.watchdogCycles to the device it creates', async () => {
  const runner = apiRunner('RAVEN', { compilerDebug: { noOverlapCheck: true } });
  const c = CTS_CASES.find((x) => x.dim === 8 && x.samples === 1 && x.interlock === 'pixel_ordered' && x.resource === 'ssbo');
  assert.ok(c, 'the 8x8 1x pixel_ordered ssbo case exists');
  await assert.rejects(runner.run(c, { watchdogCycles: 4096 }), (e: unknown) => e instanceof Error && 'code' in e && e.code === 'hang' && /no progress for 4096 cycles/.test(e.message));
});

test('the conformance suite runner hands each case its full run statistics (onRunStats); they agree with the case result', async () => {
  const seen: { name: string; stats: RunStats }[] = [];
  const runner = apiRunner('NAVI21', { onRunStats: (c, stats) => seen.push({ name: c.name, stats }) });
  const c = CTS_CASES.find((x) => x.dim === 8 && x.samples === 4 && x.sampleShading && x.interlock === 'pixel_ordered' && x.resource === 'image');
  assert.ok(c, 'the 8x8 4x pixel_ordered image case with sample shading exists');
  const out = await runner.run(c, {});
  assert.equal(seen.length, 1);
  const { name, stats } = seen[0]!;
  assert.equal(name, c.name);
  assert.equal(stats.psInvocations, out.stats.invocations);
  assert.equal(stats.cycles, out.stats.cycles);
  // Every wave runs several events, and the failed polls of this serializing case add more.
  assert.ok(stats.engineEvents > 4 * stats.wavesLaunched, `${stats.engineEvents} events for ${stats.wavesLaunched} waves`);
  assert.ok(stats.sleeps > 0, 'pixel interlock with sample shading polls on GFX10.3');
  // Deterministic: the same case again runs the same events.
  await runner.run(c, {});
  assert.equal(seen[1]!.stats.engineEvents, stats.engineEvents);
});
