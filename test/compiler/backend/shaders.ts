/** IR test shaders built with the Builder (the CTS fragment_shader_interlock basic shader and variants). */
import { Builder, createShader, type Shader } from '../../../src/compiler/ir/index.js';
import { ACCESS_COHERENT } from '../../../src/compiler/ir/intrinsics.js';

const info = {
  stage: 'fragment',
  interlock: { granularity: 'pixel', ordered: true },
  earlyFragmentTests: false,
  originUpperLeft: true,
  depthReplacing: false,
  sampleShading: false,
} as const;

/**
 * CTS basic (image r32ui): coord = ivec2(gl_FragCoord.xy); mask = gl_SampleMaskIn[0];
 * begin; v = imageLoad(img, coord).x; if ((v & mask) != 0) ... ; imageStore(img, coord, v | mask); end.
 */
export function ctsImageShader(): Shader {
  const shader = createShader(info);
  const b = Builder.forFunction(shader, shader.entry);
  const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
  const [fy] = b.intrinsic('load_frag_coord', [], { component: 1 });
  const x = b.alu('f2i', fx!);
  const y = b.alu('f2i', fy!);
  const [mask] = b.intrinsic('load_sample_mask_in', []);
  b.intrinsic('begin_invocation_interlock', []);
  const idx = { set: 0, binding: 0, dim: '2d', format: 'r32ui', access: ACCESS_COHERENT } as const;
  const [v] = b.intrinsic('image_load', [x, y], idx, ['i32']);
  // Ordered check of earlier bits: stored value must have every lower bit set.
  const lower = b.alu('isub', mask!, b.i32(1));
  const seen = b.alu('iand', v!, lower);
  const ok = b.alu('ieq', seen, lower);
  const okInt = b.alu('b2i', ok);
  const nv = b.alu('ior', v!, mask!);
  b.intrinsic('image_store', [x, y, nv, nv, nv, nv], idx);
  b.intrinsic('end_invocation_interlock', []);
  b.intrinsic('store_output', [b.alu('i2f', okInt)], { location: 0, component: 0 });
  return shader;
}

/** SSBO variant: index = y * 64 + x into a coherent buffer. */
export function ctsSsboShader(withOutput = false): Shader {
  const shader = createShader(info);
  const b = Builder.forFunction(shader, shader.entry);
  const [fx] = b.intrinsic('load_frag_coord', [], { component: 0 });
  const [fy] = b.intrinsic('load_frag_coord', [], { component: 1 });
  const x = b.alu('f2i', fx!);
  const y = b.alu('f2i', fy!);
  const [mask] = b.intrinsic('load_sample_mask_in', []);
  const offset = b.alu('ishl', b.alu('iadd', b.alu('imul', y, b.i32(64)), x), b.i32(2));
  const idx = { set: 0, binding: 1, offset: 0, access: ACCESS_COHERENT } as const;
  b.intrinsic('begin_invocation_interlock', []);
  const [v] = b.intrinsic('load_ssbo', [offset], idx);
  b.intrinsic('store_ssbo', [offset, b.alu('ior', v!, mask!)], idx);
  b.intrinsic('end_invocation_interlock', []);
  if (withOutput) b.intrinsic('store_output', [b.f32(1)], { location: 0, component: 0 });
  return shader;
}
