/**
 * The LDS parameter layout: where the SPI puts each primitive's attribute
 * data when it launches a pixel wave, and where the interpolation
 * instructions (GFX9–10.3 VINTRP, GFX11 lds_param_load) find it. Producer
 * (the SPI) and consumer (exec_interp.ts) share these functions, so the two
 * sides cannot disagree.
 *
 * M0 (set by the shader from the PRIM_MASK SGPR argument) is, per the
 * GCN/RDNA ISA references ("LDS parameter reads"):
 *   M0 = { bc_optimize[31], new_prim_mask[15:1] in [30:16], lds_param_offset[15:0] }
 * - lds_param_offset: byte offset from the wave's LDS base to its parameters.
 * - new_prim_mask: one bit per quad of the wave; 1 = this quad starts a new
 *   primitive, 0 = same primitive as the previous quad. Quad 0 always starts
 *   one, so its bit is not stored: quad q (1..15) is M0 bit 15 + q.
 * - bit 31 is the barycentric-optimisation flag radeonsi reads from
 *   PRIM_MASK; the interpolation instructions ignore it.
 * GFX11's lds_param_load reads M0 the same way (ACO passes PRIM_MASK to it
 * through M0 too).
 *
 * Data per (attribute, primitive): 12 dwords, P0.xyzw then P10.xyzw then
 * P20.xyzw, where P10 = P1 - P0 and P20 = P2 - P0 (f32), so an attribute is
 * P0 + I*P10 + J*P20. Assumption (docs/gpu_cu.md): the hardware's exact
 * arrangement is not public; popsim stores attribute-major with a fixed
 * primitive slot count per attribute (quads per wave), so the address of a
 * value needs neither the wave's primitive count nor its attribute count.
 */
import { PopsimError } from '../../common/popsim_error.js';

/** Bad SPI-side input to the layout (a primitive index, offset or quad order the hardware cannot express). */
export class ParamLayoutError extends PopsimError<'invalid-param-layout'> {
  readonly kind = 'device';
  constructor(message: string) {
    super('invalid-param-layout', '', message);
  }
}

/**
 * Const enums, written as literals by tsc: V8 (Node 20) reads a module-level
 * const through a cell with a hole check at every use, and these are read
 * per quad by the interpolation executors.
 */
const enum Slot {
  /** Dwords per (attribute, primitive): P0, P10, P20 x 4 channels. */
  Dwords = 12,
}
/** P0 / P10 / P20 selectors, the VINTRP `param` operand encoding (p10 = 0, p20 = 1, p0 = 2). */
export const enum ParamSelector {
  P10 = 0,
  P20 = 1,
  P0 = 2,
}

/** An attribute's four channels at the three vertices of a primitive, as f32 values. */
export type VertexAttribute = readonly [readonly number[], readonly number[], readonly number[]];

export interface ParamLayout {
  readonly waveSize: 32 | 64;
  /** lds_param_offset: byte offset of the parameter area in the wave's LDS (dword aligned, < 65536). */
  readonly paramOffset: number;
}

function quadsPerWave(waveSize: 32 | 64): number {
  return waveSize / 4;
}

/** LDS bytes the parameter area takes for `attributeCount` attributes. */
export function paramAreaBytes(waveSize: 32 | 64, attributeCount: number): number {
  return attributeCount * quadsPerWave(waveSize) * Slot.Dwords * 4;
}

/** Slot order inside the 12 dwords: P0 first, then P10, then P20. */
function slotOfSelector(selector: number): number {
  switch (selector) {
    case ParamSelector.P0:
      return 0;
    case ParamSelector.P10:
      return 1;
    case ParamSelector.P20:
      return 2;
    default:
      throw new ParamLayoutError(`interpolation parameter selector ${selector}`);
  }
}

/**
 * Dword index in the wave's LDS of channel `chan` of P0/P10/P20 (`selector`)
 * of attribute `attr` of the wave's `prim`-th primitive.
 */
export function paramDwordIndex(paramOffsetBytes: number, waveSize: 32 | 64, attr: number, prim: number, selector: number, chan: number): number {
  return (paramOffsetBytes >>> 2) + (attr * quadsPerWave(waveSize) + prim) * Slot.Dwords + slotOfSelector(selector) * 4 + chan;
}

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

function bitsOf(value: number): number {
  F32[0] = value;
  return U32[0]!;
}

/**
 * SPI side: writes every attribute of the wave's `primIndexInWave`-th
 * primitive. `attrs[a]` holds attribute a at vertices 0, 1, 2 (provoking
 * vertex first); P10 and P20 are the f32 differences.
 */
export function writePrimitiveParams(lds: Uint32Array, layout: ParamLayout, primIndexInWave: number, attrs: readonly VertexAttribute[]): void {
  const quads = quadsPerWave(layout.waveSize);
  if (primIndexInWave < 0 || primIndexInWave >= quads) {
    throw new ParamLayoutError(`primitive ${primIndexInWave} of a wave of ${quads} quads`);
  }
  const needed = (layout.paramOffset >>> 2) + attrs.length * quads * Slot.Dwords;
  if (attrs.length > 0 && needed > lds.length) {
    throw new ParamLayoutError(`parameter area needs ${needed * 4} bytes of LDS, the wave has ${lds.length * 4}`);
  }
  for (let a = 0; a < attrs.length; a++) {
    const [v0, v1, v2] = attrs[a]!;
    const base = paramDwordIndex(layout.paramOffset, layout.waveSize, a, primIndexInWave, ParamSelector.P0, 0);
    for (let c = 0; c < 4; c++) {
      const p0 = Math.fround(v0[c] ?? 0);
      lds[base + c] = bitsOf(p0);
      lds[base + 4 + c] = bitsOf(Math.fround(Math.fround(v1[c] ?? 0) - p0));
      lds[base + 8 + c] = bitsOf(Math.fround(Math.fround(v2[c] ?? 0) - p0));
    }
  }
}

/**
 * SPI side: the PRIM_MASK SGPR value (loaded into M0 by the shader) for a
 * wave whose quad q (of its first `quads`) belongs to the wave's primitive
 * `quadPrims[q]`. Primitive indices start at 0 and each quad's is its
 * predecessor's or one more.
 */
export function primMaskFor(quadPrims: ArrayLike<number>, paramOffset: number, bcOptimize = false, quads = quadPrims.length): number {
  if (quads > 16) throw new ParamLayoutError(`${quads} quads in one wave (at most 16)`);
  if (paramOffset < 0 || paramOffset > 0xffff || paramOffset % 4 !== 0) {
    throw new ParamLayoutError(`lds_param_offset ${paramOffset} is not a dword-aligned 16-bit offset`);
  }
  let mask = 0;
  for (let q = 0; q < quads; q++) {
    const prev = q === 0 ? -1 : quadPrims[q - 1]!;
    const prim = quadPrims[q]!;
    if (prim !== prev && prim !== prev + 1) {
      throw new ParamLayoutError(`quad ${q} has primitive ${prim} after ${prev}: quads of a primitive are consecutive`);
    }
    if (q > 0 && prim !== prev) mask |= 1 << (15 + q);
  }
  return (mask | paramOffset | (bcOptimize ? 0x80000000 : 0)) >>> 0;
}

/** Consumer side: the LDS byte offset of the parameters, M0[15:0]. */
export function paramOffsetOf(m0: number): number {
  return m0 & 0xffff;
}

/** Consumer side: fills `out[q]` with the wave's primitive index of quad q, decoded from M0. */
export function quadPrimitives(m0: number, out: Uint8Array | Int32Array): void {
  let prim = 0;
  out[0] = 0;
  for (let q = 1; q < out.length; q++) {
    if ((m0 >>> (15 + q)) & 1) prim++;
    out[q] = prim;
  }
}
