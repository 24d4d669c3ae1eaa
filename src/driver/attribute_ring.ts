/**
 * GFX11's attribute ring (docs/driver.md "Vertex stage"): vertex waves store
 * their parameters to it and the pixel stage reads them from there, since
 * GFX11 has no parameter cache. RADV allocates one ring per device, sized
 * per shader engine (ac_gpu_info.c attribute_ring_size_per_se: 1400 KiB,
 * aligned to 64 KiB), and programs SPI_ATTRIBUTE_RING_BASE/SIZE; popsim does
 * the same, one ring per device memory, allocated with the first pipeline
 * that needs it. Each pipeline's vertex shader reaches it through a V# of
 * stride 16 × its parameter count (index = lane, soffset = the wave's offset
 * the SPI loads, docs/compiler_backend.md "Vertex shaders").
 */
import type { ChipInfo } from '../amd/chips.js';
import { encodeBufferDescriptor } from '../amd/descriptors.js';
import type { GpuMemory } from '../gpu/index.js';
import { regWrite, type NamedRegWrite } from './reg_fields.js';

const KiB64 = 65536;

/** The ring of each device memory: its address (64 KiB aligned, as SPI_ATTRIBUTE_RING_BASE needs). */
const rings = new WeakMap<GpuMemory, number>();

/** Bytes per shader engine: the chip's vertex output storage (vec4 entries) over its SEs, in 64 KiB units. */
function bytesPerSe(chip: ChipInfo): number {
  return Math.ceil((chip.vertexOutputEntries * 16) / chip.shaderEngines / KiB64) * KiB64;
}

function ringAddress(memory: GpuMemory, chip: ChipInfo): number {
  let address = rings.get(memory);
  if (address === undefined) {
    address = memory.allocate(bytesPerSe(chip) * chip.shaderEngines, KiB64);
    rings.set(memory, address);
  }
  return address;
}

/** SPI_ATTRIBUTE_RING_BASE (64 KiB units) and _SIZE (per-SE size in 64 KiB units, minus one). */
export function attributeRingRegs(memory: GpuMemory, chip: ChipInfo): NamedRegWrite[] {
  return [
    { name: 'SPI_ATTRIBUTE_RING_BASE', value: ringAddress(memory, chip) / KiB64 },
    regWrite(chip.gfx, 'SPI_ATTRIBUTE_RING_SIZE', { MEM_SIZE: bytesPerSe(chip) / KiB64 - 1 }),
  ];
}

/** Uploads the V# a vertex shader with `params` parameters stores through; returns its address. */
export function uploadAttributeRingDescriptor(memory: GpuMemory, chip: ChipInfo, params: number, waveSize: number): number {
  const words = encodeBufferDescriptor(chip.gfx, { base: ringAddress(memory, chip), stride: 16 * params, numRecords: waveSize });
  const address = memory.allocate(16, 16);
  memory.writeU32Array(address, words);
  return address;
}
