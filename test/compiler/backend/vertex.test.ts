/**
 * Vertex shaders: the VS ABI (vertex/instance ID VGPRs, base vertex and
 * start instance user SGPRs, vertex-buffer V# table with typed fetches),
 * exports (pos0 with done, params; GFX11 attribute-ring stores) and the VS
 * registers, on all four levels; every program re-assembles with llvm-mc.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileSpirv, type CompileResult } from '../../../src/compiler/compile.js';
import { compileGlsl } from '../../../src/compiler/glsl/index.js';
import { targetOf, type GfxLevel } from '../../../src/isa/gfx_level.js';
import { assemble } from '../../../src/isa/index.js';
import { findLlvmMc, mcAssemble, wordsToBytes } from '../../../tools/llvm_mc.js';
import { compileShader as glslToSpirv } from '../spirv/helpers.js';

const LEVELS: readonly GfxLevel[] = ['gfx9', 'gfx10', 'gfx10_3', 'gfx11'];

const ATTRIBUTES = `#version 450
layout(location = 0) in vec4 position;
layout(location = 2) in vec2 uv;
layout(location = 0) out vec2 vUv;
layout(location = 3) out flat int vId;
void main() {
  gl_Position = position;
  vUv = uv;
  vId = gl_VertexIndex;
}
`;

async function compileAll(): Promise<Map<string, CompileResult>> {
  const full = await glslToSpirv('fullscreen.vert', 'vertex', {});
  const attrs = await compileGlsl(ATTRIBUTES, 'vertex');
  const out = new Map<string, CompileResult>();
  for (const gfx of LEVELS) {
    out.set(`fullscreen ${gfx}`, compileSpirv({ spirv: full, stage: 'vertex', target: targetOf(gfx), validate: true }));
    out.set(`attributes ${gfx}`, compileSpirv({ spirv: attrs, stage: 'vertex', target: targetOf(gfx), validate: true }));
  }
  return out;
}

const compiled = compileAll();
const lines = (r: CompileResult): string[] => r.disassembly.trim().split('\n');

for (const gfx of LEVELS) {
  test(`fullscreen.vert ${gfx}: VertexIndex = v0 + BASE_VERTEX, InstanceIndex = instance-ID VGPR + START_INSTANCE, pos0 done`, async () => {
    const r = (await compiled).get(`fullscreen ${gfx}`)!;
    const v = r.config.vertex!;
    assert.equal(r.config.stage, 'vertex');
    const instanceVgpr = gfx === 'gfx9' ? 1 : 3;
    assert.equal(v.vgprCompCnt, instanceVgpr);
    assert.equal((r.config.rsrc1 >>> 24) & 3, instanceVgpr, 'RSRC1_VS.VGPR_COMP_CNT');
    const base = gfx === 'gfx11' ? 2 : 0;
    assert.equal(v.baseVertexSgpr, base);
    assert.equal(v.startInstanceSgpr, base + 1);
    assert.equal(v.vertexBuffersSgpr, undefined, 'no attributes, no vertex-buffer table');
    assert.equal(r.config.userSgprCount, gfx === 'gfx11' ? 4 : 2);
    assert.equal((r.config.rsrc2 >>> 1) & 0x1f, r.config.userSgprCount);
    assert.equal(v.spiShaderPosFormat, 4);
    assert.equal(v.spiVsOutConfig, 0, 'one param: VS_EXPORT_COUNT = 0');
    assert.deepEqual(v.paramLocations, [0]);
    const ls = lines(r);
    const add = gfx === 'gfx9' ? 'v_add_u32_e32' : 'v_add_nc_u32_e32';
    assert.ok(ls.some((l) => l.startsWith(`${add} `) && l.endsWith(`, s${base}, v0`)), 'VertexIndex');
    assert.ok(ls.some((l) => l.startsWith(`${add} `) && l.endsWith(`, s${base + 1}, v${instanceVgpr}`)), 'InstanceIndex');
    const pos = ls.findIndex((l) => /^exp pos0 v\d+, v\d+, v\d+, v\d+ done$/.test(l));
    assert.ok(pos >= 0, 'pos0 with done');
    if (gfx === 'gfx11') {
      assert.equal(ls.findIndex((l) => /param/.test(l)), -1, 'GFX11 has no param exports');
      assert.ok(ls.some((l) => /^buffer_store_b128 v\[\d+:\d+\], v\d+, s\[\d+:\d+\], 0 idxen$/.test(l)), 'attribute-ring store');
      assert.equal(v.attributeRingSgpr, 0);
    } else {
      const param = ls.findIndex((l) => /^exp param0 v\d+, off, off, off$/.test(l));
      assert.ok(param > pos, 'param0 after the (last) position export');
    }
  });

  test(`vertex attributes ${gfx}: V# per location from the vertex-buffer table, buffer_load_format_xyzw idxen at VertexIndex`, async () => {
    const r = (await compiled).get(`attributes ${gfx}`)!;
    const v = r.config.vertex!;
    assert.equal(v.vertexBuffersSgpr, 0);
    assert.equal(v.baseVertexSgpr, gfx === 'gfx11' ? 4 : 2);
    assert.equal(v.attributeRingSgpr, gfx === 'gfx11' ? 2 : undefined);
    assert.equal(v.startInstanceSgpr, undefined);
    assert.equal(v.vgprCompCnt, 0);
    assert.deepEqual(v.paramLocations, [0, 3]);
    assert.equal(v.spiVsOutConfig, 1 << 1, 'two params: VS_EXPORT_COUNT = 1');
    const ls = lines(r);
    const smem = gfx === 'gfx11' ? 's_load_b128' : 's_load_dwordx4';
    assert.ok(ls.some((l) => l.startsWith(`${smem} `) && /, s\[0:1\], (0x0|null)$/.test(l)), 'location 0 V# at 0');
    assert.ok(ls.some((l) => l.startsWith(`${smem} `) && l.endsWith(', s[0:1], 0x20')), 'location 2 V# at 32');
    assert.equal(ls.filter((l) => /^buffer_load_format_xyzw v\[\d+:\d+\], v\d+, s\[\d+:\d+\], 0 idxen$/.test(l)).length, 2);
    if (gfx !== 'gfx11') {
      assert.ok(ls.some((l) => /^exp param0 v\d+, v\d+, off, off$/.test(l)), 'vUv → param0 (xy)');
      assert.ok(ls.some((l) => /^exp param1 v\d+, off, off, off$/.test(l)), 'vId → param1 (x)');
    }
  });
}

test('every vertex program re-assembles to the same bytes (popsim, and llvm-mc 15 when installed)', async (t) => {
  const mc = findLlvmMc();
  for (const [name, r] of await compiled) {
    const target = targetOf(LEVELS.find((g) => name.endsWith(` ${g}`))!);
    assert.deepEqual([...assemble(r.disassembly, target)], [...r.code], `${name}: popsim`);
    if (!mc) continue;
    const bytes = mcAssemble(lines(r), { cpu: target.cpu, wave64: target.wave64 }).flatMap((m) => {
      assert.equal(m.error, undefined, `${name}: ${m.error}`);
      return m.bytes!;
    });
    assert.deepEqual(bytes, wordsToBytes(r.code), `${name}: llvm-mc`);
  }
  if (!mc) t.skip('llvm-mc 15 not installed: only popsim re-assembly checked');
});
