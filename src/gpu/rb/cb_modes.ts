/**
 * The CB's special modes (CB_COLOR_CONTROL.MODE) that RADV's meta passes run
 * as a draw of a rectangle with a pixel shader that exports nothing but a
 * null export (radv_meta_fast_clear.c, radv_meta_resolve.c "HW resolve"):
 * what the CB does with the pixels such a draw brings, not with the exported
 * data — colour exports write nothing in these modes (color_backend.ts).
 *
 * - CB_FMASK_DECOMPRESS, CB_ELIMINATE_FAST_CLEAR: every bound target with
 *   CMASK materialises the pixel's tile if it is fast cleared (M4,
 *   compressed_color.ts), so afterwards FMASK and colour memory alone
 *   describe the drawn area and the texture unit can read it. The two modes
 *   differ on hardware only for DCC, which popsim does not model.
 * - CB_RESOLVE: resolve.ts, target 0 into target 1.
 *
 * Which pixels: each lane with coverage whose EXEC bit is set at the wave's
 * `done` export (assumption: the CB acts once per pixel, when the last
 * export of its wave arrives; a pixel shader always ends its exports with
 * `done`). Late Z has narrowed coverage by then.
 */
import type { Wave } from '../cu/wave.js';
import type { GpuMemory } from '../memory/gpu_memory.js';
import type { SurfaceTraffic } from '../memory/surface_traffic.js';
import { materialiseIfCleared } from './compressed_color.js';
import { laneExecuting, type LaneCoverage } from './lane_coverage.js';
import { resolvePixel } from './resolve.js';
import type { CbMode, RbState } from './rb_state.js';
import { pixelInside } from '../../amd/surface_layout.js';

/** True for the modes `runCbMode` handles (neither CB_NORMAL nor CB_DISABLE). */
export function isSpecialCbMode(mode: CbMode): boolean {
  return mode !== 'normal' && mode !== 'disable';
}

/**
 * Runs the CB's special mode for the covered, executing lanes of a wave's done export.
 * Returns the number of pixels it processed.
 */
export function runCbMode(state: RbState, memory: GpuMemory, wave: Wave, lanes: LaneCoverage, traffic: SurfaceTraffic): number {
  const resolve = state.cbMode === 'resolve';
  const targets = state.targets;
  let pixels = 0;
  for (let lane = 0; lane < wave.waveSize; lane++) {
    if (lanes.coverage[lane] === 0 || !laneExecuting(wave.sgpr, lane)) continue;
    const x = lanes.x[lane]!;
    const y = lanes.y[lane]!;
    if (resolve) {
      const src = targets[0]!;
      if (!pixelInside(src.surface, x, y)) continue;
      resolvePixel(memory, src, targets[1]!, x, y, traffic);
    } else {
      for (let i = 0; i < targets.length; i++) {
        const t = targets[i];
        if (t?.metadata.cmask !== undefined && pixelInside(t.surface, x, y)) materialiseIfCleared(memory, t, x, y, traffic);
      }
    }
    pixels++;
  }
  return pixels;
}
