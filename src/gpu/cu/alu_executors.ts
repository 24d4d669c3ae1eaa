/**
 * The executor factories of this unit by format: scalar ALU, program control
 * and vector ALU. Memory, interpolation and export factories are registered
 * by their own files; a full program is compiled with both registries merged.
 */
import { translateSop1, translateSop2, translateSopc, translateSopk } from './exec_scalar.js';
import { translateSopp } from './exec_control.js';
import { translateValu } from './exec_valu.js';
import { translateVop3p } from './exec_vop3p.js';
import type { ExecutorRegistry } from './executor_factory.js';

export const ALU_EXECUTORS: ExecutorRegistry = {
  SOP1: translateSop1,
  SOP2: translateSop2,
  SOPC: translateSopc,
  SOPK: translateSopk,
  SOPP: translateSopp,
  VOP1: translateValu,
  VOP2: translateValu,
  VOPC: translateValu,
  VOP3: translateValu,
  VOP3P: translateVop3p,
};
