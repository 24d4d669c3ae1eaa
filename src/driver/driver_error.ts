/**
 * Bad input to the driver's register rules: a draw state the hardware cannot
 * be programmed for (an unsupported interlock granularity, a sample count
 * that is not a power of two, a knob the gfx level does not have) or an
 * unknown debug switch. `location` names the input at fault
 * (`rasterSamples`, `POPSIM_DEBUG`, …).
 */
import { PopsimError } from '../common/popsim_error.js';

export type DriverErrorCode =
  | 'unsupported-interlock'
  | 'bad-sample-count'
  | 'unsupported-override'
  | 'unsupported-shader-mode'
  | 'unknown-debug-switch'
  /** A machine-code pixel shader's interface is inconsistent or incomplete (external_pixel_shader.ts). */
  | 'invalid-machine-code';

export class DriverError extends PopsimError<DriverErrorCode> {
  readonly kind = 'input';
}
