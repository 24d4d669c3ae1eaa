/**
 * (f) The ACO parity table (issue 16): per reference shader and chip, popsim's
 * pixel-shader instruction count against Mesa RADV/ACO's, the ratio, the VGPRs
 * of both, and the geometric mean of the ratios. Deterministic (compiler
 * output only, no simulation). The reference and what is counted:
 * tools/aco_parity.ts.
 */
import { formatParityTable, parityTable } from '../tools/aco_parity.js';

console.log(formatParityTable(await parityTable()));
