/**
 * GLSL → SPIR-V in-process with glslang (the `@webgpu/glslang` build, Vulkan
 * semantics), after popsim's own preprocessing: OpenGL-style GLSL gets
 * Vulkan bindings and locations (opengl_dialect.ts), and extensions glslang
 * lacks are rewritten onto ones it has (extension_shims.ts).
 */
import { readSpirv } from '../spirv/index.js';
import { withDefaultUniformOffsets, type GlslAutoLayout } from './auto_layout.js';
import { GlslError, type GlslMessage } from './errors.js';
import { applyExtensionShims } from './extension_shims.js';
import { glslangOutput, loadGlslang, type SpirvVersion } from './glslang_module.js';
import { DEFAULT_UNIFORM_BLOCK, openglToVulkan, versionDirective } from './opengl_dialect.js';

export type ShaderStage = 'vertex' | 'fragment' | 'compute';

/**
 * vulkan: the source is Vulkan GLSL, given to glslang as written.
 * opengl: OpenGL-style GLSL (no binding/location qualifiers, loose uniforms)
 * — popsim assigns them (opengl_dialect.ts).
 * auto (default): opengl when the `#version` is missing or below 450 and not
 * an ES version, vulkan otherwise.
 */
export type GlslDialect = 'vulkan' | 'opengl' | 'auto';

export interface GlslOptions {
  /** Defaults to 1.3, the lowest version with GL_KHR_shader_subgroup_* support. */
  readonly spirvVersion?: SpirvVersion;
  /** Emit OpName/OpLine debug information (default false). */
  readonly debugInfo?: boolean;
  readonly dialect?: GlslDialect;
}

export interface GlslModule {
  readonly spirv: Uint32Array;
  /** What the OpenGL dialect assigned; undefined for Vulkan GLSL. */
  readonly autoLayout: GlslAutoLayout | undefined;
}

const STAGES: ReadonlySet<string> = new Set<ShaderStage>(['vertex', 'fragment', 'compute']);

/** Bison token names in glslang's syntax errors, as the characters the user typed. */
const TOKEN_TEXT: Readonly<Record<string, string>> = {
  LEFT_PAREN: "'('", RIGHT_PAREN: "')'", LEFT_BRACE: "'{'", RIGHT_BRACE: "'}'", LEFT_BRACKET: "'['", RIGHT_BRACKET: "']'",
  COMMA: "','", SEMICOLON: "';'", COLON: "':'", DOT: "'.'", EQUAL: "'='", BANG: "'!'", QUESTION: "'?'",
  IDENTIFIER: 'an identifier', TYPE_NAME: 'a type name', INTCONSTANT: 'an integer', FLOATCONSTANT: 'a float',
};

/** glslang's "syntax error, unexpected LEFT_BRACE, expecting RIGHT_PAREN or COMMA" in the user's characters. */
export function readableGlslangText(text: string): string {
  const m = /syntax error, unexpected (\w+)(?:, expecting (.*))?$/.exec(text);
  if (m === null) return text;
  const name = (t: string): string => TOKEN_TEXT[t] ?? t;
  const expected = m[2] === undefined ? '' : `, expected ${m[2].split(' or ').map(name).join(' or ')}`;
  return `syntax error: unexpected ${name(m[1]!)}${expected}`;
}

/** glslang's "ERROR: 0:12: 'x' : message" lines; summary lines are dropped. */
export function parseGlslangLog(lines: readonly string[]): GlslMessage[] {
  const out: GlslMessage[] = [];
  for (const raw of lines) {
    const m = /^(ERROR|WARNING): (?:(\d+):(\d+): )?(.*)$/.exec(raw.trim());
    if (m === null) continue;
    const text = m[4]!.trim();
    if (/compilation errors?\.|compilation terminated/.test(text)) continue;
    out.push({ severity: m[1] === 'ERROR' ? 'error' : 'warning', line: m[3] === undefined ? undefined : Number(m[3]), text: readableGlslangText(text) });
  }
  return out;
}

function resolveDialect(source: string, dialect: GlslDialect): 'vulkan' | 'opengl' {
  if (dialect !== 'auto') return dialect;
  const v = versionDirective(source);
  return v.profile !== 'es' && v.version < 450 ? 'opengl' : 'vulkan';
}

async function runGlslang(source: string, stage: ShaderStage, options: GlslOptions): Promise<Uint32Array> {
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

/** GLSL → SPIR-V words plus, for OpenGL-style GLSL, the bindings and locations popsim assigned. */
export async function compileGlslModule(source: string, stage: ShaderStage, options: GlslOptions = {}): Promise<GlslModule> {
  if (!STAGES.has(stage)) throw new GlslError('bad-stage', [], `unknown shader stage '${String(stage)}'`);
  const opengl = resolveDialect(source, options.dialect ?? 'auto') === 'opengl' ? openglToVulkan(source, stage) : undefined;
  const vulkan = opengl?.text ?? source;
  const v = versionDirective(vulkan);
  const spirv = await runGlslang(applyExtensionShims(vulkan, v.profile === 'es' || v.version >= 330), stage, options);
  return { spirv, autoLayout: opengl && withDefaultUniformOffsets(opengl.layout, readSpirv(spirv), DEFAULT_UNIFORM_BLOCK) };
}

export async function compileGlsl(source: string, stage: ShaderStage, options: GlslOptions = {}): Promise<Uint32Array> {
  return (await compileGlslModule(source, stage, options)).spirv;
}
