import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exportedChannels, checkExportCompression } from '../../../src/gpu/rb/export_format.js';
import { RbError } from '../../../src/gpu/rb/errors.js';
import type { ExportFormat } from '../../../src/gpu/rb/rb_state.js';
import { assemble, decode } from '../../../src/isa/index.js';
import { parseTarget } from '../../../src/isa/gfx_level.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';
import { bits, exportEffect, makeWave, setVgpr } from './rb_fixtures.js';

function channels(gfx: GfxLevel, format: ExportFormat, sources: number[], values: number[], compressed = false): { mask: number; out: number[] } {
  const wave = makeWave(gfx);
  values.forEach((v, i) => setVgpr(wave, i, 3, v));
  const out = new Uint32Array(4);
  const mask = exportedChannels(gfx, format, exportEffect(sources, { compressed }), wave.vgpr, wave.waveSize, 3, out);
  return { mask, out: Array.from(out) };
}

const ONE = bits(1);

test('32-bit export formats take R / GR / ABGR from consecutive operands; missing channels read 0,0,0,1', () => {
  assert.deepEqual(channels('gfx10_3', '32_r', [0, -1, -1, -1], [0xdeadbeef]), { mask: 1, out: [0xdeadbeef, 0, 0, ONE] });
  assert.deepEqual(channels('gfx10_3', '32_gr', [0, 1, -1, -1], [5, 6]), { mask: 3, out: [5, 6, 0, ONE] });
  assert.deepEqual(channels('gfx9', '32_abgr', [0, 1, 2, 3], [1, 2, 3, 4]), { mask: 15, out: [1, 2, 3, 4] });
  assert.deepEqual(channels('gfx9', '32_abgr', [0, -1, 2, -1], [1, 2, 3, 4]), { mask: 5, out: [1, 0, 3, ONE] }, 'disabled operands are not exported');
  assert.deepEqual(channels('gfx9', 'zero', [0, 1, 2, 3], [1, 2, 3, 4]).mask, 0);
});

test('32_AR: alpha from the fourth operand on GFX9, from the second on GFX10+ (ACO export_fs_mrt_color)', () => {
  assert.deepEqual(channels('gfx9', '32_ar', [0, -1, -1, 3], [7, 0, 0, 9]), { mask: 9, out: [7, 0, 0, 9] });
  assert.deepEqual(channels('gfx10', '32_ar', [0, 1, -1, -1], [7, 9]), { mask: 9, out: [7, 0, 0, 9] });
  assert.deepEqual(channels('gfx11', '32_ar', [0, 1, -1, -1], [7, 9]), { mask: 9, out: [7, 0, 0, 9] });
});

test('16-bit formats: compr dwords in operands 0 and 2 on GFX9-10.3, operands 0 and 1 on GFX11', () => {
  // v_cvt_pkrtz output: low half R (1.0 = 0x3c00), high half G (2.0 = 0x4000); B = 0.5, A = -2.
  const rg = 0x4000_3c00;
  const ba = 0xc000_3800;
  const expected = [bits(1), bits(2), bits(0.5), bits(-2)];
  assert.deepEqual(channels('gfx9', 'fp16_abgr', [0, 0, 1, 1], [rg, ba], true), { mask: 15, out: expected });
  assert.deepEqual(channels('gfx10_3', 'fp16_abgr', [0, 0, 1, 1], [rg, ba], true), { mask: 15, out: expected });
  assert.deepEqual(channels('gfx11', 'fp16_abgr', [0, 1, -1, -1], [rg, ba]), { mask: 15, out: expected });
  assert.deepEqual(channels('gfx11', 'fp16_abgr', [0, -1, -1, -1], [rg]), { mask: 3, out: [bits(1), bits(2), 0, ONE] });
});

test('UNORM16 / SNORM16 / UINT16 / SINT16 conversions', () => {
  assert.deepEqual(channels('gfx10', 'unorm16_abgr', [0, 0, 1, 1], [0x8000_ffff, 0x0000_0000], true).out, [bits(1), bits(32768 / 65535), 0, 0]);
  // SNORM: -32768 clamps to -1, 32767 -> 1, -16383 -> -16383/32767.
  assert.deepEqual(channels('gfx10', 'snorm16_abgr', [0, 0, 1, 1], [0x7fff_8000, 0x0000_c001], true).out, [bits(-1), bits(1), bits(-16383 / 32767), 0]);
  assert.deepEqual(channels('gfx10', 'uint16_abgr', [0, 0, 1, 1], [0x0001_ffff, 0], true).out, [65535, 1, 0, 0]);
  assert.deepEqual(channels('gfx10', 'sint16_abgr', [0, 0, 1, 1], [0x0001_ffff, 0x8000], true).out, [0xffffffff, 1, 0xffff8000, 0]);
});

test('compr flag must agree with the SPI export format on GFX9-10.3; GFX11 has no compr bit', () => {
  const isMismatch = (e: unknown): boolean => e instanceof RbError && e.code === 'export-format-mismatch' && e.location === 'mrt0';
  assert.throws(() => checkExportCompression('gfx10', 'fp16_abgr', exportEffect([0, 1, 2, 3]), 'mrt0'), isMismatch);
  assert.throws(() => checkExportCompression('gfx9', '32_abgr', exportEffect([0, 0, 1, 1], { compressed: true }), 'mrt0'), isMismatch);
  assert.doesNotThrow(() => checkExportCompression('gfx11', 'fp16_abgr', exportEffect([0, 1, -1, -1]), 'mrt0'));
  assert.doesNotThrow(() => checkExportCompression('gfx10', 'zero', exportEffect([0, 1, 2, 3], { compressed: true }), 'mrt0'));
});

test('the decoder presents compr exports as v0, v0, v1, v1 — the operand slots export_format reads', () => {
  for (const cpu of ['gfx900', 'gfx1030']) {
    const target = parseTarget(cpu);
    const [inst] = decode(assemble('exp mrt0 v4, v4, v5, v5 done compr vm', target), target);
    assert.deepEqual(
      inst!.operands.map((o) => (o.kind === 'reg' ? o.code - 256 : -1)),
      [4, 4, 5, 5],
      cpu,
    );
  }
});
