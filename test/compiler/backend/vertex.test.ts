/**
 * Vertex shaders: the VS ABI (vertex/instance ID VGPRs, base vertex and
 * start instance user SGPRs, vertex-buffer V# table with typed fetches,
 * instance-rate attributes, the GFX11 attribute-ring offset SGPR), exports
 * (pos0 with done, params; GFX11 attribute-ring stores) and the VS
 * registers, on all four levels — structurally and run on the GPU model's
 * CU; every program re-assembles with llvm-mc.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { computeVertexArgLayout } from '../../../src/compiler/backend/abi_vertex.js';
import { BackendError } from '../../../src/compiler/backend/index.js';
import { compileSpirv, type CompileResult } from '../../../src/compiler/compile.js';
import { compileGlsl } from '../../../src/compiler/glsl/index.js';
import { targetOf, type GfxLevel } from '../../../src/isa/gfx_level.js';
import { assemble } from '../../../src/isa/index.js';
import { findLlvmMc, mcAssemble, wordsToBytes } from '../../../tools/llvm_mc.js';
import { compileShader as glslToSpirv } from '../spirv/helpers.js';
import { runVertexOnGpu } from './vertex_runner.js';

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

/** Location 1 is bound instance-rate; the shader never reads gl_InstanceIndex. */
const INSTANCED = `#version 450
layout(location = 0) in vec4 position;
layout(location = 1) in vec4 offset;
layout(location = 0) out vec4 vPos;
layout(location = 1) out vec4 vOff;
void main() {
  gl_Position = position;
  vPos = position;
  vOff = offset;
}
`;

/** Only an instance-rate attribute: no VertexIndex needed. */
const INSTANCE_ONLY = `#version 450
layout(location = 1) in vec4 offset;
layout(location = 0) out vec4 vOff;
void main() {
  gl_Position = offset;
  vOff = offset;
}
`;

/** Location 9 is no input of either shader: listed, it is ignored. */
const VERTEX_INPUT = { instanceRateLocations: [1, 9] };

async function compileAll(): Promise<Map<string, CompileResult>> {
  const full = await glslToSpirv('fullscreen.vert', 'vertex', {});
  const attrs = await compileGlsl(ATTRIBUTES, 'vertex');
  const instanced = await compileGlsl(INSTANCED, 'vertex');
  const instanceOnly = await compileGlsl(INSTANCE_ONLY, 'vertex');
  const out = new Map<string, CompileResult>();
  for (const gfx of LEVELS) {
    const target = targetOf(gfx);
    out.set(`fullscreen ${gfx}`, compileSpirv({ spirv: full, stage: 'vertex', target, validate: true }));
    out.set(`attributes ${gfx}`, compileSpirv({ spirv: attrs, stage: 'vertex', target, validate: true }));
    out.set(`instanced ${gfx}`, compileSpirv({ spirv: instanced, stage: 'vertex', target, validate: true, vertexInput: VERTEX_INPUT }));
    out.set(`instanced per-vertex ${gfx}`, compileSpirv({ spirv: instanced, stage: 'vertex', target, validate: true }));
    out.set(`instance only ${gfx}`, compileSpirv({ spirv: instanceOnly, stage: 'vertex', target, validate: true, vertexInput: VERTEX_INPUT }));
  }
  return out;
}

const compiled = compileAll();
const lines = (r: CompileResult): string[] => r.disassembly.trim().split('\n');

/**
 * The instruction that last wrote `reg` before line `at` (the value line `at` reads),
 * i.e. the nearest earlier line whose destination is `reg`.
 */
function lastWriter(ls: readonly string[], at: number, reg: string): string | undefined {
  for (let k = at - 1; k >= 0; k--) if (ls[k]!.split(/[ ,]+/)[1] === reg) return ls[k];
  return undefined;
}

/** The index VGPR of the attribute fetch of `location`: the buffer_load whose V# came from 16 × location. */
function fetchIndexWriter(r: CompileResult, location: number): string | undefined {
  const ls = lines(r);
  const offset = location === 0 ? /, s\[0:1\], (0x0|null)$/ : new RegExp(`, s\\[0:1\\], 0x${(16 * location).toString(16)}$`);
  const load = ls.findIndex((l) => /^s_load_(dwordx4|b128) /.test(l) && offset.test(l));
  assert.ok(load >= 0, `V# of location ${location}`);
  const desc = ls[load]!.split(/[ ,]+/)[1]!;
  const fetch = ls.findIndex((l, k) => k > load && l.startsWith('buffer_load_format_xyzw ') && l.split(/[ ,]+/)[3] === desc);
  assert.ok(fetch >= 0, `fetch of location ${location}`);
  return lastWriter(ls, fetch, ls[fetch]!.split(/[ ,]+/)[2]!);
}

const f32 = (x: number): number => new Uint32Array(new Float32Array([x]).buffer)[0]!;
/** Attribute element i of location loc: four distinct small floats. */
const element = (loc: number, i: number): number[] => [0, 1, 2, 3].map((c) => f32(1000 * loc + 10 * i + c));

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
      assert.equal(v.attributeRingSgpr, 0);
      assert.equal(v.attributeRingOffsetSgpr, r.config.userSgprCount, 'the ring-offset system SGPR follows the user SGPRs');
      assert.ok(ls.some((l) => l.startsWith('buffer_store_b128 ') && l.endsWith(`, s${v.attributeRingOffsetSgpr} idxen`)), 'attribute-ring store at the wave offset');
    } else {
      assert.equal(v.attributeRingOffsetSgpr, undefined);
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
    } else {
      assert.equal(v.attributeRingOffsetSgpr, 5, 'after the vertex buffers s[0:1], the ring s[2:3] and BASE_VERTEX s4');
      const args = computeVertexArgLayout(r.ir, gfx, undefined);
      assert.equal(args.userSgprCount, 5);
      assert.equal(args.sgprArgCount, 6, 'the argument SGPRs include the ring offset');
      const stores = ls.filter((l) => l.startsWith('buffer_store_b128 '));
      assert.deepEqual(stores.map((l) => l.replace(/^.*, (s\d+) idxen( offset:\d+)?$/, '$1')), ['s5', 's5'], 'both params stored at the wave offset');
    }
  });

  test(`instance-rate attribute ${gfx}: fetched at instance ID VGPR + START_INSTANCE, without reading gl_InstanceIndex`, async () => {
    const r = (await compiled).get(`instanced ${gfx}`)!;
    const v = r.config.vertex!;
    const instanceVgpr = gfx === 'gfx9' ? 1 : 3;
    assert.equal(v.vgprCompCnt, instanceVgpr, 'the instance ID VGPR is loaded');
    assert.equal((r.config.rsrc1 >>> 24) & 3, instanceVgpr, 'RSRC1_VS.VGPR_COMP_CNT');
    const base = gfx === 'gfx11' ? 4 : 2;
    assert.equal(v.baseVertexSgpr, base, 'location 0 is per-vertex: BASE_VERTEX');
    assert.equal(v.startInstanceSgpr, base + 1, 'location 1 is instance-rate: START_INSTANCE');
    assert.equal(r.config.userSgprCount, base + 2);
    assert.equal((r.config.rsrc2 >>> 1) & 0x1f, r.config.userSgprCount, 'RSRC2.USER_SGPR counts the user SGPRs only');
    assert.equal(v.attributeRingOffsetSgpr, gfx === 'gfx11' ? base + 2 : undefined);
    const add = gfx === 'gfx9' ? 'v_add_u32_e32' : 'v_add_nc_u32_e32';
    assert.match(fetchIndexWriter(r, 1) ?? '', new RegExp(`^${add} v\\d+, s${base + 1}, v${instanceVgpr}$`), 'location 1 index = START_INSTANCE + instance ID');
    assert.match(fetchIndexWriter(r, 0) ?? '', new RegExp(`^${add} v\\d+, s${base}, v0$`), 'location 0 index = BASE_VERTEX + vertex ID');
    const perVertex = (await compiled).get(`instanced per-vertex ${gfx}`)!;
    assert.equal(perVertex.config.vertex!.startInstanceSgpr, undefined, 'without the key every location is per-vertex');
    assert.equal(perVertex.config.vertex!.vgprCompCnt, 0);
    assert.match(fetchIndexWriter(perVertex, 1) ?? '', new RegExp(`^${add} v\\d+, s${base}, v0$`));
  });

  test(`ABI with only an instance-rate attribute ${gfx}: START_INSTANCE and the instance ID, no BASE_VERTEX`, async () => {
    const r = (await compiled).get(`instance only ${gfx}`)!;
    const v = r.config.vertex!;
    const instanceVgpr = gfx === 'gfx9' ? 1 : 3;
    assert.equal(v.vertexBuffersSgpr, 0);
    assert.equal(v.attributeRingSgpr, gfx === 'gfx11' ? 2 : undefined);
    assert.equal(v.baseVertexSgpr, undefined, 'nothing needs VertexIndex');
    const start = gfx === 'gfx11' ? 4 : 2;
    assert.equal(v.startInstanceSgpr, start);
    assert.equal(r.config.userSgprCount, start + 1);
    assert.equal((r.config.rsrc2 >>> 1) & 0x1f, start + 1);
    assert.equal(v.attributeRingOffsetSgpr, gfx === 'gfx11' ? start + 1 : undefined);
    assert.equal(v.vgprCompCnt, instanceVgpr);
    assert.deepEqual(r.config.userSgprs, [], 'no descriptor sets or push constants');
    const add = gfx === 'gfx9' ? 'v_add_u32_e32' : 'v_add_nc_u32_e32';
    assert.match(fetchIndexWriter(r, 1) ?? '', new RegExp(`^${add} v\\d+, s${start}, v${instanceVgpr}$`));
    assert.equal(lines(r).filter((l) => l.startsWith(`${add} `) && l.endsWith(', v0')).length, 0, 'no VertexIndex computed');
  });

  test(`instance-rate attribute on the GPU model's CU ${gfx}: each lane reads element START_INSTANCE + instance ID; varyings reach params / the wave's ring slots`, async () => {
    const target = targetOf(gfx);
    const n = target.wave64 ? 64 : 32;
    const baseVertex = 5;
    const startInstance = 2;
    const instanceIds = Array.from({ length: n }, (_, l) => l % 3);
    const inputs = {
      vertexIds: Array.from({ length: n }, (_, l) => l),
      instanceIds,
      baseVertex,
      startInstance,
      attributes: new Map([0, 1].map((loc) => [loc, Array.from({ length: n + baseVertex }, (_, i) => element(loc, i))] as const)),
      // Two params of 16 bytes per lane; this wave's records start after another wave's.
      ringOffset: n * 32,
      ringBytes: 2 * n * 32,
    };
    for (const [key, instanceRate] of [[`instanced ${gfx}`, true], [`instanced per-vertex ${gfx}`, false]] as const) {
      const r = (await compiled).get(key)!;
      const run = runVertexOnGpu(r, target, inputs);
      const expected = (loc: number, l: number): number[] => element(loc, loc === 1 && instanceRate ? startInstance + instanceIds[l]! : baseVertex + l);
      const pos = run.exports.find((e) => e.target === 12)!;
      for (let l = 0; l < n; l++) assert.deepEqual([0, 1, 2, 3].map((c) => pos.values[c]![l]), expected(0, l), `${key}: gl_Position lane ${l}`);
      for (const [k, loc] of r.config.vertex!.paramLocations.entries()) {
        for (let l = 0; l < n; l++) {
          const got = gfx === 'gfx11'
            ? [0, 1, 2, 3].map((c) => run.ring[(inputs.ringOffset + l * 32 + 16 * k) / 4 + c]!)
            : [0, 1, 2, 3].map((c) => run.exports.find((e) => e.target === 32 + k)!.values[c]![l]!);
          assert.deepEqual(got, expected(loc, l), `${key}: param ${k} (location ${loc}) lane ${l}`);
        }
      }
      if (gfx === 'gfx11') assert.ok(run.ring.subarray(0, inputs.ringOffset / 4).every((w) => w === 0), 'nothing stored below the wave offset');
    }
  });
}

test('vertexInput: a negative or non-integer instance-rate location is a typed compiler error', async () => {
  const spirv = await compileGlsl(INSTANCED, 'vertex');
  for (const bad of [-1, 1.5, Number.NaN]) {
    assert.throws(
      () => compileSpirv({ spirv, stage: 'vertex', target: targetOf('gfx10_3'), vertexInput: { instanceRateLocations: [1, bad] } }),
      (e: unknown) => e instanceof BackendError && e.code === 'invalid-input' && e.location === 'CompileOptions.vertexInput' && e.message.includes(String(bad)),
      String(bad),
    );
  }
});

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
