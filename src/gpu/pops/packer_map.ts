/**
 * Which packer a pixel's quads go to. Assumption (docs/gpu_pops.md): the
 * screen is cut into 16x16-pixel tiles, tile (tx, ty) → packer
 * (tx + ty) mod packers. A pixel always maps to the same packer, so
 * invocations that overlap always share a packer and its wave-ID counter.
 */
/** Log2 of the tile side, as a literal (a const enum): packerForPixel runs per quad, and a module-level const is a hole-checked read per use. */
const enum Tile {
  Log2 = 4,
}
export const PACKER_TILE_LOG2: number = Tile.Log2;

export function packerForPixel(x: number, y: number, packers: number): number {
  return ((x >>> Tile.Log2) + (y >>> Tile.Log2)) % packers;
}
