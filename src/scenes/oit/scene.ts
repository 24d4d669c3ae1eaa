/**
 * The OIT experiment's scene (issue 18), after nvpro-samples
 * vk_order_independent_transparency `main.cpp initScene` (P1, P2): N UV spheres
 * baked into one vertex and one index buffer, their centres, radii and colours
 * drawn from the sample's random sequence, and the sample's camera.
 *
 * Random sequence: `std::default_random_engine rnd(3625)` with
 * `std::uniform_real_distribution<float>` in [0, 1). With libstdc++ the engine
 * is `minstd_rand0` (x' = 16807·x mod 2^31 − 1) and the distribution calls
 * `std::generate_canonical<float, 24>`, which takes one engine value per draw
 * (log2 of the engine's range, 30, covers 24 bits) and returns
 * float(x − 1) / float(2^31 − 2) — the divisor rounds to 2^31 in float — clamped
 * below 1. `uniformFloat` reproduces that bit for bit.
 *
 * Draw order per object: centre x, y, z; radius; colour r, g, b, a — the order
 * the sample's source lists them. *Assumption:* the three (four) draws inside
 * one vector constructor are evaluated left to right. C++ leaves the order of
 * constructor arguments unspecified and GCC usually evaluates them right to
 * left, so a GCC build of the sample may have x and z (r and a, g and b)
 * swapped; the distributions are the same either way.
 *
 * Mesh: the sample's `nvh::geometry::Sphere<Vertex>::add(mesh, T·S, 2·subdiv, subdiv)`
 * (the UV sphere of nvpro's `createSphereUv`): (stacks+1)·(sectors+1) vertices,
 * the poles' degenerate triangles dropped, 2·sectors·(stacks − 1) triangles.
 * *Simplification:* the vertex normal is the unit sphere's normal (the sample
 * transforms it with the object's matrix; shading normalises it anyway), and
 * sin/cos are the host's double-precision ones rounded to float, not libm's
 * `sinf`/`cosf` (differences in the last bit of a vertex).
 */

/** Scene parameters; the sample's defaults are 1024 objects, subdiv 16, 1600×1024. */
export interface OitSceneParams {
  readonly objects: number;
  readonly subdiv: number;
  readonly width: number;
  readonly height: number;
}

export const SAMPLE_SCENE: OitSceneParams = { objects: 1024, subdiv: 16, width: 1600, height: 1024 };

/** The sample's seed (`std::default_random_engine rnd(3625)`). */
export const SCENE_SEED = 3625;
/** `GLOBAL_SCALE` and `GRID_SIZE` of the sample's main.cpp. */
const GLOBAL_SCALE = 8;
const GRID_SIZE = 16;
/** `State::scaleMin` / `scaleWidth` (oit.h). */
const SCALE_MIN = 0.1;
const SCALE_WIDTH = 0.9;

/** Floats per vertex: position xyz, normal xyz, colour rgba (the sample's 40-byte Vertex). */
export const VERTEX_FLOATS = 10;

const f = Math.fround;

/** libstdc++'s `minstd_rand0`: the multiplicative congruential engine of Park and Miller. */
export class MinstdRand0 {
  private state: number;
  constructor(seed: number) {
    const s = seed % 2147483647;
    this.state = s === 0 ? 1 : s;
  }
  next(): number {
    // 16807 · (2^31 − 2) < 2^53: exact in a double.
    this.state = (this.state * 16807) % 2147483647;
    return this.state;
  }
}

/** `uniform_real_distribution<float>(0, 1)` over minstd_rand0, as libstdc++ computes it. */
export function uniformFloat(rnd: MinstdRand0): number {
  // float(x − min) · 1 / float(max − min + 1); max − min + 1 = 2^31 − 2 rounds to 2^31 in float.
  const r = f(f(rnd.next() - 1) / 2147483648);
  return r >= 1 ? f(1 - 2 ** -24) : r;
}

export interface OitObject {
  readonly center: readonly [number, number, number];
  readonly radius: number;
  /** Unpremultiplied linear colour (u², u², u²) and the alpha draw u (alpha = 0.2 + 0.3·u in the shader). */
  readonly color: readonly [number, number, number, number];
}

/** The objects in draw order, exactly as the sample draws them from its random sequence. */
export function sceneObjects(count: number): OitObject[] {
  const rnd = new MinstdRand0(SCENE_SEED);
  const objects: OitObject[] = [];
  const radiusScale = f(f(GLOBAL_SCALE * f(0.9)) / GRID_SIZE);
  for (let i = 0; i < count; i++) {
    const c = [uniformFloat(rnd), uniformFloat(rnd), uniformFloat(rnd)].map((u) => f(f(u - 0.5) * GLOBAL_SCALE));
    const radius = f(radiusScale * f(f(uniformFloat(rnd) * f(SCALE_WIDTH)) + f(SCALE_MIN)));
    const [r, g, b, a] = [uniformFloat(rnd), uniformFloat(rnd), uniformFloat(rnd), uniformFloat(rnd)];
    objects.push({ center: [c[0]!, c[1]!, c[2]!], radius, color: [f(r * r), f(g * g), f(b * b), a] });
  }
  return objects;
}

export interface SphereMesh {
  /** Unit-sphere positions (= normals), 3 floats per vertex. */
  readonly positions: Float32Array;
  /** Triangle list, 3 indices per triangle, relative to the sphere's first vertex. */
  readonly indices: Uint32Array;
}

/** The UV sphere of nvh::geometry::Sphere::add: `sectors` around, `stacks` from pole to pole. */
export function uvSphere(sectors: number, stacks: number): SphereMesh {
  const width = sectors + 1;
  const positions = new Float32Array((stacks + 1) * width * 3);
  let p = 0;
  for (let z = 0; z <= stacks; z++) {
    const angleZ = (1 - f(f(1 / stacks) * z)) * Math.PI;
    for (let xy = 0; xy <= sectors; xy++) {
      const angleXy = f(f(1 / sectors) * xy) * Math.PI * 2;
      positions[p++] = Math.cos(angleXy) * Math.sin(angleZ);
      positions[p++] = Math.sin(angleXy) * Math.sin(angleZ);
      positions[p++] = Math.cos(angleZ);
    }
  }
  const indices: number[] = [];
  let v = 0;
  for (let z = 0; z < stacks; z++) {
    for (let xy = 0; xy < sectors; xy++, v++) {
      // The first triangle of the last row and the second of the first row have two vertices at a pole.
      if (z !== stacks - 1) indices.push(v + width + 1, v + width, v);
      if (z !== 0) indices.push(v, v + 1, v + width + 1);
    }
    v++;
  }
  return { positions, indices: Uint32Array.from(indices) };
}

export interface OitScene {
  readonly params: OitSceneParams;
  readonly objects: readonly OitObject[];
  /** VERTEX_FLOATS floats per vertex. */
  readonly vertices: Float32Array;
  readonly indices: Uint32Array;
  readonly verticesPerObject: number;
  readonly trianglesPerObject: number;
  /** Column-major projection · view (GLSL `mat4` layout). */
  readonly projView: Float32Array;
}

/** Column-major 4×4 product a·b. */
function mul(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(16);
  for (let c = 0; c < 4; c++) {
    for (let r = 0; r < 4; r++) {
      let s = 0;
      for (let k = 0; k < 4; k++) s += a[k * 4 + r]! * b[c * 4 + k]!;
      out[c * 4 + r] = s;
    }
  }
  return out;
}

/**
 * The sample's camera (main.cpp): eye (0, 0, 12) looking at the origin, up +Y;
 * `glm::perspectiveRH_ZO(45°, width/height, 0.01, 50)` with row 1 negated — Vulkan
 * clip space: depth 0 at the near plane, 1 at the far plane, +Y world up at the image top.
 */
export function cameraProjView(width: number, height: number): Float32Array {
  const eyeZ = 0.75 * GRID_SIZE;
  // look_at((0,0,12), 0, +Y): axes unchanged, translate by −eye.
  const view = new Float64Array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -eyeZ, 1]);
  const near = 0.01;
  const far = 50;
  const t = 1 / Math.tan((45 * Math.PI) / 180 / 2);
  const aspect = width / height;
  const proj = new Float64Array(16);
  proj[0] = t / aspect;
  proj[5] = -t;
  proj[10] = far / (near - far);
  proj[11] = -1;
  proj[14] = -(far * near) / (far - near);
  return Float32Array.from(mul(proj, view));
}

/** Builds the sample's scene: its objects, the baked vertex and index buffers, the camera. */
export function buildOitScene(params: OitSceneParams): OitScene {
  return bakeOitScene(params, sceneObjects(params.objects));
}

/** Bakes `objects` (any, e.g. a test's own) as UV spheres of `params.subdiv` into one mesh, with the sample's camera. */
export function bakeOitScene(params: OitSceneParams, objects: readonly OitObject[]): OitScene {
  const sphere = uvSphere(2 * params.subdiv, params.subdiv);
  const perObject = sphere.positions.length / 3;
  const vertices = new Float32Array(objects.length * perObject * VERTEX_FLOATS);
  const indices = new Uint32Array(objects.length * sphere.indices.length);
  let o = 0;
  objects.forEach((obj, i) => {
    for (let v = 0; v < perObject; v++) {
      const n = sphere.positions.subarray(v * 3, v * 3 + 3);
      for (let k = 0; k < 3; k++) vertices[o + k] = obj.center[k]! + obj.radius * n[k]!;
      vertices.set(n, o + 3);
      vertices.set(obj.color, o + 6);
      o += VERTEX_FLOATS;
    }
    const base = i * perObject;
    const first = i * sphere.indices.length;
    for (let k = 0; k < sphere.indices.length; k++) indices[first + k] = sphere.indices[k]! + base;
  });
  return {
    params,
    objects,
    vertices,
    indices,
    verticesPerObject: perObject,
    trianglesPerObject: sphere.indices.length / 3,
    projView: cameraProjView(params.width, params.height),
  };
}
