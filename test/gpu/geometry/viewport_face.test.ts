/** Viewport transform, face determination and culling. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateViewport, windowX, windowY, windowZ, type Viewport } from '../../../src/gpu/geometry/viewport.js';
import { isCulled, isFrontFacing, shoelaceSum } from '../../../src/gpu/geometry/face.js';
import { GeometryError } from '../../../src/gpu/geometry/errors.js';

const vp: Viewport = { x: 10, y: 20, width: 100, height: 50, minDepth: 0.25, maxDepth: 0.75 };

test('Vulkan viewport transform', () => {
  assert.equal(windowX(vp, -1, 1), 10);
  assert.equal(windowX(vp, 2, 2), 110);
  assert.equal(windowY(vp, -1, 1), 20); // NDC y = −1 is the top (y down)
  assert.equal(windowY(vp, 0.5, 1), 57.5);
  assert.equal(windowZ(vp, 0), 0.25);
  assert.equal(windowZ(vp, 0.5), 0.5);
  // Negative height flips y.
  assert.equal(windowY({ ...vp, y: 70, height: -50 }, -1, 1), 70);
});

test('invalid viewports are typed errors naming the field', () => {
  assert.throws(() => validateViewport({ ...vp, width: 0 }), (e: unknown) => e instanceof GeometryError && e.location === 'viewport.width');
  assert.throws(() => validateViewport({ ...vp, maxDepth: 2 }), (e: unknown) => e instanceof GeometryError && e.location === 'viewport.maxDepth');
  assert.throws(() => validateViewport({ ...vp, x: 40000 }), GeometryError);
});

test('face: screen-clockwise (y down) is back-facing with a CCW front face', () => {
  // (0,0) → (1,0) → (0,1) on a y-down screen turns clockwise; Vulkan a = −S/2 < 0.
  const s = shoelaceSum([0, 1, 0], [0, 0, 1], 3);
  assert.equal(s, 1);
  assert.equal(isFrontFacing(s, 'ccw'), false);
  assert.equal(isFrontFacing(s, 'cw'), true);
  assert.equal(isFrontFacing(shoelaceSum([0, 0, 1], [0, 1, 0], 3), 'ccw'), true);
});

test('cull modes', () => {
  assert.deepEqual(
    (['none', 'front', 'back', 'front-and-back'] as const).map((m) => [isCulled(true, m), isCulled(false, m)]),
    [[false, false], [true, false], [false, true], [true, true]],
  );
});
