/**
 * GLSL.std.450 Determinant and MatrixInverse for 2×2, 3×3 and 4×4 matrices:
 * cofactor (Laplace) expansion, and the adjugate divided by the determinant,
 * as Mesa's vtn_glsl450 (build_mat_det / matrix_inverse). Matrices are
 * column-major scalar lists: element (row r, column c) of an n×n matrix is
 * at c·n + r. Identical minors are built more than once; opt_cse merges them.
 */
import type { Value } from '../ir/ir.js';
import type { Translator } from './context.js';

type Rows = readonly (readonly Value[])[];

/** rows[r][c] of a column-major n×n scalar list. */
function toRows(m: readonly Value[], n: number): Value[][] {
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => m[c * n + r]!));
}

/** The matrix without row `row` and column `col`. */
function minor(a: Rows, row: number, col: number): Value[][] {
  return a.filter((_, r) => r !== row).map((cells) => cells.filter((_, c) => c !== col));
}

function det(t: Translator, a: Rows): Value {
  if (a.length === 1) return a[0]![0]!;
  if (a.length === 2) return t.alu('fsub', t.alu('fmul', a[0]![0]!, a[1]![1]!), t.alu('fmul', a[0]![1]!, a[1]![0]!));
  // Expansion along the first row: Σ (-1)^c · a[0][c] · det(minor(0, c)).
  let sum: Value | undefined;
  for (let c = 0; c < a.length; c++) {
    const term = t.alu('fmul', a[0]![c]!, det(t, minor(a, 0, c)));
    sum = sum === undefined ? term : t.alu(c % 2 === 0 ? 'fadd' : 'fsub', sum, term);
  }
  return sum!;
}

function size(t: Translator, m: readonly Value[], what: string): number {
  const n = Math.round(Math.sqrt(m.length));
  if (n * n !== m.length || n < 2 || n > 4) t.fail('type-mismatch', `${what} needs a square 2×2, 3×3 or 4×4 matrix`);
  return n;
}

export function determinant(t: Translator, m: readonly Value[]): Value {
  return det(t, toRows(m, size(t, m, 'Determinant')));
}

/** The inverse, column-major: B[r][c] = cofactor(c, r) / det (the adjugate over the determinant). */
export function matrixInverse(t: Translator, m: readonly Value[]): Value[] {
  const n = size(t, m, 'MatrixInverse');
  const a = toRows(m, n);
  const rcpDet = t.alu('frcp', det(t, a));
  const out: Value[] = [];
  for (let c = 0; c < n; c++) {
    for (let r = 0; r < n; r++) {
      const sub = det(t, minor(a, c, r));
      const cofactor = (r + c) % 2 === 0 ? sub : t.alu('fneg', sub);
      out.push(t.alu('fmul', cofactor, rcpDet));
    }
  }
  return out;
}
