/**
 * Scalar value types of the IR. Values are scalars (the front end scalarizes
 * vectors and composites), like ACO's view of NIR after scalarization: a
 * bool becomes a lane mask or SCC, an i32/f32 one SGPR or VGPR.
 * Constants and folding work on raw 32-bit patterns; bools are 0 or 1.
 */
export type ScalarType = 'bool' | 'i32' | 'f32';

const f32Scratch = new Float32Array(1);
const u32Scratch = new Uint32Array(f32Scratch.buffer);

/** The f32 value of a 32-bit pattern. */
export function bitsToF32(bits: number): number {
  u32Scratch[0] = bits;
  return f32Scratch[0]!;
}

/** The 32-bit pattern of a number rounded to f32. */
export function f32ToBits(value: number): number {
  f32Scratch[0] = value;
  return u32Scratch[0]!;
}
