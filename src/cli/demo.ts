/**
 * `popsim demo`, the main job on its built-in default: a short tour of the
 * whole stack on one chip per generation.
 *  1. The compiler's POPS protocol for the conformance suite's shader
 *     (GFX9 MODE bits + s_sleep 3, GFX10.3 POPS_PACKER + s_sleep 0xffff,
 *     GFX11 s_wait_event + done export).
 *  2. Conformance cases run through the API, driver and GPU model.
 *  3. Pixel vs sample interlock under 4x MSAA (R2), in simulated cycles.
 *  4. A broken implementation: the wait loop without the overlap check hangs
 *     (S2) and the watchdog reports why.
 */
import { compileSpirv } from '../compiler/compile.js';
import { compileGlsl } from '../compiler/glsl/index.js';
import { targetOf } from '../isa/gfx_level.js';
import { chipByName } from '../amd/chips.js';
import { apiRunner } from '../scenes/interlock_cts/api_runner.js';
import type { InterlockCase } from '../scenes/interlock_cts/cases.js';
import { caseByName } from '../scenes/interlock_cts/case_filter.js';
import { fragmentShaderGlsl } from '../scenes/interlock_cts/shaders.js';
import { checkResult, formatMismatch } from '../scenes/interlock_cts/verify.js';
import type { RunCaseOptions } from '../scenes/interlock_cts/runner.js';
import type { JobLimitOptions } from './job_limit_options.js';

const CHIPS = ['RAVEN', 'NAVI21', 'NAVI31'] as const;
const PROTOCOL = /s_bitcmp1|s_setreg_b32|src_pops_exiting_wave_id|s_sleep|s_wait_event|MSG_ORDERED_PS_DONE|^exp .*done/;

const PIXEL_4X = 'basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.8x8';
const SAMPLE_4X = 'basic.nodiscard.image.sample_ordered.4xaa.sample_shading.8x8';
const CASES = [
  'basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.16x16',
  'basic.discard.ssbo.pixel_ordered.1xaa.no_sample_shading.16x16',
  'basic.nodiscard.image.sample_ordered.4xaa.sample_shading.16x16',
];

const demoCase = (name: string): InterlockCase => caseByName(name);

async function protocolTour(print: (line: string) => void): Promise<void> {
  print('1. The POPS protocol popsim compile emits for the conformance shader (image, pixel_ordered):');
  const c = demoCase(CASES[0]!);
  const spirv = await compileGlsl(fragmentShaderGlsl(c), 'fragment');
  for (const name of CHIPS) {
    const chip = chipByName(name);
    const result = compileSpirv({ spirv, stage: 'fragment', target: targetOf(chip.gfx) });
    const lines = result.disassembly.trim().split('\n').filter((l) => PROTOCOL.test(l));
    print(`   ${name} (${chip.gfx}, ${result.code.length} dwords): ${lines.join(' | ')}`);
  }
}

async function conformanceTour(print: (line: string) => void, limits: RunCaseOptions): Promise<void> {
  print('2. Conformance cases through the API, the driver and the GPU model:');
  for (const name of CHIPS) {
    const runner = apiRunner(name);
    for (const caseName of CASES) {
      const c = demoCase(caseName);
      const out = await runner.run(c, limits);
      const check = checkResult(c, out);
      const verdict = check.pass ? 'pass' : `FAIL (${check.wrongCount} wrong; ${check.firstWrong.map(formatMismatch).join('; ')})`;
      print(`   ${name.padEnd(6)} ${caseName}: ${verdict}, ${out.stats.invocations} invocations, ${out.stats.cycles} cycles`);
    }
  }
}

async function granularityTour(print: (line: string) => void, limits: RunCaseOptions): Promise<void> {
  print('3. Pixel vs sample interlock with 4x sample shading (R2: pixel granularity orders the samples of a pixel):');
  for (const name of CHIPS) {
    const runner = apiRunner(name);
    const pixel = await runner.run(demoCase(PIXEL_4X), limits);
    const sample = await runner.run(demoCase(SAMPLE_4X), limits);
    const ratio = (pixel.stats.cycles / sample.stats.cycles).toFixed(2);
    print(`   ${name.padEnd(6)} pixel ${pixel.stats.cycles} cycles, sample ${sample.stats.cycles} cycles: pixel/sample = ${ratio}x`);
  }
}

async function failureTour(print: (line: string) => void, limits: RunCaseOptions): Promise<void> {
  print('4. A broken implementation: the wait loop without the did-overlap check (S2) on RAVEN:');
  const runner = apiRunner('RAVEN', { compilerDebug: { noOverlapCheck: true } });
  try {
    await runner.run(demoCase(CASES[0]!), { ...limits, watchdogCycles: 1 << 16 });
    print('   unexpectedly finished');
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    for (const line of text.split('\n').slice(0, 4)) print(`   ${line}`);
  }
}

/** Runs the tour; `limits` are the devices' job timeout and wall-clock guard (popsim demo --job-timeout, --wall-guard). */
export async function runDemo(print: (line: string) => void, limits: JobLimitOptions = {}): Promise<void> {
  await protocolTour(print);
  print('');
  await conformanceTour(print, limits);
  print('');
  await granularityTour(print, limits);
  print('');
  await failureTour(print, limits);
}
