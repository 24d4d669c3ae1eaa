/**
 * The ACO parity ratchet (issue 16): popsim's pixel-shader code for the
 * reference shaders of test/data/aco (Mesa 25.0.7 RADV/ACO dumps, see its
 * README) may not grow. The thresholds are the level reached; the issue's
 * targets stand next to them. `node dist/bench/aco_parity.js` prints the table.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { acoDataDir, countInstructions, geometricMean, parityTable, parsePixelShaderStats, referenceShaders, type ParityRow } from '../../tools/aco_parity.js';
import { assemble } from '../../src/isa/assembler.js';
import { parseTarget } from '../../src/isa/gfx_level.js';

/** Geometric mean of popsim/ACO instructions reached; the target is 1.15 (it was 1.74 when filed). */
const GEOMEAN_MAX = 1.058;
/** No single shader above this ratio; the target is 1.4. */
const WORST_RATIO_MAX = 1.22;

/** Per shader and chip: popsim's instruction and VGPR counts reached (the VGPR target: ≤ ACO + 2, allocated). */
const CEILINGS: Readonly<Record<string, Readonly<Record<string, readonly [number, number]>>>> = {
  blend: { vega10: [52, 12], raven: [52, 12], navi10: [49, 12], navi21: [49, 12], navi31: [44, 12] },
  'cts-discard-image-sample_ordered-4xaa': { vega10: [56, 6], raven: [56, 6], navi10: [55, 6], navi21: [55, 6], navi31: [42, 6] },
  'cts-discard-ssbo-pixel_unordered-4xaa': { vega10: [50, 5], raven: [50, 5], navi10: [49, 5], navi21: [49, 5], navi31: [36, 5] },
  'cts-image-pixel_ordered-1xaa': { vega10: [34, 7], raven: [34, 7], navi10: [31, 7], navi21: [31, 7], navi31: [27, 8] },
  'cts-image-sample_ordered-4xaa-sample_shading': { vega10: [39, 6], raven: [39, 6], navi10: [36, 6], navi21: [36, 6], navi31: [28, 6] },
  'cts-ssbo-pixel_ordered-1xaa': { vega10: [36, 6], raven: [36, 6], navi10: [33, 6], navi21: [33, 6], navi31: [25, 6] },
  gooch: { vega10: [47, 9], raven: [47, 9], navi10: [45, 9], navi21: [45, 9], navi31: [62, 11] },
};

test('the reader takes the Pixel Shader statistics, not the vertex shader\'s', () => {
  const text = readFileSync(join(acoDataDir(), 'navi21', 'cts-image-pixel_ordered-1xaa.txt'), 'utf8');
  assert.deepEqual(parsePixelShaderStats(text), { instructions: 30, vgprs: 8, sgprs: 128 });
  assert.throws(() => parsePixelShaderStats('Vertex Shader:\nInstructions: 3\n'), /Pixel Shader/);
});

test('ACO leaves the assembler\'s loop-alignment s_nops out of its count, and so does the listing rule', () => {
  // The navi21 CTS image listing prints 33 instructions: s_nop 0 "(then repeated 2 times)" before the
  // wait loop's header is align_block padding, added after collect_preasm_stats.
  const text = readFileSync(join(acoDataDir(), 'navi21', 'cts-image-pixel_ordered-1xaa.txt'), 'utf8');
  const disasm = text.slice(text.indexOf('disasm:'), text.indexOf('\n\n'));
  let printed = 0;
  for (const line of disasm.split('\n')) {
    const repeat = /^\t\(then repeated (\d+) times\)/.exec(line);
    if (repeat) printed += Number(repeat[1]);
    else if (line.startsWith('\t')) printed++;
  }
  assert.equal(printed, 33);
  assert.equal(printed - 3, parsePixelShaderStats(text).instructions);
});

test('popsim instructions are counted one per instruction, literals not counted', () => {
  const target = parseTarget('navi21');
  const code = assemble('s_and_b32 s0, s1, 0x3ff\nv_mov_b32 v0, 0x12345\ns_endpgm', target);
  assert.equal(code.length, 5);
  assert.equal(countInstructions(code, target), 3);
});

test('every reference shader has a ceiling', () => {
  assert.deepEqual(referenceShaders(), Object.keys(CEILINGS).sort());
});

test('popsim\'s code for the ACO reference shaders does not regress (issue 16 ratchet)', async () => {
  const rows = await parityTable();
  assert.equal(rows.length, 35);
  const row = (r: ParityRow): string => `${r.shader} ${r.chip}: ${r.popsimInstructions} instructions (ACO ${r.acoInstructions}), ${r.popsimVgprs} VGPRs (ACO ${r.acoVgprs})`;
  for (const r of rows) {
    const [instructions, vgprs] = CEILINGS[r.shader]![r.chip]!;
    assert.ok(r.popsimInstructions <= instructions, `${row(r)}: more than the ${instructions} reached`);
    assert.ok(r.popsimVgprs <= vgprs, `${row(r)}: more VGPRs than the ${vgprs} reached`);
    // The VGPR target, met on every reference shader: within ACO's count + 2, both rounded to the allocation granule.
    assert.ok(r.popsimVgprsAllocated <= r.acoVgprs + 2, `${row(r)}: ${r.popsimVgprsAllocated} VGPRs allocated, above ACO's + 2`);
  }
  const worst = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  assert.ok(worst.ratio <= WORST_RATIO_MAX, `worst ratio ${worst.ratio.toFixed(3)} (${row(worst)}) above ${WORST_RATIO_MAX}`);
  const mean = geometricMean(rows);
  assert.ok(mean <= GEOMEAN_MAX, `geometric mean ${mean.toFixed(3)} above ${GEOMEAN_MAX}`);
});
