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
 * return were an event (the others only counted down). Records are pooled,
 * and the events are functions shared by every record (one per line index),
 * scheduled with the record as their argument, so a request allocates
 * nothing once the pool has grown and an event loads no closure of its own.
 */
import { LEVEL_L2, type MemorySystem } from '../memory/memory_system.js';
import type { VmemPipeline } from '../memory/vmem_timing.js';
import type { EngineContext } from './engine_context.js';
import type { EventQueue } from './event_queue.js';
import { MAX_ACCESSES_PER_OP, type MemoryOp } from '../cu/memory_op.js';
import {
  COUNTER_LGKM,
  COUNTER_VM,
  COUNTER_VS,
  InFlightRequest,
  LINE_ADDRESS,
  LINE_CHANNEL,
  LINE_FIELDS,
  LINE_LATENCY,
  LINE_LEVEL,
  type WaveContext,
} from './wave_context.js';

export class InFlightMemory {
  private readonly queue: EventQueue;
  private readonly memory: MemorySystem;
  private readonly vmem: VmemPipeline;
  /** Retired requests for reuse. */
  private readonly records: InFlightRequest[] = [];
  /** The events of line k (index k), called with the request: reaching its level, acting on memory. */
  private readonly arrivedEvents: ((rec: InFlightRequest) => void)[] = [];
  private readonly servedEvents: ((rec: InFlightRequest) => void)[] = [];
  /** The request's return (its latest line's). */
  private readonly returnedEvent = (rec: InFlightRequest): void => this.lineReturned(rec);

  constructor(private readonly core: EngineContext) {
    this.queue = core.queue;
    this.memory = core.parts.memory;
    this.vmem = core.parts.vmem;
    for (let k = 0; k < MAX_ACCESSES_PER_OP; k++) {
      // Named, so event counts by kind (bench/case_profile.ts) can tell them apart.
      const lineArrivedEvent = (rec: InFlightRequest): void => this.lineArrived(rec, k);
      const lineServedEvent = (rec: InFlightRequest): void => this.lineServed(rec, k);
      this.arrivedEvents.push(lineArrivedEvent);
      this.servedEvents.push(lineServedEvent);
    }
  }

  /** Issues the wave's memory instruction now: its counter rises, its lines are scheduled. */
  issue(ctx: WaveContext, op: MemoryOp): void {
    const mem = this.memory;
    const pipe = this.vmem;
    const now = this.queue.now;
    const cu = ctx.cu;
    const counter = op.counter === 'vm' ? COUNTER_VM : op.counter === 'vs' ? COUNTER_VS : COUNTER_LGKM;
    const w = ctx.wave;
    if (counter === COUNTER_VM) w.vmcnt++;
    else if (counter === COUNTER_VS) w.vscnt++;
    else w.lgkmcnt++;
    const rec = this.records.pop() ?? new InFlightRequest();
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
      this.queue.at(now + latency, this.returnedEvent, rec);
      return;
    }
    if (op.scalar) {
      // Scalar requests bypass the texture unit: the whole request as one line at its slowest level.
      g.group(op.accesses, op.addressCount, Infinity);
      rec.linesUnserved = 1;
      let latency = 0;
      for (let i = 0; i < op.addressCount; i++) latency = Math.max(latency, mem.scalarLatency(mem.scalarServiceLevel(cu, op.accesses[2 * i]!, op.policy)));
      rec.lines[LINE_LATENCY] = latency;
      this.queue.at(now + pipe.requestLatency(latency, 0, false), this.servedEvents[0]!, rec);
      return;
    }
    g.group(op.accesses, op.addressCount, pipe.config.lineBytes);
    rec.linesUnserved = g.count;
    const write = op.access !== 'read';
    const lines = rec.lines;
    for (let k = 0; k < g.count; k++) {
      const address = op.accesses[2 * g.order[g.start[k]!]!]!;
      const level = mem.serviceLevel(cu, address, op.policy, op.access);
      const latency = mem.latency(level);
      const leave = pipe.taIssue(cu, now, g.size(k), op.access === 'write');
      // Program order per CU and line (memory/line_order.ts): never before an earlier request to the line.
      const arrive = pipe.order.arrive(cu, g.line[k]!, leave + pipe.requestLatency(latency, level, write), now);
      const f = k * LINE_FIELDS;
      lines[f + LINE_LEVEL] = level;
      lines[f + LINE_LATENCY] = latency;
      lines[f + LINE_CHANNEL] = pipe.channelOf(address);
      lines[f + LINE_ADDRESS] = g.line[k]!;
      this.queue.at(arrive, this.arrivedEvents[k]!, rec);
    }
  }

  /**
   * A line reached its level; L2 and DRAM requests first queue in their
   * channel. It acts no earlier than the CU's earlier request to the same
   * line (memory/line_order.ts).
   */
  private lineArrived(rec: InFlightRequest, k: number): void {
    const pipe = this.vmem;
    const now = this.queue.now;
    const lines = rec.lines;
    const f = k * LINE_FIELDS;
    let serve = now;
    if (lines[f + LINE_LEVEL]! >= LEVEL_L2) serve = pipe.channelServe(lines[f + LINE_CHANNEL]!, now);
    serve = pipe.order.serve(rec.cu, lines[f + LINE_ADDRESS]!, serve, now);
    if (serve > now) {
      this.queue.at(serve, this.servedEvents[k]!, rec);
      return;
    }
    this.lineServed(rec, k);
  }

  /** The line acts on memory now (loads sample, stores become visible); its data returns later. */
  private lineServed(rec: InFlightRequest, k: number): void {
    const g = rec.groups;
    rec.op!.accessLine(this.memory, rec.cu, g.order, g.start[k]!, g.start[k + 1]!);
    const queue = this.queue;
    const back = queue.now + this.vmem.returnLatency(rec.lines[k * LINE_FIELDS + LINE_LATENCY]!);
    const seq = queue.reserve();
    // Sequence numbers grow, so on a tie the later line is the later event.
    if (back >= rec.lastReturn) {
      rec.lastReturn = back;
      rec.lastReturnSeq = seq;
    }
    if (--rec.linesUnserved === 0) queue.atReserved(rec.lastReturn, rec.lastReturnSeq, this.returnedEvent, rec);
  }

  /** The request's last line returned: retires completed requests in order per counter (S9: vmcnt/vscnt count completions). */
  private lineReturned(rec: InFlightRequest): void {
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
}
