/**
 * What machine-code shaders of every stage share (external_pixel_shader.ts,
 * external_vertex_shader.ts): the code as words (given, assembled, or read
 * from a RADV dump's section for the stage), decoded to check it; register
 * counts given or read from the dump's statistics; descriptor-set pointers
 * among the user SGPRs; the shape the driver keeps of a shader; and the typed
 * error naming the interface member at fault.
 */
import { PopsimError } from '../common/popsim_error.js';
import type { ShaderConfig, UserSgpr } from '../compiler/backend/index.js';
import type { CompiledShaderInfo } from '../compiler/compile.js';
import type { Shader } from '../compiler/ir/ir.js';
import { assemble } from '../isa/assembler.js';
import { decode } from '../isa/decoder.js';
import type { Target } from '../isa/gfx_level.js';
import type { DecodedInstruction } from '../isa/instruction.js';
import { hasRadvShader, parseRadvDump } from '../isa/radv_dump.js';
import { DriverError } from './driver_error.js';

/** A descriptor-set pointer among the user SGPRs. */
export interface MachineCodeDescriptorSet {
  readonly set: number;
  readonly sgpr: number;
  /** RADV's ABI: one SGPR with the low half, the set in the 32-bit descriptor window (default: a 64-bit pointer in an SGPR pair). */
  readonly pointer32?: boolean;
}

/** What the driver keeps of a shader: machine code, register configuration, gathered info (and the IR when popsim compiled it). */
export interface ShaderBinary {
  readonly code: Uint32Array;
  readonly disassembly: string;
  readonly config: ShaderConfig;
  readonly info: CompiledShaderInfo;
  readonly ir?: Shader;
}

export const MAX_USER_SGPRS = 31;

/** The error of one interface type (`MachineCodePixelShader`, `MachineCodeVertexShader`). */
export type InvalidMember = (member: string, detail: string) => DriverError;

export function invalidMember(interfaceName: string): InvalidMember {
  return (member, detail) => new DriverError('invalid-machine-code', `${interfaceName}.${member}`, detail);
}

/** The code's words and, from a RADV dump, its register counts; `section` is the dump's name for the stage. */
export interface MachineCodeWords {
  readonly words: Uint32Array;
  readonly decoded: readonly DecodedInstruction[];
  readonly stats?: { readonly vgprs: number; readonly sgprs: number };
}

export function machineCodeWords(code: Uint32Array | string, target: Target, section: string, invalid: InvalidMember): MachineCodeWords {
  let words: Uint32Array;
  let stats: MachineCodeWords['stats'];
  if (code instanceof Uint32Array) words = code;
  else if (typeof code !== 'string') throw invalid('code', 'must be a Uint32Array of words or a string of assembly / a RADV dump');
  else if (hasRadvShader(code, section)) {
    const dump = parseRadvDump(code, section);
    words = assemble(dump.assembly, target, { conventions: 'aco' });
    stats = dump.stats;
  } else words = assemble(code, target);
  if (words.length === 0) throw invalid('code', 'has no instructions');
  try {
    return { words, decoded: decode(words, target), ...(stats ? { stats } : {}) };
  } catch (e) {
    if (e instanceof PopsimError) throw invalid('code', e.message);
    throw e;
  }
}

/** A register count: given, or from the dump's statistics. */
export function registerCount(value: number | undefined, fromStats: number | undefined, member: string, max: number, invalid: InvalidMember): number {
  const n = value ?? fromStats;
  if (n === undefined) throw invalid(member, `not given, and the code is not a RADV dump with statistics to read it from`);
  if (!Number.isInteger(n) || n < 1 || n > max) throw invalid(member, `${n} is not a register count in 1..${max}`);
  return n;
}

export function checkUserSgprCount(n: number, invalid: InvalidMember): void {
  if (!Number.isInteger(n) || n < 0 || n > MAX_USER_SGPRS) throw invalid('userSgprCount', `${n} is not 0..${MAX_USER_SGPRS}`);
}

/**
 * Places user-SGPR arguments, each `width` SGPRs from `sgpr`, inside the user SGPRs without
 * overlap; `taken` is shared by every argument of one shader.
 */
export function placeUserSgprs(sgpr: number, width: number, what: string, member: string, userSgprCount: number, taken: Set<number>, invalid: InvalidMember): void {
  for (let s = sgpr; s < sgpr + width; s++) {
    if (!Number.isInteger(sgpr) || s < 0 || s >= userSgprCount) {
      throw invalid(member, `SGPR ${s} of ${what} is not one of the ${userSgprCount} user SGPRs`);
    }
    if (taken.has(s)) throw invalid(member, `SGPR ${s} holds two arguments`);
    taken.add(s);
  }
}

export function descriptorSetSgprs(sets: readonly MachineCodeDescriptorSet[] | undefined, userSgprCount: number, taken: Set<number>, invalid: InvalidMember): UserSgpr[] {
  const seen = new Set<number>();
  return (sets ?? []).map((d, i): UserSgpr => {
    const member = `descriptorSets[${i}]`;
    if (!Number.isInteger(d.set) || d.set < 0 || d.set > 31) throw invalid(member, `set ${d.set} is not a descriptor set index`);
    if (seen.has(d.set)) throw invalid(member, `set ${d.set} is given twice`);
    seen.add(d.set);
    const width = d.pointer32 === true ? 1 : 2;
    placeUserSgprs(d.sgpr, width, `set ${d.set}'s ${width * 32}-bit pointer`, member, userSgprCount, taken, invalid);
    return { kind: 'descriptor_set', set: d.set, sgpr: d.sgpr, ...(d.pointer32 === true ? { pointer32: true } : {}) };
  });
}

export function writesMemory(code: readonly DecodedInstruction[]): boolean {
  return code.some((i) => /^(buffer|image|global|flat)_(store|atomic)/.test(i.op));
}
