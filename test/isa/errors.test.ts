/** Bad input gives typed errors naming the location; random words never crash the decoder. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { decode } from '../../src/isa/decoder.js';
import { assemble } from '../../src/isa/assembler.js';
import { encode } from '../../src/isa/encoder.js';
import { parseTarget, targetOf, GFX_LEVELS } from '../../src/isa/gfx_level.js';
import { AsmError, DecodeError, IsaError } from '../../src/isa/errors.js';
import { sgpr, reg, literal } from '../../src/isa/operand.js';

test('decoding an unknown opcode names the byte offset and the word', () => {
  const t = targetOf('gfx9');
  // s_endpgm, then SOP1 with opcode 0xff (unassigned).
  const words = Uint32Array.from([0xbf810000, 0xbe80ff00]);
  assert.throws(
    () => decode(words, t),
    (e: unknown) => e instanceof DecodeError && e.code === 'unknown-opcode' && e.byteOffset === 4 && e.word === 0xbe80ff00 && /offset 0x4: word 0xbe80ff00/.test(e.message),
  );
});

test('a missing literal dword is reported as truncated', () => {
  const t = targetOf('gfx10_3');
  const words = assemble('s_mov_b32 s0, 0x12345678', t);
  assert.equal(words.length, 2);
  assert.throws(() => decode(words.subarray(0, 1), t), (e: unknown) => e instanceof DecodeError && e.code === 'truncated');
});

test('SOPP instructions without an immediate reject a nonzero one', () => {
  // s_barrier with garbage in simm16 (gfx9 opcode 10).
  assert.throws(() => decode(Uint32Array.from([0xbf8a0001]), targetOf('gfx9')), (e: unknown) => e instanceof DecodeError && e.code === 'malformed');
});

test('assembly errors name the line', () => {
  const t = targetOf('gfx10_3');
  assert.throws(() => assemble('s_nop 0\n  s_frobnicate s0', t), (e: unknown) => e instanceof AsmError && e.line === 2 && /unknown instruction 's_frobnicate'/.test(e.message));
  assert.throws(() => assemble('s_mov_b64 s[0:1], s2', t), (e: unknown) => e instanceof AsmError && /2 dword/.test(e.message));
  assert.throws(() => assemble('s_mov_b32 s0, v0', t), AsmError);
});

test('S5: src_pops_exiting_wave_id exists on GFX9-10.3 only', () => {
  assert.equal(assemble('s_add_i32 s0, src_pops_exiting_wave_id, s1', targetOf('gfx9'))[0]! & 0xff, 239);
  assert.equal(assemble('s_add_i32 s0, src_pops_exiting_wave_id, s1', targetOf('gfx10_3'))[0]! & 0xff, 239);
  assert.throws(() => assemble('s_add_i32 s0, src_pops_exiting_wave_id, s1', targetOf('gfx11')), AsmError);
});

test('m0 and null swap codes on GFX11', () => {
  assert.equal((assemble('s_mov_b32 m0, s1', targetOf('gfx10'))[0]! >>> 16) & 0x7f, 124);
  assert.equal((assemble('s_mov_b32 m0, s1', targetOf('gfx11'))[0]! >>> 16) & 0x7f, 125);
  assert.equal((assemble('s_mov_b32 null, s1', targetOf('gfx11'))[0]! >>> 16) & 0x7f, 124);
});

test('encoding checks operands', () => {
  const t = targetOf('gfx9');
  assert.throws(() => encode({ op: 's_mov_b32', format: 'SOP1', operands: [sgpr(0)], mods: {} }, t), IsaError);
  assert.throws(
    () => encode({ op: 's_add_u32', format: 'SOP2', operands: [sgpr(0), literal(5), literal(6)], mods: {} }, t),
    (e: unknown) => e instanceof IsaError && /one distinct literal/.test(e.message),
  );
  assert.throws(() => encode({ op: 's_mov_b32', format: 'VOP1', operands: [sgpr(0), reg(1)], mods: {} }, t), IsaError);
  assert.throws(() => encode({ op: 's_wait_event', format: 'SOPP', operands: [], mods: {} }, t), /does not exist on gfx9/);
});

test('unknown GPU names and wave32 on GFX9 are rejected', () => {
  assert.throws(() => parseTarget('gfx1200'), (e: unknown) => e instanceof IsaError && e.code === 'unknown-target');
  assert.throws(() => parseTarget('raven', { wave32: true }), IsaError);
  assert.equal(parseTarget('navi31').gfx, 'gfx11');
  assert.equal(parseTarget('raven').cpu, 'gfx902');
  assert.equal(parseTarget('gfx1030').wave64, true);
});

test('fuzz: random words decode or fail with DecodeError, never crash', () => {
  let seed = 0x12345678;
  const next = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return seed >>> 0;
  };
  for (const gfx of GFX_LEVELS) {
    const t = targetOf(gfx);
    let decoded = 0;
    for (let i = 0; i < 20000; i++) {
      const words = Uint32Array.from([next(), next(), next(), next()]);
      try {
        decoded += decode(words, t).length;
      } catch (e) {
        if (!(e instanceof DecodeError)) throw new Error(`${gfx}: ${[...words].map((w) => w.toString(16))}: ${String(e)}`);
      }
    }
    assert.ok(decoded > 0, `${gfx}: some random words decode`);
  }
});
