/**
 * Machine-code pixel shaders: what is derived from the code (register counts
 * from a RADV dump's statistics, NUM_INTERP, memory writes), the register
 * configuration built with the compiler's helpers (RSRC2 USER_SGPR and
 * LOAD_COLLISION_WAVEID, S1), and the typed errors for an inconsistent interface.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { machineCodePixelShader, type MachineCodePixelShader } from '../../src/driver/external_pixel_shader.js';
import { DriverError } from '../../src/driver/driver_error.js';
import { PopsimError } from '../../src/common/popsim_error.js';
import { parseTarget } from '../../src/isa/gfx_level.js';
import { acoListing } from '../support/aco_listings.js';

const navi21 = parseTarget('navi21');
// RADV's interface of its pixel_ordered 1xaa compile: s[0:1] rings, s2 set 0 (32-bit), PERSP_CENTER | ANCILLARY | SAMPLE_COVERAGE | POS_FIXED_PT.
const RADV: Omit<MachineCodePixelShader, 'code'> = {
  spiPsInputEna: 0xe002,
  userSgprCount: 3,
  descriptorSets: [{ set: 0, sgpr: 2, pointer32: true }],
  interlock: { granularity: 'pixel', ordered: true },
};

function invalid(fn: () => unknown, member: string): boolean {
  try {
    fn();
  } catch (e) {
    return e instanceof DriverError && e.code === 'invalid-machine-code' && e.message.includes(member);
  }
  return false;
}

test('a RADV dump: code assembled with ACO conventions, counts from its statistics, ABI registers from the interface', () => {
  const listing = acoListing('navi21', 'cts-image-pixel_ordered-1xaa').text;
  const ps = machineCodePixelShader({ ...RADV, code: listing }, navi21);
  assert.equal(ps.code.length, 42);
  assert.equal(ps.code[ps.code.length - 1], 0xbf810000, 's_endpgm');
  assert.equal(ps.config.vgprCount, 8);
  assert.equal(ps.config.sgprCount, 128);
  assert.equal(ps.config.primMaskSgpr, 3, 'ACO reads m0 from s3');
  assert.equal(ps.config.collisionWaveIdSgpr, 4, 'and COLLISION_WAVEID from s4 (S1)');
  assert.equal(ps.config.rsrc2, (3 << 1) | (1 << 25), 'USER_SGPR 3, LOAD_COLLISION_WAVEID');
  assert.deepEqual(ps.config.userSgprs, [{ kind: 'descriptor_set', set: 0, sgpr: 2, pointer32: true }]);
  assert.equal(ps.config.spiPsInputAddr, 0xe002);
  assert.equal(ps.info.inputLocations, 1, 'v_interp_mov_f32 reads attr0');
  assert.equal(ps.info.writesMemory, true, 'image_store');
  assert.deepEqual(ps.info.interlock, { granularity: 'pixel', ordered: true });
});

test('GFX11 loads no COLLISION_WAVEID; plain assembly needs the register counts', () => {
  const navi31 = parseTarget('navi31');
  const ps = machineCodePixelShader({ ...RADV, code: 's_endpgm', vgprs: 5, sgprs: 8 }, navi31);
  assert.equal(ps.config.loadCollisionWaveId, false);
  assert.equal(ps.config.rsrc2, 3 << 1);
  assert.equal(ps.info.writesMemory, false);
  assert.ok(invalid(() => machineCodePixelShader({ ...RADV, code: 's_endpgm' }, navi31), 'vgprs'));
  assert.ok(invalid(() => machineCodePixelShader({ ...RADV, code: 's_endpgm', vgprs: 5, sgprs: 8, loadsCollisionWaveId: true }, navi31), 'loadsCollisionWaveId'));
});

test('an inconsistent interface is a DriverError naming the member', () => {
  const base = { ...RADV, code: 's_endpgm', vgprs: 8, sgprs: 16 };
  assert.ok(invalid(() => machineCodePixelShader({ ...base, spiPsInputEna: 1 << 15 }, navi21), 'spiPsInputEna'), 'no barycentric input');
  assert.ok(invalid(() => machineCodePixelShader({ ...base, spiPsInputAddr: 0x2 }, navi21), 'spiPsInputAddr'), 'ADDR misses ENA bits');
  assert.ok(invalid(() => machineCodePixelShader({ ...base, vgprs: 4 }, navi21), 'vgprs'), 'fewer VGPRs than the 5 inputs');
  assert.ok(invalid(() => machineCodePixelShader({ ...base, sgprs: 4 }, navi21), 'sgprs'), 'fewer SGPRs than user SGPRs + PRIM_MASK + COLLISION_WAVEID');
  assert.ok(invalid(() => machineCodePixelShader({ ...base, descriptorSets: [{ set: 0, sgpr: 2 }] }, navi21), 'descriptorSets[0]'), 'a 64-bit pointer in s[2:3] overruns 3 user SGPRs');
  assert.ok(invalid(() => machineCodePixelShader({ ...base, descriptorSets: [{ set: 0, sgpr: 2, pointer32: true }, { set: 0, sgpr: 1, pointer32: true }] }, navi21), 'descriptorSets[1]'));
  assert.ok(invalid(() => machineCodePixelShader({ ...base, interlock: { granularity: 'shading-rate', ordered: true } }, navi21), 'interlock'));
  assert.ok(invalid(() => machineCodePixelShader({ ...base, code: Uint32Array.of(0xbe80ff00) }, navi21), 'code'), 'words that do not decode');
  const { interlock: _none, ...noInterlock } = base;
  assert.ok(invalid(() => machineCodePixelShader({ ...noInterlock, code: acoListing('navi21', 'cts-image-pixel_ordered-1xaa').text }, navi21), 'interlock'), 'POPS code without an interlock (R1)');
  assert.throws(() => machineCodePixelShader({ ...base, code: 's_bogus s0' }, navi21), (e: unknown) => e instanceof PopsimError && /line 1/.test(e.message));
});
