/**
 * Wave slots of the CUs: each shader engine owns a contiguous range of CUs;
 * a pixel wave goes to the least-loaded SIMD of its shader engine (ties: the
 * lowest CU, then the lowest SIMD), so allocation is deterministic. VGPR and
 * LDS budgets are not modelled: a slot is the only limit (docs/gpu_engine.md).
 */
import type { ChipInfo } from '../../amd/chips.js';

export interface SlotRef {
  readonly cu: number;
  readonly simd: number;
}

export class WaveSlots {
  readonly simdsPerCu: number;
  readonly slotsPerSimd: number;
  readonly cuCount: number;
  /** Waves resident per SIMD, index cu * simdsPerCu + simd. */
  readonly load: Int32Array;
  /**
   * Each SIMD's slot reference, made once: a wave holds its reference for its whole life, and one
   * made per launch was an allocation per wave (and, when V8 changed its mind about where such
   * long-lived objects go, a recompile of `allocate`).
   */
  private readonly refs: readonly SlotRef[];
  private readonly seFirstCu: number[] = [];
  private readonly seCuCount: number[] = [];

  constructor(chip: ChipInfo) {
    this.simdsPerCu = chip.simdsPerCu;
    this.slotsPerSimd = chip.waveSlotsPerSimd;
    this.cuCount = chip.activeCus;
    this.load = new Int32Array(this.cuCount * this.simdsPerCu);
    this.refs = Array.from({ length: this.cuCount * this.simdsPerCu }, (_, i) => ({ cu: Math.floor(i / this.simdsPerCu), simd: i % this.simdsPerCu }));
    const base = Math.floor(this.cuCount / chip.shaderEngines);
    const extra = this.cuCount % chip.shaderEngines;
    let cu = 0;
    for (let se = 0; se < chip.shaderEngines; se++) {
      const n = base + (se < extra ? 1 : 0);
      this.seFirstCu.push(cu);
      this.seCuCount.push(n);
      cu += n;
    }
  }

  /** A free slot on the shader engine, or undefined when all are taken. */
  allocate(se: number): SlotRef | undefined {
    let best = -1;
    const first = this.seFirstCu[se]! * this.simdsPerCu;
    const end = first + this.seCuCount[se]! * this.simdsPerCu;
    for (let i = first; i < end; i++) {
      if (this.load[i]! < this.slotsPerSimd && (best < 0 || this.load[i]! < this.load[best]!)) best = i;
    }
    if (best < 0) return undefined;
    this.load[best] = this.load[best]! + 1;
    return this.refs[best];
  }

  free(slot: SlotRef): void {
    const i = slot.cu * this.simdsPerCu + slot.simd;
    this.load[i] = this.load[i]! - 1;
  }

  /** The CU range of a shader engine. */
  cusOf(se: number): { readonly first: number; readonly count: number } {
    return { first: this.seFirstCu[se]!, count: this.seCuCount[se]! };
  }
}
