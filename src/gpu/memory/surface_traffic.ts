/**
 * Bytes moved per surface kind and unit (issue 17's experiment: what a
 * samples-identical resolve saves). The texture path counts what its image
 * loads address (colour texels, FMASK words), the colour backend what it
 * reads and writes of colour, FMASK and CMASK; each access counts its bytes
 * once, whether or not a cache serves it (the cache statistics say that).
 */
export interface SurfaceTrafficStats {
  /** Texture path: bytes of colour texels read by image loads of multisampled images. */
  readonly textureMsaaColorRead: number;
  /** Texture path: bytes of FMASK read through FMASK T#s. */
  readonly textureFmaskRead: number;
  readonly cbColorRead: number;
  readonly cbColorWritten: number;
  readonly cbFmaskRead: number;
  readonly cbFmaskWritten: number;
  readonly cbCmaskRead: number;
  readonly cbCmaskWritten: number;
}

export class SurfaceTraffic implements SurfaceTrafficStats {
  textureMsaaColorRead = 0;
  textureFmaskRead = 0;
  cbColorRead = 0;
  cbColorWritten = 0;
  cbFmaskRead = 0;
  cbFmaskWritten = 0;
  cbCmaskRead = 0;
  cbCmaskWritten = 0;

  reset(): void {
    this.textureMsaaColorRead = this.textureFmaskRead = 0;
    this.cbColorRead = this.cbColorWritten = this.cbFmaskRead = this.cbFmaskWritten = this.cbCmaskRead = this.cbCmaskWritten = 0;
  }

  snapshot(): SurfaceTrafficStats {
    return { ...this };
  }
}
