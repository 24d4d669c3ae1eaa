/**
 * The OIT experiment's modes: the sample's anti-aliasing types that use MSAA
 * (oit.h `recomputeAntialiasingSettings`: none, msaa 4x/8x pixel-shading,
 * msaa 4x/8x sample-shading), each with ordered or unordered interlock
 * (`OIT_INTERLOCK_IS_ORDERED`). Supersampling ("super 4x") is not a mode here.
 */
import { OitError } from './errors.js';

export interface OitMode {
  readonly name: string;
  readonly samples: 1 | 4 | 8;
  /** One invocation per sample (gl_SampleID) and sample interlock; otherwise pixel interlock. */
  readonly sampleShading: boolean;
  readonly ordered: boolean;
}

function mode(samples: 1 | 4 | 8, sampleShading: boolean, ordered: boolean): OitMode {
  const base = samples === 1 ? 'none' : `msaa${samples}-${sampleShading ? 'sample' : 'pixel'}`;
  return { name: ordered ? base : `${base}-unordered`, samples, sampleShading, ordered };
}

/** Every mode, ordered ones first. */
export const OIT_MODES: readonly OitMode[] = [true, false].flatMap((ordered) => [
  mode(1, false, ordered),
  mode(4, false, ordered),
  mode(4, true, ordered),
  mode(8, false, ordered),
  mode(8, true, ordered),
]);

/** The modes of the seed's P1/P2 measurements. */
export const DEFAULT_MODE_NAMES = ['none', 'msaa4-pixel', 'msaa4-sample'] as const;

export function oitMode(name: string): OitMode {
  const m = OIT_MODES.find((x) => x.name === name);
  if (m === undefined) throw new OitError('bad-mode', name, `unknown mode '${name}' (modes: ${OIT_MODES.map((x) => x.name).join(', ')})`);
  return m;
}
