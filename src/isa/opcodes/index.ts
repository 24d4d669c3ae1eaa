/** Generated opcode numbers per generation; regenerate with `npm run gen:opcodes`. */
import type { GfxLevel } from '../gfx_level.js';
import type { Format } from '../instruction.js';
import { OPCODES_GFX9 } from './gfx9.generated.js';
import { OPCODES_GFX10 } from './gfx10.generated.js';
import { OPCODES_GFX10_3 } from './gfx10_3.generated.js';
import { OPCODES_GFX11 } from './gfx11.generated.js';

/** Opcode by mnemonic, per format; VOP3 holds both VOP3-only and e64 forms. */
export type GeneratedOpcodes = Partial<Record<Format, Readonly<Record<string, number>>>>;

export const GENERATED_OPCODES: Readonly<Record<GfxLevel, GeneratedOpcodes>> = {
  gfx9: OPCODES_GFX9,
  gfx10: OPCODES_GFX10,
  gfx10_3: OPCODES_GFX10_3,
  gfx11: OPCODES_GFX11,
};
