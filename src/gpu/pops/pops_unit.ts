/**
 * The POPS unit: quad packers, 10-bit wave IDs, overlap tracking, the
 * COLLISION_WAVEID / INTRAWAVE_COLLISION arguments, the exiting wave ID,
 * wake-ups and GFX11 export_ready, with the R6/R7 errata. One unit serves
 * one shader engine. The SPI packs and launches waves through it; the CU
 * reports packer-register writes, ORDERED_PS_DONE, done exports and wave ends.
 * Wave identity is a caller-chosen `uid`. Design and assumptions:
 * docs/gpu_pops.md.
 */
import { IntKeyMap } from '../../common/int_key_map.js';
import type { GfxLevel } from '../../isa/gfx_level.js';
import {
  DEFAULT_POPS_DRAW,
  validateDrawConfig,
  validateParams,
  type PopsDrawConfig,
  type PopsErrata,
  type PopsUnitParams,
} from './config.js';
import { popsDrawSetupFor, type PopsDrawSetup } from './pops_draw_setup.js';
import { PopsError } from './errors.js';
import { encodeCollisionWaveId } from './collision_wave_id.js';
import { CoverageTracker, quadKey } from './coverage_tracker.js';
import { PackingWave, type AddQuadResult } from './packing_wave.js';
import { packerForPixel } from './packer_map.js';
import { decodePackerRegister, type PackerAssociation } from './packer_register.js';
import { slotsOf } from './overlap_slots.js';
import { ParkedWaiters } from './parked_waiters.js';
import { PollerList } from './poller_list.js';
import { MAX_OUTSTANDING_WAVES, WAVE_ID_MASK, waveIdOf } from './wave_id.js';
import { describeLaunchBlock, describeWaitBlock, type HolderState, type LaunchBlock, type WaitBlock } from './block_reason.js';
import { emptyStats, type MutableStats, type PopsStats } from './stats.js';
import { objectArray } from '../../common/object_array.js';

/** What the SPI loads into the wave's SGPR arguments and needs to know about it. */
export interface PopsLaunch {
  readonly waveUid: number;
  readonly packer: number;
  /** Tracked by the packer (holds a wave ID and the exiting wave ID until it exits). */
  readonly registered: boolean;
  /** 10-bit wave ID, or -1 when not registered. */
  readonly waveId: number;
  /** COLLISION_WAVEID SGPR (S1); 0 on GFX11, where shaders see no IDs (S10). */
  readonly collisionWaveId: number;
  /** INTRAWAVE_COLLISION SGPR (S8): quad layer-start mask; 0 when not loaded. */
  readonly intrawaveCollision: number;
  /** COLLISION_WAVEID[31]: inter-wave overlap or intrawave collision. */
  readonly didOverlap: boolean;
  /**
   * Lanes (quad · 4 + pixel) whose own pixel overlapped a wave still in flight, lanes 0–31 and
   * 32–63: where the wave's wait comes from (the per-pixel wait map, engine/pops_wait_map.ts).
   * Intrawave collisions are not in it.
   */
  readonly overlapLanesLo: number;
  readonly overlapLanesHi: number;
}

export type WakeListener = (waveUid: number) => void;

/**
 * Where a polling wave's wait stands (lazy polling, GFX9): `waiting` and
 * `satisfied` for a regular wait — registered, overlapped, polling its own
 * packer, not exited — `irregular` for anything else (those waves poll eagerly).
 */
export type PollState = 'waiting' | 'satisfied' | 'irregular';

interface WaveRecord {
  readonly uid: number;
  readonly packer: number;
  readonly registered: boolean;
  /** Packer sequence number (10-bit ID = seq mod 1024); -1 when not registered. */
  readonly seq: number;
  /** The packed wave (its quads name the tracker rows to clear at retirement); null when not registered. */
  readonly packing: PackingWave | null;
  /** Newest overlapped in-flight wave, -1 if none. */
  readonly newestOverlappedSeq: number;
  /** The wave's wait ends once the exiting sequence passes this. */
  readonly waitForSeq: number;
  readonly didOverlap: boolean;
  readonly exportSpace: boolean;
  readonly unsynchronized: boolean;
  /** R6: this wave's exit will be dropped. */
  readonly loseExit: boolean;
  association: PackerAssociation;
  /** The wave's node in the pollers of the packer `association` names (GFX10+ wake-ups), -1 when it is in none. */
  pollerNode: number;
  packerEverSet: boolean;
  exited: boolean;
  exitLost: boolean;
  ended: boolean;
  readyNotified: boolean;
}

interface PackerState {
  readonly index: number;
  nextSeq: number;
  /** Sequence of the oldest registered wave that has not exited (S5). */
  exitingSeq: number;
  readonly bySeq: IntKeyMap<WaveRecord>;
  readonly tracker: CoverageTracker;
  /**
   * Uids of the waves whose packer register names this packer (GFX10+
   * wake-ups, S6), in the order they set it; uids rather than records, so an
   * exit's wake-up reads no wave record (each would be a cold object).
   */
  readonly pollers: PollerList;
  /**
   * GFX11: the waves whose export_ready the exit of their newest overlapped
   * wave raises (S10), bucketed by that wave's sequence, so an exit visits
   * only the waves it readies, not every wave of the packer.
   */
  readonly readyWaiters: ParkedWaiters<WaveRecord>;
  /** Lazy polling (GFX9): waves parked until the exiting sequence passes their wait. */
  readonly parked: ParkedWaiters<WaveRecord>;
}

/**
 * Sorts waves into launch order in place. An insertion sort: the lists are
 * short and come in runs already in order (one bucket per sequence), and,
 * unlike `Array.prototype.sort`, it allocates nothing (exits are frequent).
 */
function sortBySeq(waves: WaveRecord[], count: number): void {
  for (let i = 1; i < count; i++) {
    const w = waves[i]!;
    let j = i - 1;
    while (j >= 0 && waves[j]!.seq > w.seq) {
      waves[j + 1] = waves[j]!;
      j--;
    }
    waves[j + 1] = w;
  }
}

/**
 * Retired waves' packing state, reused by `startPacking` (nothing refers to
 * them any more), shared by the POPS units of every device in this thread:
 * each conformance case runs on a new device, and a list per unit refilled
 * from nothing (NAVI31's `sample_ordered.4xaa` case made 1 713 at 64x64).
 * At most MAX_SPARE_PACKING are kept.
 */
const SPARE_PACKING: PackingWave[] = [];
const MAX_SPARE_PACKING = 4096;

export class PopsUnit {
  readonly gfx: GfxLevel;
  readonly packers: number;
  private readonly errata: PopsErrata;
  private draw: PopsDrawSetup;
  private readonly packerStates: PackerState[] = objectArray();
  private readonly waves = new IntKeyMap<WaveRecord>();
  private readonly listeners: WakeListener[] = [];
  private readonly satisfiedListeners: WakeListener[] = [];
  private readonly releaseScratch: WaveRecord[] = objectArray();
  private readonly counters: MutableStats = emptyStats();
  /** Uids of the pollers being woken (GFX10/10.3 exits), or of the waves readied (GFX11). */
  private readonly wakeScratch: number[] = [];
  /** The waves an exit readies (GFX11), before their filter and wake-up. */
  private readonly readyScratch: WaveRecord[] = objectArray();
  /** Inside a wake-up loop (a listener that exits again gets its own snapshot). */
  private waking = false;
  /** Where the unit also writes each packer's exiting wave ID, at `exitingIdBase` + packer (`mirrorExitingIds`); undefined: nowhere. */
  private exitingIdCells: Int32Array | undefined = undefined;
  private exitingIdBase = 0;

  constructor(params: PopsUnitParams) {
    validateParams(params);
    this.gfx = params.gfx;
    this.packers = params.packers;
    this.errata = params.errata;
    this.draw = popsDrawSetupFor(this.gfx, this.errata, DEFAULT_POPS_DRAW);
    for (let i = 0; i < params.packers; i++) {
      this.packerStates.push({
        index: i,
        nextSeq: 0,
        exitingSeq: 0,
        // Live records span the outstanding IDs (10 bits) and the exited waves still running.
        bySeq: new IntKeyMap(4096),
        tracker: new CoverageTracker(),
        pollers: new PollerList(),
        readyWaiters: new ParkedWaiters(),
        parked: new ParkedWaiters(),
      });
    }
  }

  /** New draw state. Tracking is kept: no flush between draws (R4). */
  configureDraw(config: PopsDrawConfig): void {
    validateDrawConfig(this.gfx, config);
    this.draw = popsDrawSetupFor(this.gfx, this.errata, config);
  }

  get drawConfig(): PopsDrawConfig {
    return this.draw.config;
  }

  packerFor(x: number, y: number): number {
    return packerForPixel(x, y, this.packers);
  }

  startPacking(packer: number): PackingWave {
    this.packerState(packer);
    const spare = SPARE_PACKING.pop();
    return spare !== undefined && spare.fits(this.draw) ? spare.reset(packer, this.draw) : new PackingWave(packer, this.draw);
  }

  /**
   * Offers a quad (top-left pixel x, y even) with the sample coverage of its
   * four pixels, coverage[offset..offset+3] in order (0,0), (1,0), (0,1), (1,1).
   */
  addQuad(wave: PackingWave, x: number, y: number, coverage: ArrayLike<number>, offset = 0): AddQuadResult {
    if ((x & 1) !== 0 || (y & 1) !== 0) throw new PopsError('bad-quad', `quad at (${x}, ${y}) is not 2x2-aligned`);
    quadKey(x, y); // range check
    const packer = this.packerFor(x, y);
    if (packer !== wave.packer) {
      throw new PopsError('wrong-packer', `quad (${x}, ${y}) belongs to packer ${packer}, not ${wave.packer}`);
    }
    return this.addPlacedQuad(wave, x, y, coverage, offset);
  }

  /**
   * `addQuad` without its checks, for the SPI's packer (spi/wave_packer.ts):
   * its quads come from the scan converter, 2x2-aligned, and go to a wave of
   * the packer it found for them. A quad outside the tracked range still
   * fails, at launch (the tracker's `quadKey`).
   */
  addPlacedQuad(wave: PackingWave, x: number, y: number, coverage: ArrayLike<number>, offset = 0): AddQuadResult {
    if (wave.full) return 'full';
    const draw = wave.draw;
    const o = wave.quadCount * 4;
    const enabled = draw.config.enabled === true;
    const waveSlots = wave.slots;
    if (enabled) {
      // The draw's fields and slotsOf (an imported binding: a cell load and hole check per use) read once, not per pixel.
      const slots = slotsOf;
      const mode = draw.mode;
      for (let i = 0; i < 4; i++) waveSlots[o + i] = slots(mode, coverage[offset + i]!);
    } else {
      for (let i = 0; i < 4; i++) waveSlots[o + i] = 0;
    }
    if (enabled) {
      if (draw.intrawaveLayers) {
        // S8: a quad overlapping the current layer starts a new layer.
        if (wave.collidesFrom(wave.layerStart, x, y)) {
          wave.intrawaveMask |= 1 << wave.quadCount;
          wave.layerStart = wave.quadCount;
        }
      } else if (wave.collidesFrom(0, x, y)) {
        // Overlapping invocations go to different waves (GFX11 always, S10).
        this.counters.collisionSplits++;
        if (draw.r7Active) wave.heldPartial = true;
        return 'collision-new-wave';
      }
    }
    wave.commit(x, y);
    return 'added';
  }

  /** Why the packed wave may not launch now, or null. */
  launchBlock(wave: PackingWave): LaunchBlock | null {
    if (wave.heldPartial) return { kind: 'held-partial', packer: wave.packer, quads: wave.quadCount };
    const draw = wave.draw;
    if (!draw.config.enabled) return null;
    const p = this.packerState(wave.packer);
    if (!draw.unsynchronized && p.nextSeq - p.exitingSeq >= MAX_OUTSTANDING_WAVES) {
      return {
        kind: 'id-limit',
        packer: p.index,
        exitingId: waveIdOf(p.exitingSeq),
        holderUid: p.bySeq.get(p.exitingSeq)!.uid,
      };
    }
    if (draw.config.drainOnOverlap) {
      const blockers = this.drainBlockers(p, wave);
      if (blockers.length > 0) {
        wave.drainStalled = true;
        return { kind: 'drain', packer: p.index, blockers };
      }
    }
    return null;
  }

  canLaunch(wave: PackingWave): boolean {
    return this.launchBlock(wave) === null;
  }

  /** R6 workaround: in-flight waves (uids) the packed wave overlaps that have not ended. */
  launchBlockers(wave: PackingWave): readonly number[] {
    return this.drainBlockers(this.packerState(wave.packer), wave);
  }

  describeLaunchBlock(wave: PackingWave): string {
    const b = this.launchBlock(wave);
    return b === null ? `packer ${wave.packer}: wave may launch` : describeLaunchBlock(b);
  }

  launch(wave: PackingWave, waveUid: number): PopsLaunch {
    if (this.waves.has(waveUid)) throw new PopsError('duplicate-wave', `wave ${waveUid} is already alive`);
    const block = this.launchBlock(wave);
    if (block !== null) throw new PopsError('launch-blocked', `wave ${waveUid}: ${describeLaunchBlock(block)}`);
    const draw = wave.draw;
    const p = this.packerState(wave.packer);
    if (!draw.config.enabled || draw.unsynchronized) {
      return this.launchUnregistered(waveUid, draw, p);
    }

    const seq = p.nextSeq++;
    let newest = -1;
    let overlapLanesLo = 0;
    let overlapLanesHi = 0;
    // The loop's invariants in locals: `acquire` is not inlined, and after each call V8 reloads every field it reads.
    const tracker = p.tracker;
    const slotsOfWave = wave.slots;
    const quadX = wave.quadX;
    const quadY = wave.quadY;
    const quadCount = wave.quadCount;
    const exitingSeq = p.exitingSeq;
    const keyOf = quadKey; // a local: an imported binding is a cell load and hole check per use
    for (let q = 0; q < quadCount; q++) {
      const o = q * 4;
      if ((slotsOfWave[o]! | slotsOfWave[o + 1]! | slotsOfWave[o + 2]! | slotsOfWave[o + 3]!) === 0) continue;
      const base = tracker.acquire(keyOf(quadX[q]!, quadY[q]!));
      for (let i = 0; i < 4; i++) {
        const slots = slotsOfWave[o + i]!;
        if (slots === 0) continue;
        // In flight = not yet passed by the in-order exiting pointer (S5); own earlier quads excluded.
        const held = tracker.newestAbove(base, i, slots, exitingSeq, seq, -1);
        if (held >= 0) {
          if (held > newest) newest = held;
          const lane = o + i;
          if (lane < 32) overlapLanesLo |= 1 << lane;
          else overlapLanesHi |= 1 << (lane - 32);
        }
        tracker.write(base, i, slots, seq);
      }
    }

    const didOverlap = newest >= 0 || wave.intrawaveMask !== 0;
    // Assumption: with no overlap the ID field repeats the current ID, so a wait
    // loop run anyway never ends (S2); with only intrawave collisions it names
    // the wave before the exiting one, so the wait ends at once.
    const waitForSeq = newest >= 0 ? newest : didOverlap ? p.exitingSeq - 1 : seq;
    let loseExit = false;
    if (draw.r6Active && newest >= 0) {
      // R6 assumption: a wave overlapping a wave that itself launched with an
      // overlap, both still in their ordered sections, gets its exit dropped.
      const v = p.bySeq.get(newest)!;
      loseExit = v.newestOverlappedSeq >= 0 && !v.exited;
    }
    const record: WaveRecord = {
      uid: waveUid,
      packer: p.index,
      registered: true,
      seq,
      packing: wave,
      newestOverlappedSeq: newest,
      waitForSeq,
      didOverlap,
      exportSpace: draw.config.exportSpace || this.gfx === 'gfx9',
      unsynchronized: false,
      loseExit,
      association: null,
      pollerNode: -1,
      packerEverSet: false,
      exited: false,
      exitLost: false,
      ended: false,
      // GFX11: a wave that overlaps nothing has export_ready from the start; no wake-up due.
      readyNotified: newest < 0,
    };
    this.waves.set(waveUid, record);
    p.bySeq.set(seq, record);
    // At launch the newest overlapped wave has not exited (newestAbove's floor): its exit readies this one.
    if (this.gfx === 'gfx11' && !record.readyNotified && record.exportSpace) p.readyWaiters.park(newest, record);

    const c = this.counters;
    c.wavesLaunched++;
    if (newest >= 0) c.wavesWithOverlap++;
    if (wave.intrawaveMask !== 0) {
      c.intrawaveCollisionWaves++;
      c.intrawaveLayerStarts += popcount(wave.intrawaveMask);
    }
    if (wave.drainStalled) c.drainStalls++;
    c.maxOutstandingIds = Math.max(c.maxOutstandingIds, p.nextSeq - p.exitingSeq);

    const gfx11 = this.gfx === 'gfx11';
    return {
      waveUid,
      packer: p.index,
      registered: true,
      waveId: waveIdOf(seq),
      collisionWaveId: gfx11
        ? 0
        : encodeCollisionWaveId(this.gfx, didOverlap, p.index, waitForSeq & WAVE_ID_MASK, waveIdOf(seq)),
      intrawaveCollision: gfx11 ? 0 : wave.intrawaveMask,
      didOverlap,
      overlapLanesLo: overlapLanesLo >>> 0,
      overlapLanesHi: overlapLanesHi >>> 0,
    };
  }

  /** Non-POPS draws and S12 on GFX10/10.3: the wave gets no ID and nobody waits for it. */
  private launchUnregistered(waveUid: number, draw: PopsDrawSetup, p: PackerState): PopsLaunch {
    this.waves.set(waveUid, {
      uid: waveUid,
      packer: p.index,
      registered: false,
      seq: -1,
      packing: null,
      newestOverlappedSeq: -1,
      waitForSeq: -1,
      didOverlap: false,
      exportSpace: draw.config.exportSpace,
      unsynchronized: draw.unsynchronized,
      loseExit: false,
      association: null,
      pollerNode: -1,
      packerEverSet: false,
      exited: false,
      exitLost: false,
      ended: false,
      readyNotified: false,
    });
    if (!draw.config.enabled) {
      return { waveUid, packer: p.index, registered: false, waveId: -1, collisionWaveId: 0, intrawaveCollision: 0, didOverlap: false, overlapLanesLo: 0, overlapLanesHi: 0 };
    }
    this.counters.wavesLaunched++;
    this.counters.unsynchronizedWaves++;
    // Assumption: it sees the next ID as its own and no overlap (S12: no synchronization).
    const id = waveIdOf(p.nextSeq);
    return {
      waveUid,
      packer: p.index,
      registered: false,
      waveId: -1,
      collisionWaveId: encodeCollisionWaveId(this.gfx, false, p.index, id, id),
      intrawaveCollision: 0,
      didOverlap: false,
      overlapLanesLo: 0,
      overlapLanesHi: 0,
    };
  }

  /**
   * s_setreg of MODE[25:24] (GFX9) or POPS_PACKER[2:0] (GFX10/10.3), as the
   * field value (S3). Writing the same value again is harmless. Returns the
   * packer the register now names (null: none), for `exitingWaveIdOf`.
   */
  setPackerRegister(waveUid: number, fieldValue: number): PackerAssociation {
    const r = this.wave(waveUid);
    const association = decodePackerRegister(this.gfx, fieldValue, this.packers);
    this.leavePollers(r);
    r.association = association;
    if (association !== null) {
      r.packerEverSet = true;
      if (!r.ended && !r.exited) r.pollerNode = this.packerStates[association]!.pollers.add(r.uid);
    }
    return association;
  }

  /**
   * From now on the unit also writes each packer's exiting wave ID into
   * `cells[base + packer]` whenever it changes (and now): the engine core's
   * GFX9 loop steps read it there (engine/poll_loop_host.ts).
   */
  mirrorExitingIds(cells: Int32Array, base: number): void {
    this.exitingIdCells = cells;
    this.exitingIdBase = base;
    for (const p of this.packerStates) cells[base + p.index] = waveIdOf(p.exitingSeq);
  }

  /** 10-bit exiting wave ID of a packer (S5). */
  exitingWaveId(packer: number): number {
    return waveIdOf(this.packerState(packer).exitingSeq);
  }

  /**
   * src_pops_exiting_wave_id as the wave reads it: the exiting ID of the packer
   * its packer register names — the wrong packer's if it set the wrong one.
   * Assumption: 0 when the register was never set.
   */
  exitingWaveIdFor(waveUid: number): number {
    return this.exitingWaveIdOf(this.wave(waveUid).association);
  }

  /** src_pops_exiting_wave_id of a wave whose packer register names `association` (as setPackerRegister returned it). */
  exitingWaveIdOf(association: PackerAssociation): number {
    return association === null ? 0 : this.exitingWaveId(association);
  }

  /** s_sendmsg ORDERED_PS_DONE or s_endpgm_ordered_ps_done (S9); a second one is ignored. */
  orderedPsDone(waveUid: number): void {
    if (this.gfx === 'gfx11') {
      throw new PopsError('not-on-this-gfx', `wave ${waveUid}: GFX11 exits the ordered section with the done export (S10)`);
    }
    this.exit(this.wave(waveUid));
  }

  /** Export with the done flag: the exit on GFX11 (S10); no POPS effect before GFX11. */
  exportDone(waveUid: number): void {
    const r = this.wave(waveUid);
    if (this.gfx === 'gfx11') this.exit(r);
  }

  /** s_endpgm: the wave is gone. */
  waveEnded(waveUid: number): void {
    const r = this.wave(waveUid);
    if (r.ended) return;
    r.ended = true;
    this.leavePollers(r);
    if (!r.registered) {
      this.waves.delete(waveUid);
      return;
    }
    const p = this.packerStates[r.packer]!;
    // S9: a wave that set the packer register and ends without ORDERED_PS_DONE
    // never exits; one that never set it counts as exited. GFX11: ending is exiting.
    if (!r.exited && (this.gfx === 'gfx11' || !r.packerEverSet)) this.exit(r);
    this.tryRetire(p, r);
  }

  /** GFX11 export_ready (S10); always true before GFX11 and for waves POPS does not track. */
  isExportReady(waveUid: number): boolean {
    const r = this.wave(waveUid);
    if (this.gfx !== 'gfx11' || !r.registered) return true;
    if (!r.exportSpace) return false;
    return r.newestOverlappedSeq < this.packerStates[r.packer]!.exitingSeq;
  }

  /** Where the wave's wait stands (see PollState). */
  pollState(waveUid: number): PollState {
    const r = this.wave(waveUid);
    if (!r.registered || !r.didOverlap || r.exited || r.association !== r.packer || this.gfx === 'gfx11') return 'irregular';
    return r.waitForSeq < this.packerStates[r.packer]!.exitingSeq ? 'satisfied' : 'waiting';
  }

  /**
   * Lazy polling, GFX9 only: the wave (pollState `waiting`) sleeps until the
   * exit that satisfies its wait, which calls the onSatisfied listeners.
   * GFX10+ waves poll on every wake-up (S6); skipping those polls would change
   * the timing (docs/gpu_engine.md "Lazy polling").
   */
  park(waveUid: number): void {
    const r = this.wave(waveUid);
    if (this.gfx !== 'gfx9') throw new PopsError('not-on-this-gfx', `wave ${waveUid}: only GFX9 parks waiting waves (lazy polling)`);
    if (this.pollState(waveUid) !== 'waiting') throw new PopsError('bad-params', `wave ${waveUid}: only a waiting wave can be parked`);
    this.packerStates[r.packer]!.parked.park(r.waitForSeq, r);
  }

  /** Listener for parked waves whose wait an exit satisfied (lazy polling, GFX9). */
  onSatisfied(listener: WakeListener): void {
    this.satisfiedListeners.push(listener);
  }

  /** Listener for wake-ups of sleeping waves (GFX10+, S6); GFX9 never calls it. */
  onWake(listener: WakeListener): void {
    this.listeners.push(listener);
  }

  /**
   * GFX10/10.3: the engine's word that a wake-up would change nothing for
   * the wave (muted: exits skip it) or may again (unmuted). The wave stays a
   * poller either way, in its place; a wave that is no poller is ignored.
   * The engine must unmute before the wave can react again: the list is
   * only a shortcut past listeners that would do nothing (poller_list.ts).
   */
  setWakeMuted(waveUid: number, muted: boolean): void {
    const r = this.waves.get(waveUid);
    if (r !== undefined && r.pollerNode >= 0) this.packerStates[r.association!]!.pollers.setMuted(r.pollerNode, muted);
  }

  /**
   * GFX10/10.3: exits skip the wave while `cells[cell]` holds a non-zero
   * value (the cells of `watchWakeCells`), until `setWakeMuted`: for a wave
   * whose pending wake-up the engine core keeps in its memory. A wave that
   * is no poller is ignored.
   */
  muteWakesWhile(waveUid: number, cell: number): void {
    const r = this.waves.get(waveUid);
    if (r !== undefined && r.pollerNode >= 0) this.packerStates[r.association!]!.pollers.muteWhile(r.pollerNode, cell);
  }

  /** The cells `muteWakesWhile` names from now on. */
  watchWakeCells(cells: Int32Array): void {
    for (const p of this.packerStates) p.pollers.watchCells(cells);
  }

  /** Why the wave's ordered-section entry does not complete (or 'none'). */
  waitBlock(waveUid: number): WaitBlock {
    const r = this.wave(waveUid);
    if (!r.registered) return { kind: 'unsynchronized', reason: r.unsynchronized ? 'no-export-space' : 'not-pops' };
    const p = this.packerStates[r.packer]!;
    if (this.gfx === 'gfx11') {
      if (!r.exportSpace) return { kind: 'no-export-space', packer: p.index };
    } else {
      if (!r.didOverlap) return { kind: 'no-overlap', packer: p.index, waveId: waveIdOf(r.seq) };
      if (r.association === null) return { kind: 'packer-not-set', packer: p.index };
      if (r.association !== p.index) return { kind: 'wrong-packer', polled: r.association, packer: p.index };
    }
    // GFX11 has no intrawave collisions and no ID field: it waits for its newest overlapped wave.
    const waitFor = this.gfx === 'gfx11' ? r.newestOverlappedSeq : r.waitForSeq;
    if (waitFor < p.exitingSeq) return { kind: 'none' };
    const holder = p.bySeq.get(p.exitingSeq)!;
    return {
      kind: 'waiting',
      packer: p.index,
      waveId: waveIdOf(r.seq),
      waitForId: waveIdOf(waitFor),
      exitingId: waveIdOf(p.exitingSeq),
      holderUid: holder.uid,
      holder: this.holderState(holder),
    };
  }

  describeBlocked(waveUid: number): string {
    return describeWaitBlock(waveUid, this.waitBlock(waveUid));
  }

  stats(): PopsStats {
    return { ...this.counters };
  }

  /** Outstanding wave IDs of a packer (launched, not passed by the exiting ID). */
  outstanding(packer: number): number {
    const p = this.packerState(packer);
    return p.nextSeq - p.exitingSeq;
  }

  /** Pixels the packer's overlap tracker holds (memory stays bounded by live waves). */
  trackedPixels(packer: number): number {
    return this.packerState(packer).tracker.pixelCount;
  }

  private holderState(h: WaveRecord): HolderState {
    if (h.exitLost) return 'exit-lost';
    if (!h.exportSpace) return 'no-export-space';
    if (h.ended) return 'ended-without-done';
    return 'running';
  }

  private exit(r: WaveRecord): void {
    if (!r.registered || r.exited || r.exitLost) return;
    if (r.loseExit) {
      r.exitLost = true;
      this.counters.lostExits++;
      return;
    }
    if (!r.exportSpace) return; // S12 GFX11: never releases others
    r.exited = true;
    // An exited wave waits on nothing any more: no wake-ups for it.
    this.leavePollers(r);
    const p = this.packerStates[r.packer]!;
    const from = p.exitingSeq;
    while (p.exitingSeq < p.nextSeq) {
      const head = p.bySeq.get(p.exitingSeq)!;
      if (!head.exited) break;
      p.exitingSeq++;
      this.tryRetire(p, head);
    }
    if (this.exitingIdCells !== undefined && p.exitingSeq > from) this.exitingIdCells[this.exitingIdBase + p.index] = waveIdOf(p.exitingSeq);
    this.wake(p, from);
    if (p.exitingSeq > from) this.releaseParked(p, from);
  }

  /** Lazy polling (GFX9): the parked waves whose wait the exiting sequence just passed poll again. */
  private releaseParked(p: PackerState, from: number): void {
    const released = this.releaseScratch;
    const count = p.parked.release(from, p.exitingSeq, released);
    for (let i = 0; i < count; i++) {
      const uid = released[i]!.uid;
      for (const l of this.satisfiedListeners) l(uid);
    }
  }

  /** Wake-ups after an exit that moved the packer's exiting sequence from `from` (to `p.exitingSeq`). */
  private wake(p: PackerState, from: number): void {
    if (this.listeners.length === 0) return;
    switch (this.gfx) {
      case 'gfx9':
        return; // S6: no wake-up; waves sleep their full s_sleep time
      case 'gfx10':
      case 'gfx10_3': {
        // Snapshot first (listeners may re-enter and change the set), into a reused array: exits are frequent.
        const nested = this.waking;
        const uids = nested ? [] : this.wakeScratch;
        const n = p.pollers.collectUnmuted(uids);
        this.waking = true;
        for (let i = 0; i < n; i++) this.notify(uids[i]!);
        this.waking = nested;
        return;
      }
      case 'gfx11': {
        const nested = this.waking;
        const uids = nested ? [] : this.wakeScratch;
        // The waves whose newest overlapped wave the exiting sequence just passed, in launch order.
        const readied = nested ? [] : this.readyScratch;
        const count = p.readyWaiters.release(from, p.exitingSeq, readied);
        if (p.exitingSeq - from > 1) sortBySeq(readied, count);
        let n = 0;
        for (let i = 0; i < count; i++) {
          const w = readied[i]!;
          if (!w.ended && !w.exited && !w.readyNotified) {
            w.readyNotified = true;
            uids[n++] = w.uid;
          }
        }
        this.waking = true;
        for (let i = 0; i < n; i++) this.notify(uids[i]!);
        this.waking = nested;
        return;
      }
      default: {
        const never: never = this.gfx;
        throw new Error(`unknown gfx ${String(never)}`);
      }
    }
  }

  /** Takes the wave out of its packer's pollers, if it is in them. */
  private leavePollers(r: WaveRecord): void {
    if (r.pollerNode < 0) return;
    this.packerStates[r.association!]!.pollers.remove(r.pollerNode);
    r.pollerNode = -1;
  }

  private notify(uid: number): void {
    for (const l of this.listeners) l(uid);
  }

  /** Forgets a wave once it has ended and the exiting pointer has passed it. */
  private tryRetire(p: PackerState, r: WaveRecord): void {
    // Idempotent: waveEnded's own exit may already have retired the wave (its packing state must
    // reach the spare list once, or two packing waves would share it).
    if (!r.ended || r.seq >= p.exitingSeq || p.bySeq.get(r.seq) !== r) return;
    const w = r.packing;
    if (w !== null) {
      // Locals, not fields read per quad: clear's pushes onto its free lists are calls, after which V8 reloads fields.
      const tracker = p.tracker;
      const quadX = w.quadX;
      const quadY = w.quadY;
      const quadCount = w.quadCount;
      const seq = r.seq;
      const keyOf = quadKey; // a local: an imported binding is a cell load and hole check per use
      for (let q = 0; q < quadCount; q++) tracker.clear(keyOf(quadX[q]!, quadY[q]!), seq);
      if (SPARE_PACKING.length < MAX_SPARE_PACKING) SPARE_PACKING.push(w);
    }
    p.bySeq.delete(r.seq);
    this.waves.delete(r.uid);
  }

  private drainBlockers(p: PackerState, wave: PackingWave): number[] {
    const blockers: number[] = [];
    for (let q = 0; q < wave.quadCount; q++) {
      const base = p.tracker.find(quadKey(wave.quadX[q]!, wave.quadY[q]!));
      if (base < 0) continue;
      for (let i = 0; i < 4; i++) {
        const slots = wave.slots[q * 4 + i]!;
        if (slots === 0) continue;
        for (let m = slots, s = 0; m !== 0; m >>>= 1, s++) {
          if ((m & 1) === 0) continue;
          const held = p.tracker.slot(base, i, s);
          if (held < 0) continue;
          const r = p.bySeq.get(held);
          if (r !== undefined && !r.ended && !blockers.includes(r.uid)) blockers.push(r.uid);
        }
      }
    }
    return blockers;
  }

  private wave(uid: number): WaveRecord {
    const r = this.waves.get(uid);
    if (r === undefined) throw new PopsError('unknown-wave', `wave ${uid} is not alive in the POPS unit`);
    return r;
  }

  private packerState(packer: number): PackerState {
    const p = this.packerStates[packer];
    if (p === undefined) throw new PopsError('bad-params', `packer ${packer} does not exist (${this.packers} packer(s))`);
    return p;
  }
}

function popcount(v: number): number {
  let n = 0;
  for (let m = v; m !== 0; m &= m - 1) n++;
  return n;
}
