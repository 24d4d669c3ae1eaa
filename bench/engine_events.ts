/**
 * (h) Where a conformance case's host time goes, per engine event (issue 19):
 * for each case and chip, the simulated cycles, the pixel waves, the engine
 * events per wave (RunStats.engineEvents: a wave's continuation, a timer, a
 * memory line, a SIMD's serve…), the s_sleep executions per wave (each failed
 * POPS poll sleeps once: how much of the work is polling) and the host time
 * per event. The case runs twice in one process; the second (warm) run is
 * measured, as CPU time of this process, so it includes the pipeline set-up
 * and read-back around the draw.
 *
 * Run: npm run build && node dist/bench/engine_events.js [--gpu CHIP,…] [CASE…]
 */
import { benchFail, HELP_OPTION, parseBenchArgs } from './bench_options.js';
import { chipByName } from '../src/amd/chips.js';
import type { RunStats } from '../src/gpu/engine/stats.js';
import { apiRunner, caseByName, type InterlockCase } from '../src/scenes/interlock_cts/index.js';

const USAGE = `Usage: node dist/bench/engine_events.js [--gpu CHIP[,CHIP…]] [CASE…]
  Per case and chip: simulated cycles, pixel waves, engine events and s_sleep
  executions (failed POPS polls) per wave, host CPU time per event (warm run).
  Defaults: RAVEN, NAVI21, NAVI31 and the 64x64 image cases of pixel and
  sample interlock, 1x and 4x with sample shading.`;

const DEFAULT_CHIPS = ['RAVEN', 'NAVI21', 'NAVI31'];
const DEFAULT_CASES = [
  'basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.64x64',
  'basic.nodiscard.image.pixel_ordered.4xaa.sample_shading.64x64',
  'basic.nodiscard.image.sample_ordered.4xaa.no_sample_shading.64x64',
  'basic.nodiscard.image.sample_ordered.4xaa.sample_shading.64x64',
];

function fail(message: string): never {
  benchFail('engine_events', message);
}

function options(): { chips: string[]; cases: InterlockCase[] } {
  const parsed = parseBenchArgs('engine_events', USAGE, { options: { gpu: { type: 'string' }, help: HELP_OPTION }, allowPositionals: true });
  const chips = parsed.values.gpu === undefined ? DEFAULT_CHIPS : parsed.values.gpu.split(',').map((c) => c.trim().toUpperCase());
  const names = parsed.positionals.length > 0 ? parsed.positionals : DEFAULT_CASES;
  try {
    for (const chip of chips) chipByName(chip);
    return { chips, cases: names.map((n) => caseByName(n)) };
  } catch (e) {
    fail((e as Error).message);
  }
}

async function main(): Promise<void> {
  const { chips, cases } = options();
  console.log('engine-events: warm run of each case, CPU time of this process');
  console.log(`  ${'chip'.padEnd(7)} ${'case'.padEnd(58)} ${'cycles'.padStart(10)} ${'waves'.padStart(7)} ${'events/wave'.padStart(12)} ${'sleeps/wave'.padStart(12)} ${'ns/event'.padStart(9)}`);
  for (const chip of chips) {
    let last: RunStats | undefined;
    const runner = apiRunner(chip, { onRunStats: (_c, stats) => (last = stats) });
    for (const c of cases) {
      await runner.run(c, {});
      const before = process.cpuUsage();
      await runner.run(c, {});
      const used = process.cpuUsage(before);
      const stats = last!;
      const waves = stats.wavesLaunched;
      const ns = ((used.user + used.system) * 1000) / stats.engineEvents;
      console.log(
        `  ${chip.padEnd(7)} ${c.name.padEnd(58)} ${String(stats.cycles).padStart(10)} ${String(waves).padStart(7)} ${(stats.engineEvents / waves).toFixed(0).padStart(12)} ${(stats.sleeps / waves).toFixed(1).padStart(12)} ${ns.toFixed(0).padStart(9)}`,
      );
    }
  }
}

await main();
