/**
 * Outputs are kept in locals while the entry function runs and stored at each
 * of its returns (NIR's "outputs as temporaries"), so the backend sees one
 * store per output component, on every exit path. Unwritten components of a
 * written output variable store their zero initial value.
 */
import type { Translator } from './context.js';

export function emitOutputStores(t: Translator): void {
  const b = t.b;
  for (const out of t.outputs) {
    out.vars.forEach((v, k) => {
      const slot = out.slots[k]!;
      switch (slot.kind) {
        case 'output':
          b.intrinsic('store_output', [b.loadVar(v)], { location: slot.location, component: slot.component });
          return;
        case 'position':
          if (v.type !== 'f32') t.fail('type-mismatch', 'Position is not a float vector');
          b.intrinsic('store_position', [b.loadVar(v)], { component: slot.component });
          return;
        case 'frag_depth':
          if (v.type !== 'f32') t.fail('type-mismatch', 'FragDepth is not a float');
          b.intrinsic('store_frag_depth', [b.loadVar(v)]);
          return;
        case 'sample_mask':
          if (v.type !== 'i32') t.fail('type-mismatch', 'SampleMask is not an integer array');
          b.intrinsic('store_sample_mask', [b.loadVar(v)]);
          return;
        case 'ignored':
          return;
      }
    });
  }
}
