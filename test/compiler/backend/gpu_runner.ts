/**
 * Runs compiled pixel-shader machine code for one wave on the GPU model's
 * compute unit (src/gpu/cu) with a minimal host: argument registers loaded
 * per the ABI in docs/compiler_backend.md, memory requests completed at once,
 * exports captured (values and EXEC at the export), messages recorded.
 * The same inputs drive the IR interpreter (interpEnv), so the differential
 * tests compare the two lane by lane.
 */
import type { Target } from '../../../src/isa/gfx_level.js';
import { SurfaceTraffic } from '../../../src/gpu/memory/surface_traffic.js';
import type { CompiledShader } from '../../../src/compiler/backend/index.js';
import type { IntrinsicInstr } from '../../../src/compiler/ir/index.js';
import type { InterpEnv } from '../../../src/compiler/ir/interpret.js';
import { ALU_EXECUTORS } from '../../../src/gpu/cu/alu_executors.js';
import { MEMORY_EXECUTORS } from '../../../src/gpu/cu/memory_executors.js';
import { compileProgram } from '../../../src/gpu/cu/translate.js';
import { runAlu, step } from '../../../src/gpu/cu/run.js';
import { Wave } from '../../../src/gpu/cu/wave.js';
import { encodeBufferDescriptor } from '../../../src/amd/descriptors.js';
import { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import { defaultMemoryConfig } from '../../../src/gpu/memory/memory_config.js';
import { MemorySystem } from '../../../src/gpu/memory/memory_system.js';

export const EXEC = 126;
/** VGPRs per SPI_PS_INPUT_ENA bit, in bit order (PERSP_* 2, PULL_MODEL 3, LINEAR_* 2, others 1). */
const INPUT_WIDTH = [2, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1];

export interface LaneInputs {
  /** gl_FragCoord x, y, z, w (w is what the SPI loads: the shader takes 1/w). */
  readonly fragCoord: readonly [number, number, number, number];
  readonly sampleMask: number;
  readonly frontFace: boolean;
  readonly sampleId: number;
}

export interface RunInputs {
  readonly lanes: readonly LaneInputs[];
  /** Lanes that start in EXEC. */
  readonly live: readonly boolean[];
  /** Push-constant dwords (uniform inputs). */
  readonly pushConstants: readonly number[];
  /** Initial dwords of the SSBO at set 0, binding 0 (stores and atomics land here). */
  readonly ssbo: readonly number[];
  /** COLLISION_WAVEID value for interlock shaders (0: no overlap, S2). */
  readonly collisionWaveId?: number;
  /** INTRAWAVE_COLLISION value (S8) when the shader loads it. */
  readonly intrawaveCollision?: number;
  /** The wave's LDS holding the parameter area and the PRIM_MASK SGPR value (default: no LDS, 0). */
  readonly params?: { readonly lds: Uint32Array; readonly primMask: number };
}

export interface CapturedExport {
  readonly target: number;
  readonly done: boolean;
  /** EXEC at the export, per lane. */
  readonly exec: readonly boolean[];
  /** values[chan][lane], undefined for disabled channels. */
  readonly values: readonly (Uint32Array | undefined)[];
}

export interface GpuRunResult {
  readonly exports: readonly CapturedExport[];
  readonly messages: readonly number[];
  readonly ssbo: Uint32Array;
  readonly wave: Wave;
}

function f32bits(x: number): number {
  return new Uint32Array(new Float32Array([x]).buffer)[0]!;
}

/** Executes `compiled` for one wave; throws after `limit` interacting steps (a hang). */
export function runOnGpu(compiled: CompiledShader, target: Target, inputs: RunInputs, limit = 20000): GpuRunResult {
  const n = target.wave64 ? 64 : 32;
  const cfg = compiled.config;
  const mem = new GpuMemory();
  const sys = new MemorySystem(mem, defaultMemoryConfig(target.gfx, 2));
  const program = compileProgram(compiled.code, target, { ...ALU_EXECUTORS, ...MEMORY_EXECUTORS });
  const wave = new Wave({ uid: 1, target, program, vgprCount: Math.max(cfg.vgprCount, 1), lds: inputs.params?.lds ?? new Uint32Array(0) });

  // Resources: an SSBO (set 0 binding 0) and push constants.
  const ssboBytes = Math.max(inputs.ssbo.length, 1) * 4;
  const ssboAddr = mem.allocate(ssboBytes);
  inputs.ssbo.forEach((w, i) => mem.write32(ssboAddr + 4 * i, w >>> 0));
  const table = mem.allocate(256);
  encodeBufferDescriptor(target.gfx, { base: ssboAddr, numRecords: ssboBytes }).forEach((w, i) => mem.write32(table + 4 * i, w));
  const push = mem.allocate(256);
  inputs.pushConstants.forEach((w, i) => mem.write32(push + 4 * i, w >>> 0));
  for (const u of cfg.userSgprs) {
    const addr = u.kind === 'descriptor_set' ? table : push;
    wave.sgpr[u.sgpr] = addr >>> 0;
    wave.sgpr[u.sgpr + 1] = Math.floor(addr / 2 ** 32);
  }
  wave.sgpr[cfg.primMaskSgpr] = (inputs.params?.primMask ?? 0) >>> 0;
  if (cfg.collisionWaveIdSgpr !== undefined) wave.sgpr[cfg.collisionWaveIdSgpr] = (inputs.collisionWaveId ?? 0) >>> 0;
  if (cfg.intrawaveCollisionSgpr !== undefined) wave.sgpr[cfg.intrawaveCollisionSgpr] = (inputs.intrawaveCollision ?? 0) >>> 0;

  // VGPR arguments in SPI_PS_INPUT_ENA bit order.
  let vgpr = 0;
  for (let bit = 0; bit < 16; bit++) {
    if (!((cfg.spiPsInputEna >>> bit) & 1)) continue;
    for (let l = 0; l < n; l++) {
      const li = inputs.lanes[l]!;
      const set = (k: number, v: number): void => void (wave.vgpr[(vgpr + k) * n + l] = v >>> 0);
      if (bit >= 8 && bit <= 11) set(0, f32bits(li.fragCoord[bit - 8]!));
      else if (bit === 12) set(0, li.frontFace ? 1 : 0);
      else if (bit === 13) set(0, (li.sampleId & 0xf) << 8);
      else if (bit === 14) set(0, li.sampleMask);
      else for (let k = 0; k < INPUT_WIDTH[bit]!; k++) set(k, 0);
    }
    vgpr += INPUT_WIDTH[bit]!;
  }
  let lo = 0;
  let hi = 0;
  inputs.live.forEach((a, l) => {
    if (!a) return;
    if (l < 32) lo |= 1 << l;
    else hi |= 1 << (l - 32);
  });
  wave.sgpr[EXEC] = lo >>> 0;
  wave.sgpr[EXEC + 1] = n === 64 ? hi >>> 0 : 0;

  const { exports, messages } = driveWave(wave, sys, limit);
  const ssbo = new Uint32Array(inputs.ssbo.length);
  for (let k = 0; k < ssbo.length; k++) ssbo[k] = mem.read32(ssboAddr + 4 * k);
  return { exports, messages, ssbo, wave };
}

/**
 * Runs a loaded wave to its end: memory requests completed at once, exports captured,
 * messages recorded (ORDERED_PS_DONE at the end as message 7); throws after `limit`
 * interacting steps (a hang).
 */
export function driveWave(wave: Wave, sys: MemorySystem, limit: number): { exports: CapturedExport[]; messages: number[] } {
  const n = wave.waveSize;
  const exports: CapturedExport[] = [];
  const messages: number[] = [];
  const host = { popsExitingWaveId: () => 0, surfaceTraffic: new SurfaceTraffic() };
  for (let i = 0; i < limit; i++) {
    runAlu(wave, host, 100000);
    const e = step(wave, host);
    if (!e) continue;
    switch (e.kind) {
      case 'memory':
        e.op.complete(sys, 0);
        break;
      case 'export': {
        const exec = Array.from({ length: n }, (_, l) => ((wave.sgpr[EXEC + (l >> 5)]! >>> (l & 31)) & 1) === 1);
        const values = e.sources.map((src) => (src < 0 ? undefined : wave.vgpr.slice(src * n, src * n + n)));
        exports.push({ target: e.target, done: e.done, exec, values });
        break;
      }
      case 'message':
        messages.push(e.id);
        break;
      case 'end':
        if (e.orderedPsDone) messages.push(7);
        return { exports, messages };
      case 'local':
      case 'waitcnt':
      case 'sleep':
      case 'pops_packer':
      case 'wait_event':
        break;
    }
  }
  throw new Error(`the wave did not end within ${limit} steps`);
}

/** The interpreter's view of the same inputs and SSBO (byte offsets, dword granular). */
export function interpEnv(inputs: RunInputs): { env: InterpEnv; ssbo: Uint32Array } {
  const ssbo = Uint32Array.from(inputs.ssbo);
  const env: InterpEnv = {
    input(instr: IntrinsicInstr, lane: number): number {
      const li = inputs.lanes[lane]!;
      switch (instr.op) {
        case 'load_frag_coord': {
          const c = instr.index.component ?? 0;
          return c === 3 ? f32bits(1 / Math.fround(li.fragCoord[3])) : f32bits(li.fragCoord[c]!);
        }
        case 'load_sample_mask_in':
          return li.sampleMask;
        case 'load_front_face':
          return li.frontFace ? 1 : 0;
        case 'load_sample_id':
          return li.sampleId;
        default:
          throw new Error(`input ${instr.op} not modelled by the test environment`);
      }
    },
    resource(instr: IntrinsicInstr, _lane: number, srcs: readonly number[]): readonly number[] {
      const at = (): number => ((srcs[0]! + (instr.index.offset ?? 0)) >>> 2) % Math.max(ssbo.length, 1);
      switch (instr.op) {
        case 'load_push_constant':
          return [inputs.pushConstants[(srcs[0]! + (instr.index.offset ?? 0)) >>> 2] ?? 0];
        case 'load_ssbo':
          return [ssbo[at()]!];
        case 'store_ssbo':
          ssbo[at()] = srcs[1]!;
          return [];
        case 'ssbo_atomic': {
          const k = at();
          const old = ssbo[k]!;
          if (instr.index.atomic === 'add') ssbo[k] = (old + srcs[1]!) >>> 0;
          else if (instr.index.atomic === 'umax') ssbo[k] = Math.max(old, srcs[1]!);
          else throw new Error(`atomic ${instr.index.atomic} not modelled by the test environment`);
          return [old];
        }
        default:
          throw new Error(`resource ${instr.op} not modelled by the test environment`);
      }
    },
  };
  return { env, ssbo };
}
