/**
 * PNG encoding (pngjs) of the report's images. A frame's colour target holds
 * linear colour (popsim has no sRGB formats, docs/oit.md); the sample's
 * B8G8R8A8_SRGB target stores it sRGB-encoded, so `encodePng` writes the
 * sRGB encoding of each 8-bit linear value (with the banding of 8-bit linear
 * storage in dark tones), opaque like the window the sample presents.
 * `encodePngRgba` writes RGBA bytes as they are (the heat maps, heat_map.ts,
 * whose colours are display colours already).
 */
import { PNG } from 'pngjs';

/** sRGB encoding of each 8-bit linear value. */
const SRGB_OF_LINEAR = Uint8Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return Math.round(255 * (c < 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055));
});

/** PNG bytes of RGBA8 pixels, unchanged. */
export function encodePngRgba(rgba: Uint8Array, width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  png.data.set(rgba.subarray(0, width * height * 4));
  return PNG.sync.write(png);
}

/** PNG bytes of an RGBA8 linear image: sRGB-encoded, opaque. */
export function encodePng(rgba: Uint8Array, width: number, height: number): Buffer {
  const display = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height * 4; i += 4) {
    for (let c = 0; c < 3; c++) display[i + c] = SRGB_OF_LINEAR[rgba[i + c]!]!;
    display[i + 3] = 255;
  }
  return encodePngRgba(display, width, height);
}
