/**
 * GLSL value types of the built-in coverage test: scalars, vectors and
 * matrices of float, int, uint and bool, with their GLSL names and how a
 * value crosses the buffers (one 32-bit word per component, column-major).
 */
export type Base = 'float' | 'int' | 'uint' | 'bool';

export interface GType {
  readonly base: Base;
  /** Components per column (vector size; rows of a matrix). */
  readonly rows: number;
  /** Columns: 1 for scalars and vectors. */
  readonly cols: number;
}

const PREFIX: Readonly<Record<Base, string>> = { float: '', int: 'i', uint: 'u', bool: 'b' };

export const scalar = (base: Base): GType => ({ base, rows: 1, cols: 1 });
export const vec = (base: Base, n: number): GType => ({ base, rows: n, cols: 1 });
export const mat = (cols: number, rows: number): GType => ({ base: 'float', rows, cols });

export const FLOAT = scalar('float');
export const INT = scalar('int');
export const UINT = scalar('uint');
export const BOOL = scalar('bool');

/** The scalar and the three vector types of a base (genFType, genIType, …). */
export function genTypes(base: Base): GType[] {
  return [1, 2, 3, 4].map((n) => vec(base, n));
}

export function components(t: GType): number {
  return t.rows * t.cols;
}

export function glslName(t: GType): string {
  if (t.cols > 1) return t.cols === t.rows ? `mat${t.cols}` : `mat${t.cols}x${t.rows}`;
  if (t.rows === 1) return t.base;
  return `${PREFIX[t.base]}vec${t.rows}`;
}

/** GLSL expression of one component read from input word `word` (a uint expression). */
export function fromWord(base: Base, word: string): string {
  switch (base) {
    case 'float':
      return `uintBitsToFloat(${word})`;
    case 'int':
      return `int(${word})`;
    case 'uint':
      return word;
    case 'bool':
      return `(${word} != 0u)`;
  }
}

/** GLSL uint expression of a component value (floats as their bits, bools as 0/1). */
export function toWord(base: Base, value: string): string {
  switch (base) {
    case 'float':
      return `floatBitsToUint(${value})`;
    case 'int':
    case 'uint':
      return `uint(${value})`;
    case 'bool':
      return `uint(${value})`;
  }
}

/** GLSL expression of component k of a value of type t (column-major for matrices). */
export function componentOf(t: GType, name: string, k: number): string {
  if (t.cols > 1) return `${name}[${Math.floor(k / t.rows)}][${k % t.rows}]`;
  return t.rows === 1 ? name : `${name}[${k}]`;
}
