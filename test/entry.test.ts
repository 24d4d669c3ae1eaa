/** The package entry (src/index.ts, `import … from 'popsim'`) exposes every layer a user needs, and the README's snippets run through it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as popsim from '../src/index.js';

test('entry: the ISA snippet of the README runs through the package entry', () => {
  const target = popsim.parseTarget('gfx1030');
  const words = popsim.assemble('s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)', target);
  assert.equal(popsim.disassemble(words, target), 's_sendmsg sendmsg(MSG_ORDERED_PS_DONE)\n');
});

test('entry: API, compiler, chip table and GPU facade are exported', async () => {
  const device = popsim.createInstance().physicalDevice('raven').createDevice();
  assert.equal(device.physicalDevice.properties.deviceName, 'AMD Radeon RX Vega 10 (Ryzen 7 2700U) (popsim RAVEN)');
  assert.equal(popsim.chipByName('navi31').gfx, 'gfx11');
  const spirv = await popsim.compileGlsl('#version 450\nlayout(location = 0) out vec4 c;\nvoid main() { c = vec4(1.0); }', 'fragment');
  const compiled = popsim.compileSpirv({ spirv, target: popsim.parseTarget('gfx900') });
  assert.match(compiled.disassembly, /s_endpgm/);
  const gpu = new popsim.Gpu(popsim.chipByName('navi21'));
  assert.equal(gpu.submit(new Uint32Array(0)).draws, 0);
  for (const name of ['ValidationError', 'DeviceLostError', 'GpuHangError', 'GlslError', 'SpirvError', 'BackendError', 'IsaError'] as const) {
    assert.equal(typeof popsim[name], 'function', name);
  }
});
