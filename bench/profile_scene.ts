/**
 * One workload of ps_invocations.ts, for profiling:
 *
 *   npm run build
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof dist/bench/profile_scene.js gfx10_3 512 4 pops 2
 *
 * Arguments: gfx level, framebuffer size, layers, `pops` or `nopops`, runs
 * (the best wall-clock time is printed, with the simulated cycles).
 */
import { benchFail, HELP_OPTION, parseBenchArgs } from './bench_options.js';
import type { GfxLevel } from '../src/isa/gfx_level.js';
import { popsCounterShader, runScene } from '../test/gpu/integration/scene.js';

const USAGE = `Usage: node dist/bench/profile_scene.js [GFX [SIZE [LAYERS [pops|nopops [RUNS]]]]]
  Runs one workload of ps_invocations.js (the POPS counter shader), for profiling with
  node --cpu-prof: gfx level GFX (gfx9, gfx10, gfx10_3 or gfx11; default gfx10_3), a
  SIZExSIZE framebuffer (default 512), LAYERS full-screen triangles (default 4), with or
  without POPS (default pops), RUNS times (default 1); prints the best wall-clock time.`;

const LEVELS: readonly GfxLevel[] = ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'];

function fail(message: string): never {
  benchFail('profile_scene', `${message}\n${USAGE}`);
}

function parseGfx(arg: string): GfxLevel {
  const gfx = LEVELS.find((l) => l === arg);
  if (gfx === undefined) fail(`unknown gfx level '${arg}' (one of ${LEVELS.join(', ')})`);
  return gfx;
}

/** A positional argument as a positive integer. */
function positive(what: string, text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) fail(`${what} takes a positive integer, not '${text}'`);
  return n;
}

const { positionals } = parseBenchArgs('profile_scene', USAGE, { options: { help: HELP_OPTION }, allowPositionals: true });
if (positionals.length > 5) fail(`at most 5 arguments, got ${positionals.length}`);
const [gfxArg = 'gfx10_3', sizeArg = '512', layersArg = '4', popsArg = 'pops', runsArg = '1'] = positionals;
const gfx = parseGfx(gfxArg);
const size = positive('SIZE', sizeArg);
const layers = positive('LAYERS', layersArg);
if (popsArg !== 'pops' && popsArg !== 'nopops') fail(`the fourth argument is 'pops' or 'nopops', not '${popsArg}'`);
const pops = popsArg !== 'nopops';
const runs = positive('RUNS', runsArg);
let best = Infinity;
let cycles = 0;
for (let r = 0; r < runs; r++) {
  const begin = performance.now();
  const s = runScene({ gfx, shader: popsCounterShader(gfx, size), width: size, height: size, triangles: layers, pops });
  best = Math.min(best, performance.now() - begin);
  cycles = s.stats.cycles;
}
console.log(`${gfx} ${size}x${size} x${layers} ${pops ? 'pops' : 'no-pops'}: ${cycles} simulated cycles, best ${best.toFixed(0)} ms`);
