/**
 * PM4 type-3 packet header, as Mesa's sid.h PKT3() macro builds it:
 * [31:30] type = 3, [29:16] count = body dwords - 1, [15:8] opcode,
 * [1] shader type (1 = compute), [0] predicate.
 */
export interface Pkt3Header {
  readonly type: number;
  /** Body dwords minus one, as encoded. */
  readonly count: number;
  readonly opcode: number;
  readonly shaderType: number;
  readonly predicate: boolean;
}

/** Header-only NOP: Mesa's PKT3_NOP_PAD uses count 0x3FFF to mean "no body". */
export const NOP_PAD_COUNT = 0x3fff;

export function pkt3Header(opcode: number, bodyDwords: number, options: { predicate?: boolean; compute?: boolean } = {}): number {
  const count = bodyDwords === 0 ? NOP_PAD_COUNT : bodyDwords - 1;
  return (
    ((3 << 30) | ((count & 0x3fff) << 16) | ((opcode & 0xff) << 8) | ((options.compute ? 1 : 0) << 1) | (options.predicate ? 1 : 0)) >>> 0
  );
}

export function decodePkt3Header(word: number): Pkt3Header {
  return {
    type: word >>> 30,
    count: (word >>> 16) & 0x3fff,
    opcode: (word >>> 8) & 0xff,
    shaderType: (word >>> 1) & 1,
    predicate: (word & 1) !== 0,
  };
}
