/**
 * The suite's geometry, unrolled (docs/cts.md "Vertex stage"): popsim's
 * rasterizer takes the instances of an instanced draw one after another, so
 * relaxed order (R8) would not mix the primitives of different instances as it
 * mixes those of one draw on hardware. The suite therefore hands the driver
 * the CTS vertex shader's outputs unrolled: N quads as one non-instanced triangle
 * list, each strip expanded to its two triangles in strip order — (0,1,2),
 * (1,3,2), the provoking vertex first — every vertex carrying its instance's
 * primID. Triangles reach the rasterizer in the same order, with the same
 * positions and attributes, as the CTS's `cmdDraw(4, N)` (docs/cts.md).
 */
import { primitiveCount, type InterlockCase } from './cases.js';

/** Clip-space position of strip vertex `i` (0..3): the vertex shader's formula. */
export function cornerPosition(i: number): readonly [number, number, number, number] {
  return [2 * (i & 2) - 1, 4 * (i & 1) - 1, 1 - 2 * (i & 1), 1];
}

/** Strip vertices of triangle 0 and 1 of a 4-vertex strip, in the order primitive assembly emits them. */
const STRIP_AS_LIST: readonly number[] = [0, 1, 2, 1, 3, 2];

/** Attribute components per vertex: attribute 0 (primID) as one vec4 slot. */
export const ATTRIBUTE_COMPONENTS = 4;

/** Vertex-shader outputs of a whole draw, struct-of-arrays like the GPU model's vertex input. */
export interface VertexStream {
  readonly topology: 'triangle-list';
  readonly vertexCount: number;
  /** Clip-space x, y, z, w of vertex v at [4v .. 4v+3]. */
  readonly positions: Float32Array;
  readonly attributeComponents: number;
  /**
   * Component c of vertex v at [v·4 + c]; component 0 holds primID's int bits (a flat int
   * varying is moved, not converted), the others 0.
   */
  readonly attributes: Float32Array;
}

export function vertexStream(c: InterlockCase): VertexStream {
  const quads = primitiveCount(c);
  const vertexCount = quads * STRIP_AS_LIST.length;
  const positions = new Float32Array(vertexCount * 4);
  const attributes = new Float32Array(vertexCount * ATTRIBUTE_COMPONENTS);
  const attributeBits = new Int32Array(attributes.buffer);
  let v = 0;
  for (let q = 0; q < quads; q++) {
    for (const corner of STRIP_AS_LIST) {
      positions.set(cornerPosition(corner), v * 4);
      attributeBits[v * ATTRIBUTE_COMPONENTS] = q;
      v++;
    }
  }
  return { topology: 'triangle-list', vertexCount, positions, attributeComponents: ATTRIBUTE_COMPONENTS, attributes };
}
