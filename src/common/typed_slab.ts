/**
 * Zeroed typed arrays carved from large shared ArrayBuffers.
 *
 * A typed array made by length above 64 bytes gets an ArrayBuffer of its
 * own: a calloc'd backing store, external-memory accounting, an entry for
 * V8's array-buffer sweeper and, when it dies, a free. A new wave's register
 * files and lane map are seven of them, about 10 µs per wave on this host
 * against about 1 µs as views of a shared buffer (docs/speed_log.md, the
 * thirty-third stop). The views of a slab keep all of it alive, so a slab
 * serves arrays that live about as long as each other: the pooled waves'
 * (spi/wave_pool.ts), which the pool keeps for the thread's life. A slab
 * holds a few waves (a wave64 of 32 VGPRs takes about 9 KB), so the waves
 * the pool drops while another of their slab's stays pooled keep little
 * memory alive: in the worst case two slabs (128 KB) per wave held or in
 * flight, where the waves' own arrays are about 9 KB.
 */

/** Bytes per slab; an array larger than a quarter of it gets a buffer of its own. */
const SLAB_BYTES = 1 << 16;
/** Every view starts 8-byte aligned (a Float64Array view needs it). */
const ALIGN = 8;

let slab: ArrayBuffer | undefined;
let used = SLAB_BYTES;

/** `bytes` bytes of zeroes in a slab: the buffer and the byte offset of the carved range. */
function carve(bytes: number): { buffer: ArrayBuffer; offset: number } {
  if (bytes > SLAB_BYTES / 4) return { buffer: new ArrayBuffer(bytes), offset: 0 };
  if (slab === undefined || used + bytes > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    used = 0;
  }
  const offset = used;
  used += Math.ceil(bytes / ALIGN) * ALIGN;
  return { buffer: slab, offset };
}

/** A zeroed Uint32Array of `length` elements in a slab. */
export function slabUint32(length: number): Uint32Array {
  const { buffer, offset } = carve(4 * length);
  return new Uint32Array(buffer, offset, length);
}

/** A zeroed Uint16Array of `length` elements in a slab. */
export function slabUint16(length: number): Uint16Array {
  const { buffer, offset } = carve(2 * length);
  return new Uint16Array(buffer, offset, length);
}

/** A zeroed Float32Array of `length` elements in a slab. */
export function slabFloat32(length: number): Float32Array {
  const { buffer, offset } = carve(4 * length);
  return new Float32Array(buffer, offset, length);
}
