/**
 * Float32 views of VGPR files for generated blocks: an f32 operand is read as
 * `VF[i]` and an f32 result stored as `VF[i] = x`, the same float32 load and
 * store that asF32/f32Bits perform through their scratch cell, so compiled
 * and closure results are bit-identical. One view per VGPR file, made on
 * first use (a wave's VGPR array never changes).
 */
const views = new WeakMap<Uint32Array, Float32Array>();

export function floatView(vgpr: Uint32Array): Float32Array {
  let view = views.get(vgpr);
  if (view === undefined) {
    view = new Float32Array(vgpr.buffer, vgpr.byteOffset, vgpr.length);
    views.set(vgpr, view);
  }
  return view;
}
