/**
 * Per-sample depth test for D32_SFLOAT and D16_UNORM surfaces stored in plain typed arrays
 * (the render-backend owner maps them to memory). Usable for early or late Z: the caller
 * decides when to call it. Sample s of pixel (x, y) lives at ((y · width) + x) · samples + s.
 * Stencil is not modelled (neither format has a stencil aspect).
 */
import { quantizeDepth } from '../../amd/formats/depth_formats.js';
import { RasterError } from './errors.js';

export type CompareOp = 'never' | 'less' | 'equal' | 'less-or-equal' | 'greater' | 'not-equal' | 'greater-or-equal' | 'always';

export type DepthSurface =
  | { readonly format: 'D32_SFLOAT'; readonly width: number; readonly height: number; readonly samples: number; readonly data: Float32Array }
  | { readonly format: 'D16_UNORM'; readonly width: number; readonly height: number; readonly samples: number; readonly data: Uint16Array };

export interface DepthState {
  readonly testEnable: boolean;
  readonly writeEnable: boolean;
  readonly compareOp: CompareOp;
}

export function compare(op: CompareOp, incoming: number, stored: number): boolean {
  switch (op) {
    case 'never':
      return false;
    case 'less':
      return incoming < stored;
    case 'equal':
      return incoming === stored;
    case 'less-or-equal':
      return incoming <= stored;
    case 'greater':
      return incoming > stored;
    case 'not-equal':
      return incoming !== stored;
    case 'greater-or-equal':
      return incoming >= stored;
    case 'always':
      return true;
    default: {
      const never: never = op;
      throw new Error(`unhandled compare op ${String(never)}`);
    }
  }
}

export function validateDepthSurface(s: DepthSurface): void {
  if (s.data.length < s.width * s.height * s.samples) {
    throw new RasterError('bad-depth-surface', 'data', `${s.data.length} elements for ${s.width}×${s.height}×${s.samples}`);
  }
}

/**
 * Tests the covered samples of pixel (x, y); `z` holds the incoming framebuffer depth of
 * sample s at z[zOffset + s] (QuadRecord.zSample with zOffset = p · samples). Passing samples
 * are written when writeEnable is set. Returns the mask of samples that pass.
 */
export function depthTestPixel(
  surface: DepthSurface,
  state: DepthState,
  x: number,
  y: number,
  coverage: number,
  z: Float32Array,
  zOffset: number,
): number {
  if (!state.testEnable) return coverage;
  const n = surface.samples;
  const base = (y * surface.width + x) * n;
  let pass = 0;
  for (let s = 0; s < n; s++) {
    if (!(coverage & (1 << s))) continue;
    const incoming = quantizeDepth(surface.format, z[zOffset + s]!);
    if (!compare(state.compareOp, incoming, surface.data[base + s]!)) continue;
    pass |= 1 << s;
    if (state.writeEnable) surface.data[base + s] = incoming;
  }
  return pass;
}
