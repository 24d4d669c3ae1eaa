/**
 * GPU generations the ISA layer targets and the names users may give them.
 * A target is a gfx level plus the wave size the code is assembled for: on
 * GFX10+ the wave size changes how lane-mask operands (vcc, SGPR pairs) are
 * written, on GFX9 waves are always 64 lanes.
 */
import { IsaError } from './errors.js';

export type GfxLevel = 'gfx9' | 'gfx10' | 'gfx10_3' | 'gfx11';

export const GFX_LEVELS: readonly GfxLevel[] = ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'];

/** Index of a gfx level in GFX_LEVELS; opcode tables are columns in this order. */
export function gfxIndex(gfx: GfxLevel): number {
  return GFX_LEVELS.indexOf(gfx);
}

export function atLeast(gfx: GfxLevel, min: GfxLevel): boolean {
  return gfxIndex(gfx) >= gfxIndex(min);
}

export interface Target {
  readonly gfx: GfxLevel;
  /** LLVM processor name (`-mcpu`), e.g. gfx902 for RAVEN. */
  readonly cpu: string;
  readonly wave64: boolean;
}

/** LLVM processor names and chip names, each mapped to its gfx level and LLVM cpu. */
const TARGET_NAMES: Readonly<Record<string, { gfx: GfxLevel; cpu: string }>> = {
  gfx900: { gfx: 'gfx9', cpu: 'gfx900' },
  gfx902: { gfx: 'gfx9', cpu: 'gfx902' },
  gfx906: { gfx: 'gfx9', cpu: 'gfx906' },
  gfx1010: { gfx: 'gfx10', cpu: 'gfx1010' },
  gfx1012: { gfx: 'gfx10', cpu: 'gfx1012' },
  gfx1030: { gfx: 'gfx10_3', cpu: 'gfx1030' },
  gfx1100: { gfx: 'gfx11', cpu: 'gfx1100' },
  vega10: { gfx: 'gfx9', cpu: 'gfx900' },
  raven: { gfx: 'gfx9', cpu: 'gfx902' },
  vega20: { gfx: 'gfx9', cpu: 'gfx906' },
  navi10: { gfx: 'gfx10', cpu: 'gfx1010' },
  navi14: { gfx: 'gfx10', cpu: 'gfx1012' },
  navi21: { gfx: 'gfx10_3', cpu: 'gfx1030' },
  navi31: { gfx: 'gfx11', cpu: 'gfx1100' },
  // Generation names map to their first processor.
  gfx9: { gfx: 'gfx9', cpu: 'gfx900' },
  gfx10: { gfx: 'gfx10', cpu: 'gfx1010' },
  'gfx10.3': { gfx: 'gfx10_3', cpu: 'gfx1030' },
  gfx10_3: { gfx: 'gfx10_3', cpu: 'gfx1030' },
  gfx11: { gfx: 'gfx11', cpu: 'gfx1100' },
};

export const TARGET_NAME_LIST: readonly string[] = Object.keys(TARGET_NAMES);

/**
 * Resolves a processor or chip name. GFX10+ defaults to wave64 because pixel
 * shaders run wave64 by default (matches `llvm-mc -mattr=+wavefrontsize64`).
 */
export function parseTarget(name: string, options: { wave32?: boolean } = {}): Target {
  const entry = TARGET_NAMES[name.toLowerCase()];
  if (!entry) {
    throw new IsaError('unknown-target', `unknown GPU '${name}'; expected one of: ${TARGET_NAME_LIST.join(', ')}`);
  }
  if (options.wave32 && entry.gfx === 'gfx9') {
    throw new IsaError('unknown-target', `${name} (GFX9) has no wave32 mode`);
  }
  return { gfx: entry.gfx, cpu: entry.cpu, wave64: !options.wave32 };
}

/** Default target of a gfx level (first processor, wave64). */
export function targetOf(gfx: GfxLevel, wave64 = true): Target {
  const cpu = { gfx9: 'gfx900', gfx10: 'gfx1010', gfx10_3: 'gfx1030', gfx11: 'gfx1100' }[gfx];
  return { gfx, cpu, wave64: gfx === 'gfx9' ? true : wave64 };
}
