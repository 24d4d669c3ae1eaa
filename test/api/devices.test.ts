/** Instance, physical devices, per-chip features and properties (R9, R11), device creation and its errors. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInstance, checkInterlockMode, ValidationError, type PhysicalDevice } from '../../src/api/index.js';

const instance = createInstance();
const pd = (name: string): PhysicalDevice => instance.physicalDevice(name);

function validationError(code: string, vuid: string, ...fragments: string[]) {
  return (e: unknown): boolean =>
    e instanceof ValidationError && e.code === code && e.vuid === vuid && fragments.every((f) => e.message.includes(f));
}

test('one physical device per chip, in chip-table order', () => {
  const devices = instance.enumeratePhysicalDevices();
  assert.deepEqual(
    devices.map((d) => d.properties.chip),
    ['VEGA10', 'RAVEN', 'VEGA20', 'NAVI10', 'NAVI14', 'NAVI21', 'NAVI31'],
  );
  assert.equal(pd('gfx1100').properties.deviceName, 'AMD Radeon RX 7900 XT (popsim NAVI31)');
  assert.equal(pd('raven').properties.deviceType, 'integrated-gpu');
  assert.equal(pd('navi10').properties.deviceType, 'discrete-gpu');
  assert.throws(() => instance.physicalDevice('navi99'), (e: unknown) => e instanceof ValidationError && e.vuid === 'popsim-physicalDevice-name' && /unknown chip 'navi99'/.test(e.message));
});

// [chip, gfx, VRS extension, fragmentShadingRateWithFragmentShaderInterlock (R9), min subgroup size]
const EXPECTED: readonly [string, string, boolean, boolean | undefined, number][] = [
  ['VEGA10', 'gfx9', false, undefined, 64],
  ['RAVEN', 'gfx9', false, undefined, 64],
  ['VEGA20', 'gfx9', false, undefined, 64],
  ['NAVI10', 'gfx10', false, undefined, 32],
  ['NAVI14', 'gfx10', false, undefined, 32],
  ['NAVI21', 'gfx10_3', true, false, 32],
  ['NAVI31', 'gfx11', true, true, 32],
];

for (const [chip, gfx, vrs, vrsWithInterlock, minSubgroup] of EXPECTED) {
  test(`${chip}: features and properties as RADV reports them`, () => {
    const d = pd(chip);
    assert.equal(d.properties.gfx, gfx);
    // R11
    assert.deepEqual(d.features.fragmentShaderInterlock, {
      fragmentShaderSampleInterlock: true,
      fragmentShaderPixelInterlock: true,
      fragmentShaderShadingRateInterlock: false,
    });
    assert.deepEqual(d.features.core, { sampleRateShading: true, fragmentStoresAndAtomics: true });
    assert.deepEqual(d.features.fragmentShadingRate, {
      pipelineFragmentShadingRate: vrs,
      primitiveFragmentShadingRate: vrs,
      attachmentFragmentShadingRate: vrs,
    });
    assert.equal(d.extensions.includes('VK_KHR_fragment_shading_rate'), vrs);
    assert.ok(d.extensions.includes('VK_EXT_fragment_shader_interlock'));
    // R9
    assert.equal(d.properties.fragmentShadingRate?.fragmentShadingRateWithFragmentShaderInterlock, vrsWithInterlock);
    assert.equal(d.properties.fragmentShadingRate === undefined, !vrs);
    assert.deepEqual(d.properties.subgroup, { subgroupSize: 64, minSubgroupSize: minSubgroup, maxSubgroupSize: 64 });
    assert.equal(d.properties.limits.maxColorAttachments, 8);
    assert.deepEqual(d.properties.limits.framebufferColorSampleCounts, [1, 2, 4, 8]);
    assert.equal(d.properties.vendorID, 0x1002);
  });
}

test('createDevice enables exactly the requested features', () => {
  const device = pd('NAVI21').createDevice({
    enabledExtensions: ['VK_EXT_fragment_shader_interlock', 'VK_KHR_fragment_shading_rate'],
    features: {
      core: { fragmentStoresAndAtomics: true },
      fragmentShaderInterlock: { fragmentShaderSampleInterlock: true, fragmentShaderShadingRateInterlock: false },
      fragmentShadingRate: { pipelineFragmentShadingRate: true },
    },
  });
  assert.equal(device.chip.name, 'NAVI21');
  assert.deepEqual(device.enabledExtensions, ['VK_EXT_fragment_shader_interlock', 'VK_KHR_fragment_shading_rate']);
  assert.deepEqual(device.enabledFeatures, {
    core: { sampleRateShading: false, fragmentStoresAndAtomics: true },
    fragmentShaderInterlock: {
      fragmentShaderSampleInterlock: true,
      fragmentShaderPixelInterlock: false,
      fragmentShaderShadingRateInterlock: false,
    },
    fragmentShadingRate: { pipelineFragmentShadingRate: true, primitiveFragmentShadingRate: false, attachmentFragmentShadingRate: false },
  });
});

test('createDevice: unsupported feature → VK_ERROR_FEATURE_NOT_PRESENT naming the structure member and chip', () => {
  for (const chip of ['VEGA10', 'NAVI10', 'NAVI21', 'NAVI31']) {
    assert.throws(
      () =>
        pd(chip).createDevice({
          enabledExtensions: ['VK_EXT_fragment_shader_interlock'],
          features: { fragmentShaderInterlock: { fragmentShaderShadingRateInterlock: true } },
        }),
      validationError(
        'feature-not-present',
        'VK_ERROR_FEATURE_NOT_PRESENT',
        `vkCreateDevice(): VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT::fragmentShaderShadingRateInterlock is not supported by ${chip}`,
      ),
      chip,
    );
  }
});

test('createDevice: unsupported extension → VK_ERROR_EXTENSION_NOT_PRESENT', () => {
  assert.throws(
    () => pd('NAVI10').createDevice({ enabledExtensions: ['VK_KHR_fragment_shading_rate'] }),
    validationError('extension-not-present', 'VK_ERROR_EXTENSION_NOT_PRESENT', 'VK_KHR_fragment_shading_rate is not supported by NAVI10'),
  );
  assert.throws(
    () => pd('NAVI31').createDevice({ enabledExtensions: ['VK_EXT_not_a_thing'] }),
    validationError('extension-not-present', 'VK_ERROR_EXTENSION_NOT_PRESENT', 'VK_EXT_not_a_thing'),
  );
});

test('createDevice: extension feature without its extension → VUID-VkDeviceCreateInfo-pNext-pNext', () => {
  assert.throws(
    () => pd('NAVI31').createDevice({ features: { fragmentShaderInterlock: { fragmentShaderPixelInterlock: true } } }),
    validationError('extension-not-enabled', 'VUID-VkDeviceCreateInfo-pNext-pNext', 'VK_EXT_fragment_shader_interlock is not in enabledExtensions'),
  );
  // Core features need no extension.
  assert.equal(pd('VEGA10').createDevice({ features: { core: { sampleRateShading: true } } }).enabledFeatures.core.sampleRateShading, true);
});

test('createDevice: unknown structure or member names are errors, not ignored', () => {
  const untyped = (features: unknown) => ({ features } as Parameters<PhysicalDevice['createDevice']>[0]);
  assert.throws(() => pd('NAVI31').createDevice(untyped({ rayTracing: { x: true } })), validationError('unknown-feature', 'VK_ERROR_FEATURE_NOT_PRESENT', 'rayTracing'));
  assert.throws(
    () => pd('NAVI31').createDevice(untyped({ core: { geometryShaderz: true } })),
    validationError('unknown-feature', 'VK_ERROR_FEATURE_NOT_PRESENT', 'VkPhysicalDeviceFeatures has no member geometryShaderz'),
  );
});

test('checkInterlockMode: the execution mode needs its feature enabled', () => {
  const device = pd('NAVI31').createDevice({
    enabledExtensions: ['VK_EXT_fragment_shader_interlock'],
    features: { fragmentShaderInterlock: { fragmentShaderPixelInterlock: true } },
  });
  checkInterlockMode(device, { granularity: 'pixel', ordered: true });
  checkInterlockMode(device, { granularity: 'pixel', ordered: false });
  assert.throws(
    () => checkInterlockMode(device, { granularity: 'sample', ordered: true }),
    validationError(
      'feature-not-enabled',
      'VUID-VkShaderModuleCreateInfo-pCode-08740',
      'SampleInterlockOrderedEXT',
      'FragmentShaderSampleInterlockEXT',
      'fragmentShaderSampleInterlock; it was not enabled',
    ),
  );
  assert.throws(
    () => checkInterlockMode(device, { granularity: 'shading-rate', ordered: false }),
    validationError('feature-not-enabled', 'VUID-VkShaderModuleCreateInfo-pCode-08740', 'ShadingRateInterlockUnorderedEXT', 'NAVI31 does not support it'),
  );
  const bare = pd('VEGA10').createDevice();
  assert.throws(() => checkInterlockMode(bare, { granularity: 'pixel', ordered: true }), ValidationError);
});

test('createInstance passes driver debug switches and overrides to devices', () => {
  const dbg = createInstance({ debug: 'POPSIM_DEBUG=no-drain-workaround' });
  const device = dbg.physicalDevice('RAVEN').createDevice();
  assert.equal(device.debug.noDrainWorkaround, true);
  assert.equal(device.debug.noPslcWorkaround, false);
  assert.equal(pd('RAVEN').createDevice().debug.noDrainWorkaround, false);
  assert.deepEqual(createInstance({ overrides: { binMapModePops: true } }).physicalDevice('NAVI21').createDevice().overrides, { binMapModePops: true });
  assert.throws(() => createInstance({ debug: 'no-drain' }), (e: unknown) => e instanceof ValidationError && e.vuid === 'popsim-InstanceCreateInfo-debug' && /unknown switch 'no-drain'/.test(e.message));
});
