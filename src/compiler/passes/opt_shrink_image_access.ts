/**
 * opt_shrink_image_access: storage-image loads and stores carry only the
 * components that matter, NIR's nir_opt_shrink_vectors (loads) and
 * nir_opt_shrink_stores (stores) for images. The backend sizes the MIMG
 * access from them (dmask, data and result VGPRs), so an `imageLoad(...).x`
 * becomes `image_load dmask:0x1` into one VGPR instead of four, and an
 * `imageStore` to an r32ui image writes one VGPR with dmask 0x1 instead of
 * building a four-VGPR tuple of which the hardware keeps the first.
 *
 * * image_load: trailing results no instruction reads are dropped (at least
 *   one stays: the access itself is kept, it is not dead code's business).
 * * image_store: data components beyond the declared format's are dropped —
 *   the format has no channel for them, so the memory image is the same.
 *
 * The access stays where it is (S11): only its width changes.
 */
import { forEachBlock } from '../ir/cfg.js';
import type { Func, IntrinsicInstr, Shader } from '../ir/ir.js';
import { imageCoordCount, type ImageFormat } from '../ir/intrinsics.js';

/** Channels of each storage format; 'unknown' (not declared) keeps all four. */
const FORMAT_COMPONENTS: Readonly<Record<ImageFormat, number>> = {
  r32ui: 1,
  r32i: 1,
  r32f: 1,
  rg32ui: 2,
  rgba8: 4,
  rgba8ui: 4,
  rgba16f: 4,
  rgba32ui: 4,
  rgba32f: 4,
  unknown: 4,
};

export function optShrinkImageAccess(shader: Shader): boolean {
  let progress = false;
  for (const func of shader.functions) progress = shrinkFunc(func) || progress;
  return progress;
}

function usedValues(func: Func): Set<number> {
  const used = new Set<number>();
  const visit = (list: Func['body']): void => {
    for (const node of list) {
      if (node.kind === 'if') {
        used.add(node.cond.id);
        visit(node.then);
        visit(node.else);
      } else if (node.kind === 'loop') visit(node.body);
      else {
        for (const instr of node.instrs) {
          switch (instr.kind) {
            case 'alu':
            case 'intrinsic':
              for (const s of instr.srcs) used.add(s.id);
              break;
            case 'phi':
              for (const s of instr.srcs) used.add(s.value.id);
              break;
            case 'store_var':
              used.add(instr.value.id);
              break;
            case 'call':
              for (const s of instr.args) used.add(s.id);
              break;
            case 'jump':
              for (const s of instr.values) used.add(s.id);
              break;
            case 'const':
            case 'load_var':
              break;
          }
        }
      }
    }
  };
  visit(func.body);
  return used;
}

function shrinkFunc(func: Func): boolean {
  const used = usedValues(func);
  let progress = false;
  forEachBlock(func.body, (block) => {
    block.instrs = block.instrs.map((instr) => {
      if (instr.kind !== 'intrinsic') return instr;
      const shrunk = shrink(instr, used);
      if (shrunk !== instr) progress = true;
      return shrunk;
    });
  });
  return progress;
}

function shrink(instr: IntrinsicInstr, used: ReadonlySet<number>): IntrinsicInstr {
  if (instr.op === 'image_load') {
    let n = instr.dests.length;
    while (n > 1 && !used.has(instr.dests[n - 1]!.id)) n--;
    return n < instr.dests.length ? { ...instr, dests: instr.dests.slice(0, n) } : instr;
  }
  if (instr.op === 'image_store') {
    const keep = imageCoordCount(instr.index.dim ?? '2d') + FORMAT_COMPONENTS[instr.index.format ?? 'unknown'];
    return instr.srcs.length > keep ? { ...instr, srcs: instr.srcs.slice(0, keep) } : instr;
  }
  return instr;
}
