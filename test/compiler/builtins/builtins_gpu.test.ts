/**
 * Issue 15: every GLSL 4.50 operator and built-in function a fragment or
 * vertex shader may use (chapter 5 operators, conversions and constructors;
 * chapter 8.1–8.8), on every type it applies to, compiles on every generation
 * and computes the right value on the GPU model. The cases are generated from
 * tables (cases_*.ts); each batch is one fragment shader run through the API
 * (divergent inputs from a storage buffer per pixel, and uniform inputs from
 * a uniform buffer), and every result is compared with the IR interpreter on
 * the pipeline's optimised IR and with a TypeScript reference: bit-exact for
 * integers and booleans, within the precision rules of float_tolerance.ts for
 * floats. Each batch also compiles as a vertex shader on every generation.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileGlsl } from '../../../src/compiler/glsl/index.js';
import { compileSpirv } from '../../../src/compiler/compile.js';
import { targetOf, type GfxLevel } from '../../../src/isa/gfx_level.js';
import { createInstance } from '../../../src/api/index.js';
import { batchSource, compareBatch, runBatch, type Mode } from './batch_runner.js';
import type { Case } from './case.js';
import { floatFunctionCases } from './cases_float.js';
import { integerFunctionCases } from './cases_integer.js';
import { operatorCases } from './cases_operators.js';
import { vectorFunctionCases } from './cases_vector.js';

const CHIPS: Readonly<Record<GfxLevel, string>> = { gfx9: 'RAVEN', gfx10: 'NAVI10', gfx10_3: 'NAVI21', gfx11: 'NAVI31' };
/** Cases per shader: large enough that the whole test stays near a minute on one core. */
const BATCH = 48;

const ALL: readonly Case[] = [...operatorCases(), ...floatFunctionCases(), ...vectorFunctionCases(), ...integerFunctionCases()];

/**
 * Divergent mode runs every case. Uniform mode runs the cases on scalars: the vector forms
 * are the same scalar code per component, and they already run in divergent mode.
 */
function batches(mode: Mode): Case[][] {
  const cases = mode === 'divergent' ? ALL : ALL.filter((c) => [...c.args, ...c.results].every((t) => t.rows * t.cols === 1));
  const out: Case[][] = [];
  for (let k = 0; k < cases.length; k += BATCH) out.push(cases.slice(k, k + BATCH));
  return out;
}

/** A batch that does not compile: the cases that fail on their own, with their errors. */
async function isolate(batch: readonly Case[], mode: Mode, gfx: GfxLevel, error: Error): Promise<string[]> {
  const out: string[] = [];
  for (const c of batch) {
    try {
      compileSpirv({ spirv: await compileGlsl(batchSource([c], mode), 'fragment'), stage: 'fragment', target: targetOf(gfx) });
    } catch (e) {
      out.push(`${c.id} [${mode}] does not compile: ${(e as Error).message}`);
    }
  }
  return out.length > 0 ? out : [`batch ${batch[0]!.id}… [${mode}]: ${error.message}`];
}

test(`the case table lists ${ALL.length} cases with unique ids`, () => {
  assert.equal(new Set(ALL.map((c) => c.id)).size, ALL.length);
});

for (const gfx of Object.keys(CHIPS) as GfxLevel[]) {
  test(`${gfx}: every case computes the reference value on the GPU model and in the interpreter`, async () => {
    const dev = createInstance().physicalDevice(CHIPS[gfx]).createDevice({ enabledExtensions: [], features: { core: { fragmentStoresAndAtomics: true } } });
    const failures: string[] = [];
    for (const mode of ['divergent', 'uniform'] as Mode[]) {
      let k = 0;
      for (const batch of batches(mode)) {
        try {
          const run = await runBatch(dev, batch, mode, 1000 * k++ + (mode === 'uniform' ? 1 : 0));
          failures.push(...compareBatch(batch, mode, run));
        } catch (e) {
          failures.push(...(await isolate(batch, mode, gfx, e as Error)));
        }
      }
    }
    const byCase = new Map<string, string>();
    for (const f of failures) if (!byCase.has(f.split(" [")[0]!)) byCase.set(f.split(" [")[0]!, f);
    assert.deepEqual([...byCase.values()], [], `${failures.length} mismatches in ${byCase.size} cases`);
  });
}

test('every batch compiles as a vertex shader on every generation', async () => {
  const failures: string[] = [];
  for (const batch of batches('divergent')) {
    const spirv = await compileGlsl(batchSource(batch, 'divergent', 'vertex').replace('readonly buffer', 'readonly buffer').replace(/^void main\(\) \{/m, 'void main() {\n  gl_Position = vec4(0.0);'), 'vertex');
    for (const gfx of Object.keys(CHIPS) as GfxLevel[]) {
      try {
        compileSpirv({ spirv, stage: 'vertex', target: targetOf(gfx) });
      } catch (e) {
        failures.push(`${gfx} ${batch[0]!.id}…: ${(e as Error).message}`);
      }
    }
  }
  assert.deepEqual(failures, []);
});
