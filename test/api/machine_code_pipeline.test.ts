/** Pipelines whose pixel shader is machine code (ACO's listing) through the API: accepted as written, validated like a compiled shader. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ValidationError, type Device, type MachineCodePixelShader } from '../../src/api/index.js';
import { device } from './api_fixture.js';
import { acoListing } from '../support/aco_listings.js';

const ACO_IMAGE_PS: MachineCodePixelShader = {
  code: acoListing('navi21', 'cts-image-pixel_ordered-1xaa').text,
  spiPsInputEna: 0xe002,
  userSgprCount: 3,
  descriptorSets: [{ set: 0, sgpr: 2, pointer32: true }],
  interlock: { granularity: 'pixel', ordered: true },
};

// ACO's code reads attribute 0 (primID, flat).
const VS = `#version 450
layout(location = 0) out int primID;
void main() {
  primID = gl_VertexIndex;
  gl_Position = vec4(gl_VertexIndex == 1 ? 3.0 : -1.0, gl_VertexIndex == 2 ? 3.0 : -1.0, 0.0, 1.0);
}`;

async function create(dev: Device, machineCode: object) {
  const vs = await dev.createShaderModuleFromGlsl(VS, 'vertex');
  const layout = dev.createPipelineLayout({ setLayouts: [dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-image' }] })] });
  return () => dev.createGraphicsPipeline({ layout, vertex: { module: vs }, fragment: { machineCode: machineCode as MachineCodePixelShader } });
}

const rejects = (code: string, vuid: string) => (e: unknown) => e instanceof ValidationError && e.code === code && e.vuid === vuid;

test('a RADV dump is accepted as the fragment stage; the pipeline disassembles ACO\'s code', async () => {
  const pipeline = (await create(device('gfx10_3'), ACO_IMAGE_PS))();
  assert.match(pipeline.fragmentDisassembly, /s_add_i32 s0, src_pops_exiting_wave_id, s4/);
  assert.match(pipeline.fragmentDisassembly, /image_load v1, v4, s\[0:7\] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc dlc a16/);
  assert.equal(pipeline.built.fragment.config.userSgprs[0]!.kind, 'descriptor_set');
});

test('machine code is validated as a compiled shader would be: members, interlock feature, storage writes', async () => {
  assert.throws(await create(device('gfx10_3'), { ...ACO_IMAGE_PS, entryPoint: 'main' }), (e: unknown) => e instanceof ValidationError && /member 'entryPoint'/.test(e.message));
  const noPixelInterlock = device('gfx10_3', { core: { fragmentStoresAndAtomics: true }, fragmentShaderInterlock: { fragmentShaderSampleInterlock: true } });
  assert.throws(await create(noPixelInterlock, ACO_IMAGE_PS), rejects('feature-not-enabled', 'VUID-VkShaderModuleCreateInfo-pCode-08740'));
  const noStores = device('gfx10_3', { fragmentShaderInterlock: { fragmentShaderPixelInterlock: true } });
  assert.throws(await create(noStores, ACO_IMAGE_PS), rejects('feature-not-enabled', 'VUID-RuntimeSpirv-NonWritable-06340'));
});
