/**
 * Machine-code vertex shaders: what is derived from the code (parameters from `exp paramN`,
 * that it exports a position), the register configuration built with the compiler's helpers
 * (RSRC1_VS.VGPR_COMP_CNT, RSRC2 USER_SGPR, SPI_VS_OUT_CONFIG), and the typed errors — an
 * inconsistent interface names its member; NGG code is refused as unsupported.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { machineCodeVertexShader, type MachineCodeVertexShader } from '../../src/driver/external_vertex_shader.js';
import { DriverError } from '../../src/driver/driver_error.js';
import { parseTarget } from '../../src/isa/gfx_level.js';

const raven = parseTarget('raven');
const navi21 = parseTarget('navi21');
const navi31 = parseTarget('navi31');

const POS_PARAMS = `v_mov_b32 v1, 1.0
exp pos0 v1, v1, v1, v1 done
exp param0 v1, v1, v1, v1
exp param2 v1, off, off, off
s_endpgm`;

const BASE: MachineCodeVertexShader = { code: POS_PARAMS, vgprs: 4, sgprs: 8, userSgprCount: 4 };

function fails(fn: () => unknown, code: string, member: string): boolean {
  try {
    fn();
  } catch (e) {
    return e instanceof DriverError && e.code === code && e.message.includes(member);
  }
  return false;
}
const invalid = (fn: () => unknown, member: string) => fails(fn, 'invalid-machine-code', member);

test('parameters come from the exports; the arguments and VGPR_COMP_CNT from the interface', () => {
  const vs = machineCodeVertexShader({ ...BASE, baseVertexSgpr: 2, startInstanceSgpr: 3, vertexBuffersSgpr: 0, readsInstanceId: true }, raven);
  const v = vs.config.vertex!;
  assert.deepEqual(v.paramLocations, [0, 1, 2], 'exp param2 is the highest: three parameters, identity locations');
  assert.equal(v.spiVsOutConfig, 2 << 1, 'VS_EXPORT_COUNT = params - 1');
  assert.equal(v.vgprCompCnt, 1, 'GFX9 loads the instance ID in v1');
  assert.equal((vs.config.rsrc1 >>> 24) & 3, 1);
  assert.equal(vs.config.rsrc2, 4 << 1);
  assert.deepEqual([v.vertexBuffersSgpr, v.baseVertexSgpr, v.startInstanceSgpr], [0, 2, 3]);
  assert.equal(vs.info.outputLocations, 3);
  assert.equal(machineCodeVertexShader({ ...BASE, readsInstanceId: true }, navi21).config.vertex!.vgprCompCnt, 3, 'GFX10+: v3');
  const relinked = machineCodeVertexShader({ ...BASE, paramLocations: [4, 0, 1] }, raven);
  assert.equal(relinked.info.outputLocations, 5);
});

test('GFX11: parameters are stored to the attribute ring, whose offset SGPR follows the user SGPRs', () => {
  const code = 'v_mov_b32 v1, 1.0\nexp pos0 v1, v1, v1, v1 done\ns_endpgm';
  const vs = machineCodeVertexShader({ ...BASE, code, paramLocations: [0], attributeRingSgpr: 0 }, navi31);
  assert.equal(vs.config.vertex!.attributeRingOffsetSgpr, 4);
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, code, paramLocations: [0] }, navi31), 'attributeRingSgpr'));
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, code, paramLocations: [0], attributeRingSgpr: 0, sgprs: 4 }, navi31), 'sgprs'));
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, attributeRingSgpr: 0 }, navi21), 'attributeRingSgpr'), 'GFX10.3 exports parameters');
});

test('an inconsistent interface is a DriverError naming the member', () => {
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, code: 'exp param0 v1, v1, v1, v1\ns_endpgm' }, raven), 'code'), 'no exp pos0');
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, paramLocations: [0, 1] }, raven), 'paramLocations'), 'three exported');
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, paramLocations: [0, 0, 1] }, raven), 'paramLocations'), 'a location twice');
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, baseVertexSgpr: 4 }, raven), 'baseVertexSgpr'), 'outside the user SGPRs');
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, vertexBuffersSgpr: 1, baseVertexSgpr: 2 }, raven), 'baseVertexSgpr'), 'overlaps the pointer pair');
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, vgprs: 3, readsInstanceId: true }, navi21), 'vgprs'), 'v3 holds the instance ID');
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, vgprs: undefined }, raven), 'vgprs'), 'plain assembly needs the counts');
  assert.ok(invalid(() => machineCodeVertexShader({ ...BASE, code: new Uint32Array([0xffffffff]) }, raven), 'code'), 'undecodable');
});

test('NGG code is unsupported, not invalid: a primitive export, or a dump with only an ESGS/NGG vertex shader', () => {
  const prim = 'v_mov_b32 v1, 1.0\nexp pos0 v1, v1, v1, v1 done\nexp prim v0, off, off, off done\ns_endpgm';
  assert.ok(fails(() => machineCodeVertexShader({ ...BASE, code: prim }, navi21), 'unsupported-shader-mode', 'exp prim'));
  const dump = 'Vertex Shader as NGG\ndisasm:\nBB0:\n\ts_endpgm ; bf810000\n\n';
  assert.ok(fails(() => machineCodeVertexShader({ ...BASE, code: dump }, navi21), 'unsupported-shader-mode', 'Vertex Shader as NGG'));
});
