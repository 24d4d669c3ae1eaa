/**
 * GLSL of the suite, generated per case with the logic of the CTS shaders
 * (vktFragmentShaderInterlockBasic.cpp). Each fragment invocation computes a
 * word coordinate (per sample, samples side by side along x, when it runs per
 * sample; per 2x2 coarse fragment for shading-rate interlock; else per pixel),
 * then inside the interlock reads the word, ORs in its primitive's bits and
 * writes it back; ordered modes first check that every earlier primitive's
 * bits are set and clobber the word to 0 otherwise.
 *
 * Differences from the CTS text (not its logic): only the resource the case
 * uses is declared (image at binding 0, SSBO at binding 1, as the CTS's
 * descriptor set), shifts are written on uint operands (same bits: 1 << 31 is
 * 0x80000000 either way), and GL_NV_shading_rate_image is enabled only where
 * the shading-rate layout qualifiers need it.
 */
import { bitsPerQuad, coarseWords, granularityOf, perSampleWords, type InterlockCase } from './cases.js';

/** Layout qualifier of the interlock mode (GL_ARB_fragment_shader_interlock / GL_NV_shading_rate_image). */
export function interlockLayout(c: InterlockCase): string {
  switch (c.interlock) {
    case 'pixel_ordered':
      return 'pixel_interlock_ordered';
    case 'pixel_unordered':
      return 'pixel_interlock_unordered';
    case 'sample_ordered':
      return 'sample_interlock_ordered';
    case 'sample_unordered':
      return 'sample_interlock_unordered';
    case 'shading_rate_ordered':
      return 'shading_rate_interlock_ordered';
    case 'shading_rate_unordered':
      return 'shading_rate_interlock_unordered';
    default: {
      const never: never = c.interlock;
      throw new Error(`unknown interlock ${String(never)}`);
    }
  }
}

/** The fragment shader of one case. */
export function fragmentShaderGlsl(c: InterlockCase): string {
  const ordered = c.interlock.endsWith('_ordered');
  const image = c.resource === 'image';
  const bpq = bitsPerQuad(c);
  const lines: string[] = ['#version 450 core', '#extension GL_ARB_fragment_shader_interlock : require'];
  if (granularityOf(c) === 'shading-rate') lines.push('#extension GL_NV_shading_rate_image : require');
  lines.push(`layout(${interlockLayout(c)}) in;`);
  lines.push(
    image
      ? 'layout(set = 0, binding = 0, r32ui) coherent uniform uimage2D resultImage;'
      : 'layout(set = 0, binding = 1, std430) coherent buffer ResultBuffer { uint words[]; } resultBuffer;',
  );
  lines.push('layout(location = 0) flat in int primID;', '', 'void main()', '{');
  lines.push('  ivec2 coord = ivec2(gl_FragCoord.xy);', `  uint stride = ${c.dim}u;`);
  if (perSampleWords(c)) {
    // One word per sample, samples spread along x; gl_SampleID makes the shader run per sample.
    lines.push(`  coord.x = coord.x * ${c.samples} + gl_SampleID;`, `  stride *= ${c.samples}u;`);
  } else if (coarseWords(c)) {
    // One word per 2x2 coarse fragment.
    lines.push('  coord /= 2;', '  stride /= 2u;');
  }
  if (perSampleWords(c)) {
    // One bit per primitive.
    lines.push('  uint mask = 1u << uint(primID);', '  uint previousMask = mask - 1u;');
  } else {
    // The primitive's whole coverage, in its own group of bitsPerQuad bits.
    lines.push(
      `  uint shift = uint(primID) * ${bpq}u;`,
      '  uint mask = uint(gl_SampleMaskIn[0]) << shift;',
      '  uint previousMask = (1u << shift) - 1u;',
    );
  }
  if (c.killOdd) lines.push(`  if (coord.y < ${c.dim / 4} && (coord.x & 1) != 0) discard;`);
  lines.push('  beginInvocationInterlockARB();');
  if (c.killOdd) lines.push('  if ((coord.x & 1) != 0) discard;');
  if (image) {
    lines.push('  uint value = imageLoad(resultImage, coord).x;');
  } else {
    lines.push('  uint index = uint(coord.y) * stride + uint(coord.x);', '  uint value = resultBuffer.words[index];');
  }
  if (ordered) {
    lines.push('  if ((value & previousMask) == previousMask) value |= mask; else value = 0u;');
  } else {
    lines.push('  value |= mask;');
  }
  lines.push(image ? '  imageStore(resultImage, coord, uvec4(value, 0u, 0u, 0u));' : '  resultBuffer.words[index] = value;');
  lines.push('  endInvocationInterlockARB();');
  if (c.killOdd) lines.push('  discard;');
  lines.push('}', '');
  return lines.join('\n');
}

/**
 * The vertex shader, the same for every case: vertex i of a 4-vertex triangle strip at
 * (2·(i&2) − 1, 4·(i&1) − 1, 1 − 2·(i&1), 1) — an oversized quad whose first triangle
 * covers the whole viewport — and primID = gl_InstanceIndex. `cornerPosition` is the
 * same formula on the host.
 */
export const VERTEX_SHADER_GLSL = [
  '#version 450 core',
  'layout(location = 0) out int primID;',
  '',
  'void main()',
  '{',
  '  primID = gl_InstanceIndex;',
  '  int i = gl_VertexIndex;',
  '  gl_Position = vec4(2.0 * float(i & 2) - 1.0, 4.0 * float(i & 1) - 1.0, 1.0 - 2.0 * float(i & 1), 1.0);',
  '}',
  '',
].join('\n');

/**
 * The vertex shader the API runner uses: it passes `vertexStream(c)` through — clip position at
 * location 0, primID at location 1 — so all N quads are one draw, as the CTS's instanced
 * `cmdDraw(4, N)` is one draw on hardware (docs/cts.md, "Vertex stage"). `primIdScale` multiplies
 * the primID it outputs: RADV links the stages and moves the fragment shader's `primID * k` into
 * the vertex shader (nir_opt_varyings), so ACO's fragment code expects the product.
 */
export function streamVertexShaderGlsl(primIdScale = 1): string {
  return [
    '#version 450 core',
    'layout(location = 0) in vec4 position;',
    'layout(location = 1) in int primIDIn;',
    'layout(location = 0) out int primID;',
    '',
    'void main()',
    '{',
    primIdScale === 1 ? '  primID = primIDIn;' : `  primID = primIDIn * ${primIdScale};`,
    '  gl_Position = position;',
    '}',
    '',
  ].join('\n');
}

export const STREAM_VERTEX_SHADER_GLSL = streamVertexShaderGlsl();
