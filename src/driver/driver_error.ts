/**
 * Bad input to the driver's register rules: a draw state the hardware cannot
 * be programmed for (an unsupported interlock granularity, a sample count
 * that is not a power of two, a knob the gfx level does not have) or an
 * unknown debug switch. `location` names the input at fault
 * (`rasterSamples`, `POPSIM_DEBUG`, …).
 */
export type DriverErrorCode =
  | 'unsupported-interlock'
  | 'bad-sample-count'
  | 'unsupported-override'
  | 'unsupported-shader-mode'
  | 'unknown-debug-switch'
  /** The host vertex stage read a vertex attribute outside its vertex buffer. */
  | 'vertex-fetch-out-of-range';

export class DriverError extends Error {
  override readonly name = 'DriverError';
  constructor(
    readonly code: DriverErrorCode,
    readonly location: string,
    detail: string,
  ) {
    super(`${location}: ${detail}`);
  }
}
