/**
 * Which cases a device can run, in the order the CTS's checkSupport asks
 * (the first missing requirement is the reported reason). On every AMD chip
 * pixel and sample interlock are supported and shading-rate interlock is not
 * (R9, R11), so each chip reports 384 supported / 192 not supported (P5).
 */
import type { DeviceFeatures, DeviceLimits, FragmentShadingRateProperties } from '../../api/index.js';
import { granularityOf, perSampleWords, type InterlockCase } from './cases.js';

/** What the check reads from a physical device; `PhysicalDevice` satisfies it. */
export interface InterlockDeviceCaps {
  readonly extensions: readonly string[];
  readonly features: DeviceFeatures;
  readonly properties: {
    readonly fragmentShadingRate: FragmentShadingRateProperties | undefined;
    readonly limits: Pick<DeviceLimits, 'framebufferNoAttachmentsSampleCounts'>;
  };
}

export type CaseSupport = 'supported' | { readonly notSupported: string };

export function supportOf(c: InterlockCase, device: InterlockDeviceCaps): CaseSupport {
  if (!device.extensions.includes('VK_EXT_fragment_shader_interlock')) {
    return { notSupported: 'VK_EXT_fragment_shader_interlock is not supported' };
  }
  const fsi = device.features.fragmentShaderInterlock;
  const granularity = granularityOf(c);
  switch (granularity) {
    case 'sample':
      if (!fsi.fragmentShaderSampleInterlock) return { notSupported: 'Fragment shader sample interlock not supported' };
      break;
    case 'pixel':
      if (!fsi.fragmentShaderPixelInterlock) return { notSupported: 'Fragment shader pixel interlock not supported' };
      break;
    case 'shading-rate':
      // R9/R11: false on every AMD generation — the widest POPS granularity is one fine pixel.
      if (!fsi.fragmentShaderShadingRateInterlock) return { notSupported: 'Fragment shader shading rate interlock not supported' };
      if (!device.features.fragmentShadingRate.pipelineFragmentShadingRate || device.properties.fragmentShadingRate?.fragmentShadingRateWithFragmentShaderInterlock !== true) {
        return { notSupported: 'fragment shading rate not supported' };
      }
      break;
    default: {
      const never: never = granularity;
      throw new Error(`unknown granularity ${String(never)}`);
    }
  }
  if (perSampleWords(c) && !device.features.core.sampleRateShading) {
    return { notSupported: 'sampleRateShading not supported' };
  }
  // Not in the CTS (which only uses 1x and the always-required 4x): the 8xaa variant needs 8x without attachments.
  if (!(device.properties.limits.framebufferNoAttachmentsSampleCounts as readonly number[]).includes(c.samples)) {
    return { notSupported: `${c.samples} samples without attachments not supported` };
  }
  return 'supported';
}

export function isSupported(s: CaseSupport): s is 'supported' {
  return s === 'supported';
}
