/**
 * GLSL extensions glslang 0.0.15 does not know, implemented as source
 * rewriting before glslang (docs/compiler_spirv.md):
 *
 * GL_EXT_shader_samples_identical (seed 004, M3): its `#extension` line
 * becomes GL_AMD_shader_fragment_mask plus
 *   #define textureSamplesIdenticalEXT(t, c) (fragmentMaskFetchAMD(t, c) == 0u)
 * — FMASK 0 means every sample uses fragment 0 (M1), the test Mesa's
 * nir_lower_samples_identical_to_fragment_fetch makes. The extension's macro
 * cannot be #defined (glslang rejects defining `GL_` names), so in `#if`,
 * `#elif`, `#ifdef` and `#ifndef` lines `defined GL_EXT_shader_samples_identical`
 * (and the bare name) read 1, as for any extension the implementation
 * supports; the article's `#if !defined GL_EXT_shader_samples_identical`
 * fallback therefore sees the extension.
 *
 * GL_ARB_shader_group_vote: the article calls `anyInvocationsARB`, the
 * extension names it `anyInvocationARB` (and `allInvocationsARB`,
 * `allInvocationsEqualARB`); its `#extension` line gains
 *   #define anyInvocationsARB anyInvocationARB
 *
 * Inserted lines are followed by `#line`, so glslang's line numbers stay the
 * user's.
 */

const SAMPLES_IDENTICAL = 'GL_EXT_shader_samples_identical';

const EXTENSION_LINE = /^\s*#\s*extension\s+(\w+)\s*:\s*(\w+)/;

/** Lines that replace an `#extension NAME : behavior` line (the line itself included), if any. */
function shimFor(name: string, behavior: string, line: string): string[] | undefined {
  const on = behavior !== 'disable';
  if (name === SAMPLES_IDENTICAL) {
    return on ? ['#extension GL_AMD_shader_fragment_mask : require', '#define textureSamplesIdenticalEXT(t, c) (fragmentMaskFetchAMD(t, c) == 0u)'] : [''];
  }
  if (name === 'GL_ARB_shader_group_vote' && on) return [line, '#define anyInvocationsARB anyInvocationARB'];
  return undefined;
}

/** `defined NAME` / `defined(NAME)` / NAME → 1 in a conditional directive. */
function conditionalWithExtension(line: string): string {
  const m = /^(\s*#\s*)(ifdef|ifndef)(\s+)GL_EXT_shader_samples_identical\b(.*)$/.exec(line);
  if (m) return `${m[1]}if${m[3]}${m[2] === 'ifdef' ? '1' : '0'}${m[4]}`;
  if (!/^\s*#\s*(if|elif)\b/.test(line)) return line;
  return line.replace(/\bdefined\s*\(\s*GL_EXT_shader_samples_identical\s*\)|\bdefined\s+GL_EXT_shader_samples_identical\b|\bGL_EXT_shader_samples_identical\b/g, '1');
}

/**
 * The source with the shims applied. `lineDirectiveSetsNextLine`: whether
 * `#line N` numbers the next line N (GLSL ≥ 3.30 and ES; before, N + 1).
 */
export function applyExtensionShims(source: string, lineDirectiveSetsNextLine: boolean): string {
  if (!source.includes(SAMPLES_IDENTICAL) && !source.includes('GL_ARB_shader_group_vote')) return source;
  const out: string[] = [];
  source.split('\n').forEach((line, k) => {
    const m = EXTENSION_LINE.exec(line);
    const shim = m ? shimFor(m[1]!, m[2]!, line) : undefined;
    if (shim === undefined) {
      out.push(conditionalWithExtension(line));
      return;
    }
    out.push(...shim);
    // Source line k + 1 (1-based) was this one; the next is k + 2.
    if (shim.length > 1) out.push(`#line ${lineDirectiveSetsNextLine ? k + 2 : k + 1}`);
  });
  return out.join('\n');
}
