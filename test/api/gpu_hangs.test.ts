/**
 * A GPU hang is a device loss, never a host hang (issue 15): shaders that never finish — an
 * endless loop, a spin on a flag nobody sets, a spin inside the critical section, a genuine POPS
 * deadlock (primitive 0 waits inside its ordered section for primitive 1, which waits for
 * primitive 0 to exit it) — keep issuing instructions, so the watchdog sees progress; the job
 * timeout (gpu.jobTimeoutCycles) ends each submit in DeviceLostError at its deadline, with a
 * report naming the spinning waves and their loop, and the waves waiting in POPS. The host
 * wall-clock guard (gpu.wallGuardMs) does the same and says so; a huge draw is bounded by the job
 * timeout; submit progress (SubmitOptions.onProgress) is monotonic and ends at 100%.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DeviceLostError, ValidationError, createInstance, type Device, type DeviceGpuOptions, type JobProgress } from '../../src/api/index.js';
import { DIM, INSTANCED_TRIANGLE_VS, shaderSource, u32 } from './api_fixture.js';

const INTERLOCK = '#extension GL_ARB_fragment_shader_interlock : require\nlayout(pixel_interlock_ordered) in;';
const BUFFER = 'layout(set = 0, binding = 1, std430) coherent buffer B { uint data[]; };';
/** A word of the buffer nobody writes (or, in the deadlock, only primitive 1 writes). */
const FLAG = 'data[1000]';

/** The four shapes from the issue: fragment shaders that never finish. */
const SHAPES = {
  endless: `#version 450\n${BUFFER}\nvoid main() { while (true) { } data[0] = 1u; }`,
  flag: `#version 450\n${BUFFER}\nvoid main() { while (atomicAdd(${FLAG}, 0u) == 0u) { } data[0] = 1u; }`,
  critical: `#version 450\n${INTERLOCK}\n${BUFFER}
void main() { beginInvocationInterlockARB(); while (atomicAdd(${FLAG}, 0u) == 0u) { } data[0] = 1u; endInvocationInterlockARB(); }`,
  deadlock: `#version 450\n${INTERLOCK}\n${BUFFER}\nlayout(location = 0) flat in int primID;
void main() {
  beginInvocationInterlockARB();
  if (primID == 0) { while (atomicAdd(${FLAG}, 0u) == 0u) { } }  // waits for primitive 1 ...
  else { atomicExchange(${FLAG}, 1u); }                          // ... which waits for primitive 0 to exit
  endInvocationInterlockARB();
}`,
} as const;

function makeDevice(chip: string, gpu: DeviceGpuOptions): Device {
  return createInstance().physicalDevice(chip).createDevice({
    enabledExtensions: ['VK_EXT_fragment_shader_interlock'],
    features: { core: { fragmentStoresAndAtomics: true }, fragmentShaderInterlock: { fragmentShaderPixelInterlock: true } },
    gpu,
  });
}

/**
 * Records `instances` overlapping full-screen triangles (primID = instance) at DIM x DIM with `fragment`,
 * into a buffer of its own; `barrierFirst` puts a pipeline barrier before the draw.
 */
async function recordDraw(dev: Device, fragment: string, instances: number, vertexShader = INSTANCED_TRIANGLE_VS, barrierFirst = false) {
  const vs = await dev.createShaderModuleFromGlsl(vertexShader, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl(fragment, 'fragment');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 1, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout] });
  const pipeline = dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { module: fs } });
  const buffer = dev.createBuffer({ size: 8192, usage: ['storage'] });
  const set = dev.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
  dev.updateDescriptorSets([{ set, binding: 1, type: 'storage-buffer', buffer: { buffer } }]);
  const cb = dev.createCommandBuffer().begin();
  if (barrierFirst) cb.pipelineBarrier();
  cb.beginRendering({ renderArea: { width: DIM, height: DIM } });
  cb.bindPipeline(pipeline).bindDescriptorSets(layout, 0, [set]).draw(3, instances).endRendering().end();
  return { cb, buffer };
}

function lostOn(dev: Device, cb: Parameters<Device['submit']>[0][number]): DeviceLostError {
  try {
    dev.submit([cb]);
  } catch (e) {
    if (e instanceof DeviceLostError) return e;
    throw e;
  }
  assert.fail('the submit finished');
}

const JOB = 300_000;

for (const shape of ['endless', 'flag'] as const) {
  test(`${shape}: a shader that never finishes is VK_ERROR_DEVICE_LOST at the job timeout; every wave spins in its loop`, async () => {
    const dev = makeDevice('NAVI21', { jobTimeoutCycles: JOB, watchdogCycles: 4096 });
    const { cb } = await recordDraw(dev, SHAPES[shape], 2);
    const lost = lostOn(dev, cb);
    assert.equal(lost.hang.trigger, 'job-timeout');
    assert.equal(lost.hang.cycle, JOB);
    assert.match(lost.message, /^vkQueueSubmit\(\): VK_ERROR_DEVICE_LOST — GPU hang at cycle 300000: job timeout/);
    assert.ok(lost.hang.waves.length > 0);
    for (const w of lost.hang.waves) {
      assert.equal(w.state, 'spinning', lost.message);
      assert.ok(w.loop !== undefined && w.loop.start <= w.byteOffset && w.byteOffset <= w.loop.branch, `PC 0x${w.byteOffset.toString(16)} in its loop`);
      assert.match(lost.message, new RegExp(`wave ${w.uid} \\(CU \\d+, SIMD \\d+\\) at 0x${w.byteOffset.toString(16)} \`[^\`]+\` \\[\\w+\\]: spinning in the loop`));
    }
    if (shape === 'endless') assert.ok(lost.hang.waves.every((w) => /^s_branch/.test(w.instruction)), lost.message);
    // The device stays lost.
    assert.throws(() => dev.waitIdle(), DeviceLostError);
    assert.throws(() => dev.submit([cb]), DeviceLostError);
  });
}

for (const [shape, chip] of [
  ['critical', 'NAVI21'],
  ['deadlock', 'RAVEN'],
  ['deadlock', 'NAVI21'],
  ['deadlock', 'NAVI31'],
] as const) {
  test(`${shape} on ${chip}: the holder spins inside its ordered section, the next primitive waits in POPS for it`, async () => {
    const dev = makeDevice(chip, { jobTimeoutCycles: JOB });
    const { cb } = await recordDraw(dev, SHAPES[shape], 2);
    const lost = lostOn(dev, cb);
    assert.equal(lost.hang.trigger, 'job-timeout');
    assert.equal(lost.hang.cycle, JOB);
    const spinner = lost.hang.waves.find((w) => w.state === 'spinning');
    const waiter = lost.hang.waves.find((w) => w.state === 'pops-wait');
    assert.ok(spinner && waiter, lost.message);
    assert.ok(spinner.loop !== undefined && spinner.loop.start <= spinner.byteOffset && spinner.byteOffset <= spinner.loop.branch);
    assert.match(waiter.pops, new RegExp(`waits for the exiting wave ID to pass \\d+; it is \\d+: wave ${spinner.uid} \\(ID \\d+\\) has not exited its ordered section yet`));
    // DIM x DIM is 4 waves per primitive: every wave of primitive 1 waits for the oldest holder.
    const waiters = /^wave (\d+) is not in a POPS wait; waves? ([\d, ]+) waits? for it to exit its ordered section$/.exec(spinner.pops);
    assert.ok(waiters, spinner.pops);
    assert.ok(waiters[2]!.split(', ').map(Number).includes(waiter.uid), spinner.pops);
    assert.match(lost.message, new RegExp(`at 0x${waiter.byteOffset.toString(16)} \`${waiter.instruction.replace(/[()[\]]/g, '\\$&')}\` \\[\\w+\\]: waiting in POPS; `));
  });
}

test('the host wall-clock guard: DeviceLostError that says popsim gave up, not the GPU; the device stays lost', async () => {
  const dev = makeDevice('NAVI31', { wallGuardMs: 1 });
  const { cb } = await recordDraw(dev, SHAPES.endless, 2);
  const lost = lostOn(dev, cb);
  assert.equal(lost.hang.trigger, 'wall-guard');
  assert.match(lost.message, /^vkQueueSubmit\(\): VK_ERROR_DEVICE_LOST — Host wall-clock guard at cycle \d+: no wave of this job ended for \d+ ms \(limit 1 ms; \d+ ms since the job started\): popsim gave up; the simulated GPU did not fail/);
  assert.ok(lost.hang.waves.every((w) => w.state === 'spinning'));
  assert.throws(() => dev.waitIdle(), DeviceLostError);
});

test('a huge valid draw (10^7 instances) is bounded by the job timeout and reports its progress', async () => {
  const dev = makeDevice('NAVI21', { jobTimeoutCycles: 20_000 });
  // No gl_InstanceIndex: one GPU draw of 10^7 instances (the driver splits only instance-reading draws).
  const vs = `#version 450
void main() { gl_Position = vec4(gl_VertexIndex == 1 ? 3.0 : -1.0, gl_VertexIndex == 2 ? 3.0 : -1.0, 0.5, 1.0); }`;
  const { cb } = await recordDraw(dev, `#version 450\n${BUFFER}\nvoid main() { atomicAdd(data[0], 1u); }`, 10_000_000, vs);
  const progress: JobProgress[] = [];
  let lost: unknown;
  try {
    dev.submit([cb], { onProgress: (p) => progress.push(p) });
  } catch (e) {
    lost = e;
  }
  assert.ok(lost instanceof DeviceLostError, String(lost));
  assert.equal(lost.hang.trigger, 'job-timeout');
  assert.equal(lost.hang.cycle, 20_000);
  const last = progress.at(-1);
  assert.ok(last !== undefined && !last.idle);
  assert.equal(last.drawsTotal, 10_000_000);
  assert.ok(last.drawsStarted > 0 && last.drawsStarted < 10_000_000);
});

test('submit progress: monotonic over the job (two GPU runs split by a barrier), ending idle at 100%', async () => {
  const dev = makeDevice('RAVEN', {});
  const fs = shaderSource('interlock_basic.frag', { RES_SSBO: '', DIM });
  const first = await recordDraw(dev, fs, 3);
  // A second command buffer with a barrier before its draw: the submit runs the GPU twice, as one job.
  const second = await recordDraw(dev, fs, 4, INSTANCED_TRIANGLE_VS, true);

  const progress: JobProgress[] = [];
  const stats = dev.submit([first.cb, second.cb], { onProgress: (p) => progress.push(p) });
  const words = (b: typeof first.buffer): number[] => [...new Set(u32(dev.readBuffer(b, 0, DIM * DIM * 4)))];
  assert.deepEqual([words(first.buffer), words(second.buffer)], [[0b111], [0b1111]], 'the work ran correctly');
  assert.ok(progress.filter((p) => p.idle).length >= 2, 'one idle report per GPU run');
  for (let i = 1; i < progress.length; i++) {
    for (const k of ['cycles', 'wavesLaunched', 'wavesEnded', 'psInvocations', 'drawsStarted'] as const) {
      assert.ok(progress[i]![k] >= progress[i - 1]![k], `${k} decreased at report ${i}`);
    }
    assert.equal(progress[i]!.drawsTotal, 3 + 4, 'the total is the submit\'s draws (instances) from the start');
  }
  assert.deepEqual(progress.at(-1), {
    cycles: stats.cycles,
    wavesLaunched: stats.wavesLaunched,
    wavesEnded: stats.wavesEnded,
    psInvocations: stats.psInvocations,
    drawsStarted: 7,
    drawsTotal: 7,
    idle: true,
  });
  assert.equal(stats.psInvocations, DIM * DIM * 7);
});

test('gpu.jobTimeoutCycles and gpu.wallGuardMs: positive (Infinity allowed), or invalid-parameter', () => {
  const pd = createInstance().physicalDevice('NAVI31');
  for (const gpu of [{ jobTimeoutCycles: 0 }, { jobTimeoutCycles: 1.5 }, { jobTimeoutCycles: Number.NaN }, { wallGuardMs: 0 }, { wallGuardMs: -1 }, { wallGuardMs: Number.NaN }]) {
    assert.throws(
      () => pd.createDevice({ gpu }),
      (e: unknown) => e instanceof ValidationError && e.code === 'invalid-parameter' && new RegExp(Object.keys(gpu)[0]!).test(e.message),
      JSON.stringify(gpu),
    );
  }
  assert.doesNotThrow(() => pd.createDevice({ gpu: { jobTimeoutCycles: Infinity, wallGuardMs: Infinity } }));
  assert.doesNotThrow(() => pd.createDevice({ gpu: { jobTimeoutCycles: 1, wallGuardMs: 0.5 } }));
});
