/**
 * Invalid inputs, one table row per bad input of every API entry point: the
 * call fails at the API the user called, as a ValidationError with its code
 * and VUID (or popsim's id where the C API's types would rule the value out),
 * never as an error of a lower layer (register file, PM4, geometry, memory)
 * and never silently. The last tests name the cases issue 15 reported.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CommandBuffer,
  createInstance,
  Device,
  DescriptorPool,
  Instance,
  OutOfDeviceMemoryError,
  PhysicalDevice,
  ValidationError,
  type GraphicsPipelineCreateInfo,
} from '../../src/api/index.js';
import { ALL_FEATURES, FULLSCREEN_TRIANGLE_VS, device } from './api_fixture.js';

const COLOR_FS = `#version 450
layout(location = 0) out vec4 color;
void main() { color = vec4(1.0, 0.5, 0.25, 1.0); }`;

const INPUT_VS = `#version 450
layout(location = 0) in vec4 position;
void main() { gl_Position = position; }`;

/** Valid objects of one device to vary one input of a call at a time. */
async function fixture(dev: Device) {
  const vs = await dev.createShaderModuleFromGlsl(FULLSCREEN_TRIANGLE_VS, 'vertex');
  const fs = await dev.createShaderModuleFromGlsl(COLOR_FS, 'fragment');
  const inputVs = await dev.createShaderModuleFromGlsl(INPUT_VS, 'vertex');
  const setLayout = dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }] });
  const layout = dev.createPipelineLayout({ setLayouts: [setLayout], pushConstantRanges: [{ offset: 0, size: 16 }] });
  const pipelineInfo: GraphicsPipelineCreateInfo = { layout, vertex: { module: vs }, fragment: { module: fs }, rendering: { colorFormats: ['R8G8B8A8_UNORM'] } };
  const pipeline = dev.createGraphicsPipeline(pipelineInfo);
  const buffer = dev.createBuffer({ size: 4096, usage: ['transfer-src', 'transfer-dst', 'storage', 'vertex', 'index', 'storage-texel'] });
  const image = dev.createImage({ format: 'R8G8B8A8_UNORM', width: 16, height: 16, usage: ['color-attachment', 'transfer-src', 'transfer-dst', 'sampled'] });
  const view = dev.createImageView(image);
  const pool = dev.createDescriptorPool({ maxSets: 64 });
  const set = pool.allocate(setLayout);
  const recording = (): CommandBuffer => dev.createCommandBuffer().begin();
  const rendering = (): CommandBuffer => recording().beginRendering({ renderArea: { width: 16, height: 16 }, colorAttachments: [{ view }] });
  return { dev, vs, fs, inputVs, setLayout, layout, pipelineInfo, pipeline, buffer, image, view, pool, set, recording, rendering };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

interface Row {
  /** The entry point (method name) the row calls. */
  readonly entry: string;
  readonly input: string;
  readonly call: (f: Fixture, other: Fixture) => unknown;
  readonly code: string;
  readonly vuid: string;
}

const row = (entry: string, input: string, code: string, vuid: string, call: Row['call']): Row => ({ entry, input, code, vuid, call });
const viewport = { x: 0, y: 0, width: 16, height: 16, minDepth: 0, maxDepth: 1 };

// `as any`: the rows pass values the types forbid, as JavaScript callers can.
const ROWS: readonly Row[] = [
  // vkCreateBuffer
  row('createBuffer', 'size 0', 'invalid-parameter', 'VUID-VkBufferCreateInfo-size-00912', (f) => f.dev.createBuffer({ size: 0, usage: ['storage'] })),
  row('createBuffer', 'size 1.5', 'invalid-parameter', 'popsim-VkBufferCreateInfo-size', (f) => f.dev.createBuffer({ size: 1.5, usage: ['storage'] })),
  row('createBuffer', 'size 2^40 > maxBufferSize', 'invalid-parameter', 'VUID-VkBufferCreateInfo-size-06409', (f) => f.dev.createBuffer({ size: 2 ** 40, usage: ['storage'] })),
  row('createBuffer', 'no usage', 'invalid-parameter', 'VUID-VkBufferCreateInfo-usage-requiredbitmask', (f) => f.dev.createBuffer({ size: 4, usage: [] })),
  row('createBuffer', "usage 'indirect'", 'invalid-parameter', 'VUID-VkBufferCreateInfo-usage-parameter', (f) => f.dev.createBuffer({ size: 4, usage: ['indirect' as any] })),
  row('createBuffer', 'member sharingMode', 'invalid-parameter', 'popsim-VkBufferCreateInfo', (f) => f.dev.createBuffer({ size: 4, usage: ['storage'], sharingMode: 'concurrent' } as any)),
  // host access
  row('writeBuffer', 'past the end', 'out-of-range', 'VUID-vkMapMemory-offset-00679', (f) => f.dev.writeBuffer(f.buffer, 4094, new Uint8Array(4))),
  row('writeBuffer', 'data not a typed array', 'invalid-parameter', 'popsim-writeBuffer-data', (f) => f.dev.writeBuffer(f.buffer, 0, [1, 2] as any)),
  row('writeBuffer', 'buffer of another device', 'wrong-device', 'VUID-vkMapMemory-memory-parent', (f, o) => f.dev.writeBuffer(o.buffer, 0, new Uint8Array(4))),
  row('readBuffer', 'size past the end', 'out-of-range', 'VUID-vkMapMemory-size-00681', (f) => f.dev.readBuffer(f.buffer, 8, 4096)),
  row('readBuffer', 'not a buffer', 'wrong-device', 'VUID-vkMapMemory-memory-parent', (f) => f.dev.readBuffer({} as any)),
  row('readImage', 'image of another device', 'wrong-device', 'VUID-vkMapMemory-memory-parent', (f, o) => f.dev.readImage(o.image)),
  // vkCreateImage
  row('createImage', "format 'BC1_RGB_UNORM_BLOCK'", 'invalid-parameter', 'VUID-VkImageCreateInfo-format-parameter', (f) => f.dev.createImage({ format: 'BC1_RGB_UNORM_BLOCK' as any, width: 4, height: 4, usage: ['sampled'] })),
  row('createImage', 'width 0', 'invalid-parameter', 'VUID-VkImageCreateInfo-extent-00944', (f) => f.dev.createImage({ format: 'R32_UINT', width: 0, height: 4, usage: ['storage'] })),
  row('createImage', 'height 16385 > maxImageDimension2D', 'invalid-parameter', 'VUID-VkImageCreateInfo-extent-02253', (f) => f.dev.createImage({ format: 'R32_UINT', width: 4, height: 16385, usage: ['storage'] })),
  row('createImage', 'samples 3', 'invalid-parameter', 'VUID-VkImageCreateInfo-samples-parameter', (f) => f.dev.createImage({ format: 'R32_UINT', width: 4, height: 4, samples: 3 as any, usage: ['storage'] })),
  row('createImage', 'samples 16 (unsupported)', 'invalid-parameter', 'VUID-VkImageCreateInfo-samples-02258', (f) => f.dev.createImage({ format: 'R32_UINT', width: 4, height: 4, samples: 16 as any, usage: ['storage'] })),
  row('createImage', "usage 'input-attachment'", 'invalid-parameter', 'VUID-VkImageCreateInfo-usage-parameter', (f) => f.dev.createImage({ format: 'R32_UINT', width: 4, height: 4, usage: ['input-attachment' as any] })),
  row('createImage', 'depth format as colour attachment', 'invalid-parameter', 'VUID-VkImageCreateInfo-imageCreateFormatFeatures-02260', (f) => f.dev.createImage({ format: 'D32_SFLOAT', width: 4, height: 4, usage: ['color-attachment'] })),
  row('createImageView', 'image of another device', 'wrong-device', 'VUID-VkImageViewCreateInfo-image-parameter', (f, o) => f.dev.createImageView(o.image)),
  // vkCreateBufferView
  row('createBufferView', 'depth format', 'invalid-parameter', 'VUID-VkBufferViewCreateInfo-format-08778', (f) => f.dev.createBufferView({ buffer: f.buffer, format: 'D16_UNORM' as any })),
  row('createBufferView', "format 'R64_UINT'", 'invalid-parameter', 'VUID-VkBufferViewCreateInfo-format-parameter', (f) => f.dev.createBufferView({ buffer: f.buffer, format: 'R64_UINT' as any })),
  row('createBufferView', 'offset not a texel multiple', 'invalid-parameter', 'VUID-VkBufferViewCreateInfo-offset-02749', (f) => f.dev.createBufferView({ buffer: f.buffer, format: 'R32_UINT', offset: 2 })),
  row('createBufferView', 'buffer of another device', 'wrong-device', 'VUID-VkBufferViewCreateInfo-buffer-parameter', (f, o) => f.dev.createBufferView({ buffer: o.buffer, format: 'R32_UINT' })),
  // vkCreateSampler
  row('createSampler', "magFilter 'linear'", 'invalid-parameter', 'VUID-VkSamplerCreateInfo-magFilter-parameter', (f) => f.dev.createSampler({ magFilter: 'linear' as any })),
  row('createSampler', 'member addressModeU', 'invalid-parameter', 'popsim-VkSamplerCreateInfo', (f) => f.dev.createSampler({ addressModeU: 'repeat' } as any)),
  // descriptor set layouts, pools, sets
  row('createDescriptorSetLayout', 'binding -1', 'invalid-parameter', 'popsim-VkDescriptorSetLayoutBinding-binding', (f) => f.dev.createDescriptorSetLayout({ bindings: [{ binding: -1, type: 'storage-buffer' }] })),
  row('createDescriptorSetLayout', 'binding twice', 'invalid-parameter', 'VUID-VkDescriptorSetLayoutCreateInfo-binding-00279', (f) =>
    f.dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer' }, { binding: 0, type: 'storage-image' }] }),
  ),
  row('createDescriptorSetLayout', "type 'sampler'", 'invalid-parameter', 'VUID-VkDescriptorSetLayoutBinding-descriptorType-parameter', (f) => f.dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'sampler' as any }] })),
  row('createDescriptorSetLayout', 'count 4', 'invalid-parameter', 'popsim-VkDescriptorSetLayoutBinding-descriptorCount', (f) => f.dev.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'storage-buffer', count: 4 }] })),
  row('createDescriptorPool', 'maxSets 0', 'invalid-parameter', 'VUID-VkDescriptorPoolCreateInfo-descriptorPoolOverallocation-09227', (f) => f.dev.createDescriptorPool({ maxSets: 0 })),
  row('allocate', 'layout of another device', 'wrong-device', 'VUID-VkDescriptorSetAllocateInfo-commonparent', (f, o) => f.pool.allocate(o.setLayout)),
  row('allocate', 'pool exhausted', 'out-of-range', 'VK_ERROR_OUT_OF_POOL_MEMORY', (f) => {
    const pool = f.dev.createDescriptorPool({ maxSets: 1 });
    pool.allocate(f.setLayout);
    pool.allocate(f.setLayout);
  }),
  row('updateDescriptorSets', "type 'sampler'", 'invalid-parameter', 'VUID-VkWriteDescriptorSet-descriptorType-parameter', (f) => f.dev.updateDescriptorSets([{ set: f.set, binding: 0, type: 'sampler' as any }])),
  row('updateDescriptorSets', 'set of another device', 'wrong-device', 'VUID-VkWriteDescriptorSet-commonparent', (f, o) =>
    f.dev.updateDescriptorSets([{ set: o.set, binding: 0, type: 'storage-buffer', buffer: { buffer: f.buffer } }]),
  ),
  row('updateDescriptorSets', 'buffer of another device', 'wrong-device', 'VUID-vkUpdateDescriptorSets-pDescriptorWrites-06237', (f, o) =>
    f.dev.updateDescriptorSets([{ set: f.set, binding: 0, type: 'storage-buffer', buffer: { buffer: o.buffer } }]),
  ),
  row('updateDescriptorSets', 'range NaN', 'invalid-parameter', 'popsim-VkDescriptorBufferInfo-range', (f) =>
    f.dev.updateDescriptorSets([{ set: f.set, binding: 0, type: 'storage-buffer', buffer: { buffer: f.buffer, range: NaN } }]),
  ),
  row('updateDescriptorSets', 'binding missing from the layout', 'binding-mismatch', 'VUID-VkWriteDescriptorSet-dstBinding-00315', (f) =>
    f.dev.updateDescriptorSets([{ set: f.set, binding: 5, type: 'storage-buffer', buffer: { buffer: f.buffer } }]),
  ),
  // vkCreatePipelineLayout
  row('createPipelineLayout', 'set layout of another device', 'wrong-device', 'VUID-VkPipelineLayoutCreateInfo-pSetLayouts-parameter', (f, o) => f.dev.createPipelineLayout({ setLayouts: [o.setLayout] })),
  row('createPipelineLayout', '33 set layouts', 'invalid-parameter', 'VUID-VkPipelineLayoutCreateInfo-setLayoutCount-00286', (f) => f.dev.createPipelineLayout({ setLayouts: Array.from({ length: 33 }, () => f.setLayout) })),
  row('createPipelineLayout', 'push-constant offset 2', 'invalid-parameter', 'VUID-VkPushConstantRange-offset-00295', (f) => f.dev.createPipelineLayout({ setLayouts: [], pushConstantRanges: [{ offset: 2, size: 4 }] })),
  row('createPipelineLayout', 'push-constant size 0', 'invalid-parameter', 'VUID-VkPushConstantRange-size-00296', (f) => f.dev.createPipelineLayout({ setLayouts: [], pushConstantRanges: [{ offset: 0, size: 0 }] })),
  row('createPipelineLayout', 'push constants past 256 bytes', 'out-of-range', 'VUID-VkPushConstantRange-size-00298', (f) => f.dev.createPipelineLayout({ setLayouts: [], pushConstantRanges: [{ offset: 128, size: 132 }] })),
  // vkCreateShaderModule
  row('createShaderModule', 'not SPIR-V', 'invalid-parameter', 'VUID-VkShaderModuleCreateInfo-pCode-07912', (f) => f.dev.createShaderModule(new Uint32Array([1, 2, 3, 4, 5]))),
  row('createShaderModule', 'not a Uint32Array', 'invalid-parameter', 'popsim-VkShaderModuleCreateInfo-pCode', (f) => f.dev.createShaderModule([0x07230203] as any)),
  row('createShaderModule', 'truncated SPIR-V', 'invalid-parameter', 'VUID-VkShaderModuleCreateInfo-pCode-08737', (f) => f.dev.createShaderModule(f.vs.spirv.slice(0, 20))),
  row('createShaderModuleFromGlsl', "stage 'compute'", 'invalid-parameter', 'popsim-createShaderModuleFromGlsl-stage', (f) => f.dev.createShaderModuleFromGlsl('#version 450\nlayout(local_size_x = 1) in;\nvoid main() {}', 'compute' as any)),
  row('createShaderModuleFromGlsl', 'source not a string', 'invalid-parameter', 'popsim-createShaderModuleFromGlsl-source', (f) => f.dev.createShaderModuleFromGlsl(42 as any, 'vertex')),
  // vkCreateGraphicsPipelines
  row('createGraphicsPipeline', "cullMode 'sideways'", 'invalid-parameter', 'VUID-VkPipelineRasterizationStateCreateInfo-cullMode-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, rasterization: { cullMode: 'sideways' as any } }),
  ),
  row('createGraphicsPipeline', "frontFace 'cw'", 'invalid-parameter', 'VUID-VkPipelineRasterizationStateCreateInfo-frontFace-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, rasterization: { frontFace: 'cw' as any } }),
  ),
  row('createGraphicsPipeline', "rasterizationOrder 'random'", 'invalid-parameter', 'VUID-VkPipelineRasterizationStateRasterizationOrderAMD-rasterizationOrder-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, rasterization: { rasterizationOrder: 'random' as any } }),
  ),
  row('createGraphicsPipeline', "member 'cullmode' (misspelt)", 'invalid-parameter', 'popsim-VkPipelineRasterizationStateCreateInfo', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, rasterization: { cullmode: 'back' } as any }),
  ),
  row('createGraphicsPipeline', "topology 'point-list'", 'invalid-parameter', 'VUID-VkPipelineInputAssemblyStateCreateInfo-topology-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, inputAssembly: { topology: 'point-list' as any } }),
  ),
  row('createGraphicsPipeline', "depthCompareOp 'lesser'", 'invalid-parameter', 'VUID-VkPipelineDepthStencilStateCreateInfo-depthCompareOp-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, depthStencil: { depthCompareOp: 'lesser' as any } }),
  ),
  row('createGraphicsPipeline', "depthTestEnable 'yes'", 'invalid-parameter', 'popsim-VkPipelineDepthStencilStateCreateInfo-depthTestEnable', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, depthStencil: { depthTestEnable: 'yes' as any } }),
  ),
  row('createGraphicsPipeline', "blend factor 'src1-color'", 'invalid-parameter', 'VUID-VkPipelineColorBlendAttachmentState-srcColorBlendFactor-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, colorBlend: { attachments: [{ blendEnable: true, srcColorBlendFactor: 'src1-color' as any }] } }),
  ),
  row('createGraphicsPipeline', "blend op 'multiply'", 'invalid-parameter', 'VUID-VkPipelineColorBlendAttachmentState-alphaBlendOp-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, colorBlend: { attachments: [{ alphaBlendOp: 'multiply' as any }] } }),
  ),
  row('createGraphicsPipeline', 'colorWriteMask 0x1f', 'invalid-parameter', 'VUID-VkPipelineColorBlendAttachmentState-colorWriteMask-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, colorBlend: { attachments: [{ colorWriteMask: 0x1f }] } }),
  ),
  row('createGraphicsPipeline', '2 blend attachments for 1 colour attachment', 'invalid-parameter', 'VUID-VkGraphicsPipelineCreateInfo-renderPass-06055', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, colorBlend: { attachments: [{}, {}] } }),
  ),
  row('createGraphicsPipeline', 'rasterizationSamples 3', 'invalid-parameter', 'VUID-VkPipelineMultisampleStateCreateInfo-rasterizationSamples-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, multisample: { rasterizationSamples: 3 as any } }),
  ),
  row('createGraphicsPipeline', 'minSampleShading NaN', 'invalid-parameter', 'popsim-VkPipelineMultisampleStateCreateInfo-minSampleShading', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, multisample: { minSampleShading: NaN } }),
  ),
  row('createGraphicsPipeline', 'minSampleShading 2', 'invalid-parameter', 'VUID-VkPipelineMultisampleStateCreateInfo-minSampleShading-00786', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, multisample: { minSampleShading: 2 } }),
  ),
  row('createGraphicsPipeline', 'sampleMask 2^33', 'invalid-parameter', 'popsim-VkPipelineMultisampleStateCreateInfo-pSampleMask', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, multisample: { sampleMask: 2 ** 33 } }),
  ),
  row('createGraphicsPipeline', 'depth format as colour format', 'invalid-parameter', 'VUID-VkPipelineRenderingCreateInfo-pColorAttachmentFormats-06064', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, rendering: { colorFormats: ['D32_SFLOAT' as any] } }),
  ),
  row('createGraphicsPipeline', 'colour format as depth format', 'invalid-parameter', 'VUID-VkPipelineRenderingCreateInfo-depthAttachmentFormat-06065', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, rendering: { colorFormats: ['R8G8B8A8_UNORM'], depthFormat: 'R32_SFLOAT' as any } }),
  ),
  row('createGraphicsPipeline', '9 colour attachments', 'invalid-parameter', 'VUID-VkPipelineRenderingCreateInfo-colorAttachmentCount-09533', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, rendering: { colorFormats: Array.from({ length: 9 }, () => 'R8G8B8A8_UNORM' as const) } }),
  ),
  row('createGraphicsPipeline', "vertex format 'R8_BOGUS'", 'invalid-parameter', 'VUID-VkVertexInputAttributeDescription-format-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, vertexInput: { bindings: [{ binding: 0, stride: 16 }], attributes: [{ location: 0, binding: 0, format: 'R8_BOGUS' as any, offset: 0 }] } }),
  ),
  row('createGraphicsPipeline', "inputRate 'primitive'", 'invalid-parameter', 'VUID-VkVertexInputBindingDescription-inputRate-parameter', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, vertexInput: { bindings: [{ binding: 0, stride: 16, inputRate: 'primitive' as any }], attributes: [] } }),
  ),
  row('createGraphicsPipeline', 'stride 4096 > maxVertexInputBindingStride', 'invalid-parameter', 'VUID-VkVertexInputBindingDescription-stride-00619', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, vertexInput: { bindings: [{ binding: 0, stride: 4096 }], attributes: [] } }),
  ),
  row('createGraphicsPipeline', 'binding 32 ≥ maxVertexInputBindings', 'invalid-parameter', 'VUID-VkVertexInputBindingDescription-binding-00618', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, vertexInput: { bindings: [{ binding: 32, stride: 16 }], attributes: [] } }),
  ),
  row('createGraphicsPipeline', 'vertex binding described twice', 'invalid-parameter', 'VUID-VkPipelineVertexInputStateCreateInfo-pVertexBindingDescriptions-00616', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, vertexInput: { bindings: [{ binding: 0, stride: 16 }, { binding: 0, stride: 8 }], attributes: [] } }),
  ),
  row('createGraphicsPipeline', 'attribute location 32 ≥ maxVertexInputAttributes', 'invalid-parameter', 'VUID-VkVertexInputAttributeDescription-location-00620', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, vertexInput: { bindings: [{ binding: 0, stride: 16 }], attributes: [{ location: 32, binding: 0, format: 'R32_SFLOAT', offset: 0 }] } }),
  ),
  row('createGraphicsPipeline', 'vertex shader input without vertex input state', 'binding-mismatch', 'VUID-VkGraphicsPipelineCreateInfo-Input-07904', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, vertex: { module: f.inputVs } }),
  ),
  row('createGraphicsPipeline', 'uint attribute for a float input', 'binding-mismatch', 'VUID-VkGraphicsPipelineCreateInfo-Input-08733', (f) =>
    f.dev.createGraphicsPipeline({
      ...f.pipelineInfo,
      vertex: { module: f.inputVs },
      vertexInput: { bindings: [{ binding: 0, stride: 16 }], attributes: [{ location: 0, binding: 0, format: 'R32G32B32A32_UINT', offset: 0 }] },
    }),
  ),
  row('createGraphicsPipeline', 'fragment module as the vertex stage', 'invalid-parameter', 'VUID-VkPipelineShaderStageCreateInfo-pName-00707', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, vertex: { module: f.fs } }),
  ),
  row('createGraphicsPipeline', "entry point 'mian'", 'invalid-parameter', 'VUID-VkPipelineShaderStageCreateInfo-pName-00707', (f) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, fragment: { module: f.fs, entryPoint: 'mian' } }),
  ),
  row('createGraphicsPipeline', 'layout of another device', 'wrong-device', 'VUID-VkGraphicsPipelineCreateInfo-commonparent', (f, o) => f.dev.createGraphicsPipeline({ ...f.pipelineInfo, layout: o.layout })),
  row('createGraphicsPipeline', 'module of another device', 'wrong-device', 'VUID-VkPipelineShaderStageCreateInfo-module-parameter', (f, o) =>
    f.dev.createGraphicsPipeline({ ...f.pipelineInfo, fragment: { module: o.fs } }),
  ),
  // command buffer state
  row('begin', 'already recording', 'bad-state', 'VUID-vkBeginCommandBuffer-commandBuffer-00049', (f) => f.recording().begin()),
  row('end', 'not recording', 'bad-state', 'VUID-vkEndCommandBuffer-commandBuffer-00059', (f) => f.dev.createCommandBuffer().end()),
  row('endRendering', 'no rendering', 'bad-state', 'VUID-vkCmdEndRendering-None-06161', (f) => f.recording().endRendering()),
  row('pipelineBarrier', 'not recording', 'bad-state', 'VUID-vkCmdPipelineBarrier-commandBuffer-recording', (f) => f.dev.createCommandBuffer().pipelineBarrier()),
  // vkCmdBeginRendering
  row('beginRendering', 'render area 0x0', 'invalid-parameter', 'VUID-VkRenderingInfo-None-08994', (f) => f.recording().beginRendering({ renderArea: { width: 0, height: 0 } })),
  row('beginRendering', 'render area 100000 wide > maxFramebufferWidth', 'invalid-parameter', 'VUID-VkRenderingInfo-pNext-07815', (f) => f.recording().beginRendering({ renderArea: { width: 100000, height: 16 } })),
  row('beginRendering', 'render area 16384 x 20000 > maxFramebufferHeight', 'invalid-parameter', 'VUID-VkRenderingInfo-pNext-07816', (f) => f.recording().beginRendering({ renderArea: { width: 16384, height: 20000 } })),
  row('beginRendering', 'render area larger than the attachment', 'out-of-range', 'VUID-VkRenderingInfo-pNext-06079', (f) =>
    f.recording().beginRendering({ renderArea: { width: 32, height: 16 }, colorAttachments: [{ view: f.view }] }),
  ),
  row('beginRendering', "loadOp 'discard'", 'invalid-parameter', 'VUID-VkRenderingAttachmentInfo-loadOp-parameter', (f) =>
    f.recording().beginRendering({ renderArea: { width: 16, height: 16 }, colorAttachments: [{ view: f.view, loadOp: 'discard' as any }] }),
  ),
  row('beginRendering', 'clear value NaN', 'invalid-parameter', 'popsim-VkClearColorValue-float32', (f) =>
    f.recording().beginRendering({ renderArea: { width: 16, height: 16 }, colorAttachments: [{ view: f.view, loadOp: 'clear', clearValue: { float: [NaN] } }] }),
  ),
  row('beginRendering', 'view of another device', 'wrong-device', 'VUID-VkRenderingAttachmentInfo-commonparent', (f, o) =>
    f.recording().beginRendering({ renderArea: { width: 16, height: 16 }, colorAttachments: [{ view: o.view }] }),
  ),
  // binds
  row('bindPipeline', 'pipeline of another device', 'wrong-device', 'VUID-vkCmdBindPipeline-commonparent', (f, o) => f.recording().bindPipeline(o.pipeline)),
  row('bindDescriptorSets', 'set of another device', 'wrong-device', 'VUID-vkCmdBindDescriptorSets-commonparent', (f, o) => f.recording().bindDescriptorSets(f.layout, 0, [o.set])),
  row('bindDescriptorSets', 'layout of another device', 'wrong-device', 'VUID-vkCmdBindDescriptorSets-commonparent', (f, o) => f.recording().bindDescriptorSets(o.layout, 0, [f.set])),
  row('bindDescriptorSets', 'firstSet past the layout', 'out-of-range', 'VUID-vkCmdBindDescriptorSets-firstSet-00360', (f) => f.recording().bindDescriptorSets(f.layout, 1, [f.set])),
  row('pushConstants', 'offset 2', 'out-of-range', 'VUID-vkCmdPushConstants-offset-01795', (f) => f.recording().pushConstants(f.layout, 2, new Uint8Array(4))),
  row('pushConstants', 'no bytes', 'invalid-parameter', 'VUID-vkCmdPushConstants-size-arraylength', (f) => f.recording().pushConstants(f.layout, 0, new Uint8Array(0))),
  row('pushConstants', 'layout of another device', 'wrong-device', 'VUID-vkCmdPushConstants-commonparent', (f, o) => f.recording().pushConstants(o.layout, 0, new Uint8Array(4))),
  row('bindVertexBuffers', 'firstBinding 32', 'invalid-parameter', 'VUID-vkCmdBindVertexBuffers-firstBinding-00624', (f) => f.recording().bindVertexBuffers(32, [{ buffer: f.buffer }])),
  row('bindVertexBuffers', 'bindings past maxVertexInputBindings', 'out-of-range', 'VUID-vkCmdBindVertexBuffers-firstBinding-00625', (f) =>
    f.recording().bindVertexBuffers(31, [{ buffer: f.buffer }, { buffer: f.buffer }]),
  ),
  row('bindVertexBuffers', 'buffer of another device', 'wrong-device', 'VUID-vkCmdBindVertexBuffers-commonparent', (f, o) => f.recording().bindVertexBuffers(0, [{ buffer: o.buffer }])),
  row('bindIndexBuffer', "indexType 'uint8'", 'invalid-parameter', 'VUID-vkCmdBindIndexBuffer-indexType-parameter', (f) => f.recording().bindIndexBuffer(f.buffer, 0, 'uint8' as any)),
  row('bindIndexBuffer', 'offset not a multiple of the index', 'invalid-parameter', 'VUID-vkCmdBindIndexBuffer-offset-08783', (f) => f.recording().bindIndexBuffer(f.buffer, 2, 'uint32')),
  row('bindIndexBuffer', 'buffer of another device', 'wrong-device', 'VUID-vkCmdBindIndexBuffer-commonparent', (f, o) => f.recording().bindIndexBuffer(o.buffer, 0, 'uint32')),
  // dynamic state
  row('setViewport', 'x NaN', 'invalid-parameter', 'popsim-VkViewport-x', (f) => f.recording().setViewport({ ...viewport, x: NaN })),
  row('setViewport', 'width 0', 'invalid-parameter', 'VUID-VkViewport-width-01770', (f) => f.recording().setViewport({ ...viewport, width: 0 })),
  row('setViewport', 'width 20000 > maxViewportDimensions', 'invalid-parameter', 'VUID-VkViewport-width-01771', (f) => f.recording().setViewport({ ...viewport, width: 20000 })),
  row('setViewport', 'height 0', 'invalid-parameter', 'VUID-VkViewport-apiVersion-07917', (f) => f.recording().setViewport({ ...viewport, height: 0 })),
  row('setViewport', 'height -20000', 'invalid-parameter', 'VUID-VkViewport-height-01773', (f) => f.recording().setViewport({ ...viewport, height: -20000 })),
  row('setViewport', 'x -40000 < viewportBoundsRange', 'invalid-parameter', 'VUID-VkViewport-x-01774', (f) => f.recording().setViewport({ ...viewport, x: -40000 })),
  row('setViewport', 'x + width > viewportBoundsRange', 'invalid-parameter', 'VUID-VkViewport-x-01232', (f) => f.recording().setViewport({ ...viewport, x: 30000, width: 16000 })),
  row('setViewport', 'y + height < viewportBoundsRange', 'invalid-parameter', 'VUID-VkViewport-y-01777', (f) => f.recording().setViewport({ ...viewport, y: -30000, height: -16000 })),
  row('setViewport', 'maxDepth 2', 'invalid-parameter', 'VUID-VkViewport-maxDepth-01235', (f) => f.recording().setViewport({ ...viewport, maxDepth: 2 })),
  row('setViewport', 'minDepth -1', 'invalid-parameter', 'VUID-VkViewport-minDepth-01234', (f) => f.recording().setViewport({ ...viewport, minDepth: -1 })),
  row('setScissor', 'x -1', 'invalid-parameter', 'VUID-vkCmdSetScissor-x-00595', (f) => f.recording().setScissor({ x: -1, y: 0, width: 16, height: 16 })),
  row('setScissor', 'x + width overflows int32', 'invalid-parameter', 'VUID-vkCmdSetScissor-offset-00596', (f) => f.recording().setScissor({ x: 2 ** 31 - 8, y: 0, width: 16, height: 16 })),
  // draws
  row('draw', 'vertexCount -1', 'invalid-parameter', 'popsim-vkCmdDraw-vertexCount', (f) => f.rendering().bindPipeline(f.pipeline).draw(-1)),
  row('draw', 'instanceCount 1.5', 'invalid-parameter', 'popsim-vkCmdDraw-instanceCount', (f) => f.rendering().bindPipeline(f.pipeline).draw(3, 1.5)),
  row('draw', 'no pipeline bound', 'bad-state', 'VUID-vkCmdDraw-None-08606', (f) => f.rendering().draw(3)),
  row('draw', 'outside rendering', 'bad-state', 'VUID-vkCmdDraw-renderpass', (f) => f.recording().bindPipeline(f.pipeline).draw(3)),
  row('drawIndexed', 'vertexOffset 2^31', 'invalid-parameter', 'popsim-vkCmdDrawIndexed-vertexOffset', (f) => f.rendering().bindPipeline(f.pipeline).bindIndexBuffer(f.buffer, 0, 'uint32').drawIndexed(3, 1, 0, 2 ** 31)),
  row('drawIndexed', 'no index buffer', 'bad-state', 'VUID-vkCmdDrawIndexed-None-07312', (f) => f.rendering().bindPipeline(f.pipeline).drawIndexed(3)),
  // transfers
  row('pipelineBarrier', 'unknown layout', 'invalid-parameter', 'VUID-VkImageMemoryBarrier-oldLayout-parameter', (f) =>
    f.recording().pipelineBarrier({ imageBarriers: [{ image: f.image, oldLayout: 'present-src' as never, newLayout: 'general' }] }),
  ),
  row('pipelineBarrier', "newLayout 'undefined'", 'invalid-parameter', 'VUID-VkImageMemoryBarrier-newLayout-01198', (f) =>
    f.recording().pipelineBarrier({ imageBarriers: [{ image: f.image, oldLayout: 'general', newLayout: 'undefined' }] }),
  ),
  row('pipelineBarrier', 'image of another device', 'wrong-device', 'VUID-vkCmdPipelineBarrier-pImageMemoryBarriers-parameter', (f, o) =>
    f.recording().pipelineBarrier({ imageBarriers: [{ image: o.image, oldLayout: 'general', newLayout: 'general' }] }),
  ),
  row('resolveImage', 'not recording', 'bad-state', 'VUID-vkCmdResolveImage-commandBuffer-recording', (f) => f.dev.createCommandBuffer().resolveImage(f.image, f.image)),
  row('resolveImage', 'inside rendering', 'bad-state', 'VUID-vkCmdResolveImage-renderpass', (f) => f.rendering().resolveImage(f.image, f.image)),
  row('resolveImage', 'single-sample source', 'invalid-parameter', 'VUID-vkCmdResolveImage-srcImage-00257', (f) => f.recording().resolveImage(f.image, f.image)),
  row('resolveImage', 'image of another device', 'wrong-device', 'VUID-vkCmdResolveImage-commonparent', (f, o) => f.recording().resolveImage(o.image, f.image)),
  row('clearColorImage', 'inside rendering', 'bad-state', 'VUID-vkCmdClearColorImage-renderpass', (f) => f.rendering().clearColorImage(f.image, { float: [0] })),
  row('clearColorImage', 'five channels', 'invalid-parameter', 'popsim-VkClearColorValue-float32.length', (f) => f.recording().clearColorImage(f.image, { float: [0, 0, 0, 0, 0] })),
  row('clearColorImage', 'image of another device', 'wrong-device', 'VUID-vkCmdClearColorImage-commonparent', (f, o) => f.recording().clearColorImage(o.image, { float: [0] })),
  row('copyBuffer', 'size 0', 'invalid-parameter', 'VUID-VkBufferCopy-size-01988', (f) => f.recording().copyBuffer(f.buffer, f.buffer, [{ size: 0 }])),
  row('copyBuffer', 'no regions', 'invalid-parameter', 'VUID-vkCmdCopyBuffer-regionCount-arraylength', (f) => f.recording().copyBuffer(f.buffer, f.buffer, [])),
  row('copyBuffer', 'overlapping regions of one buffer', 'out-of-range', 'VUID-vkCmdCopyBuffer-pRegions-00117', (f) => f.recording().copyBuffer(f.buffer, f.buffer, [{ srcOffset: 0, dstOffset: 8, size: 16 }])),
  row('copyBuffer', 'source past the end', 'out-of-range', 'VUID-vkCmdCopyBuffer-srcOffset-00113', (f) => f.recording().copyBuffer(f.buffer, f.dev.createBuffer({ size: 8192, usage: ['transfer-dst'] }), [{ size: 8192 }])),
  row('copyBuffer', 'buffer of another device', 'wrong-device', 'VUID-vkCmdCopyBuffer-commonparent', (f, o) => f.recording().copyBuffer(f.buffer, o.buffer, [{ size: 4 }])),
  row('copyBufferToImage', 'bufferOffset not a texel multiple', 'invalid-parameter', 'VUID-vkCmdCopyBufferToImage-dstImage-07975', (f) => f.recording().copyBufferToImage(f.buffer, f.image, { bufferOffset: 2 })),
  row('copyBufferToImage', 'bufferRowLength < width', 'invalid-parameter', 'VUID-VkBufferImageCopy-bufferRowLength-09101', (f) => f.recording().copyBufferToImage(f.buffer, f.image, { bufferRowLength: 8 })),
  row('copyImageToBuffer', 'image of another device', 'wrong-device', 'VUID-vkCmdCopyImageToBuffer-commonparent', (f, o) => f.recording().copyImageToBuffer(o.image, f.buffer)),
  // queue and inspection
  row('submit', 'command buffer not ended', 'bad-state', 'VUID-VkSubmitInfo-pCommandBuffers-00072', (f) => f.dev.submit([f.recording()])),
  row('submit', 'command buffer of another device', 'wrong-device', 'VUID-VkSubmitInfo-commonparent', (f, o) => f.dev.submit([o.recording().end()])),
  row('submit', "options member 'lable' (misspelt)", 'invalid-parameter', 'popsim-SubmitOptions', (f) => f.dev.submit([f.recording().end()], { lable: 'x' } as any)),
  row('submit', 'label not a string', 'invalid-parameter', 'popsim-SubmitOptions-label', (f) => f.dev.submit([f.recording().end()], { label: 5 as any })),
  row('traceJson', 'device created without gpu.trace', 'bad-state', 'popsim-traceJson-trace', (f) => f.dev.traceJson()),
  row('debugRegisterDump', 'draw index past the draws', 'out-of-range', 'popsim-regs-draw-index', (f) => f.dev.debugRegisterDump(f.rendering().bindPipeline(f.pipeline).draw(3), 1)),
  row('debugRegisterDump', 'command buffer of another device', 'wrong-device', 'popsim-debugRegisterDump-commandBuffer', (f, o) => f.dev.debugRegisterDump(o.recording())),
];

/** Instance and device creation: rows without a fixture. */
const CREATION_ROWS: readonly Row[] = [
  row('createInstance', "member 'validation'", 'invalid-parameter', 'popsim-InstanceCreateInfo', () => createInstance({ validation: true } as any)),
  row('createInstance', "debug 'no-drain'", 'invalid-parameter', 'popsim-InstanceCreateInfo-debug', () => createInstance({ debug: 'no-drain' })),
  row('createInstance', 'compilerDebug noOverlapChek (misspelt)', 'invalid-parameter', 'popsim-InstanceCreateInfo', () => createInstance({ compilerDebug: { noOverlapChek: true } as any })),
  row('createInstance', "override value 'on'", 'invalid-parameter', 'popsim-InstanceCreateInfo-overrides.binMapModePops', () => createInstance({ overrides: { binMapModePops: 'on' as any } })),
  row('physicalDevice', "chip 'navi99'", 'invalid-parameter', 'popsim-physicalDevice-name', () => createInstance().physicalDevice('navi99')),
  row('createDevice', 'extension not present', 'extension-not-present', 'VK_ERROR_EXTENSION_NOT_PRESENT', () => createInstance().physicalDevice('raven').createDevice({ enabledExtensions: ['VK_KHR_fragment_shading_rate'] })),
  row('createDevice', "feature value 'yes'", 'invalid-parameter', 'popsim-VkPhysicalDeviceFeatures-sampleRateShading', () =>
    createInstance().physicalDevice('raven').createDevice({ features: { core: { sampleRateShading: 'yes' as any } } }),
  ),
  row('createDevice', 'gpu.watchdogCycles 0', 'invalid-parameter', 'popsim-device-gpu-watchdogCycles', () => createInstance().physicalDevice('raven').createDevice({ gpu: { watchdogCycles: 0 } })),
  row('createDevice', "gpu.popsWaitMap 'yes'", 'invalid-parameter', 'popsim-device-gpu-popsWaitMap', () => createInstance().physicalDevice('raven').createDevice({ gpu: { popsWaitMap: 'yes' as any } })),
  row('createDevice', "gpu.trace 'yes'", 'invalid-parameter', 'popsim-device-gpu-trace', () => createInstance().physicalDevice('raven').createDevice({ gpu: { trace: 'yes' as any } })),
  row('createDevice', 'compiler switch noOverlapCheck on GFX11', 'invalid-parameter', 'popsim-InstanceCreateInfo-compilerDebug', () =>
    createInstance({ compilerDebug: { noOverlapCheck: true } }).physicalDevice('navi31').createDevice(),
  ),
  row('createDevice', 'compiler switch noGfx9WrapFix on GFX10.3', 'invalid-parameter', 'popsim-InstanceCreateInfo-compilerDebug', () =>
    createInstance({ compilerDebug: { noGfx9WrapFix: true } }).physicalDevice('navi21').createDevice(),
  ),
  row('createInstance', "intrawaveCollisions 'yes'", 'invalid-parameter', 'popsim-InstanceCreateInfo-intrawaveCollisions', () => createInstance({ intrawaveCollisions: 'yes' as any })),
  row('createDevice', 'intrawaveCollisions on GFX11 (S8, S10)', 'invalid-parameter', 'popsim-InstanceCreateInfo-intrawaveCollisions', () =>
    createInstance({ intrawaveCollisions: true }).physicalDevice('navi31').createDevice(),
  ),
  row('createDevice', 'driver switch no-z-info-fix on GFX10.3', 'invalid-parameter', 'popsim-InstanceCreateInfo-debug', () => createInstance({ debug: 'no-z-info-fix' }).physicalDevice('navi21').createDevice()),
  row('createDevice', 'override execIfOverlapped on GFX11', 'invalid-parameter', 'popsim-InstanceCreateInfo-overrides', () =>
    createInstance({ overrides: { execIfOverlapped: false } }).physicalDevice('navi31').createDevice(),
  ),
];

/** The ValidationError of `r`, with its code, VUID and the `[ VUID ] command():` message form. */
function rejectsAs(r: Row): (e: unknown) => boolean {
  return (e: unknown) => {
    assert.ok(e instanceof ValidationError, `${r.entry} (${r.input}): ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
    assert.equal(e.vuid, r.vuid, `${r.entry} (${r.input}): ${e.message}`);
    assert.equal(e.code, r.code, `${r.entry} (${r.input}): ${e.message}`);
    assert.ok(e.message.startsWith(`[ ${r.vuid} ] ${e.location}(): `), e.message);
    return true;
  };
}

test('every row: a ValidationError at the API with its code and VUID', async (t) => {
  const f = await fixture(device('gfx10_3'));
  const other = await fixture(device('gfx10_3'));
  for (const r of [...ROWS, ...CREATION_ROWS]) {
    await t.test(`${r.entry}: ${r.input} → ${r.vuid}`, async () => {
      try {
        await r.call(f, other);
      } catch (e) {
        rejectsAs(r)(e);
        return;
      }
      assert.fail(`${r.entry} (${r.input}) was accepted`);
    });
  }
});

test('every API entry point that takes input has rows (a new entry point needs its own)', () => {
  const covered = new Set([...ROWS, ...CREATION_ROWS].map((r) => r.entry));
  const methods = (proto: object): string[] => Object.getOwnPropertyNames(proto).filter((n) => typeof Object.getOwnPropertyDescriptor(proto, n)?.value === 'function');
  // Calls without input: they cannot be given a bad one (state errors of those that have them are rows).
  const noInput = new Set(['constructor', 'memoryBudget', 'createCommandBuffer', 'waitIdle', 'enumeratePhysicalDevices', 'recorded', 'drawRegisterWrites']);
  // CommandBuffer's helpers, private in TypeScript but on the prototype at run time.
  const helpers = new Set(['requireRecording', 'requireOutsideRendering', 'attachmentImage', 'checkArea', 'checkImageCopy', 'drawPrologue', 'checkVertexRange', 'recordDraw']);
  const entries = [Device, CommandBuffer, DescriptorPool, PhysicalDevice, Instance].flatMap((c) => methods(c.prototype)).filter((n) => !noInput.has(n) && !helpers.has(n));
  const missing = [...entries, 'createInstance'].filter((n) => !covered.has(n));
  assert.deepEqual(missing, []);
});

test('issue 15: limits and state that surfaced from the register file, PM4 or the geometry unit are the API\'s errors now', async () => {
  const dev = device('gfx10_3');
  const f = await fixture(dev);
  const noAttachments = await (async () => {
    const fs = await dev.createShaderModuleFromGlsl('#version 450\nvoid main() {}', 'fragment');
    return dev.createGraphicsPipeline({ layout: f.layout, vertex: { module: f.vs }, fragment: { module: fs } });
  })();
  // A render area beyond the device limits was a RegisterError (BR_X: value 100000 does not fit in 16 bits).
  assert.throws(() => f.recording().beginRendering({ renderArea: { width: 100000, height: 64 } }), /\[ VUID-VkRenderingInfo-pNext-07815 \] vkCmdBeginRendering\(\): renderArea\.extent\.width 100000 is greater than 16384/);
  // A zero-size render area was a GpuError at submit (an empty viewport).
  assert.throws(() => f.recording().beginRendering({ renderArea: { width: 0, height: 0 } }), /VUID-VkRenderingInfo-None-08994/);
  // A depth range outside [0, 1] was a GeometryError at submit.
  assert.throws(() => f.recording().setViewport({ ...viewport, maxDepth: 2 }), /VUID-VkViewport-maxDepth-01235/);
  // A draw count of -1 was a Pm4Error (not a 32-bit unsigned value).
  assert.throws(() => f.recording().beginRendering({ renderArea: { width: 8, height: 8 } }).bindPipeline(noAttachments).draw(-1), /popsim-vkCmdDraw-vertexCount/);
  // A huge valid scissor is intersected with the viewport (RADV si_write_scissors), not a 15-bit field overflow.
  const cb = f.recording().beginRendering({ renderArea: { width: 8, height: 8 } }).bindPipeline(noAttachments).setScissor({ x: 0, y: 0, width: 2 ** 31 - 1, height: 2 ** 31 - 1 }).draw(3).endRendering().end();
  assert.equal(dev.submit([cb]).draws, 1);
  assert.match(dev.debugRegisterDump(cb), /PA_SC_GENERIC_SCISSOR_BR = 0x[0-9a-f]+ \{ BR_X=8 BR_Y=8 \}/);
});

test('issue 15: silently accepted inputs are refused — enums, vertex input, NaN viewports, objects of another device, GLSL for compute', async () => {
  const f = await fixture(device('gfx10_3'));
  const other = await fixture(device('gfx10_3'));
  assert.throws(() => f.dev.createGraphicsPipeline({ ...f.pipelineInfo, rasterization: { cullMode: 'sideways' as never } }), /cullMode 'sideways' is not a VkCullModeFlags popsim accepts \(none, front, back, front-and-back\)/);
  assert.throws(() => f.dev.createGraphicsPipeline({ ...f.pipelineInfo, vertex: { module: f.inputVs } }), /reads input location 0, which no vertex attribute provides/);
  assert.throws(() => f.recording().setViewport({ ...viewport, width: NaN }), /width NaN is not a finite number/);
  assert.throws(() => f.recording().bindPipeline(other.pipeline), /the pipeline belongs to another device/);
  assert.throws(() => f.recording().bindDescriptorSets(f.layout, 0, [other.set]), /VUID-vkCmdBindDescriptorSets-commonparent/);
  await assert.rejects(f.dev.createShaderModuleFromGlsl('#version 450\nvoid main() {}', 'compute' as never), /stage 'compute' is not a VkShaderStageFlagBits \(graphics\) popsim accepts \(vertex, fragment\)/);
});

test('issue 15: a compiler debug switch without meaning on the target names the switch and the chip', () => {
  assert.throws(
    () => createInstance({ compilerDebug: { noOverlapCheck: true, noPackerSetreg: true } }).physicalDevice('navi31').createDevice(),
    /vkCreateDevice\(\): compiler debug switch noOverlapCheck, noPackerSetreg has no meaning on NAVI31 \(Radeon RX 7900 XT\), a gfx11 chip/,
  );
  // The same switches are fine where the protocol has the element; the others of GFX11 are accepted there.
  assert.ok(createInstance({ compilerDebug: { noOverlapCheck: true } }).physicalDevice('navi21').createDevice());
  assert.ok(createInstance({ compilerDebug: { noWaitBeforeDone: true, nonCoherentOrderedAccesses: true, noDummyExport: true } }).physicalDevice('navi31').createDevice({ features: ALL_FEATURES, enabledExtensions: ['VK_EXT_fragment_shader_interlock'] }));
});

test('OutOfDeviceMemoryError is not a ValidationError: the request is valid, the heap too small', () => {
  const raven = createInstance().physicalDevice('raven').createDevice();
  assert.throws(
    () => raven.createImage({ format: 'R8G8B8A8_UNORM', width: 16384, height: 16384, samples: 8, usage: ['color-attachment'] }),
    (e: unknown) => e instanceof OutOfDeviceMemoryError && !(e instanceof ValidationError) && e.code === 'VK_ERROR_OUT_OF_DEVICE_MEMORY' && e.kind === 'input',
  );
});
