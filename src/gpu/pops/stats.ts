/** Counters of the POPS unit, for reports and benchmarks. All monotonic. */
export interface PopsStats {
  /** Waves launched in POPS draws (registered or not). */
  readonly wavesLaunched: number;
  /** Waves launched with an overlap on an in-flight wave (COLLISION_WAVEID[31] from inter-wave overlap). */
  readonly wavesWithOverlap: number;
  /** Waves launched with a non-zero INTRAWAVE_COLLISION mask (S8). */
  readonly intrawaveCollisionWaves: number;
  /** Quads that started a new layer inside their wave (bits set in INTRAWAVE_COLLISION). */
  readonly intrawaveLayerStarts: number;
  /** Waves closed early because a quad overlapped them (no intrawave loading, or GFX11). */
  readonly collisionSplits: number;
  /** Largest number of outstanding wave IDs seen on any packer. */
  readonly maxOutstandingIds: number;
  /** Waves whose launch POPS_DRAIN_PS_ON_OVERLAP delayed (R6 workaround cost, P3). */
  readonly drainStalls: number;
  /** S12 GFX10/10.3: waves launched without export space, hence unsynchronized. */
  readonly unsynchronizedWaves: number;
  /** R6: exits the erratum dropped. */
  readonly lostExits: number;
}

export type MutableStats = { -readonly [K in keyof PopsStats]: PopsStats[K] };

export function emptyStats(): MutableStats {
  return {
    wavesLaunched: 0,
    wavesWithOverlap: 0,
    intrawaveCollisionWaves: 0,
    intrawaveLayerStarts: 0,
    collisionSplits: 0,
    maxOutstandingIds: 0,
    drainStalls: 0,
    unsynchronizedWaves: 0,
    lostExits: 0,
  };
}
