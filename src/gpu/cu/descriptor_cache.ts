/**
 * The descriptor an instruction last decoded, kept with the SGPR words it came
 * from: a buffer or image instruction decodes its V#/T# on every execution,
 * and nearly every execution of one instruction reads the same words (every
 * wave of a draw gets the same user-data SGPRs). Decoding is a pure function
 * of the words (amd/descriptors.ts), so an execution whose words equal the
 * kept ones reuses the kept descriptor: the same fields, no new object and
 * no format lookups (issue 19: image_load/image_store decoded a T# per wave,
 * a tenth of the bytes a sample-interlock case allocated).
 *
 * One cache per translated instruction, held by its executor closure; a
 * failed decode throws before anything is kept.
 */
export class DescriptorCache<D> {
  private readonly words: Uint32Array;
  private desc: D | undefined = undefined;

  constructor(
    /** Descriptor size in dwords (4 for a V#, 8 for a T#). */
    private readonly dwords: number,
    /** Decodes the descriptor at `offset` of `sgpr`; must depend on those words only. */
    private readonly decode: (sgpr: Uint32Array, offset: number) => D,
  ) {
    this.words = new Uint32Array(dwords);
  }

  /** The descriptor in `sgpr[offset …]`. */
  get(sgpr: Uint32Array, offset: number): D {
    const kept = this.words;
    const n = this.dwords;
    if (this.desc !== undefined) {
      let i = 0;
      while (i < n && sgpr[offset + i] === kept[i]) i++;
      if (i === n) return this.desc;
    }
    const desc = this.decode(sgpr, offset);
    for (let i = 0; i < n; i++) kept[i] = sgpr[offset + i]!;
    this.desc = desc;
    return desc;
  }
}
