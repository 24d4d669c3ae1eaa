/**
 * Device properties, limits and memory heaps per chip. Limits are RADV's
 * values (Mesa radv_physical_device.c radv_get_physical_device_properties and
 * radv_constants.h: MAX_RTS = 8, MAX_VIEWPORTS = 16, MAX_SETS = 32,
 * MAX_PUSH_CONSTANTS_SIZE = 256, MAX_VERTEX_ATTRIBS = MAX_VBS = 32,
 * MAX_FRAMEBUFFER_WIDTH/HEIGHT = 1 << 14, maxViewportDimensions 1 << 14,
 * viewportBoundsRange [INT16_MIN, INT16_MAX], maxVertexInputBindingStride
 * 2048, RADV_MAX_MEMORY_ALLOCATION_SIZE = 0xFFFFFFFC, sample counts 1|2|4|8),
 * the same on every chip popsim models; only what popsim's API layer uses or
 * validates against is listed. The memory heap is the board's memory (chip
 * table `memoryMiB`).
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
  /** Largest viewport width and height. */
  readonly maxViewportDimensions: readonly [number, number];
  /** The range viewport corners must lie in. */
  readonly viewportBoundsRange: readonly [number, number];
  readonly maxBoundDescriptorSets: number;
  readonly maxPushConstantsSize: number;
  readonly maxVertexInputAttributes: number;
  readonly maxVertexInputBindings: number;
  readonly maxVertexInputAttributeOffset: number;
  readonly maxVertexInputBindingStride: number;
  readonly maxDrawIndexedIndexValue: number;
  /**
   * VkPhysicalDeviceMaintenance4Properties::maxBufferSize (core in Vulkan 1.3): RADV's
   * RADV_MAX_MEMORY_ALLOCATION_SIZE, 2^32 − 4 — a buffer descriptor's NUM_RECORDS is 32 bits.
   */
  readonly maxBufferSize: number;
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
  maxViewportDimensions: [16384, 16384],
  viewportBoundsRange: [-32768, 32767],
  maxBoundDescriptorSets: 32,
  maxPushConstantsSize: 256,
  maxVertexInputAttributes: 32,
  maxVertexInputBindings: 32,
  maxVertexInputAttributeOffset: 0xffffffff,
  maxVertexInputBindingStride: 2048,
  maxDrawIndexedIndexValue: 0xffffffff,
  maxBufferSize: 0xfffffffc,
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

/** VkMemoryHeap. */
export interface MemoryHeap {
  /** Bytes. */
  readonly size: number;
  readonly flags: readonly 'device-local'[];
}

/** VkPhysicalDeviceMemoryProperties, the heaps part. */
export interface MemoryProperties {
  readonly memoryHeaps: readonly MemoryHeap[];
}

/**
 * One device-local heap of the board's memory (chip table memoryMiB). Simplification
 * (docs/api.md "Memory"): every buffer and image is host-mapped (writeBuffer, readImage), as
 * on a board with resizable BAR, so RADV's separate host-visible GTT heap has no counterpart.
 */
export function memoryProperties(chip: ChipInfo): MemoryProperties {
  return { memoryHeaps: [{ size: chip.memoryMiB * 2 ** 20, flags: ['device-local'] }] };
}
