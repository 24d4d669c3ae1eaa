/** Text dump of register writes with field names, for `popsim regs` and error reports. */
import type { GfxLevel } from '../isa/gfx_level.js';
import { formatRegister, registerDb } from '../amd/registers/index.js';

export interface RegWrite {
  readonly offset: number;
  readonly value: number;
}

/** One line per write, in order: `DB_SHADER_CONTROL = 0x… { PRIMITIVE_ORDERED_PIXEL_SHADER=1 … }`. */
export function regsDump(gfx: GfxLevel, writes: readonly RegWrite[]): string {
  const db = registerDb(gfx);
  return writes.map((w) => formatRegister(db, w.offset, w.value)).join('\n');
}
