/**
 * `npm run bench`: every benchmark section, one after the other, each
 * printing its simulated cycles and the ratio between the paths it compares.
 *
 * Sections:
 *   (a) cu-alu — the compute unit alone, closures vs compiled blocks (cu_alu.ts).
 *   (b) pixel-shader invocations/s through the engine — to be added with
 *       src/gpu/engine: a module returning BenchResult, appended to SECTIONS.
 */
import { benchCuAlu } from './cu_alu.js';
import { formatResult, type BenchResult } from './report.js';

const SECTIONS: readonly (() => BenchResult)[] = [
  () => benchCuAlu('gfx900', false),
  () => benchCuAlu('gfx1030', false),
  () => benchCuAlu('gfx1030', true),
  () => benchCuAlu('gfx1100', true),
];

for (const section of SECTIONS) console.log(formatResult(section()));
