/** The reader on the test shaders: entry points, interlock modes, bindings, instruction counts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  readSpirv, interlockOf, decorationValue, hasDecoration, entryPoint, spirvDisassemble, CAPABILITIES, enumName,
  type SpirvModule, type SpirvType,
} from '../../../src/compiler/spirv/index.js';
import { compileShader, shaderBytes, shaderPath } from './helpers.js';
import { tempDir } from '../../support/temp_dir.js';

function count(m: SpirvModule, name: string): number {
  return m.instructions.filter((i) => i.name === name).length;
}

function capNames(m: SpirvModule): string[] {
  return m.capabilities.map((c) => enumName(CAPABILITIES, 'Capability', c));
}

/** The module-scope variable named `name`. */
function variable(m: SpirvModule, name: string): number {
  const v = m.variables.find((x) => m.names.get(x.id) === name);
  assert.ok(v, `no variable ${name}`);
  return v.id;
}

/** The type a module-scope variable points to. */
function pointee(m: SpirvModule, id: number): SpirvType | undefined {
  const ptr = m.types.get(m.variables.find((x) => x.id === id)?.type ?? 0);
  return ptr?.kind === 'pointer' ? m.types.get(ptr.pointee) : undefined;
}

interface Variant {
  readonly layout: string;
  readonly granularity: 'pixel' | 'sample';
  readonly ordered: boolean;
}
const VARIANTS: readonly Variant[] = [
  { layout: 'pixel_interlock_ordered', granularity: 'pixel', ordered: true },
  { layout: 'pixel_interlock_unordered', granularity: 'pixel', ordered: false },
  { layout: 'sample_interlock_ordered', granularity: 'sample', ordered: true },
  { layout: 'sample_interlock_unordered', granularity: 'sample', ordered: false },
];

for (const v of VARIANTS) {
  for (const res of ['RES_IMAGE', 'RES_SSBO'] as const) {
    for (const kill of [0, 1]) {
      test(`CTS interlock basic: ${v.layout} ${res} kill=${kill} (P5, R2, R11)`, async () => {
        const words = await compileShader('interlock_basic.frag', 'fragment', {
          INTERLOCK_LAYOUT: v.layout, ORDERED: v.ordered ? 1 : 0, SAMPLE_INTERLOCK: v.granularity === 'sample' ? 1 : 0,
          KILL_ODD: kill, [res]: '', SAMPLES: 4,
        });
        const m = readSpirv(words);
        const ep = entryPoint(m);
        assert.ok(ep);
        assert.equal(ep.model, 'Fragment');
        assert.deepEqual(interlockOf(ep), { granularity: v.granularity, ordered: v.ordered });
        const cap = v.granularity === 'pixel' ? 'FragmentShaderPixelInterlockEXT' : 'FragmentShaderSampleInterlockEXT';
        assert.ok(capNames(m).includes(cap));
        assert.ok(m.extensions.includes('SPV_EXT_fragment_shader_interlock'));
        // Interlock resources: the image at binding 0 and the buffer at binding 1, set 0, both coherent (S11).
        const image = variable(m, 'resultImage');
        assert.equal(decorationValue(m, image, 'Binding'), 0);
        assert.equal(decorationValue(m, image, 'DescriptorSet'), 0);
        assert.ok(hasDecoration(m, image, 'Coherent'));
        const buffer = variable(m, 'resultBuffer');
        assert.equal(decorationValue(m, buffer, 'Binding'), 1);
        // glslang puts GLSL's buffer-wide `coherent` on the block member.
        const blockType = pointee(m, buffer);
        assert.equal(blockType?.kind, 'struct');
        assert.ok(hasDecoration(m, blockType.id, 'Block'));
        assert.ok(m.memberDecorations.get(blockType.id)?.some((d) => d.name === 'Coherent' && d.member === 0));
        assert.equal(count(m, 'OpBeginInvocationInterlockEXT'), 1);
        assert.equal(count(m, 'OpEndInvocationInterlockEXT'), 1);
        assert.equal(count(m, 'OpKill'), kill ? 3 : 0);
        assert.equal(count(m, 'OpImageRead') + count(m, 'OpImageWrite'), res === 'RES_IMAGE' ? 2 : 0);
        // primID is a flat input at location 0; gl_SampleID only in sample interlock.
        const prim = variable(m, 'primID');
        assert.equal(decorationValue(m, prim, 'Location'), 0);
        assert.ok(hasDecoration(m, prim, 'Flat'));
        assert.equal(m.variables.some((x) => m.names.get(x.id) === 'gl_SampleID'), v.granularity === 'sample');
      });
    }
  }
}

test('full-screen quad vertex shader', async () => {
  const m = readSpirv(await compileShader('fullscreen.vert', 'vertex'));
  const ep = entryPoint(m, 'main');
  assert.equal(ep?.model, 'Vertex');
  assert.equal(ep && interlockOf(ep), undefined);
  const builtIns = m.variables.flatMap((v) => {
    const b = decorationValue(m, v.id, 'BuiltIn');
    return b === undefined ? [] : [b];
  });
  assert.deepEqual(builtIns.sort((a, b) => a - b), [42, 43]); // VertexIndex, InstanceIndex
  // gl_Position lives in the gl_PerVertex block as member 0 with BuiltIn Position (0).
  const perVertex = [...m.memberDecorations.values()].flat().find((d) => d.name === 'BuiltIn' && d.args[0] === 0);
  assert.equal(perVertex?.member, 0);
  assert.equal(decorationValue(m, variable(m, 'primID'), 'Location'), 0);
});

test('nvpro-style OIT interlock shader: pixel and sample variants', async () => {
  const pixel = readSpirv(await compileShader('oit_interlock.frag', 'fragment'));
  const sample = readSpirv(await compileShader('oit_interlock.frag', 'fragment', { SAMPLE_INTERLOCK: 1, OIT_LAYERS: 8 }));
  assert.deepEqual(interlockOf(entryPoint(pixel)!), { granularity: 'pixel', ordered: true });
  assert.deepEqual(interlockOf(entryPoint(sample)!), { granularity: 'sample', ordered: true });
  assert.ok(capNames(sample).includes('SampleRateShading'));
  for (const m of [pixel, sample]) {
    assert.equal(decorationValue(m, variable(m, 'layers'), 'Binding'), 0);
    assert.equal(decorationValue(m, variable(m, 'tail'), 'Binding'), 1);
    assert.ok(hasDecoration(m, variable(m, 'layers'), 'Coherent'));
    assert.equal(count(m, 'OpLoopMerge'), 1);
    assert.equal(count(m, 'OpBeginInvocationInterlockEXT'), 1);
    // Packing through GLSL.std.450: PackUnorm4x8 (55) and UnpackUnorm4x8 (64).
    const ext = m.instructions.filter((i) => i.name === 'OpExtInst').map((i) => i.operands[1]);
    assert.ok(ext.includes(55) && ext.includes(64));
    // The colour output keeps an export for POPS (S12).
    assert.equal(decorationValue(m, variable(m, 'outColor'), 'Location'), 0);
  }
});

test('samples-identical: popsim maps GL_EXT_shader_samples_identical onto the AMD fragment mask, so the #if !defined fallback does not apply (M3)', async () => {
  const m = readSpirv(await compileShader('samples_identical.frag', 'fragment'));
  assert.equal(count(m, 'OpFragmentMaskFetchAMD'), 1);
  assert.equal(count(m, 'OpImageFetch'), 2);
  const sampled = pointee(m, variable(m, 'tex'));
  const image = sampled?.kind === 'sampled-image' ? m.types.get(sampled.image) : undefined;
  assert.equal(image?.kind === 'image' && image.multisampled, true);
});

test('samples-identical via AMD fragment mask and the anyInvocationsARB vote (M1, M3)', async () => {
  const m = readSpirv(await compileShader('samples_identical_amd.frag', 'fragment'));
  assert.equal(count(m, 'OpFragmentMaskFetchAMD'), 1);
  assert.equal(count(m, 'OpSubgroupAnyKHR'), 1);
  assert.ok(capNames(m).includes('FragmentMaskAMD'));
  assert.ok(capNames(m).includes('SubgroupVoteKHR'));
  assert.ok(m.extensions.includes('SPV_AMD_shader_fragment_mask'));
});

test('terminate/demote fixture built by glslangValidator', () => {
  const m = readSpirv(shaderBytes('terminate_demote.spv'));
  const terminators = m.functions[0]!.blocks.map((b) => b.terminator.name);
  assert.ok(terminators.includes('OpTerminateInvocation'));
  assert.equal(count(m, 'OpDemoteToHelperInvocation'), 1);
  assert.equal(count(m, 'OpIsHelperInvocationEXT'), 1);
  assert.ok(capNames(m).includes('DemoteToHelperInvocation'));
});

function hasTool(name: string): boolean {
  try {
    execFileSync(name, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

test('opcode names and numbers agree with spirv-dis on every test shader', { skip: !hasTool('spirv-dis') && 'spirv-dis (Debian spirv-tools) not installed' }, async () => {
  const dir = tempDir('popsim-spirv-');
  const modules: [string, Uint32Array][] = [
    ['interlock', await compileShader('interlock_basic.frag', 'fragment', { KILL_ODD: 1, RES_SSBO: '' })],
    ['oit', await compileShader('oit_interlock.frag', 'fragment', { SAMPLE_INTERLOCK: 1 })],
    ['vert', await compileShader('fullscreen.vert', 'vertex')],
    ['amd', await compileShader('samples_identical_amd.frag', 'fragment')],
    ['terminate', new Uint32Array(shaderBytes('terminate_demote.spv').buffer.slice(0))],
  ];
  for (const [name, words] of modules) {
    const file = join(dir, `${name}.spv`);
    writeFileSync(file, words);
    const theirs = execFileSync('spirv-dis', ['--raw-id', '--no-header', file], { encoding: 'utf8' })
      .split('\n').map((l) => /\b(Op\w+)/.exec(l)?.[1]).filter((x): x is string => x !== undefined);
    const ours = readSpirv(words).instructions.map((i) => i.name);
    // spirv-dis still prints the EXT alias of OpDemoteToHelperInvocation on older versions.
    assert.deepEqual(ours, theirs.map((n) => (n === 'OpDemoteToHelperInvocationEXT' ? 'OpDemoteToHelperInvocation' : n)), name);
    // The disassembly lists the same instructions.
    assert.equal(spirvDisassemble(readSpirv(words)).split('\n').filter((l) => /\bOp\w+/.test(l)).length, ours.length);
  }
});

test('the checked-in interlock .spv files are spirv-as of their .spvasm sources and pass spirv-val', { skip: !hasTool('spirv-as') && 'spirv-as (Debian spirv-tools) not installed' }, () => {
  const dir = tempDir('popsim-spvasm-');
  for (const name of ['interlock_two_begins', 'interlock_begin_in_loop']) {
    const out = join(dir, `${name}.spv`);
    execFileSync('spirv-as', ['--target-env', 'vulkan1.1', '-o', out, shaderPath(`${name}.spvasm`)]);
    execFileSync('spirv-val', ['--target-env', 'vulkan1.1', out]);
    assert.deepEqual(readFileSync(out), Buffer.from(shaderBytes(`${name}.spv`)), name);
  }
});
