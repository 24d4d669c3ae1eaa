/**
 * Attribute interpolation planes for the parameter cache, in the form v_interp_p1/p2 use:
 * for component c, [3c] = P0, [3c+1] = P1 − P0, [3c+2] = P2 − P0, where P0..P2 are the values
 * at the primitive's vertices 0..2 in assembly order (vertex 0 provoking, so flat shading /
 * v_interp_mov P0 reads the provoking vertex).
 */
import type { VertexData } from '../geometry/vertex_data.js';

export function attributePlanes(v: VertexData, i0: number, i1: number, i2: number, out?: Float32Array): Float32Array {
  const n = v.attributeComponents;
  const planes = out ?? new Float32Array(3 * n);
  for (let c = 0; c < n; c++) {
    const p0 = v.attributes[i0 * n + c]!;
    planes[3 * c] = p0;
    planes[3 * c + 1] = Math.fround(v.attributes[i1 * n + c]! - p0);
    planes[3 * c + 2] = Math.fround(v.attributes[i2 * n + c]! - p0);
  }
  return planes;
}

/** What v_interp_p1_f32 then v_interp_p2_f32 compute: P0 + I·P10, then + J·P20 (fp32 each step). */
export function interpolatePlane(planes: Float32Array, component: number, i: number, j: number): number {
  const p1 = Math.fround(planes[3 * component]! + Math.fround(i * planes[3 * component + 1]!));
  return Math.fround(p1 + Math.fround(j * planes[3 * component + 2]!));
}
