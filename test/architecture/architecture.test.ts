/**
 * The layer rules of docs/ARCHITECTURE.md, executed: no layer imports upward
 * or past its neighbour, the GPU model imports neither compiler, driver nor
 * API, nothing outside src/gpu reaches past the GPU facade, and src/ has no
 * import cycle (type-only imports included). The synthetic graphs below show
 * each rule fires on a wrong import.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ALLOWED_IMPORTS, importCycles, importGraph, layerOf, layerViolations, readSources } from './import_graph.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
const graph = importGraph(readSources(ROOT, 'src'));

test('architecture: src/ has the files the rules are about', () => {
  for (const file of ['src/gpu/index.ts', 'src/amd/chips.ts', 'src/api/index.ts', 'src/driver/index.ts', 'src/compiler/compile.ts']) {
    assert.ok(graph.has(file), file);
  }
  for (const file of graph.keys()) assert.ok(layerOf(file) in ALLOWED_IMPORTS, `${file}: layer '${layerOf(file)}' has no rule`);
});

test('architecture: every import follows the layer rules', () => {
  const violations = layerViolations(graph).map((v) => `${v.file} -> ${v.target}: ${v.rule}`);
  assert.deepEqual(violations, []);
});

test('architecture: src/ has no import cycle (type-only imports included)', () => {
  assert.deepEqual(importCycles(graph), []);
});

/** A graph from source texts, for the rule checks below. */
function graphOf(files: Record<string, string>): ReturnType<typeof importGraph> {
  return importGraph(new Map(Object.entries(files)));
}

test('architecture: the GPU model importing the compiler, driver or API is caught (type-only too)', () => {
  for (const [spec, layer] of [
    ['../compiler/ir/ir.js', 'compiler'],
    ['../driver/index.js', 'driver'],
    ['../api/index.js', 'api'],
  ] as const) {
    const v = layerViolations(graphOf({ 'src/gpu/gpu.ts': `import type { X } from '${spec}';` }));
    assert.equal(v.length, 1, spec);
    assert.equal(v[0]!.rule, `gpu may not import ${layer}`);
  }
});

test('architecture: a GPU internal imported from outside src/gpu is caught; the facade is not', () => {
  const bad = layerViolations(graphOf({ 'src/driver/host_ops.ts': "import { writeDepth } from '../gpu/rb/depth_backend.js';" }));
  assert.equal(bad.length, 1);
  assert.match(bad[0]!.rule, /only the facade/);
  assert.deepEqual(layerViolations(graphOf({ 'src/driver/submit_executor.ts': "import type { Gpu } from '../gpu/index.js';" })), []);
  const scene = layerViolations(graphOf({ 'src/scenes/x/run.ts': "export { type RunStats } from '../../gpu/index.js';" }));
  assert.equal(scene[0]!.rule, 'scenes may not import gpu');
});

test('architecture: upward imports and imports past a neighbour are caught', () => {
  const cases: Record<string, string> = {
    'src/isa/encoder.ts': "import { x } from '../amd/chips.js';",
    'src/amd/chips.ts': "import { x } from '../gpu/index.js';",
    'src/compiler/compile.ts': "import { x } from '../amd/chips.js';",
    'src/driver/draw.ts': "import { x } from '../api/device.js';",
    'src/scenes/oit/scene.ts': "import { x } from '../../driver/index.js';",
  };
  for (const [file, text] of Object.entries(cases)) assert.equal(layerViolations(graphOf({ [file]: text })).length, 1, file);
});

test('architecture: a cycle through type-only imports is found', () => {
  const cycles = importCycles(
    graphOf({
      'src/gpu/a.ts': "import type { B } from './b.js';",
      'src/gpu/b.ts': "import { c } from './c.js';",
      'src/gpu/c.ts': "export type { A } from './a.js';",
      'src/gpu/d.ts': "import { c } from './c.js';",
    }),
  );
  assert.deepEqual(cycles, [['src/gpu/a.ts', 'src/gpu/b.ts', 'src/gpu/c.ts']]);
  assert.deepEqual(importCycles(graphOf({ 'src/gpu/a.ts': "import { a } from './a.js';" })), [['src/gpu/a.ts']]);
});
