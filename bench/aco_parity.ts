/**
 * (f) The ACO parity table (issue 16): per reference shader and chip, popsim's
 * pixel-shader instruction count against Mesa RADV/ACO's, the ratio, the VGPRs
 * of both, and the geometric mean of the ratios. Deterministic (compiler
 * output only, no simulation). The reference and what is counted:
 * tools/aco_parity.ts.
 *
 * Run: npm run build && node dist/bench/aco_parity.js
 */
import { HELP_OPTION, parseBenchArgs } from './bench_options.js';
import { formatParityTable, parityTable } from '../tools/aco_parity.js';

const USAGE = `Usage: node dist/bench/aco_parity.js
  Prints the ACO parity table: per reference pixel shader (test/data/aco/shaders) and
  chip, popsim's instruction count against Mesa RADV/ACO's, the ratio, the VGPRs of
  both, and the geometric mean of the ratios. Compiler output only; takes no options.`;

parseBenchArgs('aco_parity', USAGE, { options: { help: HELP_OPTION } });

console.log(formatParityTable(await parityTable()));
