/**
 * Independent references for the OIT frame without MSAA, in plain
 * TypeScript: every triangle of a baked scene rasterized at pixel centres
 * (double-sided), each fragment shaded as the colour pass shades it (Gooch,
 * perspective-correct normal, alpha 0.2 + 0.3·a, stored as 8-bit sRGB).
 *
 * - `referenceImage`: each pixel's fragments sorted by depth and blended front
 *   to back over the clear colour. For pixels with at most OIT_LAYERS
 *   fragments this is exactly what the interlock algorithm computes, whatever
 *   the fragment order.
 * - `referenceInterlockImage`: the sample's algorithm itself, fragment by
 *   fragment in primitive order (what ordered interlock guarantees per pixel):
 *   the 8 nearest fragments kept in the A-buffer, the others tail-blended
 *   "over" into the 8-bit colour target in arrival order, then the composite
 *   of the kept ones over it. This covers pixels with more than OIT_LAYERS
 *   fragments, where the order matters.
 */
import type { OitScene } from '../../../src/scenes/oit/scene.js';
import { VERTEX_FLOATS } from '../../../src/scenes/oit/scene.js';

type Rgba = readonly [number, number, number, number];

interface Fragment {
  readonly depth: number;
  /** Linear premultiplied colour after the 8-bit sRGB round trip (what the A-buffer holds). */
  readonly rgba: Rgba;
  /** Linear premultiplied colour before it (what a fragment tail-blends when it is not stored). */
  readonly exact: Rgba;
}

const toSrgb = (c: number) => (c < 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
const toLinear = (c: number) => (c < 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const unorm8 = (c: number) => Math.round(Math.min(1, Math.max(0, c)) * 255) / 255;

function shade(normal: readonly number[], color: readonly number[]): Pick<Fragment, 'rgba' | 'exact'> {
  const len = Math.hypot(normal[0]!, normal[1]!, normal[2]!);
  const l = [-1, 2, 1].map((v) => v / Math.sqrt(6));
  const warmth = ((normal[0]! * l[0]! + normal[1]! * l[1]! + normal[2]! * l[2]!) / len) * 0.5 + 0.5;
  const cool = [0, 0.25, 0.75];
  const rgb = [0, 1, 2].map((k) => color[k]! * (cool[k]! + (1 - cool[k]!) * warmth));
  const alpha = Math.min(1, Math.max(0, 0.2 + color[3]! * 0.3));
  const a = unorm8(alpha);
  const lin = rgb.map((c) => toLinear(unorm8(toSrgb(c))));
  return { rgba: [lin[0]! * a, lin[1]! * a, lin[2]! * a, a], exact: [rgb[0]! * alpha, rgb[1]! * alpha, rgb[2]! * alpha, alpha] };
}

/** Every pixel's fragments in primitive order. */
function fragmentLists(scene: OitScene): Fragment[][] {
  const { width, height } = scene.params;
  const m = scene.projView;
  const lists: Fragment[][] = Array.from({ length: width * height }, () => []);
  const v = scene.vertices;
  const clip = (i: number) => {
    const p = [v[i * VERTEX_FLOATS]!, v[i * VERTEX_FLOATS + 1]!, v[i * VERTEX_FLOATS + 2]!];
    return [0, 1, 2, 3].map((r) => m[r]! * p[0]! + m[4 + r]! * p[1]! + m[8 + r]! * p[2]! + m[12 + r]!);
  };
  for (let t = 0; t < scene.indices.length; t += 3) {
    const ids = [scene.indices[t]!, scene.indices[t + 1]!, scene.indices[t + 2]!];
    const c = ids.map(clip);
    // The spheres lie well inside the near and far planes: no clipping needed.
    const sx = c.map((q) => ((q[0]! / q[3]!) + 1) * 0.5 * width);
    const sy = c.map((q) => ((q[1]! / q[3]!) + 1) * 0.5 * height);
    const sz = c.map((q) => q[2]! / q[3]!);
    const area = (sx[1]! - sx[0]!) * (sy[2]! - sy[0]!) - (sx[2]! - sx[0]!) * (sy[1]! - sy[0]!);
    if (area === 0) continue;
    const x0 = Math.max(0, Math.floor(Math.min(...sx)));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(...sx)));
    const y0 = Math.max(0, Math.floor(Math.min(...sy)));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(...sy)));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        // Barycentrics in screen space, either winding (double-sided).
        const b = [0, 1, 2].map((k) => {
          const i = (k + 1) % 3;
          const j = (k + 2) % 3;
          return ((sx[j]! - sx[i]!) * (py - sy[i]!) - (sy[j]! - sy[i]!) * (px - sx[i]!)) / area;
        });
        if (b.some((w) => w < 0)) continue;
        const depth = b[0]! * sz[0]! + b[1]! * sz[1]! + b[2]! * sz[2]!;
        // Perspective-correct weights for the normal; the colour is constant per sphere.
        const pw = b.map((w, k) => w / c[k]![3]!);
        const sum = pw[0]! + pw[1]! + pw[2]!;
        const normal = [3, 4, 5].map((o) => ids.reduce((s, id, k) => s + (pw[k]! / sum) * v[id * VERTEX_FLOATS + o]!, 0));
        const color = [6, 7, 8, 9].map((o) => v[ids[0]! * VERTEX_FLOATS + o]!);
        lists[y * width + x]!.push({ depth, ...shade(normal, color) });
      }
    }
  }
  return lists;
}

/** The clear colour (0.2, 0.2, 0.2, 0.2) of the colour target. */
const CLEAR = 0.2;

/** The sorted-blend image, RGBA8 linear, width·height·4 bytes (exact where no pixel has more than OIT_LAYERS fragments). */
export function referenceImage(scene: OitScene): Uint8Array {
  const { width, height } = scene.params;
  const out = new Uint8Array(width * height * 4);
  fragmentLists(scene).forEach((list, p) => {
    list.sort((a, b) => a.depth - b.depth);
    const sum = [0, 0, 0, 0];
    for (const f of list) for (let k = 0; k < 4; k++) sum[k]! += (1 - sum[3]!) * f.rgba[k]!;
    for (let k = 0; k < 4; k++) out[p * 4 + k] = Math.round(Math.min(1, sum[k]! + (1 - sum[3]!) * CLEAR) * 255);
  });
  return out;
}

/** Premultiplied "over" into an 8-bit UNORM colour target: dst = src + (1 − src.a)·dst, stored rounded. */
function blendOver(dst: number[], src: Rgba): void {
  const a = src[3];
  for (let k = 0; k < 4; k++) dst[k] = unorm8(src[k]! + (1 - a) * dst[k]!);
}

/** Float32 bits of a depth in [0, 1]: ordered as the depths are, as the shader compares them. */
const depthBits = (d: number) => new Uint32Array(new Float32Array([d]).buffer)[0]!;

/**
 * The interlock algorithm's image, RGBA8 linear, width·height·4 bytes. `dropTail` leaves out the
 * tail blending (what an implementation that discarded the overflow would show), for a test to
 * see that the tail is visible.
 */
export function referenceInterlockImage(scene: OitScene, layers: number, dropTail = false): Uint8Array {
  const { width, height } = scene.params;
  const out = new Uint8Array(width * height * 4);
  fragmentLists(scene).forEach((list, p) => {
    const target = [CLEAR, CLEAR, CLEAR, CLEAR];
    const tail = (src: Rgba) => dropTail || blendOver(target, src);
    const slots: Fragment[] = [];
    let furthest = 0xffffffff;
    for (const f of list) {
      const bits = depthBits(f.depth);
      if (bits > furthest) {
        tail(f.exact);
      } else if (slots.length < layers) {
        slots.push(f);
      } else {
        let victim = 0;
        for (let i = 1; i < layers; i++) if (depthBits(slots[i]!.depth) > depthBits(slots[victim]!.depth)) victim = i;
        const maxBits = depthBits(slots[victim]!.depth);
        if (maxBits > bits) {
          tail(slots[victim]!.rgba);
          slots[victim] = f;
          furthest = maxBits;
        } else {
          tail(f.exact);
        }
      }
    }
    slots.sort((a, b) => a.depth - b.depth);
    const sum = [0, 0, 0, 0];
    for (const f of slots) for (let k = 0; k < 4; k++) sum[k]! += (1 - sum[3]!) * f.rgba[k]!;
    blendOver(target, [sum[0]!, sum[1]!, sum[2]!, sum[3]!]);
    for (let k = 0; k < 4; k++) out[p * 4 + k] = Math.round(target[k]! * 255);
  });
  return out;
}

/** How many fragments each pixel gets (to find the pixels where tail blending happens). */
export function fragmentCounts(scene: OitScene): Uint32Array {
  return Uint32Array.from(fragmentLists(scene), (l) => l.length);
}
