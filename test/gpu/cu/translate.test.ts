import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assemble } from '../../../src/isa/assembler.js';
import { ALU_EXECUTORS } from '../../../src/gpu/cu/alu_executors.js';
import { CuError } from '../../../src/gpu/cu/errors.js';
import { compileProgram } from '../../../src/gpu/cu/translate.js';
import { step } from '../../../src/gpu/cu/run.js';
import { target, testHost, waveFor } from './harness.js';

test('an instruction without an executor is a CuError naming it and its byte offset', () => {
  const t = target('gfx1030');
  const words = assemble('s_nop 0\ns_mov_b32 s0, 0x12345678\nv_sqrt_f64 v[0:1], v[2:3]\ns_endpgm', t);
  assert.throws(
    () => compileProgram(words, t, ALU_EXECUTORS),
    (e: unknown) => e instanceof CuError && e.code === 'unsupported-instruction' && e.byteOffset === 12 && e.op === 'v_sqrt_f64' && /0xc/.test(e.message),
  );
});

test('formats with no registered factory are rejected (memory is registered elsewhere)', () => {
  const t = target('gfx900');
  const words = assemble('s_load_dword s0, s[2:3], 0x0\ns_endpgm', t);
  assert.throws(() => compileProgram(words, t, ALU_EXECUTORS), { name: 'CuError', code: 'unsupported-instruction', byteOffset: 0 });
});

test('a branch into the middle of an instruction is rejected at translate time', () => {
  const t = target('gfx900');
  // s_branch 1 jumps over one dword: into the literal of s_mov_b32.
  const words = assemble('s_branch 1\ns_mov_b32 s0, 0x12345678\ns_endpgm', t);
  assert.throws(() => compileProgram(words, t, ALU_EXECUTORS), { name: 'CuError', code: 'bad-branch-target', byteOffset: 0 });
});

test('indexOfByte maps byte offsets to instruction indices', () => {
  const t = target('gfx900');
  const p = compileProgram(assemble('s_mov_b32 s0, 0x12345678\ns_nop 0\ns_endpgm', t), t, ALU_EXECUTORS);
  assert.equal(p.indexOfByte(8), 1);
  assert.equal(p.indexOfByte(12), 2);
  assert.throws(() => p.indexOfByte(4), { code: 'bad-branch-target' });
});

test('classes and interaction flags', () => {
  const w = waveFor('s_mov_b32 s0, 0\nv_mov_b32 v0, 0\nv_exp_f32 v0, v0\ns_waitcnt 0\ns_branch 0\ns_endpgm', target('gfx900'));
  assert.deepEqual(
    w.program.instructions.map((i) => [i.cls, i.interacts]),
    [['salu', false], ['valu', false], ['valu_trans', false], ['waitcnt', true], ['branch', false], ['end', true]],
  );
});

test('running past the end and into s_code_end are errors', () => {
  const w = waveFor('s_nop 0', target('gfx1030'));
  step(w, testHost());
  assert.throws(() => step(w, testHost()), { name: 'CuError', code: 'pc-out-of-range' });
  const w2 = waveFor('s_code_end', target('gfx1030'));
  assert.throws(() => step(w2, testHost()), { name: 'CuError', code: 'code-end' });
});

test('runAlu stops before an interacting instruction and respects its budget', async () => {
  const { runAlu } = await import('../../../src/gpu/cu/run.js');
  const w = waveFor('s_mov_b32 s0, 1\ns_mov_b32 s1, 2\ns_mov_b32 s2, 3\ns_sendmsg sendmsg(MSG_ORDERED_PS_DONE)\ns_endpgm', target('gfx900'));
  assert.equal(runAlu(w, testHost(), 2), 2);
  assert.equal(w.index, 2);
  assert.equal(runAlu(w, testHost(), 100), 1);
  assert.equal(w.index, 3, 'stopped in front of s_sendmsg');
  assert.deepEqual(step(w, testHost()), { kind: 'message', id: 7, halt: false });
});
