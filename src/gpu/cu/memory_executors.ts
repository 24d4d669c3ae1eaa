/**
 * The executor factories of the memory side of the CU by format: scalar and
 * vector memory, LDS, interpolation and exports. A full program is compiled
 * with this registry merged with ALU_EXECUTORS (alu_executors.ts).
 */
import { bufferExecutor } from './exec_buffer.js';
import { exportExecutor } from './exec_export.js';
import { globalExecutor } from './exec_global.js';
import { imageExecutor } from './exec_image.js';
import { ldsdirExecutor, vinterpExecutor, vintrpExecutor } from './exec_interp.js';
import { dsExecutor } from './exec_lds.js';
import { smemExecutor } from './exec_smem.js';
import type { ExecutorRegistry } from './executor_factory.js';

export const MEMORY_EXECUTORS: ExecutorRegistry = {
  SMEM: smemExecutor,
  MUBUF: bufferExecutor,
  MIMG: imageExecutor,
  FLAT: globalExecutor,
  GLOBAL: globalExecutor,
  DS: dsExecutor,
  VINTRP: vintrpExecutor,
  LDSDIR: ldsdirExecutor,
  VINTERP: vinterpExecutor,
  EXP: exportExecutor,
};
