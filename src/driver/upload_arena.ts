/**
 * Per-queue upload memory for data the driver produces at submit (host vertex
 * results, push-constant snapshots). GpuMemory is a bump allocator without
 * free, so the arena keeps its chunks and reuses them from the start at every
 * submit: a submit runs to idle before the next one, so nothing still reads
 * the previous contents.
 */
import type { GpuMemory } from '../gpu/index.js';

const CHUNK_BYTES = 1 << 20;
const ALIGN = 256;

interface Chunk {
  readonly address: number;
  readonly bytes: number;
}

export class UploadArena {
  private readonly chunks: Chunk[] = [];
  private chunk = 0;
  private used = 0;

  constructor(private readonly memory: GpuMemory) {}

  /** Starts a submit: every chunk is free again. */
  reset(): void {
    this.chunk = 0;
    this.used = 0;
  }

  /** Writes `words` into the arena and returns their 256-byte aligned address. */
  upload(words: Uint32Array): number {
    const bytes = Math.max(4, words.length * 4);
    for (;;) {
      let c = this.chunks[this.chunk];
      if (c === undefined) {
        c = { address: this.memory.allocate(Math.max(CHUNK_BYTES, bytes), ALIGN), bytes: Math.max(CHUNK_BYTES, bytes) };
        this.chunks.push(c);
      }
      const offset = Math.ceil(this.used / ALIGN) * ALIGN;
      if (offset + bytes <= c.bytes) {
        this.used = offset + bytes;
        if (words.length > 0) this.memory.writeU32Array(c.address + offset, words);
        return c.address + offset;
      }
      this.chunk++;
      this.used = 0;
    }
  }
}
