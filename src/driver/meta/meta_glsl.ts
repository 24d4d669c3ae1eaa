/**
 * GLSL of the driver's meta passes (RADV's radv_meta_*), compiled to SPIR-V
 * ahead of time by tools/gen_meta_shaders.ts into meta_spirv.generated.ts (the
 * driver cannot wait for glslang while recording). Every pass draws one
 * full-screen triangle; the scissor limits it to the image.
 *
 * - `rect_vs`: the full-screen triangle (radv_meta_build_nir_vs_generate_vertices
 *   draws a rectangle; one triangle covers the same pixels).
 * - `noop_fs`: no outputs (radv_meta_build_nir_fs_noop), for the CB modes
 *   FMASK_DECOMPRESS and RESOLVE, where the CB does the work.
 * - `expand_fs_<n>`: FMASK expand (radv_meta_fmask_expand.c, a compute shader
 *   in RADV; popsim has no compute queue, so a fragment pass does it): reads
 *   every sample through FMASK (binding 0, a sampled view), then stores each to
 *   its own sample slot (binding 1, a storage view; image stores ignore FMASK).
 *   All samples are read before any is written: a store may overwrite a slot
 *   another sample's fragment lives in. The float view moves integer texels'
 *   bits unchanged (popsim's texture path returns integer channels as integers
 *   and stores pack them back).
 * - `resolve_fs_<n>_<kind>`: the fragment-shader resolve RADV uses on GFX11
 *   (radv_meta_resolve_fs.c, core radv_meta_build_resolve_shader_core): the
 *   mean of the samples for float/UNORM formats, sample 0 for integer ones.
 *   GFX11 has no FMASK, so RADV's samples-identical shortcut does not apply.
 */

export type ResolveKind = 'float' | 'uint' | 'sint';
export const META_SAMPLE_COUNTS = [2, 4, 8] as const;
export type MetaSamples = (typeof META_SAMPLE_COUNTS)[number];
export const RESOLVE_KINDS: readonly ResolveKind[] = ['float', 'uint', 'sint'];

export const RECT_VS = `#version 450
void main() {
  vec2 uv = vec2((gl_VertexIndex << 1) & 2, gl_VertexIndex & 2);
  gl_Position = vec4(uv * 2.0 - 1.0, 0.0, 1.0);
}
`;

export const NOOP_FS = `#version 450
void main() {}
`;

function repeat(n: number, line: (s: number) => string): string {
  return Array.from({ length: n }, (_, s) => line(s)).join('\n');
}

export function expandFs(samples: MetaSamples): string {
  return `#version 450
layout(set = 0, binding = 0) uniform sampler2DMS src;
layout(set = 0, binding = 1) writeonly uniform image2DMS dst;
void main() {
  ivec2 c = ivec2(gl_FragCoord.xy);
${repeat(samples, (s) => `  vec4 v${s} = texelFetch(src, c, ${s});`)}
${repeat(samples, (s) => `  imageStore(dst, c, ${s}, v${s});`)}
}
`;
}

export function resolveFs(samples: MetaSamples, kind: ResolveKind): string {
  const prefix = kind === 'float' ? '' : kind === 'uint' ? 'u' : 'i';
  const body =
    kind === 'float'
      ? `  vec4 sum = texelFetch(src, c, 0);
${repeat(samples - 1, (s) => `  sum += texelFetch(src, c, ${s + 1});`)}
  color = sum / ${samples}.0;`
      : '  color = texelFetch(src, c, 0);';
  return `#version 450
layout(set = 0, binding = 0) uniform ${prefix}sampler2DMS src;
layout(location = 0) out ${prefix}vec4 color;
void main() {
  ivec2 c = ivec2(gl_FragCoord.xy);
${body}
}
`;
}

/** Every meta shader by name: the generator's input and the driver's lookup keys. */
export function metaShaderSources(): ReadonlyMap<string, { readonly stage: 'vertex' | 'fragment'; readonly glsl: string }> {
  const out = new Map<string, { readonly stage: 'vertex' | 'fragment'; readonly glsl: string }>();
  out.set('rect_vs', { stage: 'vertex', glsl: RECT_VS });
  out.set('noop_fs', { stage: 'fragment', glsl: NOOP_FS });
  for (const n of META_SAMPLE_COUNTS) {
    out.set(`expand_fs_${n}`, { stage: 'fragment', glsl: expandFs(n) });
    for (const kind of RESOLVE_KINDS) out.set(`resolve_fs_${n}_${kind}`, { stage: 'fragment', glsl: resolveFs(n, kind) });
  }
  return out;
}
