/**
 * Exports → render backends (src/gpu/rb, docs/gpu_rb.md): mrt0..7 go to the
 * colour backend, mrtz to late Z (exportDepth narrows the lanes' coverage
 * before the colour exports ACO places after it), null to nothing; in the
 * CB's decompress and resolve modes the done export (a null one, for RADV's
 * meta shaders) hands the wave's pixels to cb_modes.ts. With late
 * Z and no depth export, the wave's first export first tests each executing
 * lane's rasterized per-sample depth (the shader ran; discarded lanes are not
 * in EXEC and neither test nor write). Early Z happened at packing
 * (wave_packer.ts), so its waves arrive with coverage already narrowed.
 */
import type { GpuMemory } from '../memory/gpu_memory.js';
import type { SurfaceTraffic } from '../memory/surface_traffic.js';
import { exportColor } from '../rb/color_backend.js';
import { isSpecialCbMode, runCbMode } from '../rb/cb_modes.js';
import { depthTestSamples, exportDepth } from '../rb/depth_backend.js';
import { laneExecuting } from '../rb/lane_coverage.js';
import type { ExportEvent, ExportSink } from './export_sink.js';
import { lateZTestsRasterDepth } from '../spi/wave_args.js';

/** Export target numbers (EXP instruction TGT field): 0..7 mrt, 8 mrtz, 9 null. */
const TARGET_MRTZ = 8;

export class RenderBackendSink implements ExportSink {
  /** Samples written by colour exports and samples that passed depth (statistics, tests). */
  colorSamples = 0;
  depthPassed = 0;
  /** Pixels the CB's decompress / resolve modes processed (cb_modes.ts). */
  modePixels = 0;

  constructor(
    private readonly memory: GpuMemory,
    /** Where the colour backends count the bytes they move (RunStats.surfaces). */
    private readonly traffic: SurfaceTraffic,
  ) {}

  exportData(e: ExportEvent): void {
    const rb = e.draw.rb;
    const target = e.effect.target;
    if (e.first && lateZTestsRasterDepth(e.draw)) this.lateZ(e);
    if (target < 8) this.colorSamples += exportColor(rb, this.memory, e.wave, e.effect, e.lanes, this.traffic);
    else if (target === TARGET_MRTZ) this.depthPassed += exportDepth(rb, this.memory, e.wave, e.effect, e.lanes);
    // Decompress / resolve modes act on the wave's pixels once, at its done export (null included).
    if (e.effect.done && isSpecialCbMode(rb.cbMode)) this.modePixels += runCbMode(rb, this.memory, e.wave, e.lanes, this.traffic);
  }

  private lateZ(e: ExportEvent): void {
    const depth = e.draw.rb.depth!;
    const lanes = e.lanes;
    const sgpr = e.wave.sgpr;
    for (let lane = 0; lane < e.wave.waveSize; lane++) {
      const coverage = lanes.coverage[lane]!;
      if (coverage === 0 || !laneExecuting(sgpr, lane)) continue;
      const pass = depthTestSamples(this.memory, depth, lanes.x[lane]!, lanes.y[lane]!, coverage, lanes.zSample, lane * lanes.samples);
      lanes.coverage[lane] = pass;
      for (let m = pass; m !== 0; m &= m - 1) this.depthPassed++;
    }
  }
}
