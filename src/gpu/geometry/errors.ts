/**
 * Typed errors of the geometry stage. `code` is stable for programs; `location` names what
 * was wrong (a vertex, an index position, a config field).
 */
export type GeometryErrorCode = 'bad-vertex-data' | 'index-out-of-range' | 'bad-viewport';

export class GeometryError extends Error {
  override readonly name = 'GeometryError';
  constructor(
    readonly code: GeometryErrorCode,
    readonly location: string,
    detail: string,
  ) {
    super(`${location}: ${detail}`);
  }
}
