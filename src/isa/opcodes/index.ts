/** Generated opcode numbers per generation; regenerate with `npm run gen:opcodes`. */
import type { GfxLevel } from '../gfx_level.js';
import type { GeneratedOpcodes } from './generated_opcodes.js';
import { OPCODES_GFX9 } from './gfx9.generated.js';
import { OPCODES_GFX10 } from './gfx10.generated.js';
import { OPCODES_GFX10_3 } from './gfx10_3.generated.js';
import { OPCODES_GFX11 } from './gfx11.generated.js';

export const GENERATED_OPCODES: Readonly<Record<GfxLevel, GeneratedOpcodes>> = {
  gfx9: OPCODES_GFX9,
  gfx10: OPCODES_GFX10,
  gfx10_3: OPCODES_GFX10_3,
  gfx11: OPCODES_GFX11,
};
