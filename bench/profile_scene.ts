/**
 * One workload of ps_invocations.ts, for profiling:
 *
 *   npx tsc -p . --outDir /tmp/popsim-bench
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof /tmp/popsim-bench/bench/profile_scene.js gfx10_3 512 4 pops 2
 *
 * Arguments: gfx level, framebuffer size, layers, `pops` or `nopops`, runs
 * (the best wall-clock time is printed, with the simulated cycles).
 */
import type { GfxLevel } from '../src/isa/gfx_level.js';
import { popsCounterShader, runScene } from '../test/gpu/integration/scene.js';

const LEVELS: readonly GfxLevel[] = ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'];

function parseGfx(arg: string): GfxLevel {
  const gfx = LEVELS.find((l) => l === arg);
  if (gfx === undefined) throw new Error(`unknown gfx level '${arg}' (one of ${LEVELS.join(', ')})`);
  return gfx;
}

const [gfxArg = 'gfx10_3', sizeArg = '512', layersArg = '4', popsArg = 'pops', runsArg = '1'] = process.argv.slice(2);
const gfx = parseGfx(gfxArg);
const size = Number(sizeArg);
const layers = Number(layersArg);
const pops = popsArg !== 'nopops';
let best = Infinity;
let cycles = 0;
for (let r = 0; r < Math.max(1, Number(runsArg)); r++) {
  const begin = performance.now();
  const s = runScene({ gfx, shader: popsCounterShader(gfx, size), width: size, height: size, triangles: layers, pops });
  best = Math.min(best, performance.now() - begin);
  cycles = s.stats.cycles;
}
console.log(`${gfx} ${size}x${size} x${layers} ${pops ? 'pops' : 'no-pops'}: ${cycles} simulated cycles, best ${best.toFixed(0)} ms`);
