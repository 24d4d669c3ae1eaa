/**
 * The reader never throws anything but SpirvError: thousands of seeded random
 * mutations (bit flips, word deletions/insertions/overwrites, truncations) of
 * real modules compiled from the test shaders.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSpirv, SpirvError, spirvDisassemble } from '../../../src/compiler/spirv/index.js';
import { compileShader, shaderBytes } from './helpers.js';
import { prng } from '../../support/prng.js';


function mutate(src: Uint32Array, rnd: () => number): Uint32Array {
  const words = Array.from(src);
  const pick = (): number => Math.floor(rnd() * words.length);
  const edits = 1 + Math.floor(rnd() * 4);
  for (let e = 0; e < edits && words.length > 0; e++) {
    const kind = Math.floor(rnd() * 6);
    const at = pick();
    switch (kind) {
      case 0: words[at] = (words[at]! ^ (1 << Math.floor(rnd() * 32))) >>> 0; break; // bit flip
      case 1: words.splice(at, 1); break; // delete a word
      case 2: words.splice(at, 0, Math.floor(rnd() * 4294967296) >>> 0); break; // insert a random word
      case 3: words.length = Math.floor(rnd() * words.length); break; // truncate
      case 4: words[at] = Math.floor(rnd() * 70000) >>> 0; break; // small value: plausible id/opcode/count
      default: {
        // Change an instruction header's word count or opcode (low/high half).
        const half = rnd() < 0.5 ? 0xffff0000 : 0x0000ffff;
        words[at] = ((words[at]! & half) | (Math.floor(rnd() * 65536) << (half === 0xffff0000 ? 0 : 16))) >>> 0;
      }
    }
  }
  return Uint32Array.from(words);
}

test('fuzz: 6000 mutated modules give a module or a SpirvError, nothing else', async () => {
  const sources: Uint32Array[] = [
    await compileShader('interlock_basic.frag', 'fragment', { KILL_ODD: 1, RES_SSBO: '' }),
    await compileShader('interlock_basic.frag', 'fragment', { INTERLOCK_LAYOUT: 'sample_interlock_unordered', ORDERED: 0, SAMPLE_INTERLOCK: 1 }),
    await compileShader('oit_interlock.frag', 'fragment'),
    await compileShader('samples_identical_amd.frag', 'fragment'),
    await compileShader('fullscreen.vert', 'vertex'),
    new Uint32Array(shaderBytes('terminate_demote.spv').buffer),
  ];
  for (const s of sources) readSpirv(s); // the originals are valid
  const rnd = prng(0x5eed);
  const codes = new Map<string, number>();
  let modules = 0;
  for (let i = 0; i < 6000; i++) {
    const src = sources[i % sources.length]!;
    const words = mutate(src, rnd);
    try {
      const m = readSpirv(words);
      spirvDisassemble(m); // what reads must also print
      modules++;
    } catch (e) {
      if (!(e instanceof SpirvError)) {
        assert.fail(`mutation ${i} threw ${e instanceof Error ? `${e.name}: ${e.message}\n${e.stack}` : String(e)}`);
      }
      assert.ok(e.wordOffset >= 0 && e.wordOffset <= words.length, `offset ${e.wordOffset} outside the module (${words.length} words)`);
      codes.set(e.code, (codes.get(e.code) ?? 0) + 1);
    }
  }
  // Both outcomes occur and the errors are varied, so the mutations reach deep into the reader.
  assert.ok(modules > 0, 'no mutation survived');
  assert.ok(codes.size >= 12, `only ${codes.size} error codes: ${[...codes.keys()].join(', ')}`);
});
