/**
 * `popsim run`: third-party machine code on the GPU model. Takes a RADV dump
 * (or assembly) of a conformance case's fragment shader, runs that case with
 * the code through the API — popsim's driver programming the registers from
 * RADV's interface (radvCaseProgram) — and reports the case's verdict with
 * the suite's own verification.
 */
import { readFileSync } from 'node:fs';
import { apiRunner, caseByName, formatFailure, radvCaseProgram, runSuite } from '../scenes/interlock_cts/index.js';
import { parseCommandLine, requiredValue, type OptionSpec } from './cli_options.js';
import { EXIT } from './exit_status.js';

export const RUN_HELP = `  popsim run --gpu CHIP --case NAME <listing.txt | file.s>
      Run a conformance case (dEQP-VK.fragment_shader_interlock.basic.NAME,
      e.g. basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.64x64)
      with the given machine code as its fragment shader instead of popsim's
      compile: a RADV dump (RADV_DEBUG=shaders, aco-ref) or assembly with
      labels, made for CHIP with RADV's ABI (set 0 as a 32-bit pointer in s2,
      PRIM_MASK s3, COLLISION_WAVEID s4; docs/compiler_backend.md). Prints the
      verdict; exit status 1 when the case fails, 3 when it hangs.
`;

const SPEC: OptionSpec = {
  values: ['--gpu', '--case'],
  positionals: { min: 1, max: 1, what: 'listing file' },
};

/** `popsim run …`: returns the exit status. */
export async function runRunCommand(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`Usage:\n${RUN_HELP}`);
    return EXIT.ok;
  }
  const line = parseCommandLine('run', argv, SPEC);
  const gpu = requiredValue(line, '--gpu');
  const c = caseByName(requiredValue(line, '--case'));
  const file = line.positionals[0]!;
  const program = radvCaseProgram(c, readFileSync(file, 'utf8'));
  const runner = apiRunner(gpu, { machineCode: () => program });
  const result = (await runSuite(runner, [c])).chips[0]!.results[0]!;
  const o = result.outcome;
  const where = `${c.name} on ${runner.chip} with ${file}`;
  if (o.kind === 'pass') {
    console.log(`PASS ${where}: ${o.stats.invocations} invocations, ${o.stats.cycles} cycles`);
    return EXIT.ok;
  }
  console.log(formatFailure(result) ?? `${o.kind.toUpperCase()} ${where}`);
  return o.kind === 'hang' ? EXIT.device : EXIT.input;
}
