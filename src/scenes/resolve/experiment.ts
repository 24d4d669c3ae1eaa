/**
 * The samples-identical resolve experiment of issue 17 (seed 004, M1–M3):
 * render a 4x MSAA scene, then resolve it with one of the article's three
 * fragment shaders, as written (OpenGL GLSL, popsim binds `tex` to set 0
 * binding 0 and `coord`/`frag_color` to location 0): the plain average of
 * every sample, the samples-identical shortcut and the shortcut voted over
 * the subgroup (`anyInvocationsARB`). Two scenes: `interior`, a few large
 * triangles (the article's motivation: most pixels fully covered), and
 * `edges`, a grid of triangles a few pixels wide (most pixels on an edge).
 *
 * The scene pass and the resolve pass are separate submits, so the resolve's
 * RunStats (cycles, bytes per surface, L2) are the resolve's alone. The fourth
 * row, `cmd-resolve`, is vkCmdResolveImage.
 */
import { readFileSync } from 'node:fs';
import { createInstance, type RunStats } from '../../api/index.js';

export type ResolveScene = 'interior' | 'edges';
/** The article's three shaders, and vkCmdResolveImage (RADV's CB resolve on GFX9–10.3, fragment-shader resolve on GFX11). */
export type ResolveShader = 'plain' | 'identical' | 'vote' | 'cmd-resolve';
export const RESOLVE_SCENES: readonly ResolveScene[] = ['interior', 'edges'];
export const RESOLVE_SHADERS: readonly ResolveShader[] = ['plain', 'identical', 'vote', 'cmd-resolve'];

/** The article's shaders, verbatim (the two with the shortcut corrected: as printed they lack a ')'). */
const SHADER_FILES: Readonly<Record<Exclude<ResolveShader, 'cmd-resolve'>, string>> = {
  plain: 'resolve_plain.frag',
  identical: 'resolve_samples_identical.frag',
  vote: 'resolve_samples_identical_vote.frag',
};

/** The article's shaders hard-code NUM_SAMPLES 4. */
export const SAMPLES = 4;

function articleShader(shader: Exclude<ResolveShader, 'cmd-resolve'>): string {
  return readFileSync(new URL(`../../../../test/compiler/shaders/article/${SHADER_FILES[shader]}`, import.meta.url), 'utf8');
}

/**
 * The scene's vertex shader: triangles from gl_VertexIndex (no vertex buffers), each with a flat
 * colour from its index. `interior`: 4 triangles splitting the target along its diagonals through
 * an off-centre point; `edges`: a grid of 2·cells² triangles, cells×cells squares cut diagonally.
 */
function sceneVertexGlsl(scene: ResolveScene, cells: number): string {
  const position =
    scene === 'interior'
      ? `const vec2 corners[4] = vec2[4](vec2(-1.0, -1.0), vec2(1.0, -1.0), vec2(1.0, 1.0), vec2(-1.0, 1.0));
  const vec2 centre = vec2(0.137, -0.211);
  int v = gl_VertexIndex % 3;
  vec2 p = v == 0 ? centre : corners[(tri + v - 1) % 4];`
      : `int cell = tri / 2;
  vec2 origin = vec2(cell % ${cells}, cell / ${cells}) * (2.0 / ${cells}.0) - 1.0;
  const vec2 lower[3] = vec2[3](vec2(0.0, 0.0), vec2(1.0, 0.0), vec2(0.0, 1.0));
  const vec2 upper[3] = vec2[3](vec2(1.0, 0.0), vec2(1.0, 1.0), vec2(0.0, 1.0));
  vec2 corner = (tri % 2 == 0) ? lower[gl_VertexIndex % 3] : upper[gl_VertexIndex % 3];
  vec2 p = origin + corner * (2.0 / ${cells}.0);`;
  return `#version 450
layout(location = 0) flat out vec4 color;
void main() {
  int tri = gl_VertexIndex / 3;
  ${position}
  gl_Position = vec4(p, 0.0, 1.0);
  color = vec4(fract(float(tri) * 0.37), fract(float(tri) * 0.61), fract(float(tri) * 0.83), 1.0);
}
`;
}

const SCENE_FRAGMENT_GLSL = `#version 450
layout(location = 0) flat in vec4 color;
layout(location = 0) out vec4 outColor;
void main() { outColor = color; }
`;

/** A full-screen triangle whose `coord` is the pixel position (the article's resolve shaders read texels at ivec2(coord)). */
function resolveVertexGlsl(width: number, height: number): string {
  return `#version 450
layout(location = 0) out vec2 coord;
void main() {
  vec2 uv = vec2((gl_VertexIndex << 1) & 2, gl_VertexIndex & 2);
  gl_Position = vec4(uv * 2.0 - 1.0, 0.0, 1.0);
  coord = uv * vec2(${width}.0, ${height}.0);
}
`;
}

export interface ResolveRun {
  readonly chip: string;
  readonly scene: ResolveScene;
  readonly shader: ResolveShader;
  /** The resolve pass's statistics (cycles, RunStats.surfaces, memory). */
  readonly stats: RunStats;
  /** Resolved RGBA8, width·height·4 bytes. */
  readonly image: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export interface ResolveOptions {
  readonly width?: number;
  readonly height?: number;
  /** Grid cells per side of the `edges` scene (default: width / 4, triangles about 4 px wide). */
  readonly cells?: number;
}

/**
 * Renders `scene` at 4x MSAA on `chip` and resolves it with `shader`. The scene pass clears the
 * image (a fast clear where it has CMASK, M4); a barrier moves it to the layout the resolve reads it
 * in — shader-read (FMASK decompress) or transfer-src for vkCmdResolveImage.
 */
export async function runResolve(chip: string, scene: ResolveScene, shader: ResolveShader, options: ResolveOptions = {}): Promise<ResolveRun> {
  const width = options.width ?? 128;
  const height = options.height ?? 128;
  const cells = options.cells ?? Math.max(1, Math.floor(width / 4));
  const device = createInstance().physicalDevice(chip).createDevice();
  const [sceneVs, sceneFs] = await Promise.all([
    device.createShaderModuleFromGlsl(sceneVertexGlsl(scene, cells), 'vertex'),
    device.createShaderModuleFromGlsl(SCENE_FRAGMENT_GLSL, 'fragment'),
  ]);
  const scenePipeline = device.createGraphicsPipeline({
    layout: device.createPipelineLayout({ setLayouts: [] }),
    vertex: { module: sceneVs },
    fragment: { module: sceneFs },
    rasterization: { cullMode: 'none' },
    multisample: { rasterizationSamples: SAMPLES },
    rendering: { colorFormats: ['R8G8B8A8_UNORM'] },
  });
  const usage = ['color-attachment', 'sampled', 'transfer-src'] as const;
  const msaa = device.createImage({ format: 'R8G8B8A8_UNORM', width, height, samples: SAMPLES, usage: [...usage] });
  const resolved = device.createImage({ format: 'R8G8B8A8_UNORM', width, height, usage: ['color-attachment', 'transfer-src', 'transfer-dst'] });
  const triangles = scene === 'interior' ? 4 : 2 * cells * cells;
  const draw = device.createCommandBuffer().begin();
  draw.pipelineBarrier({ imageBarriers: [{ image: msaa, oldLayout: 'undefined', newLayout: 'color-attachment-optimal' }] });
  draw.beginRendering({ renderArea: { width, height }, colorAttachments: [{ view: device.createImageView(msaa), loadOp: 'clear', clearValue: { float: [0, 0, 0, 1] } }] });
  draw.bindPipeline(scenePipeline).draw(3 * triangles).endRendering();
  const readLayout = shader === 'cmd-resolve' ? 'transfer-src-optimal' : 'shader-read-only-optimal';
  draw.pipelineBarrier({ imageBarriers: [{ image: msaa, oldLayout: 'color-attachment-optimal', newLayout: readLayout }] });
  device.submit([draw.end()]);

  const cb = device.createCommandBuffer().begin();
  if (shader === 'cmd-resolve') {
    cb.resolveImage(msaa, resolved);
  } else {
    const [resolveVs, resolveFs] = await Promise.all([
      device.createShaderModuleFromGlsl(resolveVertexGlsl(width, height), 'vertex'),
      device.createShaderModuleFromGlsl(articleShader(shader), 'fragment'),
    ]);
    const setLayout = device.createDescriptorSetLayout({ bindings: [{ binding: 0, type: 'combined-image-sampler' }] });
    const layout = device.createPipelineLayout({ setLayouts: [setLayout] });
    const resolvePipeline = device.createGraphicsPipeline({
      layout,
      vertex: { module: resolveVs },
      fragment: { module: resolveFs },
      rasterization: { cullMode: 'none' },
      rendering: { colorFormats: ['R8G8B8A8_UNORM'] },
    });
    const set = device.createDescriptorPool({ maxSets: 1 }).allocate(setLayout);
    device.updateDescriptorSets([{ set, binding: 0, type: 'combined-image-sampler', image: device.createImageView(msaa), sampler: device.createSampler() }]);
    cb.beginRendering({ renderArea: { width, height }, colorAttachments: [{ view: device.createImageView(resolved) }] });
    cb.bindPipeline(resolvePipeline).bindDescriptorSets(layout, 0, [set]).draw(3).endRendering();
  }
  const stats = device.submit([cb.end()]);
  return { chip, scene, shader, stats, image: device.readImage(resolved), width, height };
}
