import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FEED_WAVES_PER_SE } from '../../../src/gpu/engine/gpu_engine.js';
import { chipFor, isaOf, runScene } from './scene.js';

test('the SPI streams a large draw: queued waves stay bounded by back-pressure, not by the draw size', () => {
  const gfx = 'gfx10_3';
  const size = 256;
  const layers = 6;
  const run = () => runScene({ gfx, shader: [isaOf(gfx).exp('v0'), 's_endpgm'].join('\n'), width: size, height: size, triangles: layers });
  const s = run();
  const waves = (size * size * layers) / 64;
  assert.equal(s.stats.wavesLaunched, waves);
  assert.equal(s.stats.quads, (size * size * layers) / 4);
  // The FIFO target plus what one band (two pixel rows) can close on top of it.
  const bandWaves = size / 2 / 16 + 2 * chipFor(gfx).popsPackersPerSe * chipFor(gfx).shaderEngines;
  const bound = FEED_WAVES_PER_SE * chipFor(gfx).shaderEngines + bandWaves;
  assert.ok(s.stats.peakQueuedWaves <= bound, `peak ${s.stats.peakQueuedWaves} > ${bound}`);
  assert.ok(s.stats.peakQueuedWaves < waves / 4);
  // Streaming happens at deterministic points: a second run is identical.
  assert.deepEqual(run().stats, s.stats);
});
