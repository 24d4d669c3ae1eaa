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
  /** Vertices available; indices at or past it are an error (Infinity: vertex IDs are unbounded, the vertex shader fetches). */
  readonly vertexCount: number;
}

/** Receives each triangle as vertex numbers (provoking vertex first) and its primitive ID. */
export type TriangleSink = (i0: number, i1: number, i2: number, primitiveId: number) => void;

/**
 * Resumable primitive assembly: `next` delivers one triangle at a time, so a draw of 3·10^9
 * vertices costs no memory up front (the vertex stage pulls triangles as it fills vertex waves).
 */
export class PrimitiveAssembler {
  /** The last triangle: vertex numbers (provoking first) and primitive ID. */
  i0 = 0;
  i1 = 0;
  i2 = 0;
  primitiveId = 0;
  private readonly first: number;
  private readonly restartIndex: number;
  private readonly restart: boolean;
  private n = 0;
  /** Vertices of the current run (since the start or the last restart). */
  private runLength = 0;
  private fanCenter = 0;
  private a = 0; // run vertex n-2
  private b = 0; // run vertex n-1
  private nextId = 0;

  constructor(private readonly input: AssemblyInput) {
    const { indices } = input;
    this.first = input.firstVertex ?? 0;
    this.restartIndex = indices instanceof Uint16Array ? 0xffff : 0xffffffff;
    this.restart = indices !== undefined && (input.primitiveRestart ?? false);
    if (indices && indices.length < input.count) {
      throw new GeometryError('index-out-of-range', 'indices', `${indices.length} indices, draw needs ${input.count}`);
    }
  }

  /** Assembles the next triangle into i0, i1, i2, primitiveId; false when the draw has no more. */
  next(): boolean {
    const { indices, topology, count, vertexCount } = this.input;
    while (this.n < count) {
      const n = this.n++;
      const raw = indices ? indices[n]! : this.first + n;
      if (this.restart && raw === this.restartIndex) {
        this.runLength = 0;
        continue;
      }
      const v = indices ? raw + this.first : raw;
      if (v >= vertexCount) {
        throw new GeometryError('index-out-of-range', `index ${n}`, `vertex ${v} is past the ${vertexCount} vertices`);
      }
      const { a, b, runLength } = this;
      let emitted = false;
      switch (topology) {
        case 'triangle-list':
          if (runLength % 3 === 2) emitted = this.emit(a, b, v);
          break;
        case 'triangle-strip':
          // Triangle number within the run decides the swap (run position n-2).
          if (runLength >= 2) emitted = (runLength - 2) % 2 === 0 ? this.emit(a, b, v) : this.emit(a, v, b);
          break;
        case 'triangle-fan':
          if (runLength === 0) this.fanCenter = v;
          else if (runLength >= 2) emitted = this.emit(b, v, this.fanCenter);
          break;
        default: {
          const never: never = topology;
          throw new Error(`unhandled topology ${String(never)}`);
        }
      }
      this.a = b;
      this.b = v;
      this.runLength++;
      if (emitted) return true;
    }
    return false;
  }

  /** Triangles delivered so far. */
  get assembled(): number {
    return this.nextId;
  }

  private emit(i0: number, i1: number, i2: number): true {
    this.i0 = i0;
    this.i1 = i1;
    this.i2 = i2;
    this.primitiveId = this.nextId++;
    return true;
  }
}

/** Assembles triangles in draw order; returns how many were emitted. */
export function assembleTriangles(input: AssemblyInput, emit: TriangleSink): number {
  const pa = new PrimitiveAssembler(input);
  while (pa.next()) emit(pa.i0, pa.i1, pa.i2, pa.primitiveId);
  return pa.assembled;
}
