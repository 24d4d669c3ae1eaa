import type { InstDef } from '../inst_def.js';

// TEMPORARY: rows are being written (issue 2).
export const FLAT_DEFS: InstDef[] = [];
