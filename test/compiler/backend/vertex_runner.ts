/**
 * Runs compiled vertex-shader machine code for one wave on the GPU model's
 * compute unit, with the argument registers docs/compiler_backend.md
 * ("Vertex shaders") promises: the vertex-buffer table (one V# per
 * location, R32G32B32A32_FLOAT, stride 16), the GFX11 attribute-ring V#
 * (stride 16 × params, index = lane) and the wave's ring offset in its system
 * SGPR, BASE_VERTEX, START_INSTANCE, the vertex ID in v0 and the instance ID
 * in its VGPR. All lanes run; memory requests complete at once (driveWave).
 */
import type { Target } from '../../../src/isa/gfx_level.js';
import type { CompiledShader } from '../../../src/compiler/backend/index.js';
import { ALU_EXECUTORS } from '../../../src/gpu/cu/alu_executors.js';
import { MEMORY_EXECUTORS } from '../../../src/gpu/cu/memory_executors.js';
import { compileProgram } from '../../../src/gpu/cu/translate.js';
import { Wave } from '../../../src/gpu/cu/wave.js';
import { encodeBufferDescriptor } from '../../../src/amd/descriptors.js';
import { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { defaultMemoryConfig } from '../../../src/gpu/memory/memory_config.js';
import { MemorySystem } from '../../../src/gpu/memory/memory_system.js';
import { driveWave, EXEC, type CapturedExport } from './gpu_runner.js';

export interface VertexRunInputs {
  /** Per lane: the zero-based vertex ID (v0) and the instance ID. */
  readonly vertexIds: readonly number[];
  readonly instanceIds: readonly number[];
  readonly baseVertex: number;
  readonly startInstance: number;
  /** Attribute location → its elements, four dwords each. */
  readonly attributes: ReadonlyMap<number, readonly (readonly number[])[]>;
  /** GFX11: the wave's byte offset into the attribute ring, and the ring's size in bytes. */
  readonly ringOffset: number;
  readonly ringBytes: number;
}

export interface VertexRunResult {
  readonly exports: readonly CapturedExport[];
  /** The attribute ring's dwords after the wave (GFX11; all zero before it ran). */
  readonly ring: Uint32Array;
}

function putPointer(wave: Wave, sgpr: number, addr: number): void {
  wave.sgpr[sgpr] = addr >>> 0;
  wave.sgpr[sgpr + 1] = Math.floor(addr / 2 ** 32);
}

export function runVertexOnGpu(compiled: CompiledShader, target: Target, inputs: VertexRunInputs, limit = 20000): VertexRunResult {
  const n = target.wave64 ? 64 : 32;
  const cfg = compiled.config;
  const vs = cfg.vertex!;
  const mem = new GpuMemory();
  const sys = new MemorySystem(mem, defaultMemoryConfig(target.gfx, 2));
  const program = compileProgram(compiled.code, target, { ...ALU_EXECUTORS, ...MEMORY_EXECUTORS });
  const wave = new Wave({ uid: 1, target, program, vgprCount: Math.max(cfg.vgprCount, 1), lds: new Uint32Array(0) });

  if (vs.vertexBuffersSgpr !== undefined) {
    const table = mem.allocate(16 * (Math.max(...inputs.attributes.keys()) + 1));
    for (const [loc, elements] of inputs.attributes) {
      const buffer = mem.allocate(Math.max(elements.length, 1) * 16);
      elements.forEach((e, i) => e.forEach((w, c) => mem.write32(buffer + 16 * i + 4 * c, w >>> 0)));
      const desc = encodeBufferDescriptor(target.gfx, { base: buffer, stride: 16, numRecords: elements.length, format: 'R32G32B32A32_FLOAT' });
      desc.forEach((w, c) => mem.write32(table + 16 * loc + 4 * c, w));
    }
    putPointer(wave, vs.vertexBuffersSgpr, table);
  }
  const ring = mem.allocate(inputs.ringBytes);
  if (vs.attributeRingSgpr !== undefined) {
    const desc = mem.allocate(16);
    const stride = 16 * vs.paramLocations.length;
    encodeBufferDescriptor(target.gfx, { base: ring, stride, numRecords: n }).forEach((w, c) => mem.write32(desc + 4 * c, w));
    putPointer(wave, vs.attributeRingSgpr, desc);
  }
  if (vs.attributeRingOffsetSgpr !== undefined) wave.sgpr[vs.attributeRingOffsetSgpr] = inputs.ringOffset >>> 0;
  if (vs.baseVertexSgpr !== undefined) wave.sgpr[vs.baseVertexSgpr] = inputs.baseVertex >>> 0;
  if (vs.startInstanceSgpr !== undefined) wave.sgpr[vs.startInstanceSgpr] = inputs.startInstance >>> 0;
  // The instance ID is the last VGPR that VGPR_COMP_CNT loads: v1 (GFX9) or v3 (GFX10+).
  const instanceIdVgpr = vs.vgprCompCnt === 0 ? undefined : vs.vgprCompCnt;
  for (let l = 0; l < n; l++) {
    wave.vgpr[l] = inputs.vertexIds[l]! >>> 0;
    if (instanceIdVgpr !== undefined) wave.vgpr[instanceIdVgpr * n + l] = inputs.instanceIds[l]! >>> 0;
  }
  wave.sgpr[EXEC] = 0xffffffff;
  wave.sgpr[EXEC + 1] = n === 64 ? 0xffffffff : 0;

  const { exports } = driveWave(wave, sys, limit);
  const ringWords = new Uint32Array(inputs.ringBytes / 4);
  for (let k = 0; k < ringWords.length; k++) ringWords[k] = mem.read32(ring + 4 * k);
  return { exports, ring: ringWords };
}
