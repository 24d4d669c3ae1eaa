/**
 * Device properties and limits per chip. Limits are RADV's values
 * (Mesa radv_physical_device.c; MAX_RTS = 8, MAX_VIEWPORTS = 16, MAX_SETS = 32,
 * MAX_PUSH_CONSTANTS_SIZE = 256, MAX_VERTEX_ATTRIBS = 32, sample counts
 * 1|2|4|8), the same on every chip popsim models; only what popsim's
 * API layer uses or validates against is listed.
 */
import type { ChipInfo, ChipName } from '../amd/chips.js';
import type { GfxLevel } from '../isa/gfx_level.js';

export type SampleCount = 1 | 2 | 4 | 8;

export interface DeviceLimits {
  readonly maxImageDimension2D: number;
  readonly maxFramebufferWidth: number;
  readonly maxFramebufferHeight: number;
  readonly maxColorAttachments: number;
  readonly maxViewports: number;
  readonly maxBoundDescriptorSets: number;
  readonly maxPushConstantsSize: number;
  readonly maxVertexInputAttributes: number;
  readonly maxVertexInputBindings: number;
  readonly maxSampleMaskWords: number;
  readonly framebufferColorSampleCounts: readonly SampleCount[];
  readonly framebufferDepthSampleCounts: readonly SampleCount[];
  readonly framebufferNoAttachmentsSampleCounts: readonly SampleCount[];
  readonly sampledImageColorSampleCounts: readonly SampleCount[];
  readonly storageImageSampleCounts: readonly SampleCount[];
}

/** VkPhysicalDeviceSubgroupProperties + VkPhysicalDeviceSubgroupSizeControlProperties. */
export interface SubgroupProperties {
  /** 64: RADV runs pixel shaders in wave64 by default (chip.psWaveSize). */
  readonly subgroupSize: number;
  /** 32 on GFX10+ (wave32 exists), 64 on GFX9. */
  readonly minSubgroupSize: number;
  readonly maxSubgroupSize: number;
}

/** VkPhysicalDeviceFragmentShadingRatePropertiesKHR (only the member POPS concerns). */
export interface FragmentShadingRateProperties {
  /**
   * R9: false on GFX10.3 (PRIMITIVE_ORDERED_PIXEL_SHADER forces 1x1 shading), true on GFX11 (POPS
   * works with coarse rates while PA_SC_VRS_SURFACE_CNTL_1.FORCE_SC_VRS_RATE_FINE_POPS is off, which
   * popsim assumes — docs/gpu_registers.md).
   */
  readonly fragmentShadingRateWithFragmentShaderInterlock: boolean;
}

export interface DeviceProperties {
  readonly deviceName: string;
  /** 0x1002, AMD. */
  readonly vendorID: number;
  readonly deviceType: 'integrated-gpu' | 'discrete-gpu';
  readonly chip: ChipName;
  readonly gfx: GfxLevel;
  readonly llvmCpu: string;
  readonly limits: DeviceLimits;
  readonly subgroup: SubgroupProperties;
  /** undefined where VK_KHR_fragment_shading_rate is absent (GFX9, GFX10.1). */
  readonly fragmentShadingRate: FragmentShadingRateProperties | undefined;
}

const SAMPLE_COUNTS: readonly SampleCount[] = [1, 2, 4, 8];

const LIMITS: DeviceLimits = {
  maxImageDimension2D: 16384,
  maxFramebufferWidth: 16384,
  maxFramebufferHeight: 16384,
  maxColorAttachments: 8,
  maxViewports: 16,
  maxBoundDescriptorSets: 32,
  maxPushConstantsSize: 256,
  maxVertexInputAttributes: 32,
  maxVertexInputBindings: 32,
  maxSampleMaskWords: 1,
  framebufferColorSampleCounts: SAMPLE_COUNTS,
  framebufferDepthSampleCounts: SAMPLE_COUNTS,
  framebufferNoAttachmentsSampleCounts: SAMPLE_COUNTS,
  sampledImageColorSampleCounts: SAMPLE_COUNTS,
  // RADV reports storage image sample counts 1|2|4|8 when shaderStorageImageMultisample is on.
  storageImageSampleCounts: SAMPLE_COUNTS,
};

function fragmentShadingRateProperties(gfx: GfxLevel): FragmentShadingRateProperties | undefined {
  switch (gfx) {
    case 'gfx9':
    case 'gfx10':
      return undefined;
    case 'gfx10_3':
      return { fragmentShadingRateWithFragmentShaderInterlock: false };
    case 'gfx11':
      return { fragmentShadingRateWithFragmentShaderInterlock: true };
    default: {
      const never: never = gfx;
      throw new Error(`unknown gfx level ${String(never)}`);
    }
  }
}

export function deviceProperties(chip: ChipInfo): DeviceProperties {
  return {
    deviceName: `AMD ${chip.product} (popsim ${chip.name})`,
    vendorID: 0x1002,
    // Raven Ridge is the only APU in the chip table.
    deviceType: chip.name === 'RAVEN' ? 'integrated-gpu' : 'discrete-gpu',
    chip: chip.name,
    gfx: chip.gfx,
    llvmCpu: chip.llvmCpu,
    limits: LIMITS,
    subgroup: {
      subgroupSize: chip.psWaveSize,
      minSubgroupSize: Math.min(...chip.waveSizes),
      maxSubgroupSize: Math.max(...chip.waveSizes),
    },
    fragmentShadingRate: fragmentShadingRateProperties(chip.gfx),
  };
}
