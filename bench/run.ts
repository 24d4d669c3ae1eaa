/**
 * `npm run bench`: section (a) of bench/README.md, cu-alu — the compute unit
 * alone, one wave's ALU loop run by the per-instruction closures and by the
 * compiled blocks (cu_alu.ts) — on gfx900 wave64, gfx1030 wave64 and wave32
 * and gfx1100 wave32, each printing its simulated cycles and the
 * compiled/closure speed ratio (report.ts). The other sections are scripts
 * of their own, run one by one (ps_invocations.ts, vertex_throughput.ts,
 * oit.ts, resolve.ts, cts_speed.ts, aco_parity.ts, …; bench/README.md).
 *
 * Run: npm run bench (it builds, then runs node dist/bench/run.js)
 */
import { HELP_OPTION, parseBenchArgs } from './bench_options.js';
import { benchCuAlu } from './cu_alu.js';
import { formatResult, type BenchResult } from './report.js';

const USAGE = `Usage: node dist/bench/run.js
  What npm run bench runs: the compute unit alone (cu-alu), one wave's ALU loop by the
  per-instruction closures and by the compiled blocks, on gfx900 wave64, gfx1030 wave64
  and wave32 and gfx1100 wave32; prints simulated cycles, instructions/s, VALU
  lane-ops/s and the compiled/closure speed ratio. Takes no options.`;

parseBenchArgs('run', USAGE, { options: { help: HELP_OPTION } });

const SECTIONS: readonly (() => BenchResult)[] = [
  () => benchCuAlu('gfx900', false),
  () => benchCuAlu('gfx1030', false),
  () => benchCuAlu('gfx1030', true),
  () => benchCuAlu('gfx1100', true),
];

for (const section of SECTIONS) console.log(formatResult(section()));
