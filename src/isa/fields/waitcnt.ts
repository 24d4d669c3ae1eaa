/**
 * s_waitcnt immediates. The counter bit layout differs per generation:
 *   GFX9:   vmcnt [3:0]+[15:14], expcnt [6:4], lgkmcnt [11:8]
 *   GFX10:  vmcnt [3:0]+[15:14], expcnt [6:4], lgkmcnt [13:8]
 *   GFX11:  expcnt [2:0], lgkmcnt [9:4], vmcnt [15:10]
 * GFX10+ counts stores separately in vscnt (s_waitcnt_vscnt).
 */
import type { GfxLevel } from '../gfx_level.js';
import { CodecError } from '../codec.js';

export interface WaitCounts {
  readonly vmcnt: number;
  readonly expcnt: number;
  readonly lgkmcnt: number;
}

export function waitcntMax(gfx: GfxLevel): WaitCounts {
  return { vmcnt: 63, expcnt: 7, lgkmcnt: gfx === 'gfx9' ? 15 : 63 };
}

export function encodeWaitcnt(c: WaitCounts, gfx: GfxLevel): number {
  const max = waitcntMax(gfx);
  for (const k of ['vmcnt', 'expcnt', 'lgkmcnt'] as const) {
    if (c[k] < 0 || c[k] > max[k]) throw new CodecError('operand', `${k}(${c[k]}) out of range 0..${max[k]} on ${gfx}`);
  }
  if (gfx === 'gfx11') return c.expcnt | (c.lgkmcnt << 4) | (c.vmcnt << 10);
  return (c.vmcnt & 15) | (c.expcnt << 4) | (c.lgkmcnt << 8) | ((c.vmcnt >> 4) << 14);
}

export function decodeWaitcnt(simm16: number, gfx: GfxLevel): WaitCounts {
  if (gfx === 'gfx11') return { expcnt: simm16 & 7, lgkmcnt: (simm16 >> 4) & 63, vmcnt: (simm16 >> 10) & 63 };
  return {
    vmcnt: (simm16 & 15) | (((simm16 >> 14) & 3) << 4),
    expcnt: (simm16 >> 4) & 7,
    lgkmcnt: (simm16 >> 8) & (gfx === 'gfx9' ? 15 : 63),
  };
}

/** LLVM's text: counters that wait (below their maximum); all three when none does. */
export function waitcntText(simm16: number, gfx: GfxLevel): string {
  const c = decodeWaitcnt(simm16, gfx);
  if (encodeWaitcnt(c, gfx) !== simm16) return '0x' + simm16.toString(16);
  const max = waitcntMax(gfx);
  const parts = (['vmcnt', 'expcnt', 'lgkmcnt'] as const).filter((k) => c[k] !== max[k]).map((k) => `${k}(${c[k]})`);
  return parts.length ? parts.join(' ') : `vmcnt(${c.vmcnt}) expcnt(${c.expcnt}) lgkmcnt(${c.lgkmcnt})`;
}

/** Parses `vmcnt(N) expcnt(N) lgkmcnt(N)` (any subset, `&` or spaces between) or a raw integer. */
export function parseWaitcnt(text: string, gfx: GfxLevel): number {
  const raw = /^(0x[0-9a-f]+|\d+)$/i.exec(text.trim());
  if (raw) return Number(raw[1]) & 0xffff;
  const counts: Record<string, number> = { ...waitcntMax(gfx) };
  const parts = text.trim().split(/[\s&,]+/).filter(Boolean);
  for (const part of parts) {
    const m = /^(vmcnt|expcnt|lgkmcnt)\((\d+)\)$/.exec(part);
    if (!m) throw new CodecError('syntax', `expected vmcnt(N), expcnt(N) or lgkmcnt(N), got '${part}'`);
    counts[m[1]!] = Number(m[2]);
  }
  return encodeWaitcnt(counts as unknown as WaitCounts, gfx);
}
