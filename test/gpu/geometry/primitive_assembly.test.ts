/** Primitive assembly: lists, strips, fans, restart, primitive IDs. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assembleTriangles, type AssemblyInput } from '../../../src/gpu/geometry/primitive_assembly.js';
import { GeometryError } from '../../../src/gpu/geometry/errors.js';

function triangles(input: AssemblyInput): number[][] {
  const out: number[][] = [];
  const n = assembleTriangles(input, (a, b, c, id) => out.push([a, b, c, id]));
  assert.equal(n, out.length);
  return out;
}

test('triangle list: consecutive triples, trailing vertices ignored', () => {
  assert.deepEqual(triangles({ topology: 'triangle-list', count: 8, vertexCount: 8 }), [
    [0, 1, 2, 0],
    [3, 4, 5, 1],
  ]);
});

test('triangle strip: odd triangles swap their last two vertices (Vulkan order)', () => {
  assert.deepEqual(triangles({ topology: 'triangle-strip', count: 6, vertexCount: 6 }), [
    [0, 1, 2, 0],
    [1, 3, 2, 1],
    [2, 3, 4, 2],
    [3, 5, 4, 3],
  ]);
});

test('triangle fan: (i+1, i+2, 0), provoking vertex first', () => {
  assert.deepEqual(triangles({ topology: 'triangle-fan', count: 5, vertexCount: 5 }), [
    [1, 2, 0, 0],
    [2, 3, 0, 1],
    [3, 4, 0, 2],
  ]);
});

test('firstVertex offsets non-indexed draws and index values', () => {
  assert.deepEqual(triangles({ topology: 'triangle-list', count: 3, vertexCount: 10, firstVertex: 5 }), [[5, 6, 7, 0]]);
  assert.deepEqual(triangles({ topology: 'triangle-list', count: 3, vertexCount: 10, firstVertex: 2, indices: Uint32Array.of(0, 4, 1) }), [[2, 6, 3, 0]]);
});

test('strip restart (16-bit): a new strip starts, its parity restarts, IDs keep counting', () => {
  const indices = Uint16Array.of(0, 1, 2, 3, 0xffff, 4, 5, 6, 7);
  assert.deepEqual(triangles({ topology: 'triangle-strip', count: indices.length, vertexCount: 8, indices, primitiveRestart: true }), [
    [0, 1, 2, 0],
    [1, 3, 2, 1],
    [4, 5, 6, 2],
    [5, 7, 6, 3],
  ]);
});

test('fan restart (32-bit) takes a new centre; list restart drops the incomplete triangle', () => {
  const fan = Uint32Array.of(9, 1, 2, 3, 0xffffffff, 8, 4, 5);
  assert.deepEqual(triangles({ topology: 'triangle-fan', count: fan.length, vertexCount: 10, indices: fan, primitiveRestart: true }), [
    [1, 2, 9, 0],
    [2, 3, 9, 1],
    [4, 5, 8, 2],
  ]);
  const list = Uint16Array.of(0, 1, 0xffff, 2, 3, 4);
  assert.deepEqual(triangles({ topology: 'triangle-list', count: list.length, vertexCount: 5, indices: list, primitiveRestart: true }), [[2, 3, 4, 0]]);
});

test('without primitiveRestart the all-ones index is an ordinary (here out-of-range) index', () => {
  assert.throws(
    () => triangles({ topology: 'triangle-strip', count: 4, vertexCount: 4, indices: Uint16Array.of(0, 1, 0xffff, 2) }),
    (e: unknown) => e instanceof GeometryError && e.code === 'index-out-of-range' && e.location === 'index 2',
  );
});

test('an index buffer shorter than the draw is a typed error', () => {
  assert.throws(() => triangles({ topology: 'triangle-list', count: 6, vertexCount: 6, indices: Uint16Array.of(0, 1, 2) }), GeometryError);
});
