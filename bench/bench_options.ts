/**
 * Command lines of the stand-alone benchmarks (run, aco_parity,
 * ps_invocations, profile_scene, vertex_throughput, oit, resolve, cts_speed,
 * cts_ab, case_profile, engine_events, event_queue, instruction_profile,
 * path_times, poll_floor, exactness, wall_profile): one way to parse, to
 * refuse bad input with the usage text (exit status 2, no stack trace), to
 * answer --help, and to name a case's warm-up variant.
 * test/bench/bench_cli.test.ts checks the first seven's, exactness's and
 * wall_profile's.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Prints `name: message` on stderr and exits with status 2 (bad input). */
export function benchFail(name: string, message: string): never {
  console.error(`${name}: ${message}`);
  process.exit(2);
}

/** The `--help` option every benchmark declares. */
export const HELP_OPTION = { type: 'boolean', short: 'h' } as const;

/**
 * `util.parseArgs(config)` of the process's arguments (`config.options` must
 * include `help: HELP_OPTION`): help prints `usage` and exits 0, a parse
 * error prints it after the error and exits 2.
 */
export function parseBenchArgs<T extends ParseArgsConfig>(name: string, usage: string, config: T): ReturnType<typeof parseArgs<T>> {
  let parsed: ReturnType<typeof parseArgs<T>>;
  try {
    parsed = parseArgs(config);
  } catch (e) {
    benchFail(name, `${(e as Error).message}\n${usage}`);
  }
  if ((parsed.values as { help?: boolean }).help === true) {
    console.log(usage);
    process.exit(0);
  }
  return parsed;
}

/**
 * The 32x32 variant of conformance case `name`, which benchmarks run first so
 * the JIT has warmed up; a name that does not end in its size fails with exit 2.
 */
export function warmUpCaseName(name: string, tool: string): string {
  const size = /\d+x\d+$/;
  if (!size.test(name)) benchFail(tool, `'${name}' is not a case name ending in its size (e.g. …64x64)`);
  return name.replace(size, '32x32');
}

/** `text` as a positive integer (`fallback` when absent); anything else fails with the usage text. */
export function positiveInteger(name: string, usage: string, flag: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) benchFail(name, `--${flag} takes a positive integer, not '${text}'\n${usage}`);
  return n;
}

/** `--annotate`'s value: a JavaScript function name (or undefined); anything else fails with the usage text. */
export function functionNameOption(name: string, usage: string, text: string | undefined): string | undefined {
  if (text !== undefined && !/^[A-Za-z_$][\w$]*$/.test(text)) benchFail(name, `--annotate takes a function name, not ${JSON.stringify(text)}\n${usage}`);
  return text;
}
