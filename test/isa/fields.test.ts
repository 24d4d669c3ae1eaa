/**
 * Field helpers against bit patterns read off LLVM 15 (`llvm-mc -show-encoding`),
 * so these facts stay checked even where llvm-mc is not installed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { encodeWaitcnt, decodeWaitcnt, waitcntText, parseWaitcnt } from '../../src/isa/fields/waitcnt.js';
import { parseHwreg, hwregText, HW_REG_MODE, HW_REG_POPS_PACKER } from '../../src/isa/fields/hwreg.js';
import { parseSendmsg, MSG_ORDERED_PS_DONE } from '../../src/isa/fields/sendmsg.js';
import { CodecError } from '../../src/isa/codec.js';

test('s_waitcnt counter layout differs per generation', () => {
  // vmcnt(1): gfx900 0x0f71, gfx1030 0x3f71, gfx1100 0x07f7 (llvm-mc).
  assert.equal(parseWaitcnt('vmcnt(1)', 'gfx9'), 0x0f71);
  assert.equal(parseWaitcnt('vmcnt(1)', 'gfx10_3'), 0x3f71);
  assert.equal(parseWaitcnt('vmcnt(1)', 'gfx11'), 0x07f7);
  assert.equal(parseWaitcnt('expcnt(2) lgkmcnt(3)', 'gfx9'), 0xc32f);
  assert.equal(encodeWaitcnt({ vmcnt: 0, expcnt: 0, lgkmcnt: 0 }, 'gfx10'), 0);
  // vmcnt's high bits live in [15:14] before GFX11.
  assert.deepEqual(decodeWaitcnt(0xcf7f, 'gfx9'), { vmcnt: 63, expcnt: 7, lgkmcnt: 15 });
  assert.equal(waitcntText(0x3f70, 'gfx10'), 'vmcnt(0)');
  assert.throws(() => parseWaitcnt('lgkmcnt(16)', 'gfx9'), CodecError);
  assert.equal(parseWaitcnt('lgkmcnt(63)', 'gfx10'), encodeWaitcnt({ vmcnt: 63, expcnt: 7, lgkmcnt: 63 }, 'gfx10'));
});

test('S3: packer association registers', () => {
  // GFX9 MODE[25:24]: hwreg(HW_REG_MODE, 24, 2) = id 1, offset 24, width 2.
  assert.equal(parseHwreg('hwreg(HW_REG_MODE, 24, 2)', 'gfx9'), HW_REG_MODE | (24 << 6) | (1 << 11));
  // GFX10+ POPS_PACKER (25) [2:0].
  assert.equal(parseHwreg('hwreg(HW_REG_POPS_PACKER, 0, 3)', 'gfx10_3'), 0x1019);
  assert.equal(hwregText(0x1019, 'gfx10'), `hwreg(HW_REG_POPS_PACKER, 0, 3)`);
  assert.equal(HW_REG_POPS_PACKER, 25);
  // GFX9 and GFX11 have no POPS_PACKER register: LLVM prints the number / rejects the name.
  assert.equal(hwregText(0x1019, 'gfx9'), 'hwreg(25, 0, 3)');
  assert.throws(() => parseHwreg('hwreg(HW_REG_POPS_PACKER, 0, 3)', 'gfx11'), CodecError);
});

test('S9: ORDERED_PS_DONE is message 7', () => {
  assert.equal(MSG_ORDERED_PS_DONE, 7);
  assert.equal(parseSendmsg('sendmsg(MSG_ORDERED_PS_DONE)', 'gfx9'), 7);
  assert.equal(parseSendmsg('sendmsg(MSG_ORDERED_PS_DONE)', 'gfx10_3'), 7);
});
