/**
 * Pure-TypeScript reference of the suite's fragment shader: every invocation's
 * read-modify-write, executed in a chosen order, with no GPU involved. It shows
 * what the checker can detect: invocations in primitive order give 0xFFFFFFFF
 * everywhere; a wrong order (reversed, interleaved) breaks the ordered cases
 * and leaves the unordered ones passing (their OR commutes); invocations that
 * are not mutually exclusive (both read before either writes) lose updates and
 * break both.
 *
 * Model of the draw (the CTS geometry covers the whole viewport with each
 * primitive): per result word, each of the N primitives contributes one
 * invocation — per sample for per-sample words, per 2x2 coarse fragment for
 * shading-rate words, per pixel otherwise, with gl_SampleMaskIn = all samples
 * of the fragment. With `splitDiagonal`, pixel- and coarse-rate words on the
 * diagonal x = y get two invocations per primitive (low and high half of the
 * coverage), as where the quad's internal edge crosses a pixel: the CTS does
 * not order samples within a pixel, and neither must the result depend on it.
 */
import {
  bitsPerQuad,
  perSampleWords,
  primitiveCount,
  resultExtent,
  storageExtent,
  type InterlockCase,
} from './cases.js';

const ALL = 0xffffffff;

export type InvocationOrder =
  /** Rasterization (primitive) order at every word: what interlock ordered modes guarantee. */
  | { readonly kind: 'primitive' }
  /** Last primitive first at every word. */
  | { readonly kind: 'reversed' }
  /** Adjacent primitives swapped (1, 0, 3, 2, …) at words with odd x + y; primitive order elsewhere. */
  | { readonly kind: 'interleaved' }
  /** Primitive order, but invocations 2k and 2k+1 both read before either writes (no mutual exclusion). */
  | { readonly kind: 'unsynchronized' };

export interface ReferenceOptions {
  readonly order: InvocationOrder;
  readonly splitDiagonal?: boolean;
}

export interface ReferenceRun {
  /** The words the CTS copies back (resultExtent), as a runner returns them. */
  readonly result: Uint32Array;
  readonly width: number;
  readonly height: number;
  /** Fragment shader invocations, discarded ones included. */
  readonly invocations: number;
  /** Invocations discarded before beginInvocationInterlock / inside it. */
  readonly discardedBefore: number;
  readonly discardedInside: number;
}

export type DiscardPoint = 'none' | 'before' | 'inside';

/** Where the shader discards the invocations of word (x, y) in the shader's word coordinates. */
export function discardPoint(c: InterlockCase, x: number, y: number): DiscardPoint {
  if (!c.killOdd || (x & 1) === 0) return 'none';
  return y < c.dim / 4 ? 'before' : 'inside';
}

/** The word after one invocation's read-modify-write (the shader's update). */
export function updateWord(value: number, mask: number, previousMask: number, ordered: boolean): number {
  if (!ordered) return (value | mask) >>> 0;
  return (value & previousMask) >>> 0 === previousMask ? (value | mask) >>> 0 : 0;
}

/** Invocations touching one word, in primitive order: their primitive and mask. */
interface WordInvocations {
  readonly count: number;
  readonly mask: Uint32Array;
  readonly previousMask: Uint32Array;
}

function wordInvocations(c: InterlockCase, split: boolean): WordInvocations {
  const n = primitiveCount(c);
  const perSample = perSampleWords(c);
  const bpq = bitsPerQuad(c);
  // Coverage of one fragment: bitsPerQuad bits (the sample mask of a pixel or of a 2x2 coarse fragment).
  const coverage = perSample ? 1 : bpq === 32 ? ALL : (1 << bpq) - 1;
  const halves = split && !perSample && bpq >= 2;
  const fragments = halves ? 2 : 1;
  const mask = new Uint32Array(n * fragments);
  const previousMask = new Uint32Array(n * fragments);
  const low = coverage & ((1 << (bpq >> 1)) - 1);
  for (let p = 0; p < n; p++) {
    // Per-sample words: one bit per primitive. Else the fragment's coverage in the primitive's bit group.
    const shift = perSample ? p : p * bpq;
    const prev = shift === 0 ? 0 : ((1 << shift) - 1) >>> 0;
    const pieces = halves ? [low, (coverage & ~low) >>> 0] : [coverage];
    pieces.forEach((piece, f) => {
      mask[p * fragments + f] = (piece << shift) >>> 0;
      previousMask[p * fragments + f] = prev;
    });
  }
  return { count: n * fragments, mask, previousMask };
}

/** Invocation indices in execution order for `order` at a word with parity `oddWord`. */
function executionOrder(order: InvocationOrder, count: number, fragments: number, oddWord: boolean): Int32Array {
  const seq = new Int32Array(count);
  for (let i = 0; i < count; i++) seq[i] = i;
  switch (order.kind) {
    case 'primitive':
    case 'unsynchronized':
      return seq;
    case 'reversed':
      return seq.reverse();
    case 'interleaved': {
      if (!oddWord) return seq;
      // Swap whole primitives (all their fragments) pairwise.
      const out = new Int32Array(count);
      const prims = count / fragments;
      for (let p = 0; p < prims; p++) {
        const q = (p ^ 1) < prims ? p ^ 1 : p;
        for (let f = 0; f < fragments; f++) out[p * fragments + f] = q * fragments + f;
      }
      return out;
    }
    default: {
      const never: never = order;
      throw new Error(`unknown order ${String(never)}`);
    }
  }
}

function runWord(inv: WordInvocations, seq: Int32Array, ordered: boolean, pairsRace: boolean): number {
  let value = 0;
  if (!pairsRace) {
    for (let k = 0; k < seq.length; k++) {
      const i = seq[k]!;
      value = updateWord(value, inv.mask[i]!, inv.previousMask[i]!, ordered);
    }
    return value;
  }
  for (let k = 0; k < seq.length; k += 2) {
    const a = seq[k]!;
    if (k + 1 === seq.length) {
      value = updateWord(value, inv.mask[a]!, inv.previousMask[a]!, ordered);
      break;
    }
    const b = seq[k + 1]!;
    // Both read the same value; b's write lands last and a's update is lost.
    updateWord(value, inv.mask[a]!, inv.previousMask[a]!, ordered);
    value = updateWord(value, inv.mask[b]!, inv.previousMask[b]!, ordered);
  }
  return value;
}

/** Runs every invocation of a case in `options.order` and returns the copied result. */
export function simulateCase(c: InterlockCase, options: ReferenceOptions): ReferenceRun {
  const ordered = c.interlock.endsWith('_ordered');
  const storage = storageExtent(c);
  const words = new Uint32Array(storage.width * storage.height);
  const plain = wordInvocations(c, false);
  const split = options.splitDiagonal === true ? wordInvocations(c, true) : plain;
  const fragmentsSplit = split.count / plain.count;
  const seqs = {
    plainEven: executionOrder(options.order, plain.count, 1, false),
    plainOdd: executionOrder(options.order, plain.count, 1, true),
    splitEven: executionOrder(options.order, split.count, fragmentsSplit, false),
    splitOdd: executionOrder(options.order, split.count, fragmentsSplit, true),
  };
  const race = options.order.kind === 'unsynchronized';
  // Per-sample words sit at x = pixel·samples + sample: the diagonal is in pixel units.
  const xDivisor = perSampleWords(c) ? c.samples : 1;
  let invocations = 0;
  let discardedBefore = 0;
  let discardedInside = 0;
  for (let y = 0; y < storage.height; y++) {
    for (let x = 0; x < storage.width; x++) {
      const onDiagonal = Math.floor(x / xDivisor) === y;
      const inv = onDiagonal ? split : plain;
      invocations += inv.count;
      const discard = discardPoint(c, x, y);
      if (discard === 'before') {
        discardedBefore += inv.count;
        continue;
      }
      if (discard === 'inside') {
        discardedInside += inv.count;
        continue;
      }
      const odd = ((x + y) & 1) !== 0;
      const seq = onDiagonal ? (odd ? seqs.splitOdd : seqs.splitEven) : odd ? seqs.plainOdd : seqs.plainEven;
      words[y * storage.width + x] = runWord(inv, seq, ordered, race);
    }
  }
  return { ...copyResult(c, words, storage.width), invocations, discardedBefore, discardedInside };
}

/** The CTS's copy back: a 2D region of the image, the first words of the buffer. */
function copyResult(c: InterlockCase, words: Uint32Array, stride: number): { result: Uint32Array; width: number; height: number } {
  const { width, height } = resultExtent(c);
  if (c.resource === 'ssbo' || width === stride) return { result: words.slice(0, width * height), width, height };
  const result = new Uint32Array(width * height);
  for (let y = 0; y < height; y++) result.set(words.subarray(y * stride, y * stride + width), y * width);
  return { result, width, height };
}
