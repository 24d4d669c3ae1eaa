/**
 * Loads shader machine code (pixel and vertex stages) from GPU memory and translates it for the
 * CU, with an instruction cache keyed by address and wave size. The program
 * extent is found from the code itself (the GPU never reads compiler
 * metadata): decoding stops at the first end-of-program instruction that no
 * earlier branch jumps past. ACQUIRE_MEM with the instruction-cache action
 * empties the cache (code rewritten in memory is then reloaded).
 *
 * Behind the per-device cache, translations are kept per thread by their
 * content (target, address and code words), as a decoded-instruction cache
 * would be: translation is a pure function of those, and every conformance
 * case makes a new device with the same shader as the case before it at
 * another size. Reusing the translation skips decoding and block
 * compilation and, above all, gives V8 the same executor closures and block
 * functions again, which it has already optimized (new ones per case were
 * most of the optimizations each case started, docs/speed_log.md).
 */
import { decodeOne } from '../../isa/decoder.js';
import type { Target } from '../../isa/gfx_level.js';
import { ALU_EXECUTORS } from '../cu/alu_executors.js';
import { MEMORY_EXECUTORS } from '../cu/memory_executors.js';
import type { CompiledProgram } from '../cu/wave.js';
import { compileProgram } from '../cu/translate.js';
import type { GpuMemory } from '../memory/gpu_memory.js';
import { GpuError } from '../engine/errors.js';
import { LruMap } from '../../common/lru_map.js';

/** Longest program the loader reads (bytes). */
const MAX_PROGRAM_BYTES = 256 * 1024;

const EXECUTORS = { ...ALU_EXECUTORS, ...MEMORY_EXECUTORS };

const END_OPS = new Set(['s_endpgm', 's_endpgm_ordered_ps_done', 's_code_end']);

/** Dwords of the program at the start of `words`: up to the last reachable end instruction. */
export function programExtent(words: Uint32Array, target: Target, register = 'SPI_SHADER_PGM_LO_PS'): number {
  let index = 0;
  let furthestTarget = 0;
  while (index < words.length) {
    const inst = decodeOne(words, index, target);
    const next = index + inst.dwords;
    if (inst.op.startsWith('s_branch') || inst.op.startsWith('s_cbranch')) {
      const op = inst.operands[0];
      if (op !== undefined && op.kind === 'imm') {
        const simm16 = op.value & 0x8000 ? (op.value & 0xffff) - 0x10000 : op.value & 0xffff;
        furthestTarget = Math.max(furthestTarget, next + simm16);
      }
    }
    if (END_OPS.has(inst.op) && next > furthestTarget) return next;
    index = next;
  }
  throw new GpuError('bad-program', register, `no reachable s_endpgm within ${words.length * 4} bytes`);
}

/** Translations kept per thread (at most 64, least recently used dropped), so a long run's memory stays bounded. */
const TRANSLATED = new LruMap<string, CompiledProgram>(64);

/** The translation of `words` for `target` at `address`, from the thread's cache or made now. */
function translated(words: Uint32Array, target: Target, address: number): CompiledProgram {
  let key = `${target.cpu}:${target.gfx}:${target.wave64 ? 64 : 32}:${address}:`;
  for (let i = 0; i < words.length; i++) key += words[i]!.toString(16) + ',';
  return TRANSLATED.getOrMake(key, () => compileProgram(words, target, EXECUTORS, { baseAddress: address }));
}

export class ProgramCache {
  private readonly programs = new Map<string, CompiledProgram>();

  constructor(private readonly memory: GpuMemory) {}

  /** The program at `address`; `register` names the address register in errors. */
  load(address: number, target: Target, register = 'SPI_SHADER_PGM_LO_PS'): CompiledProgram {
    const key = `${address}:${target.wave64 ? 64 : 32}`;
    let program = this.programs.get(key);
    if (program === undefined) {
      const available = this.memory.firstAddress + this.memory.allocatedBytes - address;
      if (address % 256 !== 0 || available < 4) {
        throw new GpuError('bad-program', register, `program address 0x${address.toString(16)} is not mapped`);
      }
      const words = this.memory.readU32Array(address, Math.floor(Math.min(available, MAX_PROGRAM_BYTES) / 4));
      program = translated(words.subarray(0, programExtent(words, target, register)), target, address);
      this.programs.set(key, program);
    }
    return program;
  }

  /** ACQUIRE_MEM instruction-cache invalidation. */
  invalidate(): void {
    this.programs.clear();
  }
}
