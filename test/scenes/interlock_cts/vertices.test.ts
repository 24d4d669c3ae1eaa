import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ATTRIBUTE_COMPONENTS, caseByName, cornerPosition, vertexStream } from '../../../src/scenes/interlock_cts/index.js';

test('strip corners: the CTS vertex formula (oversized quad, z from 1 to -1)', () => {
  assert.deepEqual(cornerPosition(0), [-1, -1, 1, 1]);
  assert.deepEqual(cornerPosition(1), [-1, 3, -1, 1]);
  assert.deepEqual(cornerPosition(2), [3, -1, 1, 1]);
  assert.deepEqual(cornerPosition(3), [3, 3, -1, 1]);
});

test('vertex stream: N quads unrolled to strip-ordered triangles carrying primID bits', () => {
  const s = vertexStream(caseByName('basic.nodiscard.image.pixel_ordered.4xaa.no_sample_shading.8x8'));
  assert.equal(s.topology, 'triangle-list');
  assert.equal(s.vertexCount, 8 * 6);
  assert.equal(s.attributeComponents, ATTRIBUTE_COMPONENTS);
  const bits = new Int32Array(s.attributes.buffer);
  // Quad 5, triangle 1 = strip vertices (1, 3, 2): vertex 5·6 + 3 is corner 1.
  const v = 5 * 6 + 3;
  assert.deepEqual(Array.from(s.positions.subarray(v * 4, v * 4 + 4)), [-1, 3, -1, 1]);
  assert.deepEqual(Array.from(s.positions.subarray((v + 1) * 4, (v + 1) * 4 + 4)), [3, 3, -1, 1]);
  assert.equal(bits[v * 4], 5);
  assert.equal(bits[v * 4 + 1], 0);
  assert.equal(bits[0], 0);
  assert.equal(bits[(s.vertexCount - 1) * 4], 7);
  assert.equal(vertexStream(caseByName('basic.nodiscard.image.sample_ordered.1xaa.no_sample_shading.8x8')).vertexCount, 32 * 6);
});
