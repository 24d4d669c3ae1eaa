/** A CommandSink that records every call, for tests. */
import type {
  AcquireMemCommand,
  CommandSink,
  DrawIndexAutoCommand,
  DmaDataCommand,
  DrawIndexedCommand,
  EventCommand,
  WriteDataCommand,
} from '../../../src/gpu/pm4/index.js';

export type Recorded =
  | { readonly kind: 'drawIndexAuto'; readonly cmd: DrawIndexAutoCommand }
  | { readonly kind: 'drawIndex2'; readonly cmd: DrawIndexedCommand }
  | { readonly kind: 'event'; readonly cmd: EventCommand }
  | { readonly kind: 'acquireMem'; readonly cmd: AcquireMemCommand }
  | { readonly kind: 'writeData'; readonly cmd: WriteDataCommand }
  | { readonly kind: 'dmaData'; readonly cmd: DmaDataCommand };

export class RecordingSink implements CommandSink {
  readonly calls: Recorded[] = [];
  drawIndexAuto(cmd: DrawIndexAutoCommand): void {
    this.calls.push({ kind: 'drawIndexAuto', cmd });
  }
  drawIndex2(cmd: DrawIndexedCommand): void {
    this.calls.push({ kind: 'drawIndex2', cmd });
  }
  event(cmd: EventCommand): void {
    this.calls.push({ kind: 'event', cmd });
  }
  acquireMem(cmd: AcquireMemCommand): void {
    this.calls.push({ kind: 'acquireMem', cmd });
  }
  writeData(cmd: WriteDataCommand): void {
    this.calls.push({ kind: 'writeData', cmd });
  }
  dmaData(cmd: DmaDataCommand): void {
    this.calls.push({ kind: 'dmaData', cmd });
  }
}
