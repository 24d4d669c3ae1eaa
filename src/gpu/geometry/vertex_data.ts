/**
 * Vertex input of the geometry stage: clip-space positions and attribute values per vertex,
 * as produced by a vertex stage (out of scope here). Struct-of-arrays so primitive assembly
 * and clipping read typed arrays, never objects per vertex.
 */
import { GeometryError } from './errors.js';

export interface VertexData {
  readonly vertexCount: number;
  /** Clip-space x, y, z, w of vertex i at [4i .. 4i+3]. */
  readonly positions: Float32Array;
  /** Attribute components per vertex (e.g. 4 for one vec4 output). */
  readonly attributeComponents: number;
  /** Component c of vertex i at [i * attributeComponents + c]. */
  readonly attributes: Float32Array;
}

/** One vertex in the convenient array form (tests, scenes). */
export interface VertexInput {
  readonly position: readonly [number, number, number, number];
  readonly attributes?: readonly number[];
}

/** Packs vertices into `VertexData`; every vertex must have the same number of attribute components. */
export function vertexData(vertices: readonly VertexInput[]): VertexData {
  const components = vertices.length > 0 ? (vertices[0]!.attributes?.length ?? 0) : 0;
  const positions = new Float32Array(vertices.length * 4);
  const attributes = new Float32Array(vertices.length * components);
  vertices.forEach((v, i) => {
    const attrs = v.attributes ?? [];
    if (attrs.length !== components) {
      throw new GeometryError('bad-vertex-data', `vertex ${i}`, `has ${attrs.length} attribute components, vertex 0 has ${components}`);
    }
    positions.set(v.position, i * 4);
    attributes.set(attrs, i * components);
  });
  return { vertexCount: vertices.length, positions, attributeComponents: components, attributes };
}

/** Checks the array sizes of hand-built `VertexData`. */
export function validateVertexData(v: VertexData): void {
  if (v.positions.length < v.vertexCount * 4) {
    throw new GeometryError('bad-vertex-data', 'positions', `${v.positions.length} floats for ${v.vertexCount} vertices (need 4 each)`);
  }
  if (v.attributes.length < v.vertexCount * v.attributeComponents) {
    throw new GeometryError(
      'bad-vertex-data',
      'attributes',
      `${v.attributes.length} floats for ${v.vertexCount} vertices × ${v.attributeComponents} components`,
    );
  }
}
