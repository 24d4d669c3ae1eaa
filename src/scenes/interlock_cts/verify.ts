/**
 * Expected results and the checker. A correct run leaves 0xFFFFFFFF in every
 * word (all N primitives' bits, each added after its predecessors' in ordered
 * modes); the discard variant leaves odd words at their cleared value 0. As in
 * the CTS, "odd" is the parity of the word's index in the copied result, which
 * is the parity of its x since every result row has an even number of words.
 */
import { coarseWords, perSampleWords, resultExtent, storageExtent, type InterlockCase } from './cases.js';
import { CtsError } from './errors.js';

export const ALL_BITS = 0xffffffff;

export function expectedWord(c: InterlockCase, index: number): number {
  return c.killOdd && (index & 1) !== 0 ? 0 : ALL_BITS;
}

export function expectedResult(c: InterlockCase): Uint32Array {
  const { width, height } = resultExtent(c);
  const out = new Uint32Array(width * height).fill(ALL_BITS);
  if (c.killOdd) for (let i = 1; i < out.length; i += 2) out[i] = 0;
  return out;
}

/** Where a result word lives: the pixel (top-left pixel of a 2x2 coarse fragment) and, for per-sample words, the sample. */
export interface WordLocation {
  readonly x: number;
  readonly y: number;
  readonly sample: number | undefined;
}

/**
 * Location of result word `index`. The image result is a 2D copy (rows of resultExtent width);
 * the SSBO result is a linear copy of the buffer, whose rows have the shader's stride.
 */
export function wordLocation(c: InterlockCase, index: number): WordLocation {
  const rowWords = c.resource === 'image' ? resultExtent(c).width : storageExtent(c).width;
  const wx = index % rowWords;
  const wy = Math.floor(index / rowWords);
  if (perSampleWords(c)) return { x: Math.floor(wx / c.samples), y: wy, sample: wx % c.samples };
  if (coarseWords(c)) return { x: wx * 2, y: wy * 2, sample: undefined };
  return { x: wx, y: wy, sample: undefined };
}

export interface Mismatch extends WordLocation {
  readonly index: number;
  readonly expected: number;
  readonly got: number;
}

export interface CheckResult {
  readonly pass: boolean;
  readonly words: number;
  readonly wrongCount: number;
  /** The first wrong words in index order, at most `maxReported`. */
  readonly firstWrong: readonly Mismatch[];
}

export interface CheckOptions {
  /** Mismatches to keep (default 8). */
  readonly maxReported?: number;
}

/** The runner's output for one case, as the checker reads it. */
export interface ResultImage {
  readonly result: Uint32Array;
  readonly width: number;
  readonly height: number;
}

/** Compares a run's result with the expected values; throws CtsError('bad-result') when its size does not fit the case. */
export function checkResult(c: InterlockCase, run: ResultImage, options: CheckOptions = {}): CheckResult {
  const extent = resultExtent(c);
  if (run.width !== extent.width || run.height !== extent.height || run.result.length !== extent.width * extent.height) {
    throw new CtsError(
      'bad-result',
      c.name,
      `result is ${run.width}x${run.height} (${run.result.length} words), the case copies ${extent.width}x${extent.height}`,
    );
  }
  const maxReported = options.maxReported ?? 8;
  const firstWrong: Mismatch[] = [];
  let wrongCount = 0;
  const words = run.result;
  for (let i = 0; i < words.length; i++) {
    const expected = c.killOdd && (i & 1) !== 0 ? 0 : ALL_BITS;
    const got = words[i]!;
    if (got === expected) continue;
    wrongCount++;
    if (firstWrong.length < maxReported) firstWrong.push({ index: i, ...wordLocation(c, i), expected, got });
  }
  return { pass: wrongCount === 0, words: words.length, wrongCount, firstWrong };
}

function hex(v: number): string {
  return `0x${(v >>> 0).toString(16).padStart(8, '0')}`;
}

/** `(x, y) sample s: expected 0xffffffff, got 0x0000ffff`. */
export function formatMismatch(m: Mismatch): string {
  const where = m.sample === undefined ? `(${m.x}, ${m.y})` : `(${m.x}, ${m.y}) sample ${m.sample}`;
  return `${where}: expected ${hex(m.expected)}, got ${hex(m.got)}`;
}
