/** GLSL → SPIR-V in-process with glslang (the `@webgpu/glslang` build, Vulkan semantics). */
import { GlslError, type GlslMessage } from './errors.js';
import { glslangOutput, loadGlslang, type SpirvVersion } from './glslang_module.js';

export type ShaderStage = 'vertex' | 'fragment' | 'compute';

export interface GlslOptions {
  /** Defaults to 1.3, the lowest version with GL_KHR_shader_subgroup_* support. */
  readonly spirvVersion?: SpirvVersion;
  /** Emit OpName/OpLine debug information (default false). */
  readonly debugInfo?: boolean;
}

const STAGES: ReadonlySet<string> = new Set<ShaderStage>(['vertex', 'fragment', 'compute']);

/** glslang's "ERROR: 0:12: 'x' : message" lines; summary lines are dropped. */
export function parseGlslangLog(lines: readonly string[]): GlslMessage[] {
  const out: GlslMessage[] = [];
  for (const raw of lines) {
    const m = /^(ERROR|WARNING): (?:(\d+):(\d+): )?(.*)$/.exec(raw.trim());
    if (m === null) continue;
    const text = m[4]!.trim();
    if (/compilation errors?\.|compilation terminated/.test(text)) continue;
    out.push({ severity: m[1] === 'ERROR' ? 'error' : 'warning', line: m[3] === undefined ? undefined : Number(m[3]), text });
  }
  return out;
}

export async function compileGlsl(source: string, stage: ShaderStage, options: GlslOptions = {}): Promise<Uint32Array> {
  if (!STAGES.has(stage)) throw new GlslError('bad-stage', [], `unknown shader stage '${String(stage)}'`);
  const glslang = await loadGlslang();
  glslangOutput.length = 0;
  try {
    return glslang.compileGLSL(source, stage, options.debugInfo ?? false, options.spirvVersion ?? '1.3');
  } catch (e) {
    const messages = parseGlslangLog(glslangOutput);
    throw new GlslError('compile-failed', messages, `glslang: ${e instanceof Error ? e.message : String(e)}`);
  } finally {
    glslangOutput.length = 0;
  }
}
