/**
 * The ISA layer against LLVM 15's AMDGPU assembler, line by line over the
 * committed corpus: same encoding, same disassembly text, and every defined
 * opcode covered. Skipped, loudly, when llvm-mc 15 is not installed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assembleLines } from '../../src/isa/assembler.js';
import { disassemble } from '../../src/isa/disassembler.js';
import { decode } from '../../src/isa/decoder.js';
import { opcodeTable } from '../../src/isa/opcode_table.js';
import { findLlvmMc, mcAssemble, mcDisassemble, bytesToWords, wordsToBytes } from '../../tools/llvm_mc.js';
import { corpusSets } from './corpus_files.js';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const hexBytes = (b: readonly number[]) => b.map((x) => x.toString(16).padStart(2, '0')).join(' ');

const mc = findLlvmMc();
if (!mc) {
  console.warn('\n*** SKIPPED: LLVM cross-checks need llvm-mc from LLVM 15 (apt-get install llvm-15) ***\n');
}

for (const set of corpusSets()) {
  const mcTarget = { cpu: set.target.cpu, wave64: set.target.wave64 };

  test(`${set.name}: popsim encodes every corpus line as llvm-mc does`, { skip: !mc && 'llvm-mc 15 not installed' }, () => {
    const llvm = mcAssemble(set.lines.map((l) => l.text), mcTarget);
    const failures: string[] = [];
    set.lines.forEach((l, i) => {
      const ref = llvm[i]!;
      let ours: number[] | string;
      try {
        ours = wordsToBytes(assembleLines(l.text, set.target)[0]!.words);
      } catch (e) {
        ours = `error: ${(e as Error).message.split('\n')[0]}`;
      }
      if (!ref.bytes) {
        failures.push(`${l.file}:${l.line}: llvm-mc rejects '${l.text}': ${ref.error}`);
      } else if (typeof ours === 'string' || hexBytes(ours) !== hexBytes(ref.bytes)) {
        failures.push(`${l.file}:${l.line}: ${l.text}\n    llvm:   ${hexBytes(ref.bytes)}\n    popsim: ${typeof ours === 'string' ? ours : hexBytes(ours)}`);
      }
    });
    assert.equal(failures.length, 0, `${failures.length} mismatches:\n${failures.join('\n')}`);
  });

  test(`${set.name}: popsim disassembles llvm-mc's bytes to llvm-mc's text`, { skip: !mc && 'llvm-mc 15 not installed' }, () => {
    const llvm = mcAssemble(set.lines.map((l) => l.text), mcTarget);
    const usable = set.lines.map((l, i) => ({ l, bytes: llvm[i]!.bytes })).filter((x) => x.bytes);
    const dis = mcDisassemble(usable.map((x) => x.bytes!), mcTarget);
    const failures: string[] = [];
    usable.forEach(({ l, bytes }, i) => {
      const ref = dis[i]!;
      let ours: string;
      try {
        ours = disassemble(Uint32Array.from(bytesToWords(bytes!)), set.target);
      } catch (e) {
        ours = `error: ${(e as Error).message}`;
      }
      if (!ref.text) failures.push(`${l.file}:${l.line}: llvm-mc cannot disassemble ${hexBytes(bytes!)}: ${ref.error}`);
      else if (norm(ours) !== norm(ref.text)) failures.push(`${l.file}:${l.line}: ${hexBytes(bytes!)}\n    llvm:   ${ref.text}\n    popsim: ${norm(ours)}`);
    });
    assert.equal(failures.length, 0, `${failures.length} mismatches:\n${failures.join('\n')}`);
  });
}

test('every defined opcode appears in the corpus of its generation', () => {
  const failures: string[] = [];
  for (const set of corpusSets().filter((s) => !s.name.includes('.'))) {
    const seen = new Set<string>();
    for (const l of set.lines) {
      try {
        const words = Uint32Array.from(assembleLines(l.text, set.target)[0]!.words);
        for (const inst of decode(words, set.target)) seen.add(`${inst.format === 'VOP3' ? 'VOP3' : 'native'}:${inst.op}`);
      } catch {
        // Encoding mismatches are reported by the tests above.
      }
    }
    for (const entry of opcodeTable(set.target.gfx).entries) {
      if (!seen.has(`native:${entry.mnemonic}`) && !(entry.def.format === 'VOP3' && seen.has(`VOP3:${entry.mnemonic}`))) {
        failures.push(`${set.name}: ${entry.mnemonic} (${entry.def.format})`);
      }
      if (entry.vop3 !== undefined && !seen.has(`VOP3:${entry.mnemonic}`)) failures.push(`${set.name}: ${entry.mnemonic}_e64`);
    }
  }
  assert.equal(failures.length, 0, `${failures.length} opcodes missing from the corpus:\n${failures.join('\n')}`);
});
