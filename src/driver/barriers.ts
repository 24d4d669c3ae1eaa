/**
 * The cache actions of vkCmdPipelineBarrier. popsim records every barrier as
 * a full one: the GPU drains, then the shader caches (L0, GL1 on GFX10+,
 * scalar) are invalidated with ACQUIRE_MEM, so later reads see earlier
 * writes (S11: shader writes reach L2 at once, so no L2 writeback is needed).
 */
import { atLeast, type GfxLevel } from '../isa/gfx_level.js';
import type { BarrierCommand } from './recorded_commands.js';

export function fullBarrier(gfx: GfxLevel): BarrierCommand {
  return {
    kind: 'barrier',
    actions: {
      invalidateL0: true,
      invalidateL1: atLeast(gfx, 'gfx10'),
      invalidateL2: false,
      writebackL2: false,
      invalidateScalar: true,
      invalidateInstruction: false,
    },
  };
}
