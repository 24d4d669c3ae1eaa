/**
 * The OIT scene (issue 18, P1): the sample's random sequence (libstdc++
 * minstd_rand0 + generate_canonical<float>), the UV-sphere topology of
 * nvh::geometry::Sphere, the object ranges of main.cpp initScene, determinism,
 * and the Vulkan camera.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildOitScene, cameraProjView, MinstdRand0, sceneObjects, uniformFloat, uvSphere, VERTEX_FLOATS } from '../../../src/scenes/oit/scene.js';

test('minstd_rand0: the C++ standard\'s check value — the 10000th number from the default seed 1 is 1043618065', () => {
  const r = new MinstdRand0(1);
  let x = 0;
  for (let i = 0; i < 10000; i++) x = r.next();
  assert.equal(x, 1043618065);
});

test('uniform_real_distribution<float>: (x − 1) / 2^31 in float, from seed 3625', () => {
  const a = new MinstdRand0(3625);
  const b = new MinstdRand0(3625);
  for (let i = 0; i < 1000; i++) {
    const x = b.next();
    const u = uniformFloat(a);
    assert.equal(u, Math.fround(Math.fround(x - 1) / 2 ** 31));
    assert.ok(u >= 0 && u < 1);
  }
  // First engine value: 3625 · 16807 mod (2^31 − 1).
  assert.equal(uniformFloat(new MinstdRand0(3625)), Math.fround((3625 * 16807 - 1) / 2 ** 31));
});

test('UV sphere: subdiv 16 (32 sectors, 16 stacks) has 561 vertices and 960 triangles on the unit sphere, none degenerate', () => {
  const s = uvSphere(32, 16);
  assert.equal(s.positions.length / 3, 561);
  assert.equal(s.indices.length / 3, 960);
  for (let v = 0; v < 561; v++) {
    const [x, y, z] = [s.positions[v * 3]!, s.positions[v * 3 + 1]!, s.positions[v * 3 + 2]!];
    assert.ok(Math.abs(Math.hypot(x, y, z) - 1) < 1e-6);
  }
  for (let t = 0; t < 960; t++) {
    const [i, j, k] = [s.indices[t * 3]!, s.indices[t * 3 + 1]!, s.indices[t * 3 + 2]!];
    assert.ok(i < 561 && j < 561 && k < 561 && i !== j && j !== k && i !== k);
  }
  // (stacks + 1)(sectors + 1) vertices and 2·sectors·(stacks − 1) triangles for other sizes too.
  const small = uvSphere(4, 2);
  assert.equal(small.positions.length / 3, 15);
  assert.equal(small.indices.length / 3, 8);
});

test('scene objects: centres in [−4, 4)³, radius 0.45·(0.9u + 0.1), colour u² and alpha draw in [0, 1), deterministic', () => {
  const objects = sceneObjects(1024);
  assert.deepEqual(objects, sceneObjects(1024));
  for (const o of objects) {
    for (const c of o.center) assert.ok(c >= -4 && c < 4, `centre ${c}`);
    assert.ok(o.radius >= 0.045 - 1e-6 && o.radius < 0.45, `radius ${o.radius}`);
    for (const c of o.color) assert.ok(c >= 0 && c < 1);
  }
  // The sequence per object is x, y, z, radius, r, g, b, a: the first object from the raw draws.
  const rnd = new MinstdRand0(3625);
  const u = Array.from({ length: 8 }, () => uniformFloat(rnd));
  const first = objects[0]!;
  assert.deepEqual(first.center, [u[0]!, u[1]!, u[2]!].map((x) => Math.fround((x - 0.5) * 8)));
  assert.ok(Math.abs(first.radius - 0.45 * (0.9 * u[3]! + 0.1)) < 1e-6);
  assert.deepEqual(first.color, [Math.fround(u[4]! ** 2), Math.fround(u[5]! ** 2), Math.fround(u[6]! ** 2), u[7]]);
  // The spread covers the cube (1024 draws per axis).
  const xs = objects.map((o) => o.center[0]);
  assert.ok(Math.min(...xs) < -3.9 && Math.max(...xs) > 3.9);
});

test('baked scene: one vertex and index buffer, vertices on each sphere, indices per object offset', () => {
  const scene = buildOitScene({ objects: 3, subdiv: 16, width: 16, height: 16 });
  assert.equal(scene.verticesPerObject, 561);
  assert.equal(scene.trianglesPerObject, 960);
  assert.equal(scene.vertices.length, 3 * 561 * VERTEX_FLOATS);
  assert.equal(scene.indices.length, 3 * 960 * 3);
  scene.objects.forEach((o, i) => {
    for (let v = i * 561; v < (i + 1) * 561; v++) {
      const p = scene.vertices.subarray(v * VERTEX_FLOATS, v * VERTEX_FLOATS + 3);
      assert.ok(Math.abs(Math.hypot(p[0]! - o.center[0], p[1]! - o.center[1], p[2]! - o.center[2]) - o.radius) < 1e-5);
    }
    const idx = scene.indices.subarray(i * 2880, (i + 1) * 2880);
    assert.ok(idx.every((k) => k >= i * 561 && k < (i + 1) * 561));
  });
});

test('camera: 45° vertical FOV from (0, 0, 12), Vulkan clip space (y down, depth 0..1)', () => {
  const m = cameraProjView(1600, 1024);
  const project = (x: number, y: number, z: number) => {
    const c = [0, 1, 2, 3].map((r) => m[r]! * x + m[4 + r]! * y + m[8 + r]! * z + m[12 + r]!);
    return c.map((v) => v / c[3]!);
  };
  const origin = project(0, 0, 0);
  assert.ok(Math.abs(origin[0]!) < 1e-6 && Math.abs(origin[1]!) < 1e-6 && origin[2]! > 0 && origin[2]! < 1);
  // The top of the frustum at distance 12: y = 12·tan(22.5°) maps to ndc y = −1 (the image's top row).
  assert.ok(Math.abs(project(0, 12 * Math.tan(Math.PI / 8), 0)[1]! + 1) < 1e-5);
  assert.ok(Math.abs(project((12 * Math.tan(Math.PI / 8) * 1600) / 1024, 0, 0)[0]! - 1) < 1e-5);
  // Nearer is smaller depth.
  assert.ok(project(0, 0, 4)[2]! < project(0, 0, -4)[2]!);
});
