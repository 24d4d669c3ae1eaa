/**
 * Command-line option tokens shared by every `popsim` subcommand: `--name value`
 * and `--name=value` both work; a flag simply never asks for its value.
 */
export interface CliOption {
  /** The option name (`--gpu`), or the whole argument for positionals and single-dash forms. */
  readonly name: string;
  /** The raw argument. */
  readonly arg: string;
  /** The option's value (inline after `=` or the next argument); throws `missing(name)` if there is none. */
  value(): string;
}

export function* cliOptions(argv: readonly string[], missing: (name: string) => Error): Generator<CliOption> {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    yield {
      name,
      arg,
      value: () => {
        // Consuming the next argument advances this loop past it.
        const v = eq > 0 && name !== arg ? arg.slice(eq + 1) : argv[++i];
        if (v === undefined) throw missing(name);
        return v;
      },
    };
  }
}
