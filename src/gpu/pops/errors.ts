/**
 * Typed errors of the POPS unit. `code` is stable for programs; the message
 * names the wave (caller-chosen uid), packer or quad the error is about.
 */
import { PopsimError } from '../../common/popsim_error.js';

export type PopsErrorCode =
  | 'bad-params' // constructor parameters out of range (packer count per gfx, S1)
  | 'bad-config' // draw configuration out of range or impossible on this gfx level
  | 'bad-quad' // quad position or coverage the packer cannot take
  | 'wrong-packer' // quad added to a wave of another packer
  | 'launch-blocked' // launch() called while canLaunch() is false
  | 'unknown-wave' // uid never launched or already retired
  | 'duplicate-wave' // uid launched twice while still alive
  | 'bad-packer-register' // value written to MODE[25:24] / POPS_PACKER the model rejects (S3)
  | 'not-on-this-gfx'; // operation the gfx level does not have (e.g. POPS_PACKER on GFX11)

/** No `location`: the message names the wave, packer or quad. */
export class PopsError extends PopsimError<PopsErrorCode> {
  readonly kind = 'device';
  constructor(code: PopsErrorCode, message: string) {
    super(code, '', message);
  }
}
