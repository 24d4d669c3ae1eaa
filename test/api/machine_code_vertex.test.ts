/**
 * Pipelines whose vertex shader is machine code (docs/api.md "Machine-code vertex shaders"):
 * popsim's own compiled vertex code fed back as words with its interface draws the same pixels as
 * the compiled pipeline on one chip per generation (vertex and instance-rate attributes, BASE_VERTEX,
 * START_INSTANCE, the instance-ID VGPR, parameters — GFX11 through the attribute ring); ACO's
 * legacy-VS listings (VEGA10, NAVI14) run as written; ACO's NGG listing (NAVI21) is refused.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance, ValidationError, type Device, type MachineCodeVertexShader } from '../../src/api/index.js';
import type { GraphicsPipelineCreateInfo } from '../../src/api/graphics_pipeline.js';
import { DriverError } from '../../src/driver/driver_error.js';
import type { ShaderBinary } from '../../src/driver/machine_code_interface.js';
import { parseRadvDump } from '../../src/isa/radv_dump.js';
import { ACO_DIR } from '../support/aco_listings.js';
import { u32 } from './api_fixture.js';

const DIM = 16;

/** A quad from vertex-rate corners, moved by an instance-rate offset; the colour says which instance and vertex. */
const VS = `#version 450
layout(location = 0) out vec4 color;
layout(location = 2) flat out uint tag;
layout(location = 0) in vec2 pos;
layout(location = 1) in vec2 offset;
void main() {
  gl_Position = vec4(pos + offset, 0.0, 1.0);
  color = vec4(float(gl_VertexIndex) * 0.125, float(gl_InstanceIndex) * 0.25, 0.5, 1.0);
  tag = uint(gl_InstanceIndex);
}`;

const FS = `#version 450
layout(location = 0) in vec4 color;
layout(location = 2) flat in uint tag;
layout(location = 0) out vec4 outColor;
void main() { outColor = vec4(color.xy, color.z + float(tag) * 0.125, color.w); }`;

function device(chip: string): Device {
  return createInstance().physicalDevice(chip).createDevice({});
}

/** The interface of popsim's compiled vertex shader, read from its configuration: what a user would write for it. */
function interfaceOf(vs: ShaderBinary): MachineCodeVertexShader {
  const v = vs.config.vertex!;
  return {
    code: vs.code,
    vgprs: vs.config.vgprCount,
    sgprs: vs.config.sgprCount,
    userSgprCount: vs.config.userSgprCount,
    readsInstanceId: v.vgprCompCnt !== 0,
    paramLocations: v.paramLocations,
    ...(v.vertexBuffersSgpr !== undefined ? { vertexBuffersSgpr: v.vertexBuffersSgpr } : {}),
    ...(v.baseVertexSgpr !== undefined ? { baseVertexSgpr: v.baseVertexSgpr } : {}),
    ...(v.startInstanceSgpr !== undefined ? { startInstanceSgpr: v.startInstanceSgpr } : {}),
    ...(v.attributeRingSgpr !== undefined ? { attributeRingSgpr: v.attributeRingSgpr } : {}),
  };
}

function floats(dev: Device, values: readonly number[]) {
  const b = dev.createBuffer({ size: values.length * 4, usage: ['vertex'] });
  dev.writeBuffer(b, 0, Float32Array.from(values));
  return b;
}

/** Draws with `info` into a DIM×DIM RGBA8 target; vertex buffers 0 (corners) and 1 (offsets) when given. */
function render(dev: Device, info: GraphicsPipelineCreateInfo, draw: (cb: ReturnType<Device['createCommandBuffer']>) => void, buffers: readonly (readonly number[])[] = []): Uint32Array {
  const pipeline = dev.createGraphicsPipeline({ ...info, rendering: { colorFormats: ['R8G8B8A8_UNORM'] } });
  const image = dev.createImage({ format: 'R8G8B8A8_UNORM', width: DIM, height: DIM, usage: ['color-attachment'] });
  const cb = dev.createCommandBuffer().begin();
  cb.beginRendering({ renderArea: { width: DIM, height: DIM }, colorAttachments: [{ view: dev.createImageView(image), loadOp: 'clear', clearValue: { float: [0, 0, 0, 0] } }] });
  cb.bindPipeline(pipeline);
  if (buffers.length > 0) cb.bindVertexBuffers(0, buffers.map((b) => ({ buffer: floats(dev, b) })));
  draw(cb);
  cb.endRendering().end();
  dev.submit([cb]);
  return Uint32Array.from(u32(dev.readImage(image)));
}

const VERTEX_INPUT = {
  bindings: [
    { binding: 0, stride: 8, inputRate: 'vertex' as const },
    { binding: 1, stride: 8, inputRate: 'instance' as const },
  ],
  attributes: [
    { location: 0, binding: 0, format: 'R32G32_SFLOAT' as const, offset: 0 },
    { location: 1, binding: 1, format: 'R32G32_SFLOAT' as const, offset: 0 },
  ],
};

// Two unused corners first (firstVertex 2 reads from 2: BASE_VERTEX), then a half-screen quad.
const CORNERS = [9, 9, 9, 9, -1, -1, 0, -1, 0, 1, -1, -1, 0, 1, -1, 1];
// Offsets 0 is never read (firstInstance 1: START_INSTANCE); instance 1 stays, instance 2 moves right.
const OFFSETS = [9, 9, 0, 0, 1, 0];

for (const chip of ['RAVEN', 'NAVI10', 'NAVI21', 'NAVI31']) {
  test(`${chip}: popsim's compiled vertex code given back as machine code draws the compiled pipeline's pixels`, async () => {
    const dev = device(chip);
    const layout = dev.createPipelineLayout({ setLayouts: [] });
    const fragment = { module: await dev.createShaderModuleFromGlsl(FS, 'fragment') };
    const compiled: GraphicsPipelineCreateInfo = { layout, vertex: { module: await dev.createShaderModuleFromGlsl(VS, 'vertex') }, fragment, vertexInput: VERTEX_INPUT };
    const draw = (cb: ReturnType<Device['createCommandBuffer']>) => void cb.draw(6, 2, 2, 1);
    const reference = render(dev, compiled, draw, [CORNERS, OFFSETS]);
    const built = dev.createGraphicsPipeline(compiled).built.vertex;
    const external = render(dev, { ...compiled, vertex: { machineCode: interfaceOf(built) } }, draw, [CORNERS, OFFSETS]);
    assert.deepEqual(external, reference);
    // Every pixel is drawn, by instance 1 (left half) or 2 (right half): B = 0.5 + instance / 8.
    for (let y = 0; y < DIM; y++) {
      for (let x = 0; x < DIM; x++) {
        const b = (external[y * DIM + x]! >>> 16) & 0xff;
        assert.equal(b, Math.round((0.5 + (x < DIM / 2 ? 1 : 2) / 8) * 255), `pixel ${x},${y}`);
      }
    }
  });
}

const VARYINGS_VS = readFileSync(path.join(ACO_DIR, 'shaders/varyings.vert'), 'utf8');
const SHADE = 'outColor = vec4(normal.x * 0.5 + 0.5, normal.z * 0.25 + color.x * 0.5, color.y * 0.5 + color.w * 0.5, 1.0);';
/** Reads varyings.vert's outputs as popsim links them: normal at location 0, colour at location 1. */
const VARYINGS_FS = `#version 450
layout(location = 0) in vec3 normal;
layout(location = 1) in vec4 color;
layout(location = 0) out vec4 outColor;
void main() { ${SHADE} }`;
/**
 * The same, reading the parameters as RADV packed them (nir_opt_varyings, visible in the listing's
 * exports): param0 = (normal.xyz, color.x), param1 = (color.y, color.z, color.w).
 */
const RADV_PACKED_FS = `#version 450
layout(location = 0) in vec4 p0;
layout(location = 1) in vec3 p1;
layout(location = 0) out vec4 outColor;
void main() { vec3 normal = p0.xyz; vec4 color = vec4(p0.w, p1); ${SHADE} }`;

function acoVertexListing(chip: string): string {
  return readFileSync(path.join(ACO_DIR, 'vertex', chip, 'varyings.txt'), 'utf8');
}

for (const [chip, listing] of [['VEGA10', 'vega10'], ['NAVI14', 'navi14']] as const) {
  test(`${chip}: ACO's legacy-VS listing of varyings.vert runs as written and matches popsim's compile of it`, async () => {
    const dev = device(chip);
    const layout = dev.createPipelineLayout({ setLayouts: [] });
    const fragment = { module: await dev.createShaderModuleFromGlsl(RADV_PACKED_FS, 'fragment') };
    const text = acoVertexListing(listing);
    // RADV's legacy VS: s[0:1] ring offsets, s2 BASE_VERTEX; two parameters.
    const aco: MachineCodeVertexShader = { code: text, userSgprCount: 3, baseVertexSgpr: 2, paramLocations: [0, 1] };
    const pipeline = dev.createGraphicsPipeline({ layout, vertex: { machineCode: aco }, fragment, rendering: { colorFormats: ['R8G8B8A8_UNORM'] } });
    assert.deepEqual([...pipeline.built.vertex.code], parseRadvDump(text, 'Vertex Shader as VS').lines.flatMap((l) => l.words), 'assembled bit-exact');
    const draw = (cb: ReturnType<Device['createCommandBuffer']>) => void cb.draw(3);
    const fromAco = render(dev, { layout, vertex: { machineCode: aco }, fragment }, draw);
    const ownFragment = { module: await dev.createShaderModuleFromGlsl(VARYINGS_FS, 'fragment') };
    const own = render(dev, { layout, vertex: { module: await dev.createShaderModuleFromGlsl(VARYINGS_VS, 'vertex') }, fragment: ownFragment }, draw);
    assert.ok(new Set(fromAco).size > DIM, 'the parameters vary across the target');
    // The triangle covers the target; sin/cos/fract go through each compiler's own instruction sequence: a step of rounding apart at most.
    for (let i = 0; i < DIM * DIM; i++) {
      for (let c = 0; c < 32; c += 8) {
        const a = (fromAco[i]! >>> c) & 0xff;
        const b = (own[i]! >>> c) & 0xff;
        assert.ok(Math.abs(a - b) <= 1, `pixel ${i} channel ${c / 8}: ACO ${a}, popsim ${b}`);
      }
      assert.equal(fromAco[i]! >>> 24, 255, `pixel ${i} is drawn`);
    }
  });
}

test("NAVI21: ACO's NGG listing ('Vertex Shader as ESGS') is refused with a DriverError (the model runs no NGG stage); an unknown interface member is a ValidationError", async () => {
  const dev = device('NAVI21');
  const layout = dev.createPipelineLayout({ setLayouts: [] });
  const fragment = { module: await dev.createShaderModuleFromGlsl(VARYINGS_FS, 'fragment') };
  assert.throws(
    () => dev.createGraphicsPipeline({ layout, vertex: { machineCode: { code: acoVertexListing('navi21'), userSgprCount: 3 } }, fragment }),
    (e: unknown) => e instanceof DriverError && e.code === 'unsupported-shader-mode' && /Vertex Shader as ESGS/.test(e.message) && /legacy hardware-VS/.test(e.message),
  );
  const misspelt = { code: acoVertexListing('vega10'), userSgprCount: 3, baseVertex: 2 } as MachineCodeVertexShader;
  assert.throws(() => dev.createGraphicsPipeline({ layout, vertex: { machineCode: misspelt }, fragment }), (e: unknown) => e instanceof ValidationError && /MachineCodeVertexShader/.test(e.message) && /'baseVertex'/.test(e.message));
});
