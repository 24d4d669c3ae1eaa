/**
 * `popsim compile`: GLSL (.frag/.vert, compiled in-process with glslang) or
 * SPIR-V (.spv) → popsim's compiler → disassembly, optionally the optimised
 * IR, and the register values a driver would program.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PopsimError } from '../common/popsim_error.js';
import type { Target } from '../isa/gfx_level.js';
import { compileSpirv, type CompileResult } from '../compiler/compile.js';
import { inapplicablePopsDebugSwitches, INTRAWAVE_COLLISION_LEVELS, type PopsDebugSwitches } from '../compiler/backend/index.js';
import type { Stage } from '../compiler/ir/ir.js';
import { compileGlslModule, type GlslAutoLayout } from '../compiler/glsl/index.js';

export interface CompileCommandOptions {
  readonly file: string;
  readonly target: Target;
  readonly stage?: Stage;
  readonly entryPoint?: string;
  readonly showIr: boolean;
  readonly debug: PopsDebugSwitches;
  /** S8: --intrawave-collisions. */
  readonly intrawaveCollisions?: boolean;
}

/** CLI spelling (kebab-case) of each compiler POPS debug switch (docs/compiler_backend.md). */
export const POPS_DEBUG_NAMES: Readonly<Record<string, keyof PopsDebugSwitches>> = {
  'no-overlap-check': 'noOverlapCheck',
  'no-gfx9-wrap-fix': 'noGfx9WrapFix',
  'no-packer-setreg': 'noPackerSetreg',
  'no-ordered-ps-done-on-discard': 'noOrderedPsDoneOnDiscard',
  'no-ordered-ps-done': 'noOrderedPsDone',
  'no-wait-before-done': 'noWaitBeforeDone',
  'non-coherent-ordered-accesses': 'nonCoherentOrderedAccesses',
  'no-dummy-export': 'noDummyExport',
};

/** Bad `popsim compile` input; `location` is the file, option or POPS debug switch at fault. */
export class CompileCommandError extends PopsimError<'unknown-switch' | 'bad-spirv-size' | 'unknown-stage' | 'switch-not-applicable'> {
  readonly kind = 'input';
}

const STAGES: readonly Stage[] = ['vertex', 'fragment'];

/** `--stage`: vertex or fragment (undefined: from the file's extension). */
export function parseStage(text: string | undefined): Stage | undefined {
  if (text === undefined) return undefined;
  const stage = STAGES.find((s) => s === text);
  if (stage === undefined) throw new CompileCommandError('unknown-stage', '--stage', `'${text}' is not a stage popsim compiles (${STAGES.join(', ')})`);
  return stage;
}

/**
 * `--pops-debug` switches and `--intrawave-collisions` must mean something on the target
 * (the compiler's POPS_DEBUG_SWITCH_LEVELS, INTRAWAVE_COLLISION_LEVELS); the error names the switch
 * as it was typed and the target.
 */
export function checkSwitchesForTarget(debug: PopsDebugSwitches, intrawaveCollisions: boolean, target: Target): void {
  const names = inapplicablePopsDebugSwitches(debug, target.gfx).map((key) => Object.keys(POPS_DEBUG_NAMES).find((n) => POPS_DEBUG_NAMES[n] === key)!);
  if (names.length > 0) {
    throw new CompileCommandError('switch-not-applicable', '--pops-debug', `${names.join(', ')} has no meaning on ${target.cpu} (${target.gfx}): its POPS protocol has no such element`);
  }
  if (intrawaveCollisions && !INTRAWAVE_COLLISION_LEVELS.includes(target.gfx)) {
    throw new CompileCommandError('switch-not-applicable', '--intrawave-collisions', `has no meaning on ${target.cpu} (${target.gfx}): overlapping invocations are always in different waves there (S10)`);
  }
}

export function parsePopsDebug(text: string): PopsDebugSwitches {
  const switches: Partial<Record<keyof PopsDebugSwitches, boolean>> = {};
  for (const name of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const key = Object.hasOwn(POPS_DEBUG_NAMES, name) ? POPS_DEBUG_NAMES[name] : undefined;
    if (key === undefined) {
      const valid = `valid: ${Object.keys(POPS_DEBUG_NAMES).join(', ')}`;
      throw new CompileCommandError('unknown-switch', name, valid, `--pops-debug: unknown POPS debug switch '${name}'; ${valid}`);
    }
    switches[key] = true;
  }
  return switches;
}

function stageOfExtension(file: string): Stage | undefined {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.frag') return 'fragment';
  if (ext === '.vert') return 'vertex';
  return undefined;
}

/** The compiled shader and, for OpenGL-style GLSL, the bindings and locations popsim assigned. */
export type CompileFileResult = CompileResult & { readonly autoLayout?: GlslAutoLayout };

export async function compileFile(options: CompileCommandOptions): Promise<CompileFileResult> {
  checkSwitchesForTarget(options.debug, options.intrawaveCollisions === true, options.target);
  const ext = path.extname(options.file).toLowerCase();
  let spirv: Uint32Array;
  let autoLayout: GlslAutoLayout | undefined;
  let stage = options.stage;
  if (ext === '.spv') {
    const bytes = readFileSync(options.file);
    if (bytes.length % 4 !== 0) throw new CompileCommandError('bad-spirv-size', options.file, `${bytes.length} bytes is not a whole number of SPIR-V words`);
    spirv = new Uint32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  } else {
    stage ??= stageOfExtension(options.file);
    if (!stage) throw new CompileCommandError('unknown-stage', options.file, 'cannot tell the stage from the extension; use .frag/.vert/.spv or --stage');
    ({ spirv, autoLayout } = await compileGlslModule(readFileSync(options.file, 'utf8'), stage, { debugInfo: true }));
  }
  const result = compileSpirv({ spirv, stage, entryPoint: options.entryPoint, target: options.target, debug: options.debug, intrawaveCollisions: options.intrawaveCollisions });
  return autoLayout === undefined ? result : { ...result, autoLayout };
}

const hex = (v: number): string => `0x${(v >>> 0).toString(16).padStart(8, '0')}`;

/** The `; OpenGL GLSL, bound by popsim: …` comment line: what popsim bound where (docs/compiler_spirv.md). */
function autoLayoutLine(layout: GlslAutoLayout): string {
  const resources = layout.resources.map((r) => {
    const inside = r.kind === 'default-uniforms' ? ` { ${layout.defaultUniforms!.members.map((m) => `${m.name} @${m.offset}`).join(', ')} }` : '';
    return `${r.name}${inside} → set ${r.set} binding ${r.binding}`;
  });
  const locs = (dir: string, ls: GlslAutoLayout['inputs']): string[] => ls.map((l) => `${dir} ${l.name} → location ${l.location}`);
  return `; OpenGL GLSL, bound by popsim: ${[...resources, ...locs('in', layout.inputs), ...locs('out', layout.outputs)].join('; ')}`;
}

/** The listing `popsim compile` prints: IR (optional), config as comments, disassembly. */
export function compileListing(result: CompileFileResult, target: Target, showIr: boolean): string {
  const c = result.config;
  const lines: string[] = [];
  if (showIr) lines.push(result.irText.trimEnd().split('\n').map((l) => `// ${l}`).join('\n'), '');
  if (result.autoLayout !== undefined) lines.push(autoLayoutLine(result.autoLayout));
  lines.push(`; ${target.cpu} (${target.gfx}), wave${c.waveSize}, ${result.code.length} dwords, ${c.vgprCount} VGPRs, ${c.sgprCount} SGPRs`);
  const interlock = result.info.interlock;
  if (interlock) lines.push(`; interlock: ${interlock.granularity} ${interlock.ordered ? 'ordered' : 'unordered'}`);
  if (c.vertex) {
    const v = c.vertex;
    const gfx11 = target.gfx === 'gfx11' ? ' (GFX11 has no legacy VS stage: for inspection; popsim runs vertex shaders on the host)' : '';
    lines.push(
      `; vertex shader${gfx11}`,
      `; SPI_SHADER_PGM_RSRC1_VS = ${hex(c.rsrc1)} (VGPR_COMP_CNT ${v.vgprCompCnt})  SPI_SHADER_PGM_RSRC2_VS = ${hex(c.rsrc2)}`,
      `; SPI_VS_OUT_CONFIG = ${hex(v.spiVsOutConfig)}  SPI_SHADER_POS_FORMAT = ${hex(v.spiShaderPosFormat)}  params = [${v.paramLocations.map((l) => `location ${l}`).join(', ')}]`,
      result.disassembly.trimEnd(),
    );
    return lines.join('\n');
  }
  const loads = [...(c.loadCollisionWaveId ? ['COLLISION_WAVEID'] : []), ...(c.loadIntrawaveCollision ? ['INTRAWAVE_COLLISION'] : [])];
  lines.push(
    `; SPI_SHADER_PGM_RSRC1 = ${hex(c.rsrc1)}  SPI_SHADER_PGM_RSRC2 = ${hex(c.rsrc2)}`,
    `; SPI_PS_INPUT_ENA = ${hex(c.spiPsInputEna)}  SPI_PS_INPUT_ADDR = ${hex(c.spiPsInputAddr)}`,
    `; SPI_SHADER_COL_FORMAT = ${hex(c.spiShaderColFormat)}  SPI_SHADER_Z_FORMAT = ${hex(c.spiShaderZFormat)}`,
    `; DB_SHADER_CONTROL (shader bits; the POPS fields are the driver's) = ${hex(c.dbShaderControl)}`,
    ...(loads.length > 0 ? [`; loads ${loads.join(', ')} (RSRC2; the driver sets PA_SC_SHADER_CONTROL to match)`] : []),
    result.disassembly.trimEnd(),
  );
  return lines.join('\n');
}
