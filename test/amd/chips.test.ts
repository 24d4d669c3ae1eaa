/** Chip table: lookup, per-generation parameters, errata flags (R6, R7), packer IDs (S1). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHIPS, ChipError, chipByName, dieCuCount, packerIdBits } from '../../src/amd/chips.js';

test('lookup by chip name in any case and by LLVM cpu', () => {
  assert.equal(chipByName('raven').llvmCpu, 'gfx902');
  assert.equal(chipByName('Navi31').gfx, 'gfx11');
  assert.equal(chipByName('GFX1012').name, 'NAVI14');
  assert.equal(chipByName('gfx906').name, 'VEGA20');
});

test('unknown names are a typed error listing the valid names', () => {
  assert.throws(
    () => chipByName('navi22'),
    (e: unknown) => e instanceof ChipError && e.code === 'unknown-chip' && e.location === 'navi22' && /vega10, gfx900/.test(e.message) && /navi31, gfx1100/.test(e.message),
  );
});

test('R6 popsMissedOverlap on VEGA10 and RAVEN only; R7 stalledPopsMode on GFX10.1 only', () => {
  assert.deepEqual(CHIPS.filter((c) => c.errata.popsMissedOverlap).map((c) => c.name), ['VEGA10', 'RAVEN']);
  assert.deepEqual(CHIPS.filter((c) => c.errata.stalledPopsMode).map((c) => c.name), ['NAVI10', 'NAVI14']);
});

test('per-generation parameters from Mesa: SIMDs per CU, wave slots, wave sizes', () => {
  const by = (g: string) => CHIPS.filter((c) => c.gfx === g);
  for (const c of by('gfx9')) assert.deepEqual([c.simdsPerCu, c.waveSlotsPerSimd, c.waveSizes], [4, 10, [64]], c.name);
  for (const c of by('gfx10')) assert.deepEqual([c.simdsPerCu, c.waveSlotsPerSimd, c.waveSizes], [2, 20, [32, 64]], c.name);
  for (const c of [...by('gfx10_3'), ...by('gfx11')]) assert.deepEqual([c.simdsPerCu, c.waveSlotsPerSimd], [2, 16], c.name);
  // RADV runs pixel shaders wave64 by default everywhere.
  assert.ok(CHIPS.every((c) => c.psWaveSize === 64));
});

test('S1: packers per SE fit the packer ID width of COLLISION_WAVEID', () => {
  for (const c of CHIPS) {
    if (c.gfx === 'gfx11') continue; // GFX11 exposes no packer ID to shaders (S10)
    assert.equal(c.popsPackersPerSe, 2 ** packerIdBits(c.gfx), c.name);
  }
});

test('topology: enabled CUs fit the die; GFX10+ CUs per SA pair into WGPs; the seed boards', () => {
  for (const c of CHIPS) {
    assert.ok(c.activeCus <= dieCuCount(c) && c.activeCus > 0, c.name);
    if (c.gfx !== 'gfx9') assert.equal(c.cusPerSa % 2, 0, `${c.name} WGPs`);
  }
  assert.equal(dieCuCount(chipByName('navi10')), 40);
  assert.equal(chipByName('raven').activeCus, 10); // RX Vega 10 (P1)
  assert.equal(chipByName('navi31').activeCus, 84); // RX 7900 XT (P2)
});
