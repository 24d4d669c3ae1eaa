/**
 * The SPI's input side: rasterizes a draw and packs its quads, per shader
 * engine and POPS packer, into waves through the POPS unit's packing contract
 * (docs/gpu_pops.md): a quad the packer refuses (`full`, or
 * `collision-new-wave` when overlapping invocations must go to another wave)
 * closes the wave being packed and starts the next. Closed waves wait in a
 * FIFO per packer; the engine launches them in order when the POPS unit and a
 * wave slot allow it.
 *
 * Simplification (docs/gpu_engine.md): a draw is rasterized and packed as a
 * whole when the command processor reaches it, so memory grows with the
 * draw's quads rather than with the waves in flight.
 */
import type { Target } from '../../isa/gfx_level.js';
import type { CompiledProgram } from '../cu/program.js';
import type { VertexData } from '../geometry/vertex_data.js';
import type { PopsUnit } from '../pops/pops_unit.js';
import type { PackingWave } from '../pops/packing_wave.js';
import { copyQuad, createQuadRecord, type QuadRecord } from '../raster/quad_record.js';
import { rasterizeDraw, type DrawInput, type RasterPrimitive, type RasterStats } from '../raster/rasterizer.js';
import type { DrawState } from '../draw_state.js';

/** What every wave of a draw shares. */
export interface DrawLaunch {
  readonly id: number;
  readonly state: DrawState;
  readonly program: CompiledProgram;
  readonly target: Target;
  readonly vertices: VertexData;
}

/** A closed wave waiting for launch: the POPS packing state plus the quads' data. */
export interface PackedWave {
  readonly se: number;
  readonly packing: PackingWave;
  readonly draw: DrawLaunch;
  /** Quad q's rasterizer record (copied). */
  readonly quads: QuadRecord[];
  /** Wave-local primitive index of quad q (consecutive quads of one primitive share it). */
  readonly quadPrim: Int32Array;
  /** Wave-local primitive p → the draw's primitive. */
  readonly prims: RasterPrimitive[];
}

/** Pixel tiles of 32x32 are spread over shader engines (assumption, docs/gpu_engine.md). */
const SE_TILE_LOG2 = 5;

export function shaderEngineOf(x: number, y: number, engines: number): number {
  return ((x >> SE_TILE_LOG2) + (y >> SE_TILE_LOG2)) % engines;
}

/** Per shader engine and packer: FIFOs of closed waves. */
export class WaveQueues {
  /** queues[se][packer] */
  readonly queues: PackedWave[][][];
  private heads: number[][];

  constructor(readonly units: readonly PopsUnit[]) {
    this.queues = units.map((u) => Array.from({ length: u.packers }, () => []));
    this.heads = units.map((u) => new Array<number>(u.packers).fill(0));
  }

  push(w: PackedWave): void {
    this.queues[w.se]![w.packing.packer]!.push(w);
  }

  head(se: number, packer: number): PackedWave | undefined {
    return this.queues[se]![packer]![this.heads[se]![packer]!];
  }

  pop(se: number, packer: number): void {
    const q = this.queues[se]![packer]!;
    const h = ++this.heads[se]![packer]!;
    if (h === q.length) {
      q.length = 0;
      this.heads[se]![packer] = 0;
    }
  }

  /** Waves not launched yet. */
  get pending(): number {
    let n = 0;
    this.queues.forEach((packers, se) => packers.forEach((q, p) => (n += q.length - this.heads[se]![p]!)));
    return n;
  }
}

/** Rasterizes and packs one draw (one instance) into `queues`. */
export function packDraw(draw: DrawLaunch, input: DrawInput, units: readonly PopsUnit[], queues: WaveQueues): RasterStats {
  const engines = units.length;
  const open: (PackedWave | undefined)[][] = units.map((u) => new Array<PackedWave | undefined>(u.packers).fill(undefined));
  const prims = new Map<number, RasterPrimitive>();
  for (const u of units) u.configureDraw(draw.state.pops);

  const start = (se: number, packer: number): PackedWave => {
    const unit = units[se]!;
    const packing = unit.startPacking(packer);
    const w: PackedWave = { se, packing, draw, quads: [], quadPrim: new Int32Array(packing.quadX.length), prims: [] };
    open[se]![packer] = w;
    return w;
  };
  const close = (w: PackedWave): void => {
    open[w.se]![w.packing.packer] = undefined;
    if (w.packing.quadCount > 0) queues.push(w);
  };

  const stats = rasterizeDraw(input, draw.state.raster, {
    primitive(p) {
      prims.set(p.seq, p);
    },
    quad(q) {
      const se = shaderEngineOf(q.x, q.y, engines);
      const unit = units[se]!;
      const packer = unit.packerFor(q.x, q.y);
      let w = open[se]![packer] ?? start(se, packer);
      if (unit.addQuad(w.packing, q.x, q.y, q.coverage) !== 'added') {
        // 'full' or 'collision-new-wave': launch this wave, the quad opens the next (an empty wave always takes it).
        close(w);
        w = start(se, packer);
        unit.addQuad(w.packing, q.x, q.y, q.coverage);
      }
      const index = w.packing.quadCount - 1;
      const record = createQuadRecord(q.samples);
      copyQuad(record, q);
      w.quads.push(record);
      const prim = prims.get(q.primitiveSeq)!;
      const last = w.prims[w.prims.length - 1];
      if (last !== prim) w.prims.push(prim);
      w.quadPrim[index] = w.prims.length - 1;
    },
  });
  for (const packers of open) for (const w of packers) if (w !== undefined) close(w);
  return stats;
}
