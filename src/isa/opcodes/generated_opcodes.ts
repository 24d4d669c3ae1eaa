/**
 * The shape of one generation's generated opcode table. Its own file so the
 * generated tables (gfx*.generated.ts) can name their type without importing
 * index.ts, which imports them.
 */
import type { Format } from '../instruction.js';

/** Opcode by mnemonic, per format; VOP3 holds both VOP3-only and e64 forms. */
export type GeneratedOpcodes = Partial<Record<Format, Readonly<Record<string, number>>>>;
