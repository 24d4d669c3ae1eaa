/**
 * (d) The OIT frame's cost (docs/oit.md, issue 18) at two scene sizes on RAVEN: per mode (none,
 * msaa4-sample, msaa4-pixel) the simulated cycles and the ratios sample/none and pixel/none (the
 * model's P1 figures), and the simulator's throughput — simulated pixel-shader invocations
 * (RunStats.psInvocations summed over the clear, colour and composite passes) and scene triangles
 * per wall-clock second of the whole frame (renderOitFrame: compiling its five shaders, setup, the
 * three submits) — so the growth of the simulator's cost with the scene is visible.
 * Wall-clock figures are for reading only; never asserted.
 *
 * Run: npm run build && node dist/bench/oit.js [--small-only]
 */
import { HELP_OPTION, parseBenchArgs } from './bench_options.js';
import { buildOitScene, type OitSceneParams } from '../src/scenes/oit/scene.js';
import { OIT_PASSES, renderOitFrame } from '../src/scenes/oit/frame.js';
import { oitMode } from '../src/scenes/oit/modes.js';

const USAGE = `Usage: node dist/bench/oit.js [--small-only]
  The OIT frame on RAVEN per mode (none, msaa4-sample, msaa4-pixel): simulated cycles,
  the ratios sample/none and pixel/none, and simulated invocations and scene triangles
  per wall-clock second, for 16 spheres of subdiv 6 at 160x100 and popsim oit's default
  scene (64 spheres of subdiv 8 at 320x200). --small-only runs the small scene only.`;

const { values: options } = parseBenchArgs('oit', USAGE, { options: { 'small-only': { type: 'boolean' }, help: HELP_OPTION } });

const CHIP = 'RAVEN';
const MODES = ['none', 'msaa4-sample', 'msaa4-pixel'] as const;
const SIZES: readonly OitSceneParams[] = [
  { objects: 16, subdiv: 6, width: 160, height: 100 },
  // popsim oit's default scene.
  { objects: 64, subdiv: 8, width: 320, height: 200 },
];

function perSecond(x: number): string {
  return `${Math.round(x)}/s`.padStart(9);
}

async function measure(params: OitSceneParams): Promise<void> {
  const scene = buildOitScene(params);
  const triangles = scene.indices.length / 3;
  console.log(`oit ${CHIP} ${params.objects} spheres subdiv ${params.subdiv} (${triangles} triangles) ${params.width}x${params.height}:`);
  const cycles = new Map<string, number>();
  for (const name of MODES) {
    const started = performance.now();
    const frame = await renderOitFrame(CHIP, oitMode(name), scene);
    const seconds = (performance.now() - started) / 1000;
    const invocations = OIT_PASSES.reduce((s, p) => s + frame.passes[p].stats.psInvocations, 0);
    cycles.set(name, frame.totalCycles);
    console.log(
      `  ${name.padEnd(12)} ${String(frame.totalCycles).padStart(9)} simulated cycles  ${seconds.toFixed(1).padStart(6)} s  ` +
        `${String(invocations).padStart(8)} invocations  ${perSecond(invocations / seconds)} invocations  ${perSecond(triangles / seconds)} triangles`,
    );
  }
  const none = cycles.get('none')!;
  console.log(`  sample/none ${(cycles.get('msaa4-sample')! / none).toFixed(2)}x  pixel/none ${(cycles.get('msaa4-pixel')! / none).toFixed(2)}x`);
}

const sizes = options['small-only'] === true ? SIZES.slice(0, 1) : SIZES;
for (const params of sizes) await measure(params);
