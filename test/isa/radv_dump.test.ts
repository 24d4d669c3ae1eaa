/**
 * ACO's machine code as RADV prints it: every instruction of every committed
 * reference listing (five chips, gfx9 to gfx11) assembles, labels and
 * repetitions included, to exactly the words in its `; xxxxxxxx` comment, and
 * the decoder reads those words back as the text ACO printed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseRadvDump } from '../../src/isa/radv_dump.js';
import { assemble, assembleLines } from '../../src/isa/assembler.js';
import { decode } from '../../src/isa/decoder.js';
import { instructionText } from '../../src/isa/disassembler.js';
import { parseTarget } from '../../src/isa/gfx_level.js';
import { AsmError, IsaError } from '../../src/isa/errors.js';
import { acoListings } from '../support/aco_listings.js';

const hex = (words: readonly number[]) => words.map((w) => (w >>> 0).toString(16).padStart(8, '0')).join(' ');

for (const listing of acoListings()) {
  test(`${listing.chip}/${listing.shader}: ACO's listing assembles to its printed words`, () => {
    const target = parseTarget(listing.chip);
    const dump = parseRadvDump(listing.text);
    const printed = dump.lines.filter((l) => l.words.length > 0);
    const assembled = assembleLines(dump.assembly, target, { conventions: 'aco' });
    assert.equal(assembled.length, printed.length);
    assembled.forEach((a, i) => assert.equal(hex(a.words), hex(printed[i]!.words), `${printed[i]!.text} (dump line ${printed[i]!.line})`));
    const words = Uint32Array.from(printed.flatMap((l) => l.words));
    const decoded = decode(words, target);
    assert.equal(decoded.length, printed.length);
    // The disassembler prints what ACO printed, but for branch labels (numbers here) and GFX9 waitcnts with ACO's extra bits.
    decoded.forEach((inst, i) => {
      if (/^s_(c?branch|waitcnt )/.test(printed[i]!.text)) return;
      assert.equal(instructionText(inst, target).replace(/\s+/g, ' '), printed[i]!.text.replace(/\s+/g, ' '));
    });
    assert.ok(dump.stats && dump.stats.vgprs > 0 && dump.stats.sgprs > 0);
  });
}

test('the repetition abbreviation expands to copies of the line before it', () => {
  const dump = parseRadvDump('Pixel Shader\ndisasm:\nBB0:\n\ts_nop 0 ; bf800000\n\t(then repeated 2 times)\n\ts_endpgm ; bf810000\n\n');
  assert.deepEqual(
    dump.lines.map((l) => l.text),
    ['BB0:', 's_nop 0', 's_nop 0', 's_nop 0', 's_endpgm'],
  );
  assert.equal(dump.stats, undefined);
});

test('labels resolve to SIMM16 dword offsets from the next instruction, backwards and forwards', () => {
  const t = parseTarget('navi21');
  const words = assemble('top:\n s_nop 0\n s_cbranch_scc1 .Ldone\n s_branch top\n.Ldone:\n s_endpgm\n', t);
  // scc1 at dword 1 → done at 3: offset 1; branch at 2 → top at 0: offset -3.
  assert.deepEqual([...words].map((w) => w.toString(16)), ['bf800000', 'bf850001', 'bf82fffd', 'bf810000']);
});

test('the ACO conventions change only bits LLVM text leaves open', () => {
  const t = parseTarget('vega10');
  const source = 's_waitcnt vmcnt(0)\nexp mrt0 v1, off, off, off done\n';
  assert.deepEqual([...assemble(source, t)].map((w) => w.toString(16)), ['bf8c0f70', 'c4000801', '1']);
  assert.deepEqual([...assemble(source, t, { conventions: 'aco' })].map((w) => w.toString(16)), ['bf8c3f70', 'c4000801', '80808001']);
});

test('an undefined label and a dump without a pixel shader are typed errors', () => {
  assert.throws(() => assemble('s_branch nowhere\n', parseTarget('navi10')), (e: unknown) => e instanceof AsmError && /undefined label 'nowhere'/.test(e.message) && e.line === 1);
  assert.throws(() => parseRadvDump('Vertex Shader\ndisasm:\n'), (e: unknown) => e instanceof IsaError && /Pixel Shader/.test(e.message));
  assert.throws(
    () => parseRadvDump('Pixel Shader\ndisasm:\n\t(then repeated 2 times)\n'),
    (e: unknown) => e instanceof IsaError && /does not follow an instruction/.test(e.message) && /line 3/.test(e.message),
  );
});

test("a named section: the vertex shader's disassembly and statistics, not the pixel shader's that follow", () => {
  const dump = parseRadvDump(
    'Vertex Shader as VS\ndisasm:\nBB0:\n\ts_endpgm ; bf810000\n\n\nVertex Shader as VS:\n*** SHADER STATS ***\nSGPRs: 16\nVGPRs: 12\nInstructions: 1\n********************\n\nPixel Shader:\n*** SHADER STATS ***\nSGPRs: 24\nVGPRs: 20\nInstructions: 9\n********************\n',
    'Vertex Shader as VS',
  );
  assert.deepEqual(dump.lines.map((l) => l.words), [[], [0xbf810000]]);
  assert.deepEqual(dump.stats, { sgprs: 16, vgprs: 12, instructions: 1 });
  assert.throws(() => parseRadvDump('Vertex Shader as ESGS\ndisasm:\n', 'Vertex Shader as VS'), (e: unknown) => e instanceof IsaError && /'Vertex Shader as VS'/.test(e.message));
});
