/**
 * Typed errors of the geometry stage. `code` is stable for programs; `location` names what
 * was wrong (a vertex, an index position, a config field).
 */
import { PopsimError } from '../../common/popsim_error.js';

export type GeometryErrorCode = 'bad-vertex-data' | 'index-out-of-range' | 'bad-viewport';

export class GeometryError extends PopsimError<GeometryErrorCode> {
  readonly kind = 'device';
}
