/**
 * Why a wave cannot go on, as data (for the engine's watchdog and traces)
 * and as text naming the stuck wave and packer.
 */

/** State of the wave that holds a packer's exiting wave ID. */
export type HolderState =
  /** Launched and not yet exited: the wait ends when it sends ORDERED_PS_DONE / its done export. */
  | 'running'
  /** S9: set the packer register and ended without ORDERED_PS_DONE — never exits. */
  | 'ended-without-done'
  /** R6 erratum: its exit was dropped — never exits. */
  | 'exit-lost'
  /** S12 GFX11: no export space — never exits. */
  | 'no-export-space';

/** Why a launched wave's ordered-section entry does not (or would not) complete. */
export type WaitBlock =
  /** Nothing blocks it: the wait loop / s_wait_event ends now. */
  | { readonly kind: 'none' }
  /** Not synchronized at all: a non-POPS draw, or S12 on GFX10/10.3 (no export space). */
  | { readonly kind: 'unsynchronized'; readonly reason: 'not-pops' | 'no-export-space' }
  /** S2: did-overlap is 0; a wait loop run anyway never ends. */
  | { readonly kind: 'no-overlap'; readonly packer: number; readonly waveId: number }
  /** GFX9–10.3: polling without having set the packer register (S3). */
  | { readonly kind: 'packer-not-set'; readonly packer: number }
  /** GFX9–10.3: the packer register names another packer than COLLISION_WAVEID did (S3). */
  | { readonly kind: 'wrong-packer'; readonly polled: number; readonly packer: number }
  /** S12 GFX11: export_ready is never raised for a wave without export space. */
  | { readonly kind: 'no-export-space'; readonly packer: number }
  /** Waiting for the packer's exiting wave ID to pass `waitForId`. */
  | {
      readonly kind: 'waiting';
      readonly packer: number;
      readonly waveId: number;
      readonly waitForId: number;
      readonly exitingId: number;
      readonly holderUid: number;
      readonly holder: HolderState;
    };

/** Why a packed wave may not launch yet. */
export type LaunchBlock =
  /** R7: partial wave held until it fills, while the quad that closed it waits for it to end. */
  | { readonly kind: 'held-partial'; readonly packer: number; readonly quads: number }
  /** 1023 wave IDs of the packer are outstanding (assumption, docs/gpu_pops.md). */
  | { readonly kind: 'id-limit'; readonly packer: number; readonly exitingId: number; readonly holderUid: number }
  /** R6 workaround: POPS_DRAIN_PS_ON_OVERLAP waits for the overlapped waves to end. */
  | { readonly kind: 'drain'; readonly packer: number; readonly blockers: readonly number[] };

function holderText(h: HolderState): string {
  switch (h) {
    case 'running':
      return 'has not exited its ordered section yet';
    case 'ended-without-done':
      return 'ended after setting the POPS packer register without sending ORDERED_PS_DONE (S9) — it never exits';
    case 'exit-lost':
      return 'had its exit dropped by the popsMissedOverlap erratum (R6: ≥8 samples without POPS_DRAIN_PS_ON_OVERLAP) — it never exits';
    case 'no-export-space':
      return 'has no export space and never performs the done export (S12)';
    default: {
      const never: never = h;
      return String(never);
    }
  }
}

export function describeWaitBlock(uid: number, b: WaitBlock): string {
  switch (b.kind) {
    case 'none':
      return `wave ${uid} is not blocked by POPS`;
    case 'unsynchronized':
      return b.reason === 'not-pops'
        ? `wave ${uid} is not in a POPS draw`
        : `wave ${uid} runs unsynchronized: its shader has no export space (S12)`;
    case 'no-overlap':
      return `wave ${uid} (packer ${b.packer}, ID ${b.waveId}) did not overlap: a wait loop run with did-overlap = 0 never ends (S2)`;
    case 'packer-not-set':
      return `wave ${uid} polls the exiting wave ID without setting the POPS packer register (packer ${b.packer} expected, S3)`;
    case 'wrong-packer':
      return `wave ${uid} polls packer ${b.polled}'s exiting wave ID, but it belongs to packer ${b.packer} (S3)`;
    case 'no-export-space':
      return `wave ${uid} (packer ${b.packer}) has no export space: export_ready is never raised on GFX11 (S12)`;
    case 'waiting':
      return (
        `wave ${uid} (packer ${b.packer}, ID ${b.waveId}) waits for the exiting wave ID to pass ${b.waitForId}; ` +
        `it is ${b.exitingId}: wave ${b.holderUid} (ID ${b.exitingId}) ${holderText(b.holder)}`
      );
    default: {
      const never: never = b;
      return String(never);
    }
  }
}

export function describeLaunchBlock(b: LaunchBlock): string {
  switch (b.kind) {
    case 'held-partial':
      return (
        `packer ${b.packer}: partial wave of ${b.quads} quad(s) is held until it fills, but the quad that closed it ` +
        `waits for it to end (POPS_DRAIN_PS_ON_OVERLAP) — circular wait; set ` +
        `PARTIAL_SQUAD_LAUNCH_CONTROL = PSLC_ON_HANG_ONLY (R7)`
      );
    case 'id-limit':
      return `packer ${b.packer}: 1023 wave IDs outstanding; the exiting wave ID is stuck at ${b.exitingId} (wave ${b.holderUid})`;
    case 'drain':
      return `packer ${b.packer}: POPS_DRAIN_PS_ON_OVERLAP waits for overlapped wave(s) ${b.blockers.join(', ')} to end`;
    default: {
      const never: never = b;
      return String(never);
    }
  }
}
