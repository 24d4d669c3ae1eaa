/**
 * Vertex waves and their primitives (docs/gpu_vertex.md, "Vertex reuse"): the
 * primitive assembler's triangles are grouped, in draw order, into batches of
 * at most one wave of distinct vertices and one wave of primitives. A vertex
 * used by several triangles of a batch takes one lane, so it is shaded once —
 * NGG's per-subgroup vertex deduplication, which popsim also uses in place of
 * GFX9's post-transform reuse FIFO (assumption: both shade a shared vertex of a
 * coherent mesh about once). The batch is the vertex wave's input (vertex IDs),
 * its output storage (positions and parameters, written by its exports or read
 * back from the GFX11 attribute ring) and its primitives as lane triples.
 */
import type { VertexData } from '../geometry/vertex_data.js';
import { PrimitiveAssembler, type AssemblyInput } from '../geometry/primitive_assembly.js';

/** Triangles of one wave-local primitive: lanes of vertex 0 (provoking), 1, 2 and the primitive ID. */
const TRI_WORDS = 4;

/** One vertex wave: its lanes' vertex IDs, their outputs once the wave has run, and its primitives. */
export class VertexBatch {
  /** Lanes in use: distinct vertices. */
  lanes = 0;
  /** Vertex ID of each lane (the VS's v0: the index value, or the vertex number of a non-indexed draw). */
  readonly vertexId: Uint32Array;
  /** Primitives in the batch. */
  prims = 0;
  /** Primitive p: lanes of its three vertices and its primitive ID at [4p .. 4p+3]. */
  readonly tris: Int32Array;
  /** The wave's exports: clip position of lane l at [4l..4l+3], parameter k at attributes[l·4·params + 4k ..]. */
  readonly vertices: VertexData;
  /** The draw instance (the VS's instance ID VGPR). */
  instance = 0;
  /** The last batch of its draw instance. */
  last = false;
  /** The wave has ended with every output written; the rasterizer may read the batch. */
  done = false;
  /** Output storage slot (parameter cache / attribute ring part) the batch holds until rasterized. */
  slot = 0;

  constructor(
    readonly waveSize: number,
    params: number,
  ) {
    this.vertexId = new Uint32Array(waveSize);
    this.tris = new Int32Array(waveSize * TRI_WORDS);
    this.vertices = {
      vertexCount: waveSize,
      positions: new Float32Array(waveSize * 4),
      attributeComponents: 4 * params,
      attributes: new Float32Array(waveSize * 4 * params),
    };
  }

  /** Lanes whose vertex ID is valid, as an EXEC mask (low and high 32 bits). */
  execLo(): number {
    return this.lanes >= 32 ? 0xffffffff : ((1 << this.lanes) >>> 0) - 1;
  }

  execHi(): number {
    if (this.lanes <= 32) return 0;
    return this.lanes >= 64 ? 0xffffffff : ((1 << (this.lanes - 32)) >>> 0) - 1;
  }
}

/** Hash-table size for the per-batch vertex lookup: a power of two above twice the largest wave. */
const HASH_SIZE = 256;
const HASH_SHIFT = 32 - 8;

/**
 * Fills batches of one draw instance from its primitive assembler, in order, with per-batch
 * vertex deduplication. Memory is one batch's worth: triangles are pulled as batches are
 * filled, never all at once.
 */
export class VertexBatcher {
  private readonly pa: PrimitiveAssembler;
  /** The assembler holds a triangle that did not fit the last batch. */
  private held = false;
  private exhausted = false;
  /** Open-addressed map vertex ID → lane, valid where stamps[h] === stamp (a new stamp empties it). */
  private readonly keys = new Uint32Array(HASH_SIZE);
  private readonly laneOf = new Uint8Array(HASH_SIZE);
  private readonly stamps = new Uint32Array(HASH_SIZE);
  private stamp = 0;

  constructor(input: AssemblyInput) {
    this.pa = new PrimitiveAssembler(input);
  }

  /** Triangles assembled so far. */
  get assembled(): number {
    return this.pa.assembled;
  }

  /** Fills `batch` (empty) with the next triangles; sets `batch.last` when the instance has none left. */
  fill(batch: VertexBatch): void {
    const pa = this.pa;
    const size = batch.waveSize;
    this.stamp++;
    while (!this.exhausted) {
      if (!this.held && !pa.next()) {
        this.exhausted = true;
        break;
      }
      this.held = true;
      let fresh = this.isNew(pa.i0);
      if (pa.i1 !== pa.i0) fresh += this.isNew(pa.i1);
      if (pa.i2 !== pa.i0 && pa.i2 !== pa.i1) fresh += this.isNew(pa.i2);
      if (batch.prims === size || batch.lanes + fresh > size) break;
      const t = batch.prims++ * TRI_WORDS;
      batch.tris[t] = this.lane(batch, pa.i0);
      batch.tris[t + 1] = this.lane(batch, pa.i1);
      batch.tris[t + 2] = this.lane(batch, pa.i2);
      batch.tris[t + 3] = pa.primitiveId;
      this.held = false;
    }
    batch.last = this.exhausted;
  }

  private slotOf(id: number): number {
    let h = Math.imul(id, 0x9e3779b1) >>> HASH_SHIFT;
    while (this.stamps[h] === this.stamp && this.keys[h] !== id) h = (h + 1) & (HASH_SIZE - 1);
    return h;
  }

  private isNew(id: number): number {
    return this.stamps[this.slotOf(id)] === this.stamp ? 0 : 1;
  }

  /** The lane of vertex `id`, taking the next free lane when the batch does not have it yet. */
  private lane(batch: VertexBatch, id: number): number {
    const h = this.slotOf(id);
    if (this.stamps[h] === this.stamp) return this.laneOf[h]!;
    const lane = batch.lanes++;
    this.stamps[h] = this.stamp;
    this.keys[h] = id;
    this.laneOf[h] = lane;
    batch.vertexId[lane] = id;
    return lane;
  }
}
