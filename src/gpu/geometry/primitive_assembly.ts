/**
 * Primitive assembly for triangle topologies (Vulkan "Primitive Topologies"). Instancing is the
 * caller's: it calls this once per instance, and primitive IDs restart at 0 per instance.
 *
 * Vertex order inside a triangle is the order Vulkan defines, and vertex 0 of it is the
 * provoking vertex (first-vertex convention) — it becomes P0 of the attribute planes:
 * - list:  triangle i = (3i, 3i+1, 3i+2)
 * - strip: triangle i = (i, i + 1 + i%2, i + 2 - i%2)  (odd triangles swap the last two,
 *          keeping the winding of the strip consistent)
 * - fan:   triangle i = (i+1, i+2, 0)
 * Indexed draws with primitive restart: the all-ones index (0xFFFF for 16-bit indices,
 * 0xFFFFFFFF for 32-bit) ends the current strip/fan/list run; an incomplete triangle is dropped.
 * Primitive IDs count the triangles emitted since the start of the instance and are not reset
 * by a restart (gl_PrimitiveID semantics).
 */
import { GeometryError } from './errors.js';

export type Topology = 'triangle-list' | 'triangle-strip' | 'triangle-fan';

export interface AssemblyInput {
  readonly topology: Topology;
  /** Number of vertices (non-indexed) or of indices (indexed) to consume. */
  readonly count: number;
  /** Index buffer; absent for non-indexed draws, which use vertex numbers firstVertex + n. */
  readonly indices?: Uint16Array | Uint32Array;
  readonly firstVertex?: number;
  readonly primitiveRestart?: boolean;
  /** Vertices available; indices at or past it are an error. */
  readonly vertexCount: number;
}

/** Receives each triangle as vertex numbers (provoking vertex first) and its primitive ID. */
export type TriangleSink = (i0: number, i1: number, i2: number, primitiveId: number) => void;

/** Assembles triangles in draw order; returns how many were emitted. */
export function assembleTriangles(input: AssemblyInput, emit: TriangleSink): number {
  const { indices, topology } = input;
  const first = input.firstVertex ?? 0;
  const restartIndex = indices instanceof Uint16Array ? 0xffff : 0xffffffff;
  const restart = indices !== undefined && (input.primitiveRestart ?? false);
  if (indices && indices.length < input.count) {
    throw new GeometryError('index-out-of-range', 'indices', `${indices.length} indices, draw needs ${input.count}`);
  }
  let primitiveId = 0;
  // Vertices of the current run (since the start or the last restart).
  let runLength = 0;
  let fanCenter = 0;
  let a = 0; // run vertex n-2
  let b = 0; // run vertex n-1
  for (let n = 0; n < input.count; n++) {
    const raw = indices ? indices[n]! : first + n;
    if (restart && raw === restartIndex) {
      runLength = 0;
      continue;
    }
    const v = indices ? raw + first : raw;
    if (v >= input.vertexCount) {
      throw new GeometryError('index-out-of-range', `index ${n}`, `vertex ${v} is past the ${input.vertexCount} vertices`);
    }
    switch (topology) {
      case 'triangle-list':
        if (runLength % 3 === 2) emit(a, b, v, primitiveId++);
        break;
      case 'triangle-strip':
        if (runLength >= 2) {
          // Triangle number within the run decides the swap (run position n-2).
          if ((runLength - 2) % 2 === 0) emit(a, b, v, primitiveId++);
          else emit(a, v, b, primitiveId++);
        }
        break;
      case 'triangle-fan':
        if (runLength === 0) fanCenter = v;
        else if (runLength >= 2) emit(b, v, fanCenter, primitiveId++);
        break;
      default: {
        const never: never = topology;
        throw new Error(`unhandled topology ${String(never)}`);
      }
    }
    a = b;
    b = v;
    runLength++;
  }
  return primitiveId;
}
