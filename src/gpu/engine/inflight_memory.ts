/**
 * In-flight memory: a wave's memory instructions (`Effect` kind 'memory')
 * from issue to retirement, through the per-line pipeline
 * (memory/vmem_timing.ts, docs/gpu_memory.md "Vector memory timing"). Each
 * line leaves the CU's address unit in turn, acts on memory when it reaches
 * its serving level (after queueing in its L2 channel), and returns; the
 * instruction completes — results written back, counter decremented — when
 * its last line returned and every older request of its counter has
 * completed (S9: vmcnt/vscnt count completions, in order).
 *
 * Why timed per line: memory is read or written when the line reaches its
 * cache, not at issue, so a store becomes visible late and a wave that sends
 * ORDERED_PS_DONE before its store completed lets the next overlapping wave
 * read the old value (S9, S11). A request completes at its latest line
 * return; that one event is scheduled when the last line is served, with the
 * sequence number the latest line's own return event would have taken
 * (`EventQueue.reserve`), so it runs in the same order as if every line's
 * return were an event (the others only counted down). Records are pooled
 * and numbered, and the events are indexed (engine_events.ts: the record's
 * number and the line's), so a request allocates nothing once the pool has
 * grown and an event holds no object.
 */
import { Level, type MemorySystem } from '../memory/memory_system.js';
import type { VmemPipeline } from '../memory/vmem_timing.js';
import type { EngineContext } from './engine_context.js';
import { EventKind, lineEventIndex, MAX_LINE_EVENT_REQUESTS, type MemoryEvents } from './engine_events.js';
import type { EventQueue } from './event_queue.js';
import type { MemoryOp } from '../cu/memory_op.js';
import { Counter, InFlightRequest, LineField, type WaveContext } from './wave_context.js';
import { objectArray } from '../../common/object_array.js';

export class InFlightMemory implements MemoryEvents {
  private readonly queue: EventQueue;
  private readonly memory: MemorySystem;
  private readonly vmem: VmemPipeline;
  /** Retired requests for reuse. */
  private readonly records: InFlightRequest[] = objectArray();
  /** Every record made, by id (an event names its request by id). */
  private readonly byId: InFlightRequest[] = objectArray();

  constructor(private readonly core: EngineContext) {
    this.queue = core.queue;
    this.memory = core.parts.memory;
    this.vmem = core.parts.vmem;
    core.events.memory = this;
  }

  /** Issues the wave's memory instruction now: its counter rises, its lines are scheduled. */
  issue(ctx: WaveContext, op: MemoryOp): void {
    const mem = this.memory;
    const pipe = this.vmem;
    const now = this.queue.now;
    const cu = ctx.cu;
    const counter = op.counter === 'vm' ? Counter.Vm : op.counter === 'vs' ? Counter.Vs : Counter.Lgkm;
    const w = ctx.wave;
    if (counter === Counter.Vm) w.vmcnt++;
    else if (counter === Counter.Vs) w.vscnt++;
    else w.lgkmcnt++;
    const rec = this.records.pop() ?? this.newRecord();
    rec.op = op;
    rec.ctx = ctx;
    rec.cu = cu;
    ctx.pending++;
    rec.counter = counter;
    rec.done = false;
    rec.lastReturn = -1;
    rec.next = undefined;
    const tail = ctx.tailOf(counter);
    if (tail === undefined) ctx.setHead(counter, rec);
    else tail.next = rec;
    ctx.setTail(counter, rec);
    const g = rec.groups;
    if (op.addressCount === 0) {
      // A cache invalidate: one request to the first level; it acts when it completes (writeBack).
      g.count = 0;
      const latency = op.scalar ? mem.scalarLatency(0) : mem.latency(0);
      this.queue.atIndexed(now + latency, EventKind.Returned, rec.id);
      return;
    }
    if (op.scalar) {
      // Scalar requests bypass the texture unit: the whole request as one line at its slowest level.
      g.whole(op.addressCount);
      rec.linesUnserved = 1;
      const latency = mem.scalarRequestLatency(cu, op.accesses, op.addressCount, op.policy);
      rec.lines[LineField.Latency] = latency;
      rec.lines[LineField.From] = 0;
      rec.lines[LineField.To] = op.addressCount;
      rec.lines[LineField.Start] = -1; // the whole request, not one first-level line
      this.queue.atIndexed(now + pipe.requestLatency(latency, 0, false), EventKind.LineServed, lineEventIndex(rec.id, 0));
      return;
    }
    const accesses = op.accesses;
    g.group(accesses, op.addressCount, pipe.lineBytes);
    const count = g.count;
    rec.linesUnserved = count;
    // The loop's invariants in locals: the calls it makes (the line-order probe, the queue's push)
    // are not inlined, and after each V8 reloads and rechecks every field it reads.
    const access = op.access;
    const policy = op.policy;
    const write = access !== 'read';
    const store = access === 'write';
    const lines = rec.linesFor(count);
    const order = g.order;
    const start = g.start;
    const lineOf = g.line;
    // −1: some access is not dword-aligned, so the lines' memory calls check theirs one by one.
    const lineBytes = g.aligned ? pipe.lineBytes : -1;
    const lineOrder = pipe.order;
    const queue = this.queue;
    const id = rec.id;
    const eventIndex = lineEventIndex; // a local: an imported binding is a cell load and hole check per use
    for (let k = 0; k < count; k++) {
      const first = start[k]!;
      const next = start[k + 1]!;
      const address = accesses[2 * order[first]!]!;
      const line = lineOf[k]!;
      const level = mem.serviceLevel(cu, address, policy, access);
      const latency = mem.latency(level);
      const leave = pipe.taIssue(cu, now, next - first, store);
      // Program order per CU and line (memory/line_order.ts): never before an earlier request to the line.
      const arrive = lineOrder.arrive(cu, line, leave + pipe.requestLatency(latency, level, write), now);
      const f = k * LineField.Count;
      lines[f + LineField.Level] = level;
      lines[f + LineField.Latency] = latency;
      lines[f + LineField.Channel] = pipe.channelOf(address);
      lines[f + LineField.Address] = line;
      lines[f + LineField.From] = first;
      lines[f + LineField.To] = next;
      lines[f + LineField.Start] = lineBytes < 0 ? -1 : line * lineBytes;
      queue.atIndexed(arrive, EventKind.LineArrived, eventIndex(id, k));
    }
  }

  /**
   * A line reached its level; L2 and DRAM requests first queue in their
   * channel. It acts no earlier than the CU's earlier request to the same
   * line (memory/line_order.ts).
   */
  lineArrived(request: number, k: number): void {
    const rec = this.byId[request]!;
    const pipe = this.vmem;
    const now = this.queue.now;
    const lines = rec.lines;
    const f = k * LineField.Count;
    let serve = now;
    if (lines[f + LineField.Level]! >= Level.L2) serve = pipe.channelServe(lines[f + LineField.Channel]!, now);
    serve = pipe.order.serve(rec.cu, lines[f + LineField.Address]!, serve, now);
    if (serve > now) {
      this.queue.atIndexed(serve, EventKind.LineServed, lineEventIndex(request, k));
      return;
    }
    this.serveLine(rec, k);
  }

  /** The line acts on memory now (loads sample, stores become visible); its data returns later. */
  lineServed(request: number, k: number): void {
    this.serveLine(this.byId[request]!, k);
  }

  private serveLine(rec: InFlightRequest, k: number): void {
    const lines = rec.lines;
    const f = k * LineField.Count;
    // The access range as int32s (`| 0`; it is below MAX_ACCESSES_PER_OP): read from the Float64Array
    // they are doubles, and every per-access loop below would convert and check its counter.
    const from = lines[f + LineField.From]! | 0;
    const to = lines[f + LineField.To]! | 0;
    rec.op!.accessLine(this.memory, rec.cu, rec.order, from, to, lines[f + LineField.Start]!, this.vmem.lineBytes);
    const queue = this.queue;
    const back = queue.now + this.vmem.returnLatency(lines[f + LineField.Latency]!);
    const seq = queue.reserve();
    // Sequence numbers grow, so on a tie the later line is the later event.
    if (back >= rec.lastReturn) {
      rec.lastReturn = back;
      rec.lastReturnSeq = seq;
    }
    if (--rec.linesUnserved === 0) queue.atIndexedReserved(rec.lastReturn, rec.lastReturnSeq, EventKind.Returned, rec.id);
  }

  /** The request's last line returned: retires completed requests in order per counter (S9: vmcnt/vscnt count completions). */
  lineReturned(request: number): void {
    const rec = this.byId[request]!;
    rec.done = true;
    const ctx = rec.ctx!;
    const counter = rec.counter;
    const cu = rec.cu; // not ctx.slot.cu: the slot is one more cold object
    let head = ctx.headOf(counter);
    while (head !== undefined && head.done) {
      const next = head.next;
      ctx.setHead(counter, next);
      if (next === undefined) ctx.setTail(counter, undefined);
      head.next = undefined;
      head.op!.writeBack(this.memory, cu);
      ctx.counterDone(head.counter);
      head.op = undefined;
      head.ctx = undefined;
      this.records.push(head);
      ctx.pending--;
      head = next;
    }
    this.core.counterDropped(ctx);
  }

  /** A record for the pool, numbered for its events. */
  private newRecord(): InFlightRequest {
    const id = this.byId.length;
    if (id >= MAX_LINE_EVENT_REQUESTS) throw new Error(`in-flight memory: more than ${MAX_LINE_EVENT_REQUESTS} requests in flight at once`);
    const rec = new InFlightRequest(id);
    this.byId.push(rec);
    return rec;
  }
}
