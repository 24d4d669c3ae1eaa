/**
 * s_waitcnt insertion on physical registers (ACO's aco_insert_waitcnt):
 * counters vm (VMEM loads; GFX9 also stores), lgkm (SMEM, DS; SMEM returns
 * out of order, so waits are lgkmcnt(0)), exp (exports read VGPRs; GFX11
 * lds_param_load), vs (GFX10+ VMEM stores, s_waitcnt_vscnt). Each register
 * remembers how many newer events of its counter were issued (its age); a
 * read or overwrite waits until the counter is at most that age. Release
 * points wait for everything outstanding (S9): s_sendmsg ORDERED_PS_DONE, and
 * on GFX11 the done export of an interlock shader. States merge at joins
 * (smallest age, largest pending count) and iterate to a fixed point.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { decodeWaitcnt, encodeWaitcnt, waitcntMax } from '../../isa/fields/waitcnt.js';
import { MSG_ORDERED_PS_DONE } from '../../isa/fields/sendmsg.js';
import { codeNull } from '../../isa/operand.js';
import type { HwBlock, HwInstr } from './lower_to_hw.js';

type Counter = 'vm' | 'exp' | 'lgkm' | 'vs';
const COUNTERS: readonly Counter[] = ['vm', 'exp', 'lgkm', 'vs'];

interface CounterState {
  readonly regs: Map<number, number>;
  pending: number;
}

type WaitState = Record<Counter, CounterState> & { smem: boolean };

function empty(): WaitState {
  const c = (): CounterState => ({ regs: new Map(), pending: 0 });
  return { vm: c(), exp: c(), lgkm: c(), vs: c(), smem: false };
}

function clone(s: WaitState): WaitState {
  const c = (x: CounterState): CounterState => ({ regs: new Map(x.regs), pending: x.pending });
  return { vm: c(s.vm), exp: c(s.exp), lgkm: c(s.lgkm), vs: c(s.vs), smem: s.smem };
}

function join(a: WaitState, b: WaitState): WaitState {
  const out = clone(a);
  for (const k of COUNTERS) {
    out[k].pending = Math.max(a[k].pending, b[k].pending);
    for (const [r, age] of b[k].regs) out[k].regs.set(r, Math.min(age, out[k].regs.get(r) ?? Infinity));
  }
  out.smem = a.smem || b.smem;
  return out;
}

function key(s: WaitState): string {
  return COUNTERS.map((k) => `${s[k].pending}:${[...s[k].regs].sort((x, y) => x[0] - y[0]).join(',')}`).join('|') + (s.smem ? 's' : '');
}

export interface WaitcntOptions {
  readonly gfx: GfxLevel;
  /** GFX11 interlock shaders: the done export releases the ordered section. */
  readonly releaseAtDoneExport: boolean;
  /** Debug switch noWaitBeforeDone (S9). */
  readonly skipReleaseWait: boolean;
}

function eventOf(h: HwInstr, gfx: GfxLevel): { counter: Counter; writes: readonly number[]; reads: readonly number[] } | undefined {
  const f = h.inst.format;
  if (f === 'SMEM' || f === 'DS') return { counter: 'lgkm', writes: h.defs, reads: [] };
  if (f === 'EXP') return { counter: 'exp', writes: [], reads: h.uses };
  if (f === 'LDSDIR') return { counter: 'exp', writes: h.defs, reads: [] };
  if (f === 'MUBUF' || f === 'MIMG') {
    const returns = h.defs.length > 0;
    if (returns) return { counter: 'vm', writes: h.defs, reads: [] };
    return { counter: gfx === 'gfx9' ? 'vm' : 'vs', writes: [], reads: [] };
  }
  return undefined;
}

function isRelease(h: HwInstr, o: WaitcntOptions): boolean {
  if (o.skipReleaseWait) return false;
  const i = h.inst;
  if (i.op === 's_sendmsg' && i.operands[0]?.kind === 'imm' && i.operands[0].value === MSG_ORDERED_PS_DONE) return true;
  return o.releaseAtDoneExport && i.format === 'EXP' && i.mods.done === true;
}

function applyWait(s: WaitState, c: Counter, n: number): void {
  for (const [r, age] of s[c].regs) if (age >= n) s[c].regs.delete(r);
  s[c].pending = Math.min(s[c].pending, n);
  if (c === 'lgkm' && n === 0) s.smem = false;
}

function processBlock(block: HwBlock, input: WaitState, o: WaitcntOptions, emit: boolean): WaitState {
  const s = clone(input);
  const out: HwInstr[] = [];
  const max = { ...waitcntMax(o.gfx), vscnt: 63 };
  for (const h of block.instrs) {
    if (h.inst.op === 's_waitcnt' && h.inst.operands[0]?.kind === 'imm') {
      const w = decodeWaitcnt(h.inst.operands[0].value, o.gfx);
      applyWait(s, 'vm', w.vmcnt);
      applyWait(s, 'exp', w.expcnt);
      applyWait(s, 'lgkm', w.lgkmcnt);
      out.push(h);
      continue;
    }
    if (h.inst.op === 's_waitcnt_vscnt' && h.inst.operands[1]?.kind === 'imm') {
      applyWait(s, 'vs', h.inst.operands[1].value);
      out.push(h);
      continue;
    }
    const need: Record<Counter, number> = { vm: Infinity, exp: Infinity, lgkm: Infinity, vs: Infinity };
    for (const r of [...h.uses, ...h.defs]) {
      for (const c of COUNTERS) {
        const age = s[c].regs.get(r);
        if (age === undefined) continue;
        need[c] = Math.min(need[c], c === 'lgkm' && s.smem ? 0 : age);
      }
    }
    if (isRelease(h, o)) {
      for (const c of ['vm', 'vs'] as const) if (s[c].pending > 0) need[c] = 0;
      if (s.smem && s.lgkm.pending > 0) need.lgkm = 0;
    }
    const counts = {
      vmcnt: need.vm < s.vm.pending ? need.vm : max.vmcnt,
      expcnt: need.exp < s.exp.pending ? need.exp : max.expcnt,
      lgkmcnt: need.lgkm < s.lgkm.pending ? need.lgkm : max.lgkmcnt,
    };
    if (counts.vmcnt !== max.vmcnt || counts.expcnt !== max.expcnt || counts.lgkmcnt !== max.lgkmcnt) {
      if (emit) out.push({ inst: { op: 's_waitcnt', format: 'SOPP', operands: [{ kind: 'imm', value: encodeWaitcnt(counts, o.gfx) }], mods: {} }, defs: [], uses: [] });
      applyWait(s, 'vm', counts.vmcnt);
      applyWait(s, 'exp', counts.expcnt);
      applyWait(s, 'lgkm', counts.lgkmcnt);
    }
    if (o.gfx !== 'gfx9' && need.vs < s.vs.pending) {
      if (emit)
        out.push({
          inst: { op: 's_waitcnt_vscnt', format: 'SOPK', operands: [{ kind: 'reg', code: codeNull(o.gfx), size: 1 }, { kind: 'imm', value: need.vs }], mods: {} },
          defs: [],
          uses: [],
        });
      applyWait(s, 'vs', need.vs);
    }
    out.push(h);
    const ev = eventOf(h, o.gfx);
    if (ev) {
      const cs = s[ev.counter];
      for (const [r, age] of cs.regs) cs.regs.set(r, age + 1);
      for (const r of [...ev.writes, ...ev.reads]) cs.regs.set(r, 0);
      cs.pending = Math.min(cs.pending + 1, 63);
      if (h.inst.format === 'SMEM') s.smem = true;
    }
  }
  if (emit) block.instrs = out;
  return s;
}

export function insertWaitcnt(blocks: HwBlock[], succs: readonly (readonly number[])[], o: WaitcntOptions): void {
  const inStates: (WaitState | undefined)[] = blocks.map((_, i) => (i === 0 ? empty() : undefined));
  let changed = true;
  while (changed) {
    changed = false;
    blocks.forEach((b, i) => {
      const input = inStates[i];
      if (!input) return;
      const outState = processBlock(b, input, o, false);
      for (const s of succs[i]!) {
        const prev = inStates[s];
        const next = prev ? join(prev, outState) : outState;
        if (!prev || key(prev) !== key(next)) {
          inStates[s] = next;
          changed = true;
        }
      }
    });
  }
  blocks.forEach((b, i) => processBlock(b, inStates[i] ?? empty(), o, true));
}
