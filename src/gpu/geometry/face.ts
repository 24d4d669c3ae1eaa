/**
 * Face determination and culling (Vulkan "Basic Polygon Rasterization"). Vulkan defines
 *   a = −1/2 · Σ (x_i · y_{i+1} − x_{i+1} · y_i)
 * over framebuffer coordinates (y down); with FRONT_FACE_COUNTER_CLOCKWISE a triangle with a > 0
 * is front-facing, with FRONT_FACE_CLOCKWISE one with a < 0. Callers pass the plain sum
 * S = Σ (x_i · y_{i+1} − x_{i+1} · y_i) = −2a, computed on the snapped fixed-point vertices
 * so facing, zero-area rejection and coverage agree.
 */
export type FrontFace = 'ccw' | 'cw';
export type CullMode = 'none' | 'front' | 'back' | 'front-and-back';

/** Twice the negated Vulkan area of a polygon given as coordinate arrays. */
export function shoelaceSum(xs: ArrayLike<number>, ys: ArrayLike<number>, count: number): number {
  let s = 0;
  for (let i = 0; i < count; i++) {
    const j = i + 1 === count ? 0 : i + 1;
    s += xs[i]! * ys[j]! - xs[j]! * ys[i]!;
  }
  return s;
}

/** Front-facing for a nonzero shoelace sum S (= −2a). */
export function isFrontFacing(shoelace: number, frontFace: FrontFace): boolean {
  // a = −S/2: CCW-front means a > 0, i.e. S < 0.
  return frontFace === 'ccw' ? shoelace < 0 : shoelace > 0;
}

export function isCulled(frontFacing: boolean, cullMode: CullMode): boolean {
  switch (cullMode) {
    case 'none':
      return false;
    case 'front':
      return frontFacing;
    case 'back':
      return !frontFacing;
    case 'front-and-back':
      return true;
    default: {
      const never: never = cullMode;
      throw new Error(`unhandled cull mode ${String(never)}`);
    }
  }
}
