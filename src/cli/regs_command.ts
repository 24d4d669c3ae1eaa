/**
 * `popsim regs`: builds a graphics pipeline for a fragment shader (a file, or
 * a built-in interlock shader) through the API, records one full-screen draw
 * and prints that draw's register writes with field names
 * (device.debugRegisterDump) — exactly what the driver programs, including the
 * POPS rules R1–R10, S1, S8 and S12 (docs/driver.md).
 */
import { readFileSync } from 'node:fs';
import { PopsimError } from '../common/popsim_error.js';
import { createInstance, descriptorTypesFor, type Device, type DescriptorType, type SampleCount, type ShaderModule, type WriteDescriptor } from '../api/index.js';
import { compileSpirv } from '../compiler/compile.js';
import { parseCommandLine, requiredValue, type OptionSpec } from './cli_options.js';
import { UsageError } from './exit_status.js';

export const REGS_HELP = `  popsim regs --gpu CHIP [--interlock pixel|sample|none] [--ordered|--unordered]
              [--samples 1|2|4|8] [--sample-shading] [--debug driver-switch,…]
              [shader.frag | shader.spv]
      Build a graphics pipeline for the fragment shader (default: a built-in
      shader incrementing an r32ui image texel inside the interlock mode given
      by --interlock, default pixel, ordered) and print the register writes of
      one full-screen draw with field names: the pipeline's, the attachments',
      viewport/scissor, then the POPS rules. --samples sets
      rasterizationSamples, --sample-shading enables sample shading
      (minSampleShading 1), --debug takes POPSIM_DEBUG switches. A shader file
      declares its own interlock mode; its descriptors get placeholder
      resources and each output location an R8G8B8A8_UNORM attachment.
`;

export type RegsInterlock = 'pixel' | 'sample' | 'none';

export interface RegsOptions {
  readonly gpu: string;
  readonly interlock: RegsInterlock;
  readonly ordered: boolean;
  readonly samples: SampleCount;
  readonly sampleShading: boolean;
  /** Driver debug switches (POPSIM_DEBUG syntax). */
  readonly debug?: string;
  /** GLSL fragment shader or SPIR-V (.spv); the built-in shader if absent. */
  readonly shader?: string;
}

/** A bad `popsim regs` option value; `location` is the option (or file) at fault. */
export class RegsCommandError extends PopsimError<'bad-option'> {
  readonly kind = 'input';
  constructor(location: string, detail: string) {
    super('bad-option', location, detail, `regs ${location}: ${detail}`);
  }
}

const SAMPLE_COUNTS: readonly SampleCount[] = [1, 2, 4, 8];

const SPEC: OptionSpec = {
  values: ['--gpu', '--interlock', '--samples', '--debug'],
  flags: ['--ordered', '--unordered', '--sample-shading'],
  exclusive: [['--ordered', '--unordered']],
  positionals: { min: 0, max: 1, what: 'shader file' },
};

const INTERLOCKS: readonly RegsInterlock[] = ['pixel', 'sample', 'none'];

/**
 * Parses the arguments after `regs`: UsageError for a command line the table does not allow
 * (cli_options.ts) or options that contradict each other, RegsCommandError for a bad value.
 */
export function parseRegsArgs(argv: readonly string[]): RegsOptions {
  const line = parseCommandLine('regs', argv, SPEC);
  const gpu = requiredValue(line, '--gpu');
  const interlockText = line.values.get('--interlock');
  const interlock = interlockText === undefined ? undefined : INTERLOCKS.find((i) => i === interlockText);
  if (interlockText !== undefined && interlock === undefined) throw new RegsCommandError('--interlock', `'${interlockText}' is not ${INTERLOCKS.join(', ')}`);
  const order = ['--ordered', '--unordered'].find((o) => line.flags.has(o));
  const samplesText = line.values.get('--samples');
  const samples = samplesText === undefined ? 1 : SAMPLE_COUNTS.find((n) => String(n) === samplesText);
  if (samples === undefined) throw new RegsCommandError('--samples', `'${samplesText}' is not one of ${SAMPLE_COUNTS.join(', ')}`);
  const shader = line.positionals[0];
  if (shader !== undefined && (interlock !== undefined || order !== undefined)) {
    throw new UsageError('selects the built-in shader; a shader file declares its own interlock mode', interlock !== undefined ? '--interlock' : order);
  }
  if (interlock === 'none' && order !== undefined) throw new UsageError('needs --interlock pixel or sample', order);
  const debug = line.values.get('--debug');
  return {
    gpu,
    interlock: interlock ?? 'pixel',
    ordered: order !== '--unordered',
    samples,
    sampleShading: line.flags.has('--sample-shading'),
    ...(debug === undefined ? {} : { debug }),
    ...(shader === undefined ? {} : { shader }),
  };
}

/** The built-in fragment shader: +1 on an r32ui texel per invocation, inside the interlock when there is one. */
export function builtinFragmentShader(interlock: RegsInterlock, ordered: boolean): string {
  const critical = '  imageStore(counts, p, imageLoad(counts, p) + 1u);';
  const body =
    interlock === 'none' ? [critical] : ['  beginInvocationInterlockARB();', critical, '  endInvocationInterlockARB();'];
  return [
    '#version 450',
    ...(interlock === 'none' ? [] : ['#extension GL_ARB_fragment_shader_interlock : require', `layout(${interlock}_interlock_${ordered ? 'ordered' : 'unordered'}) in;`]),
    'layout(set = 0, binding = 0, r32ui) uniform coherent uimage2D counts;',
    'void main() {',
    '  ivec2 p = ivec2(gl_FragCoord.xy);',
    ...body,
    '}',
    '',
  ].join('\n');
}

const FULLSCREEN_VS = `#version 450
void main() {
  gl_Position = vec4(gl_VertexIndex == 1 ? 3.0 : -1.0, gl_VertexIndex == 2 ? 3.0 : -1.0, 0.0, 1.0);
}`;

const DIM = 16;

async function fragmentModule(device: Device, o: RegsOptions): Promise<ShaderModule> {
  if (o.shader === undefined) return device.createShaderModuleFromGlsl(builtinFragmentShader(o.interlock, o.ordered), 'fragment');
  const data = readFileSync(o.shader);
  if (!o.shader.endsWith('.spv')) return device.createShaderModuleFromGlsl(data.toString('utf8'), 'fragment');
  if (data.length % 4 !== 0) throw new RegsCommandError(o.shader, `${data.length} bytes is not a whole number of SPIR-V words`);
  return device.createShaderModule(new Uint32Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length)));
}

/** A placeholder resource for a descriptor the shader uses (the register dump does not depend on it). */
function placeholder(device: Device, type: DescriptorType): Omit<WriteDescriptor, 'set' | 'binding' | 'type'> {
  switch (type) {
    case 'storage-buffer':
      return { buffer: { buffer: device.createBuffer({ size: DIM * DIM * 16, usage: ['storage'] }) } };
    case 'uniform-buffer':
      return { buffer: { buffer: device.createBuffer({ size: 256, usage: ['uniform'] }) } };
    case 'storage-texel-buffer':
      return { texelBuffer: device.createBufferView({ buffer: device.createBuffer({ size: DIM * DIM * 4, usage: ['storage-texel'] }), format: 'R32_UINT' }) };
    case 'uniform-texel-buffer':
      return { texelBuffer: device.createBufferView({ buffer: device.createBuffer({ size: DIM * DIM * 4, usage: ['uniform-texel'] }), format: 'R32_UINT' }) };
    case 'storage-image':
      return { image: device.createImageView(device.createImage({ format: 'R32_UINT', width: DIM, height: DIM, usage: ['storage'] })) };
    case 'sampled-image':
      return { image: device.createImageView(device.createImage({ format: 'R8G8B8A8_UNORM', width: DIM, height: DIM, usage: ['sampled'] })) };
    case 'combined-image-sampler':
      return { image: device.createImageView(device.createImage({ format: 'R8G8B8A8_UNORM', width: DIM, height: DIM, usage: ['sampled'] })), sampler: device.createSampler() };
    default: {
      const never: never = type;
      throw new Error(`unknown descriptor type ${String(never)}`);
    }
  }
}

/** Builds the pipeline and the draw; returns the header line and the dump. */
export async function regsCommandText(o: RegsOptions): Promise<string> {
  const physical = createInstance(o.debug === undefined ? {} : { debug: o.debug }).physicalDevice(o.gpu);
  // Every feature a fragment shader of the dump may need; the interlock modes' features are R11's.
  const device = physical.createDevice({
    enabledExtensions: ['VK_EXT_fragment_shader_interlock'],
    features: {
      core: { fragmentStoresAndAtomics: true, sampleRateShading: true },
      fragmentShaderInterlock: { fragmentShaderPixelInterlock: true, fragmentShaderSampleInterlock: true },
    },
  });
  const [vs, fs] = await Promise.all([device.createShaderModuleFromGlsl(FULLSCREEN_VS, 'vertex'), fragmentModule(device, o)]);
  // The layout the shader needs: the resource uses the compiler's front door gathers (the first descriptor type that can back each).
  const chip = device.chip;
  const res = compileSpirv({ spirv: fs.spirv, stage: 'fragment', target: { gfx: chip.gfx, cpu: chip.llvmCpu, wave64: true } }).info;
  const typeOf = (u: (typeof res.resources)[number]): DescriptorType => descriptorTypesFor(u.kind)[0]!;
  const sets = Math.max(0, ...res.resources.map((u) => u.set + 1));
  const setLayouts = Array.from({ length: sets }, (_, s) =>
    device.createDescriptorSetLayout({ bindings: res.resources.filter((u) => u.set === s).map((u) => ({ binding: u.binding, type: typeOf(u) })) }),
  );
  const layout = device.createPipelineLayout({
    setLayouts,
    ...(res.pushConstantBytes > 0 ? { pushConstantRanges: [{ offset: 0, size: Math.ceil(res.pushConstantBytes / 4) * 4 }] } : {}),
  });
  const colorFormats = Array.from({ length: res.outputLocations }, () => 'R8G8B8A8_UNORM' as const);
  const pipeline = device.createGraphicsPipeline({
    layout,
    vertex: { module: vs },
    fragment: { module: fs },
    multisample: { rasterizationSamples: o.samples, sampleShadingEnable: o.sampleShading, minSampleShading: 1 },
    rendering: { colorFormats },
  });
  const pool = device.createDescriptorPool({ maxSets: Math.max(1, sets) });
  const descriptorSets = setLayouts.map((l) => pool.allocate(l));
  device.updateDescriptorSets(
    res.resources.map((u) => ({ set: descriptorSets[u.set]!, binding: u.binding, type: typeOf(u), ...placeholder(device, typeOf(u)) })),
  );
  const attachments = colorFormats.map((format) => ({
    view: device.createImageView(device.createImage({ format, width: DIM, height: DIM, samples: o.samples, usage: ['color-attachment'] })),
  }));
  const cb = device.createCommandBuffer().begin().beginRendering({ renderArea: { width: DIM, height: DIM }, colorAttachments: attachments });
  cb.bindPipeline(pipeline);
  if (sets > 0) cb.bindDescriptorSets(layout, 0, descriptorSets);
  if (res.pushConstantBytes > 0) cb.pushConstants(layout, 0, new Uint8Array(Math.ceil(res.pushConstantBytes / 4) * 4));
  cb.draw(3).endRendering().end();
  const mode = pipeline.built.fragment.info.interlock;
  const interlock = mode === undefined ? 'no interlock' : `${mode.granularity} interlock, ${mode.ordered ? 'ordered' : 'unordered'}`;
  const header = `# ${chip.name} (${chip.llvmCpu}): ${o.shader ?? 'built-in shader'}, ${interlock}, ${o.samples} sample${o.samples > 1 ? 's' : ''}${o.sampleShading ? ', sample shading' : ''}`;
  return `${header}\n${device.debugRegisterDump(cb)}`;
}

/** `popsim regs …`: prints the dump; returns the exit status. */
export async function runRegsCommand(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`Usage:\n${REGS_HELP}`);
    return 0;
  }
  console.log(await regsCommandText(parseRegsArgs(argv)));
  return 0;
}
