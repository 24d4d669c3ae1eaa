/**
 * The import graph of a source tree and the layer rules popsim's architecture
 * states (docs/ARCHITECTURE.md "Layer rules"). Specifiers are read with the
 * TypeScript scanner (`preProcessFile`), so `import type`, `export … from` and
 * dynamic `import()` all count as edges.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** File (path relative to the tree root, e.g. `src/gpu/gpu.ts`) → the files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** Every `.ts` file under `dir` (relative to `root`), with its text. */
export function readSources(root: string, dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const e of readdirSync(path.join(root, d), { withFileTypes: true })) {
      const rel = path.posix.join(d, e.name);
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.set(rel, readFileSync(path.join(root, rel), 'utf8'));
    }
  };
  walk(dir);
  return out;
}

/** Relative specifiers resolved to tree paths (`./x.js` → `dir/x.ts`); package imports are left out. */
export function importGraph(sources: ReadonlyMap<string, string>): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const [file, text] of sources) {
    const targets: string[] = [];
    for (const ref of ts.preProcessFile(text, true, true).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      targets.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.fileName)).replace(/\.js$/, '.ts'));
    }
    graph.set(file, targets);
  }
  return graph;
}

/** A layer is the first directory under src/ (`src/index.ts`, the package entry, is its own layer). */
export function layerOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? parts[1]! : 'entry';
}

/**
 * Which layers each layer may import (besides itself), lowest first. The GPU
 * model sits beside the compiler: neither knows the other. Above them the
 * driver (the only layer that knows both registers and the API's objects),
 * then the API, the scenes written against the API, and the command line.
 */
export const ALLOWED_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  common: [],
  isa: ['common'],
  amd: ['isa', 'common'],
  compiler: ['isa', 'common'],
  gpu: ['amd', 'isa', 'common'],
  driver: ['gpu', 'compiler', 'amd', 'isa', 'common'],
  api: ['driver', 'gpu', 'compiler', 'amd', 'isa', 'common'],
  scenes: ['api', 'amd', 'isa', 'common'],
  cli: ['scenes', 'api', 'driver', 'compiler', 'amd', 'isa', 'common'],
  entry: ['api', 'gpu', 'compiler', 'amd', 'isa', 'common'],
};

/** The only file of src/gpu that other layers may import. */
export const GPU_FACADE = 'src/gpu/index.ts';

export interface Violation {
  readonly file: string;
  readonly target: string;
  readonly rule: string;
}

export function layerViolations(graph: ImportGraph): Violation[] {
  const out: Violation[] = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    const allowed = ALLOWED_IMPORTS[from];
    for (const target of targets) {
      if (!target.startsWith('src/')) {
        out.push({ file, target, rule: 'src/ imports nothing outside src/' });
        continue;
      }
      const to = layerOf(target);
      if (allowed === undefined) out.push({ file, target, rule: `layer '${from}' is not in ALLOWED_IMPORTS` });
      else if (to !== from && !allowed.includes(to)) out.push({ file, target, rule: `${from} may not import ${to}` });
      else if (to === 'gpu' && from !== 'gpu' && target !== GPU_FACADE) out.push({ file, target, rule: `outside src/gpu, only the facade ${GPU_FACADE} may be imported` });
    }
  }
  return out;
}

/** Import cycles (strongly connected components of more than one file, or a file importing itself). */
export function importCycles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so deep graphs cannot overflow the stack.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.next < edges.length) {
        const to = edges[frame.next++]!;
        if (!graph.has(to)) continue;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const scc: string[] = [];
        let n: string;
        do {
          n = stack.pop()!;
          onStack.delete(n);
          scc.push(n);
        } while (n !== frame.node);
        if (scc.length > 1 || edges.includes(frame.node)) cycles.push(scc.sort());
      }
    }
  }
  return cycles;
}
