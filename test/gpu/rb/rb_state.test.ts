import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RegisterFile } from '../../../src/gpu/regs/register_file.js';
import { decodeRbState, BLEND_DISABLED } from '../../../src/gpu/rb/rb_state.js';
import { RbError } from '../../../src/gpu/rb/errors.js';
import { decodeImageDescriptor, encodeImageDescriptor } from '../../../src/amd/descriptors.js';
import { linearPitch, sampleAddress } from '../../../src/amd/surface_layout.js';
import { linearImagePitch } from '../../../src/amd/descriptors.js';
import { TEXEL_FORMATS, bytesPerTexel } from '../../../src/amd/formats/texel_formats.js';
import { bits, programTarget, setReg } from './rb_fixtures.js';
import type { GfxLevel } from '../../../src/isa/gfx_level.js';

const LEVELS: readonly GfxLevel[] = ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'];

test('colour target decode: base with BASE_EXT, size, linear pitch, samples, format, masks, export format (every level)', () => {
  for (const gfx of LEVELS) {
    const regs = new RegisterFile(gfx);
    const address = 0x12_3456_7800; // above 4 GiB: BASE_EXT carries bits [47:40]
    programTarget(regs, {
      index: 2,
      address,
      width: 100,
      height: 30,
      samples: 4,
      cbFormat: 'COLOR_8_8_8_8',
      numberType: 'NUMBER_UNORM',
      exportFormat: 'SPI_SHADER_FP16_ABGR',
      targetMask: 0b0111,
      shaderMask: 0b1111,
    });
    const state = decodeRbState(regs);
    assert.equal(state.targets[0], undefined, gfx);
    const t = state.targets[2]!;
    assert.equal(t.surface.base, address, gfx);
    assert.equal(t.surface.width, 100);
    assert.equal(t.surface.height, 30);
    assert.equal(t.surface.pitch, 128, 'rows aligned to 256 bytes = 64 RGBA8 texels -> 128');
    assert.equal(t.surface.samples, 4, `${gfx}: NUM_SAMPLES (GFX11: NUM_FRAGMENTS)`);
    assert.equal(t.surface.format, 'R8G8B8A8_UNORM');
    assert.equal(t.targetMask, 7);
    assert.equal(t.shaderMask, 15);
    assert.equal(t.exportFormat, 'fp16_abgr');
    assert.equal(t.blend, BLEND_DISABLED);
    assert.equal(state.cbMode, 'normal');
  }
});

test('CB_COLORn_INFO FORMAT/NUMBER_TYPE map to texel formats; unsupported ones throw RbError', () => {
  const cases: [string, string, string][] = [
    ['COLOR_32', 'NUMBER_UINT', 'R32_UINT'],
    ['COLOR_32', 'NUMBER_FLOAT', 'R32_FLOAT'],
    ['COLOR_16_16_16_16', 'NUMBER_FLOAT', 'R16G16B16A16_SFLOAT'],
    ['COLOR_32_32_32_32', 'NUMBER_FLOAT', 'R32G32B32A32_FLOAT'],
    ['COLOR_32_32_32_32', 'NUMBER_UINT', 'R32G32B32A32_UINT'],
  ];
  for (const [cbFormat, numberType, expected] of cases) {
    const regs = new RegisterFile('gfx10_3');
    programTarget(regs, { address: 0x10000, width: 8, height: 8, cbFormat, numberType, exportFormat: 'SPI_SHADER_32_ABGR' });
    assert.equal(decodeRbState(regs).targets[0]!.surface.format, expected);
  }
  const regs = new RegisterFile('gfx10_3');
  programTarget(regs, { address: 0x10000, width: 8, height: 8, cbFormat: 'COLOR_5_6_5', numberType: 'NUMBER_UNORM', exportFormat: 'SPI_SHADER_32_ABGR' });
  assert.throws(() => decodeRbState(regs), (e: unknown) => e instanceof RbError && e.code === 'unsupported-format' && e.location === 'CB_COLOR0_INFO');
});

test('blend decode by enumerator name: separate alpha, GFX11 renumbered BlendOp', () => {
  for (const gfx of ['gfx9', 'gfx11'] as const) {
    const regs = new RegisterFile(gfx);
    programTarget(regs, { address: 0x10000, width: 8, height: 8, cbFormat: 'COLOR_8_8_8_8', numberType: 'NUMBER_UNORM', exportFormat: 'SPI_SHADER_32_ABGR' });
    setReg(regs, 'CB_BLEND0_CONTROL', {
      ENABLE: 1,
      COLOR_SRCBLEND: 'BLEND_CONSTANT_COLOR',
      COLOR_DESTBLEND: 'BLEND_ONE_MINUS_SRC_ALPHA',
      COLOR_COMB_FCN: 'COMB_DST_MINUS_SRC',
      SEPARATE_ALPHA_BLEND: 1,
      ALPHA_SRCBLEND: 'BLEND_ONE',
      ALPHA_DESTBLEND: 'BLEND_ZERO',
      ALPHA_COMB_FCN: 'COMB_MAX_DST_SRC',
    });
    regs.write(regs.db.register('CB_BLEND_RED').offset, bits(0.25));
    regs.write(regs.db.register('CB_BLEND_ALPHA').offset, bits(-2));
    const state = decodeRbState(regs);
    const blend = state.targets[0]!.blend;
    assert.deepEqual(blend.color, { srcFactor: 'constant-color', dstFactor: 'one-minus-src-alpha', op: 'reverse-subtract' }, gfx);
    assert.deepEqual(blend.alpha, { srcFactor: 'one', dstFactor: 'zero', op: 'max' }, gfx);
    assert.deepEqual(state.blendConstant, [0.25, 0, 0, -2]);
  }
  // The raw value 13 is CONSTANT_COLOR on GFX9 but SRC1_COLOR (dual source, not modelled) on GFX11.
  const regs = new RegisterFile('gfx11');
  programTarget(regs, { address: 0x10000, width: 8, height: 8, cbFormat: 'COLOR_8_8_8_8', numberType: 'NUMBER_UNORM', exportFormat: 'SPI_SHADER_32_ABGR' });
  setReg(regs, 'CB_BLEND0_CONTROL', { ENABLE: 1, COLOR_SRCBLEND: 13 });
  assert.throws(() => decodeRbState(regs), (e: unknown) => e instanceof RbError && e.code === 'unsupported-state' && e.location === 'CB_BLEND0_CONTROL.COLOR_SRCBLEND');
});

test('without SEPARATE_ALPHA_BLEND alpha uses the colour equation', () => {
  const regs = new RegisterFile('gfx10');
  programTarget(regs, { address: 0x10000, width: 8, height: 8, cbFormat: 'COLOR_8_8_8_8', numberType: 'NUMBER_UNORM', exportFormat: 'SPI_SHADER_32_ABGR' });
  setReg(regs, 'CB_BLEND0_CONTROL', { ENABLE: 1, COLOR_SRCBLEND: 'BLEND_SRC_ALPHA', COLOR_DESTBLEND: 'BLEND_ONE_MINUS_SRC_ALPHA', ALPHA_SRCBLEND: 'BLEND_ZERO' });
  const blend = decodeRbState(regs).targets[0]!.blend;
  assert.deepEqual(blend.alpha, { srcFactor: 'src-alpha', dstFactor: 'one-minus-src-alpha', op: 'add' });
});

test('CB_COLOR_CONTROL: unset registers mean CB_DISABLE; the meta-pass modes decode; DCC modes and logic ops are rejected', () => {
  assert.equal(decodeRbState(new RegisterFile('gfx9')).cbMode, 'disable');
  for (const gfx of ['gfx9', 'gfx10_3'] as const) {
    const regs = new RegisterFile(gfx);
    for (const [mode, decoded] of [['CB_FMASK_DECOMPRESS', 'fmask-decompress'], ['CB_ELIMINATE_FAST_CLEAR', 'eliminate-fast-clear']] as const) {
      setReg(regs, 'CB_COLOR_CONTROL', { MODE: mode, ROP3: 0xcc });
      assert.equal(decodeRbState(regs).cbMode, decoded, `${gfx} ${mode}`);
    }
    for (const mode of ['CB_DECOMPRESS', 'CB_DCC_DECOMPRESS']) {
      setReg(regs, 'CB_COLOR_CONTROL', { MODE: mode, ROP3: 0xcc });
      assert.throws(() => decodeRbState(regs), (e: unknown) => e instanceof RbError && e.location === 'CB_COLOR_CONTROL.MODE', `${gfx} ${mode}`);
    }
  }
  const regs = new RegisterFile('gfx9');
  setReg(regs, 'CB_COLOR_CONTROL', { MODE: 'CB_NORMAL', ROP3: 0x33 });
  assert.throws(() => decodeRbState(regs), (e: unknown) => e instanceof RbError && e.location === 'CB_COLOR_CONTROL.ROP3');
});

test('CB_RESOLVE decodes with an MSAA target 0 and a single-sample target 1 of the same format and size; other pairs are bad-resolve', () => {
  const RGBA8 = { width: 8, height: 4, cbFormat: 'COLOR_8_8_8_8', numberType: 'NUMBER_UNORM', exportFormat: 'SPI_SHADER_32_ABGR' };
  const resolveRegs = (src: Partial<typeof RGBA8> & { samples: number }, dst: (Partial<typeof RGBA8> & { samples: number }) | undefined): RegisterFile => {
    const regs = new RegisterFile('gfx10_3');
    programTarget(regs, { ...RGBA8, ...src, address: 0x10000 });
    if (dst !== undefined) programTarget(regs, { ...RGBA8, ...dst, index: 1, address: 0x80000 });
    setReg(regs, 'CB_COLOR_CONTROL', { MODE: 'CB_RESOLVE', ROP3: 0xcc });
    return regs;
  };
  assert.equal(decodeRbState(resolveRegs({ samples: 4 }, { samples: 1 })).cbMode, 'resolve');
  const bad = (location: string) => (e: unknown) => e instanceof RbError && e.code === 'bad-resolve' && e.location === location;
  assert.throws(() => decodeRbState(resolveRegs({ samples: 4 }, undefined)), bad('CB_COLOR1_INFO'));
  assert.throws(() => decodeRbState(resolveRegs({ samples: 1 }, { samples: 1 })), bad('CB_COLOR0_ATTRIB'));
  assert.throws(() => decodeRbState(resolveRegs({ samples: 4 }, { samples: 2 })), bad('CB_COLOR1_ATTRIB'));
  assert.throws(() => decodeRbState(resolveRegs({ samples: 4 }, { samples: 1, cbFormat: 'COLOR_32', numberType: 'NUMBER_FLOAT', exportFormat: 'SPI_SHADER_32_R' })), bad('CB_COLOR1_INFO'));
  assert.throws(() => decodeRbState(resolveRegs({ samples: 4 }, { samples: 1, width: 4 })), bad('CB_COLOR1_ATTRIB2'));
  // GFX11 has no CB_RESOLVE (nor FMASK; RADV resolves with a fragment shader there): GFX9's value 3 is CB_DCC_DECOMPRESS.
  const gfx11 = new RegisterFile('gfx11');
  assert.throws(() => setReg(gfx11, 'CB_COLOR_CONTROL', { MODE: 'CB_RESOLVE', ROP3: 0xcc }));
  setReg(gfx11, 'CB_COLOR_CONTROL', { MODE: 3, ROP3: 0xcc });
  assert.throws(() => decodeRbState(gfx11), (e: unknown) => e instanceof RbError && e.location === 'CB_COLOR_CONTROL.MODE');
});

test('compression metadata (M1, M4): FMASK with COMPRESSION, CMASK with FAST_CLEAR, clear words, on GFX9-10.3 only', () => {
  const regs = new RegisterFile('gfx10_3');
  programTarget(regs, { address: 0x10000, width: 8, height: 8, samples: 4, cbFormat: 'COLOR_8_8_8_8', numberType: 'NUMBER_UNORM', exportFormat: 'SPI_SHADER_32_ABGR' });
  let t = decodeRbState(regs).targets[0]!;
  assert.deepEqual(t.metadata, { cmask: undefined, fmask: undefined, fragments: 4, clearWords: [0, 0] });
  setReg(regs, 'CB_COLOR0_INFO', { COMPRESSION: 1 }, true);
  regs.write(regs.db.register('CB_COLOR0_FMASK').offset, 0x400);
  assert.equal(decodeRbState(regs).targets[0]!.metadata.cmask, undefined, 'no FAST_CLEAR: the CB ignores CMASK');
  setReg(regs, 'CB_COLOR0_INFO', { FAST_CLEAR: 1 }, true);
  regs.write(regs.db.register('CB_COLOR0_CLEAR_WORD0').offset, 0xff00ff00);
  regs.write(regs.db.register('CB_COLOR0_CMASK').offset, 0x300);
  regs.write(regs.db.register('CB_COLOR0_FMASK').offset, 0x400);
  setReg(regs, 'CB_COLOR0_FMASK_BASE_EXT', { BASE_256B: 1 });
  t = decodeRbState(regs).targets[0]!;
  assert.equal(t.metadata.cmask?.base, 0x30000);
  assert.equal(t.metadata.fmask?.base, 2 ** 40 + 0x40000);
  assert.equal(t.metadata.fmask?.bytesPerSample, 1, '4x: FMASK8_S4_F4');
  assert.deepEqual(t.metadata.clearWords, [0xff00ff00, 0]);
});

test('depth decode: DB_DEPTH_SIZE (GFX9) vs DB_DEPTH_SIZE_XY, bases, formats, control, Z_READ_ONLY', () => {
  for (const gfx of LEVELS) {
    const regs = new RegisterFile(gfx);
    setReg(regs, 'DB_Z_INFO', { FORMAT: 'Z_16', NUM_SAMPLES: 3 });
    setReg(regs, gfx === 'gfx9' ? 'DB_DEPTH_SIZE' : 'DB_DEPTH_SIZE_XY', { X_MAX: 99, Y_MAX: 49 });
    regs.write(regs.db.register('DB_Z_READ_BASE').offset, 0x200);
    regs.write(regs.db.register('DB_Z_WRITE_BASE').offset, 0x300);
    setReg(regs, 'DB_Z_WRITE_BASE_HI', { BASE_HI: 2 });
    setReg(regs, 'DB_DEPTH_CONTROL', { Z_ENABLE: 1, Z_WRITE_ENABLE: 1, ZFUNC: 'FRAG_GEQUAL' });
    const d = decodeRbState(regs).depth!;
    assert.equal(d.surface.format, 'D16_UNORM', gfx);
    assert.equal(d.surface.width, 100);
    assert.equal(d.surface.height, 50);
    assert.equal(d.surface.pitch, 128, 'D16: 128 texels per 256-byte row');
    assert.equal(d.surface.samples, 8);
    assert.equal(d.surface.base, 0x20000);
    assert.equal(d.writeBase, 2 * 2 ** 40 + 0x30000);
    assert.deepEqual(d.state, { testEnable: true, writeEnable: true, compareOp: 'greater-or-equal' });
    setReg(regs, 'DB_DEPTH_VIEW', { Z_READ_ONLY: 1 });
    assert.equal(decodeRbState(regs).depth!.state.writeEnable, false, 'read-only depth is never written');
  }
  const regs = new RegisterFile('gfx10');
  setReg(regs, 'DB_Z_INFO', { FORMAT: 'Z_24' });
  assert.throws(() => decodeRbState(regs), (e: unknown) => e instanceof RbError && e.code === 'unsupported-format');
});

test('R5: DB_Z_INFO.NUM_SAMPLES and PA_SC_AA_CONFIG decode even without a depth target', () => {
  const regs = new RegisterFile('gfx11');
  setReg(regs, 'DB_Z_INFO', { FORMAT: 'Z_INVALID', NUM_SAMPLES: 2 });
  setReg(regs, 'PA_SC_AA_CONFIG', { MSAA_NUM_SAMPLES: 3, MSAA_EXPOSED_SAMPLES: 2 });
  setReg(regs, 'SPI_SHADER_Z_FORMAT', { Z_EXPORT_FORMAT: 'SPI_SHADER_32_GR' });
  const state = decodeRbState(regs);
  assert.equal(state.depth, undefined);
  assert.equal(state.dbSamples, 4);
  assert.equal(state.msaaSamples, 8);
  assert.equal(state.msaaExposedSamples, 4);
  assert.equal(state.zExportFormat, '32_gr');
});

test('linear layout matches the image descriptors: pitch rule and sample addressing', () => {
  for (const format of TEXEL_FORMATS) {
    for (const width of [1, 63, 64, 65, 300]) assert.equal(linearPitch(width, bytesPerTexel(format)), linearImagePitch(width, format), `${format} ${width}`);
  }
  const desc = decodeImageDescriptor('gfx10_3', encodeImageDescriptor('gfx10_3', { base: 0x40000, format: 'R32G32B32A32_FLOAT', type: '2d_msaa', width: 20, height: 10, samples: 4 }), 0);
  const surface = { base: 0x40000, width: 20, height: 10, pitch: linearImagePitch(20, 'R32G32B32A32_FLOAT'), samples: 4, bytesPerSample: 16 };
  for (const [x, y, s] of [[0, 0, 0], [3, 2, 1], [19, 9, 3]] as const) {
    assert.equal(sampleAddress(surface, x, y, 0, s), sampleAddress(desc, x, y, 0, s));
  }
});
