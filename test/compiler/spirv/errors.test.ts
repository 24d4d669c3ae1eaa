/** Every SpirvError the reader raises, with the word offset it names (hand-built modules; offsets in helpers.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSpirv, SpirvError, type SpirvErrorCode } from '../../../src/compiler/spirv/index.js';
import { minimalParts, module, op, str } from './helpers.js';

function expectError(words: Uint32Array | Uint8Array, code: SpirvErrorCode, offset: number, text?: RegExp): void {
  assert.throws(
    () => readSpirv(words),
    (e: unknown) => {
      assert.ok(e instanceof SpirvError, `not a SpirvError: ${String(e)}`);
      assert.equal(e.code, code, e.message);
      assert.equal(e.wordOffset, offset, e.message);
      if (text !== undefined) assert.match(e.message, text);
      return true;
    },
  );
}

/** The minimal module with instruction `index` replaced by `replacement` (none = removed). */
function edited(index: number, ...replacement: number[][]): number[][] {
  const parts = minimalParts();
  parts.splice(index, 1, ...replacement);
  return parts;
}

test('the minimal module reads: entry point, function, block', () => {
  const m = readSpirv(module(5, ...minimalParts()));
  assert.equal(m.entryPoints.length, 1);
  assert.deepEqual([m.entryPoints[0]!.model, m.entryPoints[0]!.name, m.entryPoints[0]!.function], ['Fragment', 'main', 1]);
  assert.deepEqual(m.entryPoints[0]!.modes.map((x) => x.name), ['OriginUpperLeft']);
  assert.equal(m.functions[0]!.blocks[0]!.label, 4);
  assert.equal(m.functions[0]!.blocks[0]!.terminator.name, 'OpReturn');
  assert.equal(m.functions[0]!.blocks[0]!.terminator.offset, 30);
  assert.equal(m.instructions.length, 10);
});

test('header errors: bad magic, wrong endianness, short header, bad version, bound', () => {
  const good = module(5, ...minimalParts());
  const badMagic = good.slice();
  badMagic[0] = 0x07230204;
  expectError(badMagic, 'bad-magic', 0);
  // The same module as big-endian bytes read little-endian: every word byte-swapped.
  const swapped = good.map((w) => ((w & 0xff) << 24) | ((w & 0xff00) << 8) | ((w >>> 8) & 0xff00) | (w >>> 24));
  expectError(swapped, 'wrong-endianness', 0);
  expectError(good.subarray(0, 3), 'truncated', 3);
  const v2 = good.slice();
  v2[1] = 0x00020000;
  expectError(v2, 'bad-version', 1);
  const bound0 = good.slice();
  bound0[3] = 0;
  expectError(bound0, 'bad-header', 3);
  expectError(new Uint8Array(10), 'bad-input', 2);
});

test('bytes are read little-endian', () => {
  const words = module(5, ...minimalParts());
  const bytes = new Uint8Array(words.buffer.slice(0));
  assert.equal(readSpirv(bytes).entryPoints[0]!.name, 'main');
});

test('truncated module: word count running past the end, and word count 0', () => {
  const words = module(5, ...minimalParts());
  // Cut inside OpFunction (word 23, 5 words long).
  expectError(words.subarray(0, 25), 'truncated', 23, /5 words but only 2 remain/);
  const zero = words.slice();
  zero[30] = 253; // OpReturn with word count 0
  expectError(zero, 'bad-word-count', 30);
});

test('ids: at or above the bound, undefined, duplicate', () => {
  expectError(module(4, ...minimalParts()), 'id-out-of-bound', 28, /id 4 .*bound 4/);
  // Interface id %5 is never defined.
  expectError(module(6, ...edited(2, op(15, 4, 1, ...str('main'), 5))), 'undefined-id', 10, /%5/);
  // %3 defined twice.
  expectError(module(5, ...edited(5, op(33, 3, 2), op(19, 3))), 'duplicate-id', 23);
});

test('wrong operand counts', () => {
  expectError(module(5, ...edited(4, op(19, 2, 7))), 'operand-count', 18, /OpTypeVoid/);
  expectError(module(5, ...edited(5, op(33, 3))), 'operand-count', 20, /too few/);
  // OpDecorate Binding without its literal (inserted after the execution mode: word 18).
  const parts = minimalParts();
  parts.splice(4, 0, op(71, 1, 33));
  expectError(module(5, ...parts), 'bad-decoration', 18, /Binding takes 1/);
});

test('unsupported capability names it and lists the supported set', () => {
  const parts = minimalParts();
  parts.splice(1, 0, op(17, 11)); // Int64 at word 7
  expectError(module(5, ...parts), 'unsupported-capability', 7, /Int64 is not supported \(supported: .*FragmentShaderPixelInterlockEXT/);
});

test('unknown opcode in a function names its number and offset', () => {
  const parts = minimalParts();
  parts.splice(8, 0, op(9999, 1)); // before OpReturn at word 30
  expectError(module(5, ...parts), 'unknown-opcode', 30, /opcode 9999 in function %1/);
});

test('a block without a terminator', () => {
  expectError(module(5, ...edited(8)), 'missing-terminator', 30, /block %4 .*OpFunctionEnd/);
  // A second label while the first block is open.
  expectError(module(6, ...edited(8, op(248, 5))), 'missing-terminator', 30, /before OpLabel %5/);
});

test('an entry point naming a missing function', () => {
  expectError(module(5, ...edited(2, op(15, 4, 4, ...str('main')))), 'missing-function', 10, /"main" names %4/);
});

test('structure: unterminated function, function without blocks, misplaced instructions', () => {
  expectError(module(5, ...edited(9)), 'unterminated-function', 23);
  expectError(module(5, ...minimalParts().filter((_, i) => i !== 7 && i !== 8)), 'empty-function', 28);
  // OpCapability after the types.
  const late = minimalParts();
  late.splice(6, 0, op(17, 35));
  expectError(module(5, ...late), 'misplaced-instruction', 23, /OpCapability/);
  // OpIAdd at module scope.
  const global = minimalParts();
  global.splice(6, 0, op(128, 2, 5, 2, 2));
  expectError(module(6, ...global), 'misplaced-instruction', 23, /outside a function/);
  // No OpMemoryModel.
  expectError(module(5, ...edited(1)), 'missing-memory-model', 29);
});

test('a merge instruction must be followed by a branch', () => {
  // %4: OpSelectionMerge %4 None; OpReturn
  expectError(module(5, ...edited(8, op(247, 4, 0), op(253))), 'bad-merge', 33, /OpSelectionMerge must be followed by a branch/);
});

test('interlock execution modes: capability required, at most one, fragment only', () => {
  // PixelInterlockOrderedEXT without FragmentShaderPixelInterlockEXT.
  const noCap = minimalParts();
  noCap.splice(4, 0, op(16, 1, 5366));
  expectError(module(5, ...noCap), 'missing-capability', 10, /PixelInterlockOrderedEXT needs capability FragmentShaderPixelInterlockEXT/);
  const two = minimalParts();
  two.splice(1, 0, op(17, 5378), op(17, 5363));
  two.splice(6, 0, op(16, 1, 5366), op(16, 1, 5369));
  expectError(module(5, ...two), 'bad-execution-mode', 14, /both PixelInterlockOrderedEXT and SampleInterlockUnorderedEXT/);
  // The interlock instruction also needs one of the interlock capabilities (word 30).
  expectError(module(5, ...edited(8, op(5364), op(253))), 'missing-capability', 30, /OpBeginInvocationInterlockEXT/);
  // An execution mode on an id that is no entry point.
  expectError(module(5, ...edited(3, op(16, 4, 7))), 'bad-execution-mode', 15, /targets %4/);
});

test('types and strings: 64-bit integers, non-scalar vector components, missing nul', () => {
  const int64 = minimalParts();
  int64.splice(5, 0, op(21, 5, 64, 0)); // %5 = OpTypeInt 64 0 at word 20
  expectError(module(6, ...int64), 'missing-capability', 20, /width 64/);
  const vec = minimalParts();
  vec.splice(5, 0, op(23, 5, 2, 4)); // vector of void
  expectError(module(6, ...vec), 'bad-type', 20, /not a scalar/);
  // "main" without room for its nul: 4 bytes exactly, no terminator.
  expectError(module(5, ...edited(2, op(15, 4, 1, str('main')[0]!))), 'bad-string', 10);
  // A non-type used as a result type.
  expectError(module(5, ...edited(6, op(54, 4, 1, 0, 3))), 'not-a-type', 23);
});

test('extended instructions: unknown set, unknown GLSL.std.450 instruction, wrong arity', () => {
  const parts = minimalParts();
  parts.splice(1, 0, op(11, 5, ...str('OpenCL.std')));
  expectError(module(6, ...parts), 'unsupported-ext-inst-set', 7);
  // %5 = OpExtInstImport "GLSL.std.450"; %6 = OpTypeFloat 32; %7 = OpConstant %6 1.0; %8 = OpExtInst %6 %5 Sqrt(31) %7 %7
  const ext = (inst: number, ...args: number[]): number[][] => {
    const p = minimalParts();
    p.splice(1, 0, op(11, 5, ...str('GLSL.std.450')));
    const types = p.findIndex((x) => (x[0]! & 0xffff) === 54);
    p.splice(types, 0, op(22, 6, 32), op(43, 6, 7, 0x3f800000));
    const body = p.findIndex((x) => (x[0]! & 0xffff) === 253);
    p.splice(body, 0, op(12, 6, 8, 5, inst, ...args));
    return p;
  };
  assert.equal(readSpirv(module(9, ...ext(31, 7))).functions[0]!.blocks[0]!.body[0]!.name, 'OpExtInst');
  // Offsets: import adds 6 words, float 3, constant 4 → OpExtInst at 30 + 13 = 43.
  expectError(module(9, ...ext(31, 7, 7)), 'operand-count', 43, /Sqrt takes 1/);
  expectError(module(9, ...ext(200, 7)), 'unknown-opcode', 43, /GLSL.std.450 instruction 200/);
});
