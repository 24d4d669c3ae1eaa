/** Typed errors of the rasterizer: `code` is stable, `location` names the offending field. */
export type RasterErrorCode = 'bad-sample-count' | 'bad-config' | 'bad-depth-surface';

export class RasterError extends Error {
  override readonly name = 'RasterError';
  constructor(
    readonly code: RasterErrorCode,
    readonly location: string,
    detail: string,
  ) {
    super(`${location}: ${detail}`);
  }
}
