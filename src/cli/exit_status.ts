/**
 * How `popsim` ends when a command throws: one exit status per kind of
 * failure (ErrorKind, src/common/popsim_error.ts), so the command line never
 * lists error classes. Documented in `popsim --help` and README "Command line".
 */
import { PopsimError } from '../common/popsim_error.js';

export const EXIT = {
  ok: 0,
  /**
   * Bad input: a well-formed command line whose content popsim rejects — an unknown GPU, a bad
   * option value, a missing or malformed file, a shader or API use (and `cts` with a failing case).
   */
  input: 1,
  /**
   * The command line itself is wrong: an unknown command or option, an option without its value or
   * given twice, options that exclude each other, a required option or file missing.
   */
  usage: 2,
  /** The simulated GPU failed: a hang (VK_ERROR_DEVICE_LOST), a GPU fault. */
  device: 3,
  /** A popsim bug: an internal invariant broke, or something not a PopsimError was thrown (sysexits EX_SOFTWARE). */
  internal: 70,
} as const;

export const EXIT_STATUS_HELP = `Exit status: 0 success; 1 bad input (popsim cts: a case failed or hung);
2 usage error; 3 the simulated GPU failed (hang, device lost, GPU fault);
70 internal error, a popsim bug (the stack is printed).
`;

/** The command line itself is wrong: exit 2 with a pointer to --help. `location`: the option at fault, if one is. */
export class UsageError extends PopsimError<'usage'> {
  readonly kind = 'input';
  constructor(detail: string, location = '') {
    super('usage', location, detail);
  }
}

/** A failed system call (a missing file, a directory named as a file, …) is bad input, not a popsim bug. */
function isSystemError(e: unknown): e is NodeJS.ErrnoException {
  return e instanceof Error && typeof (e as NodeJS.ErrnoException).syscall === 'string';
}

/** Prints what `e` means through `print` (one call per message) and returns the exit status. */
export function reportError(e: unknown, print: (text: string) => void = console.error): number {
  if (e instanceof UsageError) {
    print(`popsim: ${e.message} (run 'popsim --help' for usage)`);
    return EXIT.usage;
  }
  if (isSystemError(e)) {
    print(`popsim: ${e.message}`);
    return EXIT.input;
  }
  if (e instanceof PopsimError && e.kind !== 'internal') {
    print(`popsim: ${e.message}`);
    return EXIT[e.kind];
  }
  const trace = e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e);
  print(`popsim: internal error (a popsim bug, please report it): ${trace}`);
  return EXIT.internal;
}
