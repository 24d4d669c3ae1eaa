/**
 * Control-flow graph facts derived from the structured tree (ir.ts):
 * blocks in program order with their predecessors and successors.
 */
import type { Block, CfList, CfNode, Func, JumpInstr, LoopNode } from './ir.js';

export interface Cfg {
  /** Every block in program (textual) order. */
  readonly blocks: readonly Block[];
  readonly preds: ReadonlyMap<Block, readonly Block[]>;
  readonly succs: ReadonlyMap<Block, readonly Block[]>;
  /** Innermost loop containing each block, if any. */
  readonly loopOf: ReadonlyMap<Block, LoopNode>;
}

export function firstBlock(list: CfList): Block {
  const node = list[0];
  if (!node || node.kind !== 'block') throw new Error('control-flow list must start with a block');
  return node;
}

export function lastBlock(list: CfList): Block {
  const node = list[list.length - 1];
  if (!node || node.kind !== 'block') throw new Error('control-flow list must end with a block');
  return node;
}

export function endingJump(block: Block): JumpInstr | undefined {
  const last = block.instrs[block.instrs.length - 1];
  return last?.kind === 'jump' ? last : undefined;
}

/** Calls `visit` for every block in program order, descending into regions. */
export function forEachBlock(list: CfList, visit: (block: Block) => void): void {
  for (const node of list) {
    if (node.kind === 'block') visit(node);
    else if (node.kind === 'if') {
      forEachBlock(node.then, visit);
      forEachBlock(node.else, visit);
    } else forEachBlock(node.body, visit);
  }
}

export function computeCfg(func: Func): Cfg {
  const blocks: Block[] = [];
  const preds = new Map<Block, Block[]>();
  const succs = new Map<Block, Block[]>();
  const loopOf = new Map<Block, LoopNode>();
  const edge = (from: Block, to: Block): void => {
    succs.get(from)!.push(to);
    preds.get(to)!.push(from);
  };
  forEachBlock(func.body, (b) => {
    blocks.push(b);
    preds.set(b, []);
    succs.set(b, []);
  });

  /**
   * Wires the edges of `list`. `next` is where control goes after the list's
   * last block falls through (undefined = function end); `loop` the innermost loop
   * with its header and exit blocks.
   */
  const wire = (
    list: CfList,
    next: Block | undefined,
    loop: { node: LoopNode; header: Block; exit: Block | undefined } | undefined,
  ): void => {
    for (let k = 0; k < list.length; k++) {
      const node: CfNode = list[k]!;
      if (node.kind === 'block') {
        if (loop) loopOf.set(node, loop.node);
        const jump = endingJump(node);
        if (jump?.target === 'break') {
          if (loop?.exit) edge(node, loop.exit);
        } else if (jump?.target === 'continue') {
          if (loop) edge(node, loop.header);
        } else if (jump?.target === 'return') {
          // Leaves the function: no successor block.
        } else if (k === list.length - 1) {
          if (next) edge(node, next);
        }
        // A block followed by a region falls into it; the region wires that edge.
        continue;
      }
      // Regions sit between two blocks (ir.ts), so the next node is the block after this one.
      const following = firstOf(list[k + 1]!);
      if (node.kind === 'if') {
        const before = list[k - 1] as Block;
        if (!endingJump(before)) {
          edge(before, firstBlock(node.then));
          edge(before, firstBlock(node.else));
        }
        wire(node.then, following, loop);
        wire(node.else, following, loop);
      } else {
        const before = list[k - 1] as Block;
        const header = firstBlock(node.body);
        if (!endingJump(before)) edge(before, header);
        wire(node.body, header, { node, header, exit: following });
      }
    }
  };
  wire(func.body, undefined, undefined);
  return { blocks, preds, succs, loopOf };
}

function firstOf(node: CfNode | undefined): Block {
  if (node?.kind === 'block') return node;
  throw new Error('a region must be followed by a block');
}
