/**
 * The base of every error popsim throws on purpose. Each subclass keeps its
 * stable `code` (narrowed to its own union), the `location` the error is
 * about, and says what `kind` of failure it is, so callers (the command line
 * above all) act on the kind instead of listing classes.
 */

/**
 * What a failure means to whoever runs popsim:
 * - `input`: the input is wrong or asks for something popsim does not model —
 *   a file, an option, a shader, an API call, a draw state. Fix the input.
 * - `device`: the simulated GPU failed running what it was given — a watchdog
 *   hang, a VM fault, a program running off its end, state the GPU model cannot
 *   execute. On hardware this is VK_ERROR_DEVICE_LOST; with a broken protocol
 *   (debug switches) it is the expected outcome.
 * - `internal`: popsim broke one of its own invariants (a pass produced invalid
 *   IR, a layer asked another for something it never should): a popsim bug.
 *   Anything thrown that is not a PopsimError counts as internal too.
 */
export type ErrorKind = 'input' | 'device' | 'internal';

/**
 * `name` is the class's name (`DriverError`, …); a subclass gives `code` its
 * own union and `kind` its value, and words the message itself only when it is
 * not `location: detail`.
 */
export abstract class PopsimError<Code extends string = string> extends Error {
  abstract readonly kind: ErrorKind;
  /**
   * @param location Where the error is: `line 3:7`, `offset 0x10`, `dword 12`,
   *   `SQ_IMG_RSRC_WORD2.HEIGHT`, `vkCmdDraw`, an address; '' only when there is none.
   * @param detail What is wrong, without the location.
   * @param message The whole message; `location: detail` unless a class words it otherwise.
   */
  constructor(
    readonly code: Code,
    readonly location: string,
    detail: string,
    message = location === '' ? detail : `${location}: ${detail}`,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
