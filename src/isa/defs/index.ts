/** Every instruction definition, all formats. */
import type { InstDef } from '../inst_def.js';
import { SOP1_DEFS, SOP2_DEFS, SOPC_DEFS, SOPK_DEFS, SOPP_DEFS } from './scalar.js';
import { SMEM_DEFS } from './smem.js';
import { VOP1_DEFS } from './vop1.js';
import { VOP2_DEFS } from './vop2.js';
import { VOPC_DEFS } from './vopc.js';
import { VOP3_DEFS } from './vop3.js';
import { VOP3P_DEFS } from './vop3p.js';
import { INTERP_DEFS } from './interp.js';
import { DS_DEFS } from './ds.js';
import { MUBUF_DEFS } from './mubuf.js';
import { MIMG_DEFS } from './mimg.js';
import { FLAT_DEFS } from './flat.js';
import { EXP_DEFS } from './exp.js';

export const ALL_DEFS: readonly InstDef[] = [
  ...SOP1_DEFS,
  ...SOP2_DEFS,
  ...SOPC_DEFS,
  ...SOPK_DEFS,
  ...SOPP_DEFS,
  ...SMEM_DEFS,
  ...VOP1_DEFS,
  ...VOP2_DEFS,
  ...VOPC_DEFS,
  ...VOP3_DEFS,
  ...VOP3P_DEFS,
  ...INTERP_DEFS,
  ...DS_DEFS,
  ...MUBUF_DEFS,
  ...MIMG_DEFS,
  ...FLAT_DEFS,
  ...EXP_DEFS,
];
