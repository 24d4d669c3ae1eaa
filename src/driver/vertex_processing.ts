/**
 * The host vertex stage (DESIGN.md allows it; docs/driver.md "Vertex stage"):
 * the driver runs the vertex shader's IR with the IR interpreter, one
 * subgroup of up to 64 vertices at a time, fetching attributes from the bound
 * vertex buffers in GPU memory, and writes the results in the popsim vertex
 * format the GPU model reads (docs/gpu_engine.md): per vertex clip x, y, z, w,
 * then 4 components per output location.
 */
import type { GpuMemory } from '../gpu/index.js';
import { interpretShader, type InterpEnv } from '../compiler/ir/interpret.js';
import type { IntrinsicInstr, Shader } from '../compiler/ir/ir.js';
import { DriverError } from './driver_error.js';

export interface VertexAttribute {
  readonly location: number;
  readonly binding: number;
  /** Components of the format (1–4), each 32 bits. */
  readonly components: number;
  /** Integer formats fill a missing fourth component with 1, float formats with 1.0. */
  readonly integer: boolean;
  readonly offset: number;
}

export interface VertexBinding {
  readonly binding: number;
  readonly stride: number;
  readonly inputRate: 'vertex' | 'instance';
}

export interface BoundVertexBuffer {
  readonly address: number;
  /** Bytes from `address` to the end of the buffer. */
  readonly size: number;
}

export interface VertexJob {
  readonly shader: Shader;
  readonly attributes: readonly VertexAttribute[];
  readonly bindings: readonly VertexBinding[];
  readonly buffers: ReadonlyMap<number, BoundVertexBuffer>;
  /** gl_VertexIndex of each output vertex, in output order. */
  readonly vertexIndices: ArrayLike<number>;
  readonly instanceIndex: number;
  /** Output locations written to the vertex data (4 components each). */
  readonly locations: number;
}

const SUBGROUP = 64;
const ONE_F32 = 0x3f800000;

/** Dwords per vertex of the popsim vertex format. */
export function vertexDwords(locations: number): number {
  return 4 + 4 * locations;
}

export function runVertexShader(memory: GpuMemory, job: VertexJob): Uint32Array {
  const stride = vertexDwords(job.locations);
  const count = job.vertexIndices.length;
  const out = new Uint32Array(count * stride);
  const attrByLocation = new Map(job.attributes.map((a) => [a.location, a]));
  const bindingOf = new Map(job.bindings.map((b) => [b.binding, b]));
  let base = 0;
  const fetch = (instr: IntrinsicInstr, vertex: number): number => {
    const a = attrByLocation.get(instr.index.location ?? 0);
    const c = instr.index.component ?? 0;
    if (a === undefined) return 0;
    if (c >= a.components) return c === 3 ? (a.integer ? 1 : ONE_F32) : 0;
    const b = bindingOf.get(a.binding)!;
    const buf = job.buffers.get(a.binding)!;
    const element = b.inputRate === 'vertex' ? vertex : job.instanceIndex;
    const offset = element * b.stride + a.offset + 4 * c;
    if (offset + 4 > buf.size) {
      throw new DriverError(
        'vertex-fetch-out-of-range',
        `attribute location ${a.location}`,
        `${b.inputRate === 'vertex' ? 'vertex' : 'instance'} ${element} reads bytes [${offset}, ${offset + 4}) of vertex buffer binding ${a.binding}, which has ${buf.size} bytes`,
      );
    }
    return memory.read32(buf.address + offset);
  };
  const env: InterpEnv = {
    input(instr, lane) {
      const vertex = job.vertexIndices[base + lane]!;
      switch (instr.op) {
        case 'load_vertex_index':
          return vertex;
        case 'load_instance_index':
          return job.instanceIndex;
        case 'load_input':
          return fetch(instr, vertex);
        default:
          return 0;
      }
    },
    resource(instr) {
      throw new DriverError('unsupported-shader-mode', `@${instr.op}`, 'the host vertex stage does not give vertex shaders resource access');
    },
  };
  for (base = 0; base < count; base += SUBGROUP) {
    const n = Math.min(SUBGROUP, count - base);
    const live = Array.from({ length: SUBGROUP }, (_, l) => l < n);
    const result = interpretShader(job.shader, env, { subgroupSize: SUBGROUP, live });
    for (let l = 0; l < n; l++) {
      const outputs = result.lanes[l]!.outputs;
      const o = (base + l) * stride;
      for (let c = 0; c < 4; c++) out[o + c] = outputs.get(`pos.${c}`) ?? 0;
      for (let loc = 0; loc < job.locations; loc++) {
        for (let c = 0; c < 4; c++) out[o + 4 + 4 * loc + c] = outputs.get(`${loc}.${c}`) ?? 0;
      }
    }
  }
  return out;
}
