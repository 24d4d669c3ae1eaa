/**
 * What the command processor hands to the rest of the GPU model. Register
 * writes go to the RegisterFile directly; draws, events, cache actions,
 * memory writes and CP DMA transfers go to a CommandSink. Every record
 * carries the index of its packet header dword, so later units can report
 * where a draw came from.
 */
import type { CacheActions } from '../../amd/pm4/cache_actions.js';
import type { IndexType } from '../../amd/pm4/index_type.js';

export interface DrawIndexAutoCommand {
  readonly vertexCount: number;
  readonly instanceCount: number;
  /** VGT_DRAW_INITIATOR value. */
  readonly drawInitiator: number;
  readonly dword: number;
}

export interface DrawIndexedCommand {
  /** GPU virtual address of the first index. */
  readonly indexAddress: number;
  readonly indexType: IndexType;
  readonly indexCount: number;
  /** Index buffer size in indices (reads past it return 0 on hardware). */
  readonly maxSize: number;
  readonly instanceCount: number;
  readonly drawInitiator: number;
  readonly dword: number;
}

export interface EventCommand {
  /** VGT_EVENT_TYPE value. */
  readonly eventType: number;
  /** Enumerator name from the register database, e.g. PS_PARTIAL_FLUSH. */
  readonly eventName: string | undefined;
  readonly eventIndex: number;
  /** Address of the 3-dword form (ZPASS_DONE, SAMPLE_PIPELINESTAT, ...). */
  readonly address: number | undefined;
  readonly dword: number;
}

export interface AcquireMemCommand {
  readonly actions: CacheActions;
  readonly cpCoherCntl: number;
  /** 0 on GFX9, which has no GCR_CNTL. */
  readonly gcrCntl: number;
  readonly dword: number;
}

export interface WriteDataCommand {
  /** CONTROL.DST_SEL (5 = memory, 2 = through L2, ...); register writes (0) never reach the sink. */
  readonly dstSel: number;
  readonly dstSelName: string | undefined;
  readonly address: number;
  readonly data: Uint32Array;
  readonly wrConfirm: boolean;
  readonly dword: number;
}

/** What a CP DMA reads: memory, or the 32-bit value of a fill (SRC_SEL = DATA). */
export type DmaSource = { readonly kind: 'memory'; readonly address: number } | { readonly kind: 'fill'; readonly value: number };

/** A DMA_DATA copy or fill between memory addresses; GDS, register and prefetch forms never reach the sink. */
export interface DmaDataCommand {
  readonly source: DmaSource;
  readonly dstAddress: number;
  readonly byteCount: number;
  /** WORD0.SRC_SEL / DST_SEL enumerator names (the _TC_L2 forms go through L2). */
  readonly srcSel: string;
  readonly dstSel: string;
  readonly cpSync: boolean;
  readonly rawWait: boolean;
  readonly disableWrConfirm: boolean;
  readonly dword: number;
}

export interface CommandSink {
  drawIndexAuto(cmd: DrawIndexAutoCommand): void;
  drawIndex2(cmd: DrawIndexedCommand): void;
  event(cmd: EventCommand): void;
  acquireMem(cmd: AcquireMemCommand): void;
  writeData(cmd: WriteDataCommand): void;
  dmaData(cmd: DmaDataCommand): void;
}
