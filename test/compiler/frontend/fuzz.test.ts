/**
 * The translation never crashes: seeded mutations of real modules aimed at
 * function bodies (operand ids replaced, opcodes swapped between same-shape
 * instructions, instructions blanked to OpNop, branch targets redirected)
 * give a SpirvError (from the reader or the translation) or a Shader that
 * passes the IR validator — never another exception.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spirvToIr } from '../../../src/compiler/frontend/index.js';
import { validateShader } from '../../../src/compiler/ir/index.js';
import { readSpirv, SpirvError, type SpirvModule } from '../../../src/compiler/spirv/index.js';
import { compileShader, shaderBytes } from '../spirv/helpers.js';

/** xorshift32: deterministic mutations. */
function rng(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s % n;
  };
}

/** Same operand shape, different meaning: swapping among these keeps modules readable. */
const SWAPS: readonly (readonly number[])[] = [
  [128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 141, 194, 195, 196, 197, 198, 199], // binary arithmetic / bits
  [164, 165, 166, 167, 170, 171, 172, 173, 176, 177, 180, 182, 184, 186, 188, 190], // comparisons
  [109, 110, 111, 112, 124, 126, 127, 200, 168], // unary
  [253, 252, 255, 4416], // exits
];

interface Site {
  readonly offset: number;
  readonly words: number;
}

function mutate(src: Uint32Array, sites: readonly Site[], bound: number, r: (n: number) => number): Uint32Array {
  const w = Uint32Array.from(src);
  const edits = 1 + r(3);
  for (let e = 0; e < edits; e++) {
    const site = sites[r(sites.length)]!;
    const opcode = w[site.offset]! & 0xffff;
    switch (r(4)) {
      case 0: // an operand word becomes another id (or a small literal)
        if (site.words > 1) w[site.offset + 1 + r(site.words - 1)] = 1 + r(bound - 1);
        break;
      case 1: {
        const family = SWAPS.find((f) => f.includes(opcode));
        if (family) w[site.offset] = (w[site.offset]! & 0xffff0000) | family[r(family.length)]!;
        break;
      }
      case 2: // blank the instruction
        for (let k = 0; k < site.words; k++) w[site.offset + k] = (1 << 16) | 0;
        break;
      default: // swap two operand words
        if (site.words > 2) {
          const a = site.offset + 1 + r(site.words - 1);
          const b = site.offset + 1 + r(site.words - 1);
          [w[a], w[b]] = [w[b]!, w[a]!];
        }
    }
  }
  return w;
}

function bodySites(m: SpirvModule): Site[] {
  const sites: Site[] = [];
  for (const f of m.functions) {
    for (const b of f.blocks) {
      for (const i of [...b.body, ...(b.merge ? [b.merge] : []), b.terminator]) {
        const words = 1 + (i.resultType ? 1 : 0) + (i.result ? 1 : 0) + i.operands.length;
        sites.push({ offset: i.offset, words });
      }
    }
  }
  return sites;
}

test('fuzz: 3000 mutated modules translate to a valid Shader or a SpirvError', async () => {
  const sources: Uint32Array[] = [
    await compileShader('interlock_basic.frag', 'fragment', { KILL_ODD: 1, RES_SSBO: '' }),
    await compileShader('interlock_basic.frag', 'fragment', { INTERLOCK_LAYOUT: 'sample_interlock_unordered', ORDERED: 0, SAMPLE_INTERLOCK: 1 }),
    await compileShader('oit_interlock.frag', 'fragment'),
    await compileShader('samples_identical.frag', 'fragment'),
    await compileShader('samples_identical_amd.frag', 'fragment'),
    await compileShader('fullscreen.vert', 'vertex'),
    new Uint32Array(new Uint8Array(shaderBytes('terminate_demote.spv')).buffer),
  ];
  const parsed = sources.map((s) => readSpirv(s));
  for (const m of parsed) validateShader(spirvToIr(m)); // the originals translate
  const r = rng(0xf00d);
  const codes = new Map<string, number>();
  let shaders = 0;
  for (let k = 0; k < 3000; k++) {
    const i = k % sources.length;
    const words = mutate(sources[i]!, bodySites(parsed[i]!), parsed[i]!.header.bound, r);
    try {
      const shader = spirvToIr(readSpirv(words));
      validateShader(shader);
      shaders++;
    } catch (e) {
      if (!(e instanceof SpirvError)) {
        assert.fail(`mutation ${k} of source ${i} threw ${e instanceof Error ? e.stack : String(e)}`);
      }
      codes.set(e.code, (codes.get(e.code) ?? 0) + 1);
    }
  }
  // The mutations reach the translation (not only the reader) and some still translate.
  assert.ok(shaders > 100, `only ${shaders} mutated modules translated`);
  assert.ok((codes.get('type-mismatch') ?? 0) > 0 && (codes.get('unstructured-control-flow') ?? 0) + (codes.get('invalid-ssa') ?? 0) > 0, JSON.stringify([...codes]));
});
