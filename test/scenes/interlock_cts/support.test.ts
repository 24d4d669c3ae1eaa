import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CTS_CASES, MSAA8_CASES, caseByName, supportOf, type InterlockDeviceCaps } from '../../../src/scenes/interlock_cts/index.js';
import { ALL_FEATURES_DEVICE, physicalDevices } from './fixtures.js';

function counts(device: InterlockDeviceCaps, cases = CTS_CASES): [number, number] {
  const supported = cases.filter((c) => supportOf(c, device) === 'supported').length;
  return [supported, cases.length - supported];
}

test('P5/R9/R11: every chip supports 384 cases; the 192 shading-rate cases are not supported', () => {
  const devices = physicalDevices();
  assert.equal(devices.length, 7);
  for (const pd of devices) {
    assert.deepEqual(counts(pd), [384, 192], pd.chip.name);
    for (const c of CTS_CASES) {
      const s = supportOf(c, pd);
      assert.equal(s === 'supported', !c.interlock.startsWith('shading_rate'), `${pd.chip.name} ${c.name}`);
    }
  }
});

test('the 8xaa variant: 256 supported, 128 not supported on every chip', () => {
  for (const pd of physicalDevices()) assert.deepEqual(counts(pd, MSAA8_CASES), [256, 128], pd.chip.name);
});

test('not-supported reasons follow the CTS check order', () => {
  const [navi31] = physicalDevices().filter((d) => d.chip.name === 'NAVI31');
  assert.deepEqual(supportOf(caseByName('basic.nodiscard.image.shading_rate_ordered.1xaa.no_sample_shading.8x8'), navi31!), {
    notSupported: 'Fragment shader shading rate interlock not supported',
  });
  const noVrsProps: InterlockDeviceCaps = {
    ...ALL_FEATURES_DEVICE,
    properties: { ...ALL_FEATURES_DEVICE.properties, fragmentShadingRate: { fragmentShadingRateWithFragmentShaderInterlock: false } },
  };
  assert.deepEqual(supportOf(caseByName('basic.nodiscard.image.shading_rate_ordered.1xaa.no_sample_shading.8x8'), noVrsProps), {
    notSupported: 'fragment shading rate not supported',
  });
  const noExt: InterlockDeviceCaps = { ...ALL_FEATURES_DEVICE, extensions: [] };
  assert.deepEqual(counts(noExt), [0, 576]);
  assert.deepEqual(counts(ALL_FEATURES_DEVICE), [576, 0]);
});

test('sample interlock and sample shading need sampleRateShading', () => {
  const noSampleShading: InterlockDeviceCaps = {
    ...ALL_FEATURES_DEVICE,
    features: { ...ALL_FEATURES_DEVICE.features, core: { sampleRateShading: false, fragmentStoresAndAtomics: true } },
  };
  // Left: pixel and shading-rate cases without sample shading = 4 × 2 groups × 2 × 2 interlocks × 8 dims.
  assert.deepEqual(counts(noSampleShading), [256, 320]);
  assert.deepEqual(supportOf(caseByName('basic.nodiscard.ssbo.pixel_ordered.4xaa.sample_shading.8x8'), noSampleShading), {
    notSupported: 'sampleRateShading not supported',
  });
  const noSampleInterlock: InterlockDeviceCaps = {
    ...ALL_FEATURES_DEVICE,
    features: {
      ...ALL_FEATURES_DEVICE.features,
      fragmentShaderInterlock: { ...ALL_FEATURES_DEVICE.features.fragmentShaderInterlock, fragmentShaderSampleInterlock: false },
    },
  };
  assert.deepEqual(counts(noSampleInterlock), [384, 192]);
  assert.deepEqual(supportOf(caseByName('basic.nodiscard.ssbo.sample_ordered.4xaa.sample_shading.8x8'), noSampleInterlock), {
    notSupported: 'Fragment shader sample interlock not supported',
  });
});

test('8xaa cases need 8 samples without attachments', () => {
  const only4: InterlockDeviceCaps = {
    ...ALL_FEATURES_DEVICE,
    properties: { ...ALL_FEATURES_DEVICE.properties, limits: { framebufferNoAttachmentsSampleCounts: [1, 2, 4] } },
  };
  assert.deepEqual(counts(only4, MSAA8_CASES), [0, 384]);
  assert.deepEqual(counts(only4), [576, 0]);
});
