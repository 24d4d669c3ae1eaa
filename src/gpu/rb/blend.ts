/**
 * Fixed-function colour blending per the Vulkan blend equations
 * (VkBlendFactor / VkBlendOp; AMD COMB_* functions map one to one). MIN and
 * MAX ignore the factors, as in Vulkan. For UNORM targets the source colour
 * and the blend constant are clamped to [0, 1] before blending (the
 * destination already is); float targets are not clamped. Integer targets are
 * never blended — the caller skips this for them.
 */
import type { BlendEquation, BlendFactor, BlendState } from './rb_state.js';

function factor(f: BlendFactor, c: number, src: Float32Array, dst: Float32Array, k: Float32Array): number {
  switch (f) {
    case 'zero':
      return 0;
    case 'one':
      return 1;
    case 'src-color':
      return src[c]!;
    case 'one-minus-src-color':
      return 1 - src[c]!;
    case 'src-alpha':
      return src[3]!;
    case 'one-minus-src-alpha':
      return 1 - src[3]!;
    case 'dst-alpha':
      return dst[3]!;
    case 'one-minus-dst-alpha':
      return 1 - dst[3]!;
    case 'dst-color':
      return dst[c]!;
    case 'one-minus-dst-color':
      return 1 - dst[c]!;
    case 'src-alpha-saturate':
      return c === 3 ? 1 : Math.min(src[3]!, 1 - dst[3]!);
    case 'constant-color':
      return k[c]!;
    case 'one-minus-constant-color':
      return 1 - k[c]!;
    case 'constant-alpha':
      return k[3]!;
    case 'one-minus-constant-alpha':
      return 1 - k[3]!;
    default: {
      const never: never = f;
      throw new Error(`unhandled blend factor ${String(never)}`);
    }
  }
}

function blendChannel(eq: BlendEquation, c: number, src: Float32Array, dst: Float32Array, k: Float32Array): number {
  const s = src[c]!;
  const d = dst[c]!;
  switch (eq.op) {
    case 'min':
      return Math.min(s, d);
    case 'max':
      return Math.max(s, d);
    case 'add':
      return s * factor(eq.srcFactor, c, src, dst, k) + d * factor(eq.dstFactor, c, src, dst, k);
    case 'subtract':
      return s * factor(eq.srcFactor, c, src, dst, k) - d * factor(eq.dstFactor, c, src, dst, k);
    case 'reverse-subtract':
      return d * factor(eq.dstFactor, c, src, dst, k) - s * factor(eq.srcFactor, c, src, dst, k);
    default: {
      const never: never = eq.op;
      throw new Error(`unhandled blend op ${String(never)}`);
    }
  }
}

// Clamped copies for UNORM targets (module scratch: blending allocates nothing).
const srcClamped = new Float32Array(4);
const constClamped = new Float32Array(4);

function clamp01(from: ArrayLike<number>, to: Float32Array): Float32Array {
  for (let c = 0; c < 4; c++) to[c] = Math.min(1, Math.max(0, from[c]!));
  return to;
}

/**
 * out = blend(src, dst) for the four channels (`out` may alias `dst`).
 * `constant` is CB_BLEND_RED..ALPHA.
 */
export function blendColor(
  blend: BlendState,
  unorm: boolean,
  constant: Float32Array,
  src: Float32Array,
  dst: Float32Array,
  out: Float32Array,
): void {
  const s = unorm ? clamp01(src, srcClamped) : src;
  const k = unorm ? clamp01(constant, constClamped) : constant;
  const r = blendChannel(blend.color, 0, s, dst, k);
  const g = blendChannel(blend.color, 1, s, dst, k);
  const b = blendChannel(blend.color, 2, s, dst, k);
  const a = blendChannel(blend.alpha, 3, s, dst, k);
  out[0] = r;
  out[1] = g;
  out[2] = b;
  out[3] = a;
}
