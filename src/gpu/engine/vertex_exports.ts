/**
 * A vertex wave's exports (docs/gpu_vertex.md): `exp pos0` writes each valid
 * lane's clip-space position into the wave's batch, `exp paramN` (GFX9–10.3)
 * its parameter N — the position buffer and parameter cache of the hardware,
 * read at issue like every export. pos1..3 (clip distances, point size) are
 * not modelled and are dropped; compressed (16-bit) vertex exports are refused.
 * Lanes are the batch's vertices; EXEC selects the lanes written.
 */
import { laneActive, type Wave } from '../cu/wave.js';
import type { Effect } from '../cu/effect.js';
import type { VertexBatch } from '../spi/vertex_batch.js';
import { GpuError } from './errors.js';

/** Export targets: pos0 and the first parameter (GFX9–10.3). */
const TARGET_POS0 = 12;
const TARGET_PARAM0 = 32;

export function captureVertexExport(batch: VertexBatch, wave: Wave, e: Extract<Effect, { kind: 'export' }>): void {
  if (e.compressed) throw new GpuError('unsupported', `wave ${wave.uid}`, 'compressed vertex exports are not modelled');
  const t = e.target;
  let out: Float32Array;
  let stride: number;
  let base: number;
  if (t === TARGET_POS0) {
    out = batch.vertices.positions;
    stride = 4;
    base = 0;
  } else if (t >= TARGET_PARAM0 && t < TARGET_PARAM0 + 32) {
    stride = batch.vertices.attributeComponents;
    base = 4 * (t - TARGET_PARAM0);
    // A parameter past the count the registers announce has no storage: dropped, as pos1..3 are.
    if (base >= stride) return;
    out = batch.vertices.attributes;
  } else return;
  const size = wave.waveSize;
  const vf = wave.vgprF32;
  for (let c = 0; c < 4; c++) {
    const src = e.sources[c]!;
    if (((e.enable >>> c) & 1) === 0 || src < 0) continue;
    const row = src * size;
    for (let l = 0; l < batch.lanes; l++) if (laneActive(wave, l)) out[l * stride + base + c] = vf[row + l]!;
  }
}
