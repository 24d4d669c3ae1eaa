/**
 * (e) The samples-identical resolve (issue 17, seed 004, M1–M3; docs/msaa.md): `popsim resolve`'s
 * experiment at two sizes on RAVEN (GFX9), NAVI21 (GFX10.3) and NAVI31 (GFX11), every ratio measured
 * in one run — per chip and scene the colour bytes and simulated cycles of the samples-identical
 * and vote shaders and of vkCmdResolveImage relative to the plain shader. Wall-clock time of the
 * whole run is for reading only; never asserted.
 *
 * Run: npm run build && node dist/bench/resolve.js
 */
import { HELP_OPTION, parseBenchArgs } from './bench_options.js';
import { RESOLVE_SCENES, RESOLVE_SHADERS, runResolve, type ResolveRun } from '../src/scenes/resolve/experiment.js';

const USAGE = `Usage: node dist/bench/resolve.js
  popsim resolve's experiment at 64x64 and 256x256 on RAVEN, NAVI21 and NAVI31: per
  scene the colour bytes read and simulated cycles of the samples-identical and vote
  shaders and of vkCmdResolveImage relative to the plain shader. Takes no options.`;

parseBenchArgs('resolve', USAGE, { options: { help: HELP_OPTION } });

const CHIPS = ['RAVEN', 'NAVI21', 'NAVI31'];
const SIZES = [64, 256];

function colourRead(r: ResolveRun): number {
  return r.stats.surfaces.textureMsaaColorRead + r.stats.surfaces.cbColorRead;
}

const started = performance.now();
for (const size of SIZES) {
  for (const chip of CHIPS) {
    for (const scene of RESOLVE_SCENES) {
      const runs: ResolveRun[] = [];
      for (const shader of RESOLVE_SHADERS) runs.push(await runResolve(chip, scene, shader, { width: size, height: size }));
      const plain = runs[0]!;
      const cells = runs
        .slice(1)
        .map((r) => `${r.shader} ${(colourRead(r) / colourRead(plain)).toFixed(2)}x bytes ${(r.stats.cycles / plain.stats.cycles).toFixed(2)}x cycles`);
      console.log(`resolve ${chip.padEnd(6)} ${size}x${size} ${scene.padEnd(8)} plain ${plain.stats.cycles} cycles  ${cells.join('  ')}`);
    }
  }
}
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s wall)`);
