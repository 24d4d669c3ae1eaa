/**
 * Export (EXP): one instruction, `exp <target> vsrc0, vsrc1, vsrc2, vsrc3`.
 * The target, the done/vm/compr flags and the channel enables (an `off`
 * operand is a disabled channel) are encoded by the EXP codec; EXP has no
 * opcode field, so the generated table records 0.
 */
import { defs, type InstDef } from '../inst_def.js';

export const EXP_DEFS: InstDef[] = defs('EXP', [['exp', 'vsrc0 vsrc1 vsrc2 vsrc3', { probe: 'mrt0 v0, v1, v2, v3' }]]);
