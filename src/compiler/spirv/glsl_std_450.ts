/**
 * The GLSL.std.450 extended instruction set: instruction number → name and
 * operand count (from the GLSL.std.450 specification).
 */
export interface ExtInstInfo {
  readonly name: string;
  readonly operands: number;
}

const names: readonly (readonly [string, number])[] = [
  ['Round', 1], ['RoundEven', 1], ['Trunc', 1], ['FAbs', 1], ['SAbs', 1], ['FSign', 1], ['SSign', 1],
  ['Floor', 1], ['Ceil', 1], ['Fract', 1], ['Radians', 1], ['Degrees', 1], ['Sin', 1], ['Cos', 1], ['Tan', 1],
  ['Asin', 1], ['Acos', 1], ['Atan', 1], ['Sinh', 1], ['Cosh', 1], ['Tanh', 1], ['Asinh', 1], ['Acosh', 1],
  ['Atanh', 1], ['Atan2', 2], ['Pow', 2], ['Exp', 1], ['Log', 1], ['Exp2', 1], ['Log2', 1], ['Sqrt', 1],
  ['InverseSqrt', 1], ['Determinant', 1], ['MatrixInverse', 1], ['Modf', 2], ['ModfStruct', 1], ['FMin', 2],
  ['UMin', 2], ['SMin', 2], ['FMax', 2], ['UMax', 2], ['SMax', 2], ['FClamp', 3], ['UClamp', 3], ['SClamp', 3],
  ['FMix', 3], ['IMix', 3], ['Step', 2], ['SmoothStep', 3], ['Fma', 3], ['Frexp', 2], ['FrexpStruct', 1],
  ['Ldexp', 2], ['PackSnorm4x8', 1], ['PackUnorm4x8', 1], ['PackSnorm2x16', 1], ['PackUnorm2x16', 1],
  ['PackHalf2x16', 1], ['PackDouble2x32', 1], ['UnpackSnorm2x16', 1], ['UnpackUnorm2x16', 1],
  ['UnpackHalf2x16', 1], ['UnpackSnorm4x8', 1], ['UnpackUnorm4x8', 1], ['UnpackDouble2x32', 1], ['Length', 1],
  ['Distance', 2], ['Cross', 2], ['Normalize', 1], ['FaceForward', 3], ['Reflect', 2], ['Refract', 3],
  ['FindILsb', 1], ['FindSMsb', 1], ['FindUMsb', 1], ['InterpolateAtCentroid', 1], ['InterpolateAtSample', 2],
  ['InterpolateAtOffset', 2], ['NMin', 2], ['NMax', 2], ['NClamp', 3],
];

/** Instruction numbers start at 1 (Round) and run contiguously to 81 (NClamp). */
export const GLSL_STD_450_INSTS: ReadonlyMap<number, ExtInstInfo> = new Map(
  names.map(([name, operands], i) => [i + 1, { name, operands }]),
);
