/**
 * Image instructions without a sampler (MIMG): image_load, image_store and
 * the 32-bit image_atomic_* on single-dword formats, through an 8-SGPR image
 * descriptor (T#). Coordinates are unsigned integers; which VGPRs hold x, y,
 * the array layer / 3D slice and the sample index follows the DIM field on
 * GFX10+ and the descriptor's type on GFX9 (which has no DIM field). 2D MSAA
 * takes the sample index as its last coordinate.
 *
 * Loads return the `dmask` channels (after the descriptor's DST_SEL) in
 * consecutive VGPRs; out-of-bounds texels read 0 and out-of-bounds stores and
 * atomics are dropped. `unorm` is ignored (integer coordinates). An FMASK
 * T# (descriptors.ts) reads the pixel's FMASK and returns its fetch value,
 * 4 bits per sample (fmask.ts, M1/M2); an all-zero T# (RADV's FMASK slot of
 * an image without FMASK) reads 0 and drops stores. Loads count their bytes
 * per surface kind (memory/surface_traffic.ts). With `a16` the coordinates
 * are 16-bit, two per VGPR (component i in VGPR i/2, bits 16*(i%2)). Not
 * modelled (CuError at translate time): d16, tfe/lwe, cube maps,
 * mip-level forms and image_msaa_load.
 */
import type { DecodedInstruction } from '../../isa/instruction.js';
import { CODE_EXEC_HI, CODE_EXEC_LO, VGPR_BASE } from '../../isa/operand.js';
import { decodeImageDescriptor, type ImageDescriptor, type ImageType, isNullImageDescriptor } from '../../amd/descriptors.js';
import { sampleStrides } from '../../amd/surface_layout.js';
import { type AtomicOp, Policy } from '../memory/memory_system.js';
import { isSingleDwordChannel, packTexel, texelChannels, texelDwords } from '../../amd/formats/texel_formats.js';
import { CuError } from './errors.js';
import { floorMod } from '../../common/floor_mod.js';
import { DescriptorCache } from './descriptor_cache.js';
import { policyOf, vectorCounter } from './memory_op.js';
import { LaneState, type PooledMemoryOp, poolOf } from './pooled_memory_op.js';
import { vgprIndex } from './operands.js';
import type { TranslatedInstruction, TranslateContext } from './executor_factory.js';
import { laneActive, type Wave, type WaveHost } from './wave.js';
import type { SurfaceTraffic } from '../memory/surface_traffic.js';

/** What each address VGPR holds, in order: its slot in C = [x, y, layer, sample] (a slot index, not a name, for the per-lane loop). */
const X = 0,
  Y = 1,
  LAYER = 2,
  SAMPLE = 3;

const ROLES_BY_TYPE: Readonly<Record<ImageType, Uint8Array>> = {
  '1d': Uint8Array.of(X),
  '2d': Uint8Array.of(X, Y),
  '3d': Uint8Array.of(X, Y, LAYER),
  '2d_array': Uint8Array.of(X, Y, LAYER),
  '2d_msaa': Uint8Array.of(X, Y, SAMPLE),
  '2d_msaa_array': Uint8Array.of(X, Y, LAYER, SAMPLE),
};

/** GFX10+ DIM codes (SQ_RSRC_IMG_1D..2D_MSAA_ARRAY); 3 (cube) is not modelled. */
const ROLES_BY_DIM: readonly (Uint8Array | undefined)[] = [
  Uint8Array.of(X),
  Uint8Array.of(X, Y),
  Uint8Array.of(X, Y, LAYER),
  undefined,
  Uint8Array.of(X, LAYER),
  Uint8Array.of(X, Y, LAYER),
  Uint8Array.of(X, Y, SAMPLE),
  Uint8Array.of(X, Y, LAYER, SAMPLE),
];

const ATOMICS: ReadonlySet<string> = new Set<AtomicOp>(['swap', 'cmpswap', 'add', 'sub', 'smin', 'umin', 'smax', 'umax', 'and', 'or', 'xor', 'inc', 'dec']);

// Per-lane scratch of the executing instruction (single-threaded): each lane's state (LANE_*) and texel address.
// Over an ArrayBuffer of its own: V8 keeps a typed array of 64 bytes or less made by length in its heap, where
// it can move, so optimized code reloads its data pointer at every access instead of embedding it.
const LANE_STATE = new Uint8Array(new ArrayBuffer(64));
const LANE_ADDRESS = new Float64Array(64);
/** The VGPR element row of each coordinate slot (x, y, layer, sample), -1 when the image has none, and its a16 shift. */
const SLOT_ROW = new Int32Array(4);
const SLOT_SHIFT = new Uint8Array(4);
/** The image's byte stride per coordinate slot (x, y, layer, sample): sampleStrides. */
const SLOT_STRIDE = new Float64Array(4);
const IN4 = new Uint32Array(4);
const PACKED = new Uint32Array(4);

/**
 * Fills LANE_STATE and LANE_ADDRESS for the wave's lanes: inactive, or the
 * texel address of the lane's coordinates and whether it lies in the image
 * (the coordinates are unsigned; the address is the surface layout's
 * `sampleAddress`, through its strides). Two passes over typed arrays with
 * the image's bounds in locals, no call per lane: x and y for every image,
 * then layer and sample for the images that have them. One loop over all
 * four coordinates kept too many values live for the host's registers (its
 * bounds were reloaded from the stack per lane), and 2-D images — the
 * conformance and OIT surfaces — need only the first.
 */
function laneAddresses(wave: Wave, desc: ImageDescriptor, roles: Uint8Array, rows: Int32Array, a16: boolean, ws: number): void {
  // Four stores, not `fill` (a call into the runtime per instruction).
  SLOT_ROW[X] = SLOT_ROW[Y] = SLOT_ROW[LAYER] = SLOT_ROW[SAMPLE] = -1;
  for (let i = 0; i < roles.length; i++) {
    SLOT_ROW[roles[i]!] = a16 ? rows[i >> 1]! : rows[i]!;
    SLOT_SHIFT[roles[i]!] = a16 ? 16 * (i & 1) : 0;
  }
  const mask = a16 ? 0xffff : 0xffffffff;
  const v = wave.vgpr;
  const execLo = wave.sgpr[CODE_EXEC_LO]!;
  const execHi = wave.sgpr[CODE_EXEC_HI]!;
  const rx = SLOT_ROW[X]!,
    ry = SLOT_ROW[Y]!;
  const sx = SLOT_SHIFT[X]!,
    sy = SLOT_SHIFT[Y]!;
  const { width, height, base } = desc;
  sampleStrides(desc, SLOT_STRIDE);
  const strideX = SLOT_STRIDE[X]!,
    strideY = SLOT_STRIDE[Y]!;
  // EXEC shifted down as the lanes go (a call per lane re-checked the imported function's identity).
  let exec = execLo;
  for (let lane = 0; lane < ws; lane++) {
    if (lane === 32) exec = execHi;
    const active = (exec & 1) !== 0;
    exec >>>= 1;
    if (!active) {
      LANE_STATE[lane] = LaneState.Inactive;
      continue;
    }
    const x = rx < 0 ? 0 : ((v[rx + lane]! >>> sx) & mask) >>> 0;
    const y = ry < 0 ? 0 : ((v[ry + lane]! >>> sy) & mask) >>> 0;
    if (x < width && y < height) {
      LANE_STATE[lane] = LaneState.InBounds;
      LANE_ADDRESS[lane] = base + x * strideX + y * strideY;
    } else {
      LANE_STATE[lane] = LaneState.OutOfBounds;
    }
  }
  const rl = SLOT_ROW[LAYER]!,
    rs = SLOT_ROW[SAMPLE]!;
  if (rl < 0 && rs < 0) return;
  const sl = SLOT_SHIFT[LAYER]!,
    ss = SLOT_SHIFT[SAMPLE]!;
  const { depth, samples } = desc;
  const strideLayer = SLOT_STRIDE[LAYER]!,
    strideSample = SLOT_STRIDE[SAMPLE]!;
  for (let lane = 0; lane < ws; lane++) {
    if (LANE_STATE[lane] !== LaneState.InBounds) continue;
    const layer = rl < 0 ? 0 : ((v[rl + lane]! >>> sl) & mask) >>> 0;
    const sample = rs < 0 ? 0 : ((v[rs + lane]! >>> ss) & mask) >>> 0;
    if (layer < depth && sample < samples) LANE_ADDRESS[lane] = LANE_ADDRESS[lane]! + layer * strideLayer + sample * strideSample;
    else LANE_STATE[lane] = LaneState.OutOfBounds;
  }
}

function unsupported(inst: DecodedInstruction, detail: string): CuError {
  return new CuError('unsupported-instruction', inst.byteOffset, inst.op, detail);
}

/** VGPR rows (in Wave.vgpr) of the address components: one range, or one register per NSA operand. */
function addressRows(inst: DecodedInstruction, ws: number): Int32Array {
  const addrOps = inst.operands.slice(1, -1);
  if (addrOps.length === 1) {
    const first = vgprIndex(addrOps[0], inst);
    // GFX9 encodes no address size: read as many consecutive VGPRs as the image needs (up to 4).
    return Int32Array.from({ length: 4 }, (_, i) => (first + i) * ws);
  }
  return Int32Array.from(addrOps, (op) => vgprIndex(op, inst) * ws);
}

export function imageExecutor(inst: DecodedInstruction, ctx: TranslateContext): TranslatedInstruction | undefined {
  const name = ctx.name;
  const atomic = /^image_atomic_(\w+)$/.exec(name);
  if (name !== 'image_load' && name !== 'image_store' && !(atomic && ATOMICS.has(atomic[1]!))) return undefined;
  const m = inst.mods;
  if (m.d16 || m.tfe || m.lwe) throw unsupported(inst, 'd16, tfe and lwe are not modelled');
  const srsrcOp = inst.operands[inst.operands.length - 1];
  if (srsrcOp?.kind !== 'reg' || srsrcOp.code >= VGPR_BASE) throw new CuError('unsupported-operand', inst.byteOffset, inst.op, 'expected an SGPR resource');
  const srsrc = srsrcOp.code;
  const ws = ctx.waveSize;
  const gfx = ctx.gfx;
  let dimRoles: Uint8Array | undefined;
  if (gfx !== 'gfx9') {
    dimRoles = ROLES_BY_DIM[m.dim ?? 0];
    if (!dimRoles) throw unsupported(inst, 'cube images are not modelled');
  }
  const rows = addressRows(inst, ws);
  const vdata = vgprIndex(inst.operands[0], inst) * ws;
  const dmask = m.dmask ?? 1;
  const a16 = m.a16 === true;

  const run = (
    access: 'read' | 'write' | 'atomic',
    returnsData: boolean,
    policy: number,
    setup: (op: PooledMemoryOp, desc: ImageDescriptor) => void,
    /**
     * Adds the lanes' accesses, once LANE_STATE and LANE_ADDRESS hold them;
     * `dwords`: the descriptor format's texel dwords.
     */
    addLanes: (op: PooledMemoryOp, desc: ImageDescriptor, dwords: number, v: Uint32Array, traffic: SurfaceTraffic) => void,
    /** What a lane of a null T# returns: zeroes its destination registers (loads, returning atomics). */
    nullLane: (op: PooledMemoryOp, lane: number) => void,
  ): TranslatedInstruction => {
    const counter = vectorCounter(gfx, access, returnsData);
    const descriptors = new DescriptorCache(8, (sgpr, first) => decodeImageDescriptor(gfx, sgpr, first));
    return {
      cls: 'vmem',
      interacts: true,
      exec: (wave: Wave, host: WaveHost) => {
        if (isNullImageDescriptor(wave.sgpr, srsrc)) {
          const op = poolOf(wave).acquire().begin(counter, access, policy, false);
          op.returnsData = returnsData;
          for (let lane = 0; lane < ws; lane++) if (laneActive(wave, lane)) nullLane(op, lane);
          wave.index++;
          return op.effect;
        }
        const desc = descriptors.get(wave.sgpr, srsrc);
        const dwords = texelDwords(desc.format);
        // Checked before a request is taken from the pool.
        if (access === 'atomic' && (dwords !== 1 || texelChannels(desc.format) !== 1)) {
          throw new CuError('unsupported-operand', inst.byteOffset, inst.op, `image atomics need a 32-bit single-channel format, not ${desc.format}`);
        }
        const op = poolOf(wave).acquire().begin(counter, access, policy, false);
        op.returnsData = returnsData;
        setup(op, desc);
        laneAddresses(wave, desc, dimRoles ?? ROLES_BY_TYPE[desc.type], rows, a16, ws);
        addLanes(op, desc, dwords, wave.vgpr, host.surfaceTraffic);
        wave.index++;
        return op.effect;
      },
    };
  };

  const policy = policyOf(m);
  if (name === 'image_load') {
    const channels = [0, 1, 2, 3].filter((c) => dmask & (1 << c)).length;
    return run(
      'read',
      true,
      policy,
      (op, desc) => {
        if (desc.fmaskSamples === 0) op.setTexels(desc.format, dmask, desc.dstSel);
        else op.fmaskSamples = desc.fmaskSamples;
      },
      (op, desc, dwords, _v, traffic) => {
        if (desc.fmaskSamples === 0) {
          const inBounds = op.addTexelLanes(LANE_STATE, LANE_ADDRESS, ws, vdata, dwords);
          if (desc.samples > 1) traffic.textureMsaaColorRead += 4 * dwords * inBounds;
          return;
        }
        for (let lane = 0; lane < ws; lane++) {
          const state = LANE_STATE[lane]!;
          if (state === LaneState.Inactive) continue;
          // One FMASK word per pixel, 1 or 4 bytes: read from its dword and decoded at completion.
          if (state === LaneState.OutOfBounds) {
            op.addZero(vdata + lane);
            continue;
          }
          const address = LANE_ADDRESS[lane]!;
          const bytes = desc.bytesPerSample;
          const offset = floorMod(address, 4);
          op.addRead(address - offset, vdata + lane, offset * 8, bytes * 8);
          traffic.textureFmaskRead += bytes;
        }
      },
      (op, lane) => {
        for (let k = 0; k < channels; k++) op.addZero(vdata + k * ws + lane);
      },
    );
  }
  if (name === 'image_store') {
    return run('write', false, policy, () => {}, (op, desc, dwords, v) => {
      if (isSingleDwordChannel(desc.format)) {
        // The texel is the x channel's dword, 0 when dmask leaves x out: no packing per lane.
        op.addWriteLanes(LANE_STATE, LANE_ADDRESS, ws, v, (dmask & 1) !== 0 ? vdata : -1);
        return;
      }
      for (let lane = 0; lane < ws; lane++) {
        if (LANE_STATE[lane] !== LaneState.InBounds) continue;
        const address = LANE_ADDRESS[lane]!;
        // Channels not in dmask are written as 0 (assumption, docs/gpu_cu.md).
        for (let c = 0, k = 0; c < 4; c++) IN4[c] = dmask & (1 << c) ? v[vdata + k++ * ws + lane]! : 0;
        packTexel(desc.format, IN4, PACKED, 0);
        for (let d = 0; d < dwords; d++) op.addWrite(address + 4 * d, PACKED[d]!);
      }
    }, () => {});
  }

  const atomicOp = atomic![1] as AtomicOp;
  const cmpswap = atomicOp === 'cmpswap';
  // As for buffers, glc on an atomic requests the pre-op value.
  const returns = m.glc === true;
  return run(
    'atomic',
    returns,
    policy & ~Policy.Glc,
    (op) => (op.atomicOp = atomicOp),
    (op, _desc, _dwords, v) => op.addAtomicLanes(LANE_STATE, LANE_ADDRESS, ws, v, vdata, cmpswap ? vdata + ws : -1, returns ? vdata : -1),
    (op, lane) => {
      if (returns) op.addZero(vdata + lane);
    },
  );
}
