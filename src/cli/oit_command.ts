/**
 * `popsim oit`: the merge request's order-independent-transparency experiment
 * (issue 18, P1, P2) — the nvpro interlock OIT frame (src/scenes/oit/) per chip
 * and mode, a table per chip on stdout (clear / colour / composite cycles and
 * ms, total, ratio to `none` beside the seed's), progress on stderr
 * (progress_line.ts), and with `--out DIR` PNGs per chip and mode (frame, POPS-wait heat map) and a
 * self-contained HTML report (html_report.ts), with `--trace FILE` a
 * Chrome/Perfetto trace of one frame (docs/oit.md "Trace"); with `--p3`
 * / `--p4` the drain-workaround and intrawave-collision experiments
 * (experiments.ts) on the same scene, a table each.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOitScene, SAMPLE_SCENE, type OitSceneParams } from '../scenes/oit/scene.js';
import { renderOitFrame, type OitFrameResult } from '../scenes/oit/frame.js';
import { DEFAULT_MODE_NAMES, OIT_MODES, oitMode, type OitMode } from '../scenes/oit/modes.js';
import { formatChipTable, formatDrainTable, formatIntrawaveTable } from '../scenes/oit/report.js';
import { P3_MODE_NAMES, P4_CHIPS, P4_MODE_NAMES, runDrainComparison, runIntrawaveComparison } from '../scenes/oit/experiments.js';
import { encodePng } from '../scenes/oit/png.js';
import { oitHtmlReport, type ReportImage } from '../scenes/oit/html_report.js';
import { popsWaitHeatMaps, type HeatMapImage } from '../scenes/oit/heat_map.js';
import { OitError } from '../scenes/oit/errors.js';
import { parseCommandLine, type OptionSpec } from './cli_options.js';
import { UsageError } from './exit_status.js';
import { formatSubmitProgress, ProgressLine, type OutputStream } from './progress_line.js';

/**
 * The default, reduced scene: the sample's scene generator with 64 spheres of subdiv 8 at 320×200
 * (the sample: 1024 spheres of subdiv 16 at 1600×1024). RAVEN and NAVI31 with none, msaa4-pixel and
 * msaa4-sample take about a minute and a half on one core (docs/oit.md "Default scale").
 */
export const DEFAULT_OIT_SCENE: OitSceneParams = { objects: 64, subdiv: 8, width: 320, height: 200 };
export const DEFAULT_OIT_CHIPS = ['raven', 'navi31'] as const;

export const OIT_HELP = `  popsim oit [--gpu CHIP[,CHIP…]] [--modes MODE[,MODE…]|all] [--objects N] [--subdiv N]
             [--width N] [--height N] [--full] [--out DIR] [--trace FILE [--trace-frame CHIP:MODE]] [--p3] [--p4]
      The nvpro vk_order_independent_transparency "interlock" frame (P1, P2):
      clear, colour (A-buffer of 8 layers inside the interlock) and composite
      passes per chip and mode; prints per chip each pass's cycles and ms at the
      chip clock, the frame total and its ratio to 'none' next to the seed's
      (RAVEN 2.73x sample/none, 33.7x pixel/none; NAVI31 2.8x / 29x). The MSAA
      resolve (vkCmdResolveImage) is timed apart from the total. Defaults: --gpu ${DEFAULT_OIT_CHIPS.join(',')}, --modes
      ${DEFAULT_MODE_NAMES.join(',')}, a reduced scene of ${DEFAULT_OIT_SCENE.objects} spheres, subdiv
      ${DEFAULT_OIT_SCENE.subdiv}, ${DEFAULT_OIT_SCENE.width}x${DEFAULT_OIT_SCENE.height} (the sample's: ${SAMPLE_SCENE.objects}, ${SAMPLE_SCENE.subdiv}, ${SAMPLE_SCENE.width}x${SAMPLE_SCENE.height}).
      --full: the sample's scene instead (not with the scene options): about 10 minutes
      per chip for none, 20-40 for msaa4-sample, hours for pixel interlock (docs/performance.md).
      Modes: ${OIT_MODES.map((m) => m.name).join(', ')}.
      --out DIR writes DIR/<chip>-<mode>.png (MSAA images as vkCmdResolveImage resolves them),
      DIR/<chip>-<mode>-pops-waits.png (the colour pass's POPS waits per pixel, one scale per chip)
      and DIR/report.html (the tables, a bar chart of frame cycles, the images, the heat maps; self-contained).
      --trace FILE writes a Chrome/Perfetto trace (JSON) of one frame, by default the first
      chip's first mode, else --trace-frame CHIP:MODE (CHIP as given to --gpu): its submits
      clear, color, composite, resolve on the queue track; waves, POPS waits and ordered
      sections per CU and wave slot, in cycles. Open it in ui.perfetto.dev or chrome://tracing.
      --p3: the R6 drain workaround (seed: 1.5-2x slower): ${P3_MODE_NAMES.join(', ')} on RAVEN
      with and without it (no-drain-workaround; a hang is reported), and on VEGA20
      undrained / drained (forceDrainPsOnOverlap), the drained/undrained ratio.
      --p4: intrawave collisions (S8; seed: ~1.12x in every mode) off / on, ${P4_MODE_NAMES.join(', ')}
      on ${P4_CHIPS.join(', ')}, the on/off ratio. Both off by default (minutes each).
`;

const SCENE_OPTIONS = ['--objects', '--subdiv', '--width', '--height'] as const;

const SPEC: OptionSpec = {
  values: ['--gpu', '--modes', ...SCENE_OPTIONS, '--out', '--trace', '--trace-frame'],
  flags: ['--full', '--p3', '--p4'],
  exclusive: SCENE_OPTIONS.map((o) => ['--full', o]),
  positionals: { min: 0, max: 0, what: 'arguments' },
};

export interface OitCommandOptions {
  readonly chips: readonly string[];
  readonly modes: readonly OitMode[];
  readonly scene: OitSceneParams;
  readonly out: string | undefined;
  /** `--trace FILE`: the one frame to trace and where its JSON goes. */
  readonly trace: OitTraceRequest | undefined;
  readonly p3: boolean;
  readonly p4: boolean;
}

export interface OitTraceRequest {
  readonly file: string;
  /** As given to --gpu. */
  readonly chip: string;
  readonly mode: OitMode;
}

/** A whole number in [min, max], else OitError('bad-parameter') naming the option. */
function intOption(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < min || n > max) throw new OitError('bad-parameter', name, `'${text}' is not a whole number in [${min}, ${max}]`);
  return n;
}

function list(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** `--trace FILE [--trace-frame CHIP:MODE]`: a frame of this run's chips and modes, by default the first of each. */
function traceRequest(file: string | undefined, frame: string | undefined, chips: readonly string[], modes: readonly OitMode[]): OitTraceRequest | undefined {
  if (file === undefined) {
    if (frame !== undefined) throw new UsageError('needs --trace FILE', '--trace-frame');
    return undefined;
  }
  if (frame === undefined) return chips[0] === undefined || modes[0] === undefined ? undefined : { file, chip: chips[0], mode: modes[0] };
  const parts = frame.split(':').map((t) => t.trim());
  const chip = parts.length === 2 ? chips.find((c) => c.toLowerCase() === parts[0]!.toLowerCase()) : undefined;
  const mode = parts.length === 2 ? modes.find((m) => m.name === parts[1]) : undefined;
  if (chip === undefined || mode === undefined) {
    throw new OitError('bad-parameter', '--trace-frame', `'${frame}' is not a frame of this run: CHIP:MODE with CHIP of --gpu (${chips.join(', ')}) and MODE of --modes (${modes.map((m) => m.name).join(', ')})`);
  }
  return { file, chip, mode };
}

/** A file size for people: MB with one decimal, kB below 0.1 MB. */
function megabytes(bytes: number): string {
  return bytes < 1e5 ? `${(bytes / 1e3).toFixed(1)} kB` : `${(bytes / 1e6).toFixed(1)} MB`;
}

/** Parses the arguments after `oit`: UsageError for the command line, OitError for a bad value. */
export function parseOitArgs(argv: readonly string[]): OitCommandOptions {
  const line = parseCommandLine('oit', argv, SPEC);
  const modeList = line.values.get('--modes');
  const d = line.flags.has('--full') ? SAMPLE_SCENE : DEFAULT_OIT_SCENE;
  const chips = list(line.values.get('--gpu') ?? DEFAULT_OIT_CHIPS.join(','));
  const modes = modeList === undefined ? DEFAULT_MODE_NAMES.map(oitMode) : modeList === 'all' ? OIT_MODES : list(modeList).map(oitMode);
  return {
    chips,
    modes,
    scene: {
      objects: intOption('--objects', line.values.get('--objects'), d.objects, 1, 65536),
      // The sample's GUI clamps subdiv to [2, 32].
      subdiv: intOption('--subdiv', line.values.get('--subdiv'), d.subdiv, 2, 32),
      width: intOption('--width', line.values.get('--width'), d.width, 1, 16384),
      height: intOption('--height', line.values.get('--height'), d.height, 1, 2048),
    },
    out: line.values.get('--out'),
    trace: traceRequest(line.values.get('--trace'), line.values.get('--trace-frame'), chips, modes),
    p3: line.flags.has('--p3'),
    p4: line.flags.has('--p4'),
  };
}

/** Runs the command; returns the exit status. */
export async function runOitCommand(argv: readonly string[], io: { readonly stdout: OutputStream; readonly stderr: OutputStream } = process): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    io.stdout.write(`Usage:\n${OIT_HELP}`);
    return 0;
  }
  const o = parseOitArgs(argv);
  const scene = buildOitScene(o.scene);
  const { objects, subdiv, width, height } = o.scene;
  io.stdout.write(`OIT interlock frame: ${objects} spheres, subdiv ${subdiv} (${scene.indices.length / 3} triangles), ${width}x${height}\n`);
  if (o.out !== undefined) mkdirSync(o.out, { recursive: true });
  const progress = new ProgressLine(io.stderr);
  const total = o.chips.length * o.modes.length;
  const allFrames: OitFrameResult[] = [];
  const images: ReportImage[] = [];
  const heatMaps: HeatMapImage[] = [];
  const started = performance.now();
  let done = 0;
  /** Printed after the tables (stdout, away from the progress line). */
  let traceNote = '';
  for (const chip of o.chips) {
    const frames: OitFrameResult[] = [];
    for (const mode of o.modes) {
      const key = `${chip} ${mode.name}`;
      const traced = o.trace !== undefined && traceNote === '' && chip === o.trace.chip && mode === o.trace.mode;
      const frame = await renderOitFrame(chip, mode, scene, { trace: traced, onProgress: (pass, p) => progress.update(key, `${key} ${pass}`, () => formatSubmitProgress(p)) });
      progress.end(key);
      if (o.trace !== undefined && frame.traceJson !== undefined) {
        writeFileSync(o.trace.file, frame.traceJson);
        traceNote = `trace of ${frame.chip} ${mode.name}: ${o.trace.file} (${megabytes(frame.traceJson.length)})\n`;
      }
      frames.push(frame);
      done++;
      const seconds = (performance.now() - started) / 1000;
      progress.suite(`${frame.chip} ${mode.name}: ${frame.totalCycles} cycles`, `${done} of ${total} frames, ${seconds.toFixed(0)} s`);
      if (o.out !== undefined) {
        const png = encodePng(frame.image, width, height);
        writeFileSync(join(o.out, `${frame.chip.toLowerCase()}-${mode.name}.png`), png);
        images.push({ chip: frame.chip, mode: mode.name, png });
      }
    }
    progress.finish();
    if (o.out !== undefined) {
      // After the chip's modes: their heat maps share one colour scale.
      const maps = popsWaitHeatMaps(frames);
      for (const h of maps) writeFileSync(join(o.out, `${h.chip.toLowerCase()}-${h.mode}-pops-waits.png`), h.png);
      heatMaps.push(...maps);
    }
    io.stdout.write(`${formatChipTable(frames)}\n`);
    allFrames.push(...frames);
  }
  if (o.out !== undefined) {
    writeFileSync(join(o.out, 'report.html'), oitHtmlReport({ scene: o.scene, triangles: scene.indices.length / 3, frames: allFrames, images, heatMaps }));
  }
  const wall = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s wall`;
  io.stdout.write(`${traceNote}${total} frames in ${wall(started)}\n`);
  let current: string | undefined;
  const experiment = (label: string) => {
    if (current !== undefined) progress.end(current);
    current = label;
    return (pass: string, p: Parameters<typeof formatSubmitProgress>[0]) => progress.update(label, `${label} ${pass}`, () => formatSubmitProgress(p));
  };
  /** One experiment section: its rows in turn (one per mode or chip), then its table and wall time. */
  async function section<I, T>(name: string, items: readonly I[], run: (item: I) => Promise<T>, format: (rows: readonly T[]) => string): Promise<void> {
    const sectionStarted = performance.now();
    const rows: T[] = [];
    for (const item of items) rows.push(await run(item));
    progress.finish();
    io.stdout.write(`${format(rows)}\n${name} in ${wall(sectionStarted)}\n`);
  }
  if (o.p3) await section('P3', P3_MODE_NAMES, (mode) => runDrainComparison(mode, scene, experiment), formatDrainTable);
  const p4Runs = P4_CHIPS.flatMap((chip) => P4_MODE_NAMES.map((mode) => ({ chip, mode })));
  if (o.p4) await section('P4', p4Runs, (r) => runIntrawaveComparison(r.chip, r.mode, scene, experiment), formatIntrawaveTable);
  return 0;
}
