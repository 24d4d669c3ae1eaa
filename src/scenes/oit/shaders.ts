/**
 * GLSL of the OIT experiment (issue 18): the sphere vertex shader, the
 * interlock colour pass and the composite pass, written after the algorithm of
 * nvpro-samples vk_order_independent_transparency `shaders/oitInterlock.frag.glsl`
 * (PASS_COLOR, PASS_COMPOSITE), `oitColorDepthDefines.glsl`,
 * `oitCompositeDefines.glsl` and `shaderCommon.glsl` (P1, P2). What differs from
 * the sample and why is in docs/oit.md ("Differences from the sample"):
 * the A-buffer is a storage buffer (std430 uvec2 / uvec4 elements, the same
 * bytes as the sample's rg32ui / rgba32ui texel buffer; popsim has no RG32
 * format), the per-sample aux images stack the sample layers vertically (popsim
 * has no array images), early fragment tests without post_depth_coverage
 * (there is no opaque geometry, so the coverage is the same), and the colour
 * target is R8G8B8A8_UNORM holding linear colour (no sRGB formats).
 *
 * Descriptor set 0, shared by all pipelines: binding 0 the scene UBO,
 * 1 the A-buffer SSBO, 2 the fragment counter image (r32ui), 3 the
 * furthest-inserted depth image (r32ui).
 */
import type { OitMode } from './modes.js';

/** The sample's OIT_LAYERS default (oit.h `oitLayers`). */
export const OIT_LAYERS = 8;

export const BINDING = { scene: 0, abuffer: 1, aux: 2, auxDepth: 3 } as const;

/** Bytes of the scene UBO: mat4 projView, ivec4 viewport (w, h, w·h, 0), vec4 (alphaMin, alphaWidth, 0, 0). */
export const SCENE_UBO_BYTES = 96;

/** What a shader variant depends on, the sample's compile-time defines. */
export interface OitShaderConfig {
  readonly layers: number;
  /** OIT_MSAA. */
  readonly samples: number;
  /** OIT_SAMPLE_SHADING: one invocation (and one A-buffer list) per sample. */
  readonly sampleShading: boolean;
  /** OIT_INTERLOCK_IS_ORDERED. */
  readonly ordered: boolean;
}

export function shaderConfig(mode: OitMode): OitShaderConfig {
  return { layers: OIT_LAYERS, samples: mode.samples, sampleShading: mode.sampleShading, ordered: mode.ordered };
}

/** OIT_COVERAGE_SHADING of the sample's common.h: MSAA with one invocation per pixel stores coverage masks. */
export function coverageShading(c: OitShaderConfig): boolean {
  return c.samples > 1 && !c.sampleShading;
}

const SCENE_BLOCK = `layout(set = 0, binding = ${BINDING.scene}, std140) uniform Scene {
  mat4 projView;
  ivec4 viewport;   // width, height, width * height, unused
  vec4 alphaRange;  // alphaMin, alphaWidth
} scene;`;

/** Positions, normals and colours of the baked sphere mesh (scene.ts VERTEX_FLOATS layout). */
export const VERTEX_SHADER_GLSL = `#version 450
${SCENE_BLOCK}
layout(location = 0) in vec3 inPosition;
layout(location = 1) in vec3 inNormal;
layout(location = 2) in vec4 inColor;
layout(location = 0) out vec3 outNormal;
layout(location = 1) out vec4 outColor;
void main() {
  gl_Position = scene.projView * vec4(inPosition, 1.0);
  outNormal = inNormal;
  outColor = inColor;
}
`;

/** The composite pass's full-screen triangle (the sample's fullScreenTriangle.vert.glsl idea). */
export const FULL_SCREEN_VERTEX_GLSL = `#version 450
void main() {
  vec2 uv = vec2((gl_VertexIndex << 1) & 2, gl_VertexIndex & 2);
  gl_Position = vec4(uv * 2.0 - 1.0, 0.0, 1.0);
}
`;

/**
 * The clear pass: fragment counters := 0, furthest depths := 0xFFFFFFFF, one invocation per texel of the
 * aux images (a full-screen triangle over them). The sample clears them with vkCmdClearColorImage; in
 * popsim a clear is a CP DMA fill, which the GPU model does not time, so the clear is a shader here.
 */
export const CLEAR_PASS_GLSL = `#version 450
layout(set = 0, binding = ${BINDING.aux}, r32ui) writeonly uniform uimage2D imgAux;
layout(set = 0, binding = ${BINDING.auxDepth}, r32ui) writeonly uniform uimage2D imgDepth;
void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  imageStore(imgAux, p, uvec4(0u));
  imageStore(imgDepth, p, uvec4(0xFFFFFFFFu));
}
`;

/** Declarations both fragment passes share: the element type, the A-buffer, the list position, colour helpers. */
function commonFragment(c: OitShaderConfig, access: 'coherent' | 'readonly'): string {
  const element = coverageShading(c) ? 'uvec4' : 'uvec2';
  const sampleId = c.sampleShading ? 'gl_SampleID' : '0';
  return `const int OIT_LAYERS = ${c.layers};
const int OIT_MSAA = ${c.samples};
#define Element ${element}
${SCENE_BLOCK}
// Element: x = packed unpremultiplied sRGB colour, y = depth bits${coverageShading(c) ? ', z = coverage mask' : ''}.
layout(set = 0, binding = ${BINDING.abuffer}, std430) ${access} buffer ABuffer { Element elements[]; } abuffer;
layout(set = 0, binding = ${BINDING.aux}, r32ui) ${access} uniform uimage2D imgAux;

// A-buffer list of this pixel (sample): layer i at listPos + i * viewSize, layer-major, sample-major.
int sampleIndex() { return ${sampleId}; }
ivec2 auxCoord() { return ivec2(gl_FragCoord.xy) + ivec2(0, sampleIndex() * scene.viewport.y); }
int listPos() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  return scene.viewport.z * OIT_LAYERS * sampleIndex() + p.y * scene.viewport.x + p.x;
}

float toSrgb(float c) { return c < 0.0031308 ? c * 12.92 : pow(c, 1.0 / 2.4) * 1.055 - 0.055; }
float toLinear(float c) { return c < 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4); }
vec4 toSrgb(vec4 c) { return vec4(toSrgb(c.r), toSrgb(c.g), toSrgb(c.b), c.a); }
vec4 toLinear(vec4 c) { return vec4(toLinear(c.r), toLinear(c.g), toLinear(c.b), c.a); }
`;
}

/** The interlock colour pass: keep the OIT_LAYERS nearest fragments, tail-blend the rest. */
export function colorPassGlsl(c: OitShaderConfig): string {
  const granularity = c.sampleShading ? 'sample' : 'pixel';
  const order = c.ordered ? 'ordered' : 'unordered';
  const mask = coverageShading(c) ? 'uint(gl_SampleMaskIn[0])' : '0u';
  const element = coverageShading(c) ? `uvec4(packed, depthBits, ${mask}, 0u)` : 'uvec2(packed, depthBits)';
  return `#version 450
#extension GL_ARB_fragment_shader_interlock : require
layout(early_fragment_tests) in;
layout(${granularity}_interlock_${order}) in;
${commonFragment(c, 'coherent')}
// Depth of the furthest fragment inserted since the list filled up (cleared to 0xFFFFFFFF).
layout(set = 0, binding = ${BINDING.auxDepth}, r32ui) coherent uniform uimage2D imgDepth;

layout(location = 0) in vec3 inNormal;
layout(location = 1) in vec4 inColor;
layout(location = 0) out vec4 outColor;

// Gooch shading between a cool blue and white by the angle to a fixed light.
vec4 shading() {
  float warmth = dot(normalize(inNormal), normalize(vec3(-1.0, 2.0, 1.0))) * 0.5 + 0.5;
  vec3 rgb = inColor.rgb * mix(vec3(0.0, 0.25, 0.75), vec3(1.0), warmth);
  return vec4(rgb, clamp(scene.alphaRange.x + inColor.a * scene.alphaRange.y, 0.0, 1.0));
}

void main() {
  vec4 color = shading();
  uint packed = packUnorm4x8(toSrgb(color));
  uint depthBits = floatBitsToUint(gl_FragCoord.z);
  Element value = ${element};
  int base = listPos();
  int viewSize = scene.viewport.z;
  ivec2 coord = auxCoord();

  beginInvocationInterlockARB();
  if (depthBits <= imageLoad(imgDepth, coord).r) {
    uint count = imageLoad(imgAux, coord).r;
    imageStore(imgAux, coord, uvec4(count + 1u));
    if (count < uint(OIT_LAYERS)) {
      abuffer.elements[base + int(count) * viewSize] = value;
      color = vec4(0.0);  // stored: nothing to tail-blend
    } else {
      int furthest = 0;
      uint maxDepth = 0u;
      for (int i = 0; i < OIT_LAYERS; i++) {
        uint d = abuffer.elements[base + i * viewSize].y;
        if (d > maxDepth) { maxDepth = d; furthest = i; }
      }
      if (maxDepth > depthBits) {
        // This fragment takes the furthest one's slot; the furthest one is tail-blended instead.
        color = toLinear(unpackUnorm4x8(abuffer.elements[base + furthest * viewSize].x));
        abuffer.elements[base + furthest * viewSize] = value;
        imageStore(imgDepth, coord, uvec4(maxDepth));
      }
    }
  }
  endInvocationInterlockARB();
  outColor = vec4(color.rgb * color.a, color.a);  // premultiplied, blended "over" by the colour target
}
`;
}

/** The composite pass: sort each list by depth and blend it front to back over the colour target. */
export function compositePassGlsl(c: OitShaderConfig): string {
  const blend = coverageShading(c)
    ? `  for (int s = 0; s < OIT_MSAA; s++) {
    vec4 sampleColor = vec4(0.0);
    for (int i = 0; i < n; i++) {
      if ((list[i].z & (1u << uint(s))) != 0u) blendUnder(sampleColor, list[i].x);
    }
    sum += sampleColor;
  }
  sum /= float(OIT_MSAA);`
    : `  for (int i = 0; i < n; i++) blendUnder(sum, list[i].x);`;
  return `#version 450
${commonFragment(c, 'readonly')}
layout(location = 0) out vec4 outColor;

// color := color over (packed unpremultiplied sRGB fragment).
void blendUnder(inout vec4 color, uint packed) {
  vec4 f = toLinear(unpackUnorm4x8(packed));
  f.rgb *= f.a;
  color += (1.0 - color.a) * f;
}

void main() {
  int n = min(OIT_LAYERS, int(imageLoad(imgAux, auxCoord()).r));
  int base = listPos();
  Element list[OIT_LAYERS];
  for (int i = 0; i < n; i++) list[i] = abuffer.elements[base + i * scene.viewport.z];
  // Bubble sort, nearest first.
  for (int i = n - 2; i >= 0; i--) {
    for (int j = 0; j <= i; j++) {
      if (list[j].y > list[j + 1].y) { Element t = list[j]; list[j] = list[j + 1]; list[j + 1] = t; }
    }
  }
  vec4 sum = vec4(0.0);
${blend}
  outColor = sum;
}
`;
}
