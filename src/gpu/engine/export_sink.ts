/**
 * The seam between the engine and whatever receives a wave's exports: by
 * default the render backends (rb_sink.ts), `DISCARD_EXPORTS` to only count
 * them, or a test's own sink (GpuOptions.exportSink).
 *
 * Why its own file: the effect dispatch (effect_dispatch.ts) sends exports
 * and the render-backend sink receives them; both import this leaf, neither
 * imports the other, and gpu.ts plugs one into the other.
 */
import type { Effect } from '../cu/effect.js';
import type { Wave } from '../cu/wave.js';
import type { LaneMap } from '../spi/wave_args.js';
import type { DrawLaunch } from '../spi/wave_packer.js';

/**
 * An export as the render backends receive it (the wave's registers are read
 * at issue). `wave` and `lanes` are valid during `exportData` only: the
 * engine reuses them for a later wave once this one has ended.
 */
export interface ExportEvent {
  readonly cycle: number;
  readonly waveUid: number;
  readonly effect: Extract<Effect, { kind: 'export' }>;
  readonly wave: Wave;
  readonly lanes: LaneMap;
  /** The wave's draw: render-backend state and depth order. */
  readonly draw: DrawLaunch;
  /** The wave's first export (late Z with interpolated depth runs here). */
  readonly first: boolean;
}

/** Where exports go: the render backends (src/gpu/rb) plug in here. */
export interface ExportSink {
  exportData(e: ExportEvent): void;
}

/** Exports are counted only (no render backend attached). */
export const DISCARD_EXPORTS: ExportSink = { exportData() {} };
