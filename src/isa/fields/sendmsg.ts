/**
 * sendmsg(MSG) immediates of s_sendmsg. S9: MSG_ORDERED_PS_DONE (7) exits the
 * POPS ordered section on GFX9–10.3. Only messages without an operation field
 * are given names; anything else prints as a plain number, as LLVM does.
 */
import type { GfxLevel } from '../gfx_level.js';
import { CodecError } from '../codec.js';

export const MSG_ORDERED_PS_DONE = 7;

const MESSAGES: ReadonlyArray<readonly [id: number, name: string, gens: readonly GfxLevel[]]> = [
  [1, 'MSG_INTERRUPT', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [3, 'MSG_DEALLOC_VGPRS', ['gfx11']],
  [4, 'MSG_SAVEWAVE', ['gfx9', 'gfx10', 'gfx10_3']],
  [5, 'MSG_STALL_WAVE_GEN', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [6, 'MSG_HALT_WAVES', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [MSG_ORDERED_PS_DONE, 'MSG_ORDERED_PS_DONE', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
  [10, 'MSG_GET_DOORBELL', ['gfx9', 'gfx10', 'gfx10_3', 'gfx11']],
];

export function sendmsgText(simm16: number, gfx: GfxLevel): string {
  const entry = MESSAGES.find(([id, , gens]) => id === simm16 && gens.includes(gfx));
  return entry ? `sendmsg(${entry[1]})` : String(simm16);
}

export function parseSendmsg(text: string, gfx: GfxLevel): number {
  const raw = /^(0x[0-9a-f]+|\d+)$/i.exec(text.trim());
  if (raw) return Number(raw[1]) & 0xffff;
  const m = /^sendmsg\(\s*([A-Za-z_0-9]+)\s*\)$/.exec(text.trim());
  if (!m) throw new CodecError('syntax', `expected sendmsg(MSG), got '${text}'`);
  if (/^\d+$/.test(m[1]!)) return Number(m[1]);
  const entry = MESSAGES.find(([, name]) => name === m[1]!.toUpperCase());
  if (!entry || !entry[2].includes(gfx)) throw new CodecError('operand', `unknown message ${m[1]} on ${gfx}`);
  return entry[0];
}
