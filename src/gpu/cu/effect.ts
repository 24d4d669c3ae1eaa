/**
 * What an instruction hands the engine when it executed: most return
 * nothing; every one the engine must act on (memory, counters, messages,
 * exports, the end) returns an Effect, and the engine applies it at the
 * instruction's cycle.
 */
import type { MemoryOp } from './memory_op.js';

/** What the engine must do after an interacting instruction executed. */
export type Effect =
  /** VMEM or SMEM request captured at issue; the engine completes it after its latency. */
  | { readonly kind: 'memory'; readonly op: MemoryOp }
  /** Local operation done functionally (LDS); its counter drains after `latency` cycles. */
  | { readonly kind: 'local'; readonly counter: 'lgkm'; readonly latency: number }
  /** s_waitcnt / s_waitcnt_vscnt: continue once every counter is at or below its limit. */
  | { readonly kind: 'waitcnt'; readonly vm: number; readonly vs: number; readonly lgkm: number; readonly exp: number }
  /** s_sleep N: GFX9 sleeps 64*N cycles; GFX10+ until woken or the limit (S6). */
  | { readonly kind: 'sleep'; readonly n: number }
  /** s_sendmsg / s_sendmsghalt; `id` is the message (7 = ORDERED_PS_DONE, S9). */
  | { readonly kind: 'message'; readonly id: number; readonly halt: boolean }
  /** A write changed the POPS packer association (GFX9 MODE[25:24], GFX10+ POPS_PACKER) (S3). */
  | { readonly kind: 'pops_packer'; readonly enabled: boolean; readonly packer: number }
  /** s_wait_event; `exportReady` when immediate bit 0 is clear (S10). */
  | { readonly kind: 'wait_event'; readonly exportReady: boolean }
  /** exp: target, channel enable, flags and the VGPR index of each channel (-1 = off). */
  | {
      readonly kind: 'export';
      readonly target: number;
      readonly enable: number;
      readonly done: boolean;
      readonly validMask: boolean;
      readonly compressed: boolean;
      readonly sources: readonly number[];
    }
  /** s_endpgm, or s_endpgm_ordered_ps_done which also sends ORDERED_PS_DONE (S9). */
  | { readonly kind: 'end'; readonly orderedPsDone: boolean };
