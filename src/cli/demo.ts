/**
 * `popsim demo`: the bundled POPS ordered-section sequences (examples/) for
 * GFX9, GFX10.3 and GFX11, assembled, then decoded back and printed with their
 * encodings. The examples ship with the package (dist/src/cli → examples/).
 */
import { readFileSync } from 'node:fs';
import { targetOf, type GfxLevel } from '../isa/gfx_level.js';
import { assemble } from '../isa/assembler.js';
import { decode } from '../isa/decoder.js';
import { instructionText, encodingComment } from '../isa/disassembler.js';

const EXAMPLES: ReadonlyArray<readonly [GfxLevel, string]> = [
  ['gfx9', 'pops_gfx9.s'],
  ['gfx10_3', 'pops_gfx10_3.s'],
  ['gfx11', 'pops_gfx11.s'],
];

export function exampleSource(file: string): string {
  return readFileSync(new URL(`../../../examples/${file}`, import.meta.url), 'utf8');
}

export function runDemo(print: (line: string) => void): void {
  for (const [gfx, file] of EXAMPLES) {
    const target = targetOf(gfx);
    const words = assemble(exampleSource(file), target);
    print(`; examples/${file}: ${gfx} (${target.cpu}, wave64), ${words.length} dwords`);
    for (const inst of decode(words, target)) {
      const bytes = words.subarray(inst.byteOffset / 4, inst.byteOffset / 4 + inst.dwords);
      print(`${inst.byteOffset.toString(16).padStart(4, '0')}: ${instructionText(inst, target).padEnd(44)} ${encodingComment(bytes)}`);
    }
    print('');
  }
}
