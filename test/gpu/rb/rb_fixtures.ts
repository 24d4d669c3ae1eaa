/** Shared helpers for the render-backend tests: register programming, waves, float bits. */
import type { GfxLevel, Target } from '../../../src/isa/gfx_level.js';
import { RegisterFile } from '../../../src/gpu/regs/register_file.js';
import { setField } from '../../../src/amd/registers/register_db.js';
import { Wave, type CompiledProgram } from '../../../src/gpu/cu/wave.js';
import { GpuMemory } from '../../../src/gpu/memory/gpu_memory.js';
import type { ExportEffect } from '../../../src/gpu/rb/export_format.js';
import type { RbState } from '../../../src/gpu/rb/rb_state.js';
import { createLaneCoverage } from '../../../src/gpu/rb/lane_coverage.js';
import { runCbMode } from '../../../src/gpu/rb/cb_modes.js';
import type { SurfaceTraffic } from '../../../src/gpu/memory/surface_traffic.js';

const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
export const bits = (v: number): number => ((f32[0] = v), u32[0]!);
export const float = (b: number): number => ((u32[0] = b), f32[0]!);

/** Writes register `name` with fields given as numbers or enumerator names (other fields 0 unless `keep`). */
export function setReg(regs: RegisterFile, name: string, fields: Record<string, number | string>, keep = false): void {
  const db = regs.db;
  const reg = db.register(name);
  let value = keep ? regs.read(reg.offset) : 0;
  for (const [field, v] of Object.entries(fields)) {
    const n = typeof v === 'string' ? db.enumValue(reg, field, v) : v;
    value = setField(value, db.field(reg, field), n);
  }
  regs.write(reg.offset, value);
}

export interface TargetSetup {
  readonly index?: number;
  readonly address: number;
  readonly width: number;
  readonly height: number;
  readonly samples?: number;
  readonly cbFormat: string;
  readonly numberType: string;
  readonly exportFormat: string;
  readonly targetMask?: number;
  readonly shaderMask?: number;
}

/** Programs colour target n the way a driver would (linear surface, CB_NORMAL, ROP3 copy). */
export function programTarget(regs: RegisterFile, t: TargetSetup): void {
  const n = t.index ?? 0;
  const p = `CB_COLOR${n}`;
  const gfx = regs.gfx;
  const log2 = Math.log2(t.samples ?? 1);
  regs.write(regs.db.register(`${p}_BASE`).offset, (t.address / 256) % 2 ** 32);
  setReg(regs, `${p}_BASE_EXT`, { BASE_256B: Math.floor(t.address / 2 ** 40) });
  setReg(regs, `${p}_INFO`, { FORMAT: t.cbFormat, NUMBER_TYPE: t.numberType });
  setReg(regs, `${p}_ATTRIB`, gfx === 'gfx11' ? { NUM_FRAGMENTS: log2 } : { NUM_SAMPLES: log2, NUM_FRAGMENTS: log2 });
  setReg(regs, `${p}_ATTRIB2`, { MIP0_WIDTH: t.width - 1, MIP0_HEIGHT: t.height - 1 });
  setReg(regs, 'CB_TARGET_MASK', { [`TARGET${n}_ENABLE`]: t.targetMask ?? 15 }, true);
  setReg(regs, 'CB_SHADER_MASK', { [`OUTPUT${n}_ENABLE`]: t.shaderMask ?? 15 }, true);
  setReg(regs, 'SPI_SHADER_COL_FORMAT', { [`COL${n}_EXPORT_FORMAT`]: t.exportFormat }, true);
  setReg(regs, 'CB_COLOR_CONTROL', { MODE: 'CB_NORMAL', ROP3: 0xcc });
}

export function targetOf(gfx: GfxLevel): Target {
  switch (gfx) {
    case 'gfx9':
      return { gfx, cpu: 'gfx900', wave64: true };
    case 'gfx10':
      return { gfx, cpu: 'gfx1010', wave64: false };
    case 'gfx10_3':
      return { gfx, cpu: 'gfx1030', wave64: false };
    case 'gfx11':
      return { gfx, cpu: 'gfx1100', wave64: false };
  }
}

/** A wave whose program is never run: the render backends only read its registers. */
export function makeWave(gfx: GfxLevel, vgprCount = 8): Wave {
  const wave = new Wave({ uid: 1, target: targetOf(gfx), program: {} as CompiledProgram, vgprCount, lds: new Uint32Array(0) });
  wave.sgpr[126] = 0xffffffff;
  wave.sgpr[127] = 0xffffffff;
  return wave;
}

export function setVgpr(wave: Wave, v: number, lane: number, value: number): void {
  wave.vgpr[v * wave.waveSize + lane] = value >>> 0;
}

export function exportEffect(sources: readonly number[], options: { target?: number; compressed?: boolean } = {}): ExportEffect {
  let enable = 0;
  sources.forEach((s, i) => {
    if (s >= 0) enable |= 1 << i;
  });
  return { kind: 'export', target: options.target ?? 0, enable, done: true, validMask: true, compressed: options.compressed ?? false, sources };
}

export function newMemory(): GpuMemory {
  return new GpuMemory({ capacityBytes: 1 << 24 });
}

/**
 * What a meta-pass draw brings the CB in a special mode: waves whose lanes cover `pixels` in order
 * (coverage: sample 0, as RADV rasterises its meta rectangles single-sampled; lanes beyond the list
 * have none), EXEC = `exec` in each wave. Returns the sum of runCbMode's pixel counts.
 */
export function cbModeWaves(state: RbState, memory: GpuMemory, pixels: readonly (readonly [number, number])[], traffic: SurfaceTraffic, exec = 0xffffffff): number {
  const wave = makeWave(state.gfx);
  wave.sgpr[126] = exec >>> 0;
  wave.sgpr[127] = exec >>> 0;
  const lanes = createLaneCoverage(wave.waveSize);
  let processed = 0;
  for (let first = 0; first < pixels.length; first += wave.waveSize) {
    lanes.coverage.fill(0);
    for (let lane = 0; lane < wave.waveSize && first + lane < pixels.length; lane++) {
      const [x, y] = pixels[first + lane]!;
      lanes.x[lane] = x;
      lanes.y[lane] = y;
      lanes.coverage[lane] = 1;
    }
    processed += runCbMode(state, memory, wave, lanes, traffic);
  }
  return processed;
}

/** Every pixel of the w×h rectangle at (x0, y0), row by row. */
export function rectPixels(x0: number, y0: number, w: number, h: number): [number, number][] {
  const out: [number, number][] = [];
  for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) out.push([x, y]);
  return out;
}
