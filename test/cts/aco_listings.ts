/**
 * The proof that ACO's machine code runs on popsim's GPU model (issue 16): each
 * committed RADV/ACO listing of a conformance shader (test/data/aco/<chip>/,
 * Mesa 25.0.7) runs through its conformance case at 64x64 — the dimension
 * baked into those shaders — on the chip it was compiled for, with popsim's
 * driver programming the registers from RADV's interface
 * (radvCaseProgram) and the suite's own verification. One test file per chip,
 * so CI runs chips in parallel.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiRunner, caseByName, expectedInvocations, formatFailure, radvCaseProgram, runSuite, STREAM_VERTEX_SHADER_GLSL } from '../../src/scenes/interlock_cts/index.js';
import { acoListing, type AcoChip } from '../support/aco_listings.js';

/** Reference listing ↔ the conformance case whose shader it is (test/data/aco/README.md). */
export const ACO_CTS_CASES: Readonly<Record<string, string>> = {
  'cts-image-pixel_ordered-1xaa': 'basic.nodiscard.image.pixel_ordered.1xaa.no_sample_shading.64x64',
  'cts-ssbo-pixel_ordered-1xaa': 'basic.nodiscard.ssbo.pixel_ordered.1xaa.no_sample_shading.64x64',
  'cts-image-sample_ordered-4xaa-sample_shading': 'basic.nodiscard.image.sample_ordered.4xaa.sample_shading.64x64',
  'cts-discard-image-sample_ordered-4xaa': 'basic.discard.image.sample_ordered.4xaa.no_sample_shading.64x64',
  'cts-discard-ssbo-pixel_unordered-4xaa': 'basic.discard.ssbo.pixel_unordered.4xaa.no_sample_shading.64x64',
};

export function acoListingsTest(chip: AcoChip): void {
  test(`${chip}: ACO's code of the five conformance shaders passes their 64x64 cases on the GPU model`, async () => {
    const programs = new Map(Object.entries(ACO_CTS_CASES).map(([shader, name]) => [name, radvCaseProgram(caseByName(name), acoListing(chip, shader).text)]));
    const cases = [...programs.keys()].map((name) => caseByName(name));
    const suite = await runSuite(apiRunner(chip, { machineCode: (c) => programs.get(c.name) }), cases);
    const results = suite.chips[0]!.results;
    assert.deepEqual(results.map((r) => formatFailure(r)).filter((f) => f !== undefined), []);
    for (const r of results) {
      assert.equal(r.outcome.kind, 'pass', r.case.name);
      if (r.outcome.kind === 'pass') assert.equal(r.outcome.stats.invocations, expectedInvocations(r.case), r.case.name);
    }
  });
}

/** The check can fail: ACO's 4xaa pixel-interlock code with popsim's unlinked vertex shader (primID not multiplied by 4) writes wrong words. */
export function unlinkedVertexShaderFails(chip: AcoChip): void {
  test(`${chip}: ACO's 4xaa pixel-interlock code fails without RADV's link (the vertex shader's primID * 4)`, async () => {
    const name = ACO_CTS_CASES['cts-discard-ssbo-pixel_unordered-4xaa']!;
    const program = radvCaseProgram(caseByName(name), acoListing(chip, 'cts-discard-ssbo-pixel_unordered-4xaa').text);
    const suite = await runSuite(apiRunner(chip, { machineCode: () => ({ ...program, vertexShaderGlsl: STREAM_VERTEX_SHADER_GLSL }) }), [caseByName(name)]);
    assert.equal(suite.chips[0]!.results[0]!.outcome.kind, 'fail');
  });
}
