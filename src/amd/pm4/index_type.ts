/** Index buffer element types of the INDEX_TYPE packet (VGT_INDEX_TYPE_MODE): 0 = 16-bit, 1 = 32-bit, 2 = 8-bit. */
export type IndexType = 0 | 1 | 2;

export const INDEX_TYPE_16: IndexType = 0;
export const INDEX_TYPE_32: IndexType = 1;
export const INDEX_TYPE_8: IndexType = 2;

export function indexSizeBytes(t: IndexType): number {
  switch (t) {
    case 0:
      return 2;
    case 1:
      return 4;
    case 2:
      return 1;
    default: {
      const never: never = t;
      throw new Error(`bad index type ${String(never)}`);
    }
  }
}
