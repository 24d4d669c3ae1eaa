/**
 * The command line of a `popsim` subcommand, parsed against the subcommand's
 * table of options (its `OptionSpec`): `--name value` and `--name=value` both
 * work. Everything the table does not allow is a usage error (exit status 2)
 * naming the option — an unknown option, a missing value, a value given to a
 * flag, an option given twice, two options of one exclusive group, too many
 * or too few files — so nothing on the command line is silently ignored or
 * silently overridden. Whether a value is acceptable is the subcommand's
 * business (bad input, exit status 1).
 */
import { UsageError } from './exit_status.js';

export interface OptionSpec {
  /** Options that take a value. */
  readonly values?: readonly string[];
  /** Options that take none. */
  readonly flags?: readonly string[];
  /** Groups of options of which at most one may be given (e.g. `--ordered`, `--unordered`). */
  readonly exclusive?: readonly (readonly string[])[];
  /** How many positional arguments the command takes (`-` is one: stdin), and what they are. */
  readonly positionals: { readonly min: number; readonly max: number; readonly what: string };
}

export interface CommandLine {
  /** Value options given, by name. */
  readonly values: ReadonlyMap<string, string>;
  /** Flags given. */
  readonly flags: ReadonlySet<string>;
  readonly positionals: readonly string[];
}

function isOption(arg: string): boolean {
  return arg.startsWith('-') && arg !== '-';
}

/** Parses `argv` (the arguments after the subcommand) for `popsim <command>`; throws UsageError. */
export function parseCommandLine(command: string, argv: readonly string[], spec: OptionSpec): CommandLine {
  const valueNames = spec.values ?? [];
  const flagNames = spec.flags ?? [];
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!isOption(arg)) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (values.has(name) || flags.has(name)) throw new UsageError(`is given twice`, name);
    if (valueNames.includes(name)) {
      const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || (eq < 0 && isOption(value))) throw new UsageError('needs a value', name);
      values.set(name, value);
    } else if (flagNames.includes(name)) {
      if (eq > 0) throw new UsageError('takes no value', name);
      flags.add(name);
    } else {
      const known = [...valueNames, ...flagNames];
      throw new UsageError(`is not an option of popsim ${command}${known.length > 0 ? ` (options: ${known.join(', ')})` : ''}`, name);
    }
  }
  for (const group of spec.exclusive ?? []) {
    const given = group.filter((o) => values.has(o) || flags.has(o));
    if (given.length > 1) throw new UsageError(`cannot be combined with ${given.slice(1).join(', ')}`, given[0]!);
  }
  const { min, max, what } = spec.positionals;
  if (positionals.length > max) {
    throw new UsageError(max === 0 ? `popsim ${command} takes no ${what}, got '${positionals[0]!}'` : `expected at most ${max} ${what}, got ${positionals.length}`);
  }
  if (positionals.length < min) throw new UsageError(`expected ${min === max ? 'exactly' : 'at least'} ${min} ${what}`);
  return { values, flags, positionals };
}

/** A required value option; UsageError when it is missing. */
export function requiredValue(line: CommandLine, name: string): string {
  const v = line.values.get(name);
  if (v === undefined) throw new UsageError('is required', name);
  return v;
}
