/**
 * CP DMA: the command processor's copy and fill engine, driven by PKT3
 * DMA_DATA on GFX7+ (RADV radv_cp_dma.c, radv_cs_emit_cp_dma). The builder
 * encodes it, the command processor decodes it and the driver splits its
 * transfers with the limits here.
 */
import { atLeast, type GfxLevel } from '../../isa/gfx_level.js';
import type { FieldDef } from '../registers/register_db.js';
import { PKT3 } from './pkt3.generated.js';
import { pkt3Field } from './pkt3_fields.js';

/** WORD0.SRC_SEL enumerators (CP_DMA_WORD1__SRC_SEL_cik; Mesa V_411_*). */
export type DmaSrcSel = 'SRC_ADDR' | 'GDS' | 'DATA' | 'SRC_ADDR_TC_L2';
/** WORD0.DST_SEL enumerators (CP_DMA_WORD1__DST_SEL_gfx9; Mesa V_411_*). */
export type DmaDstSel = 'DST_ADDR' | 'GDS' | 'NOWHERE' | 'DST_ADDR_TC_L2';

/**
 * Body dword positions, in radv_cs_emit_cp_dma's emission order (header,
 * WORD0, SRC_ADDR_LO or DATA, SRC_ADDR_HI, DST_ADDR_LO, DST_ADDR_HI, COMMAND).
 * pkt3.json's Mesa indices (0x501–0x503, 0x505, 0x506) are not these
 * positions, and COMMAND is CP_DMA's (R_415, the S_415_* fields Mesa sets).
 */
export const DMA_DATA_BODY = { word0: 0, srcLo: 1, srcHi: 2, dstLo: 3, dstHi: 4, command: 5, length: 6 } as const;

/** A field of DMA_DATA's WORD0 (Mesa S_411_*: SRC_SEL, DST_SEL, CP_SYNC, the cache policies). */
export function dmaWord0Field(gfx: GfxLevel, name: string): FieldDef {
  return pkt3Field(gfx, PKT3.DMA_DATA, 'DMA_DATA_WORD0', name);
}

/** A field of DMA_DATA's COMMAND dword (Mesa S_415_*: BYTE_COUNT_GFX9, RAW_WAIT, DISABLE_WR_CONFIRM_GFX9, SAS/DAS, SAIC/DAIC). */
export function dmaCommandField(gfx: GfxLevel, name: string): FieldDef {
  return pkt3Field(gfx, PKT3.CP_DMA, 'COMMAND', name);
}

/** Mesa SI_CPDMA_ALIGNMENT: packets stay 32-byte multiples for speed. */
const CP_DMA_ALIGNMENT = 32;

/**
 * Most bytes one DMA_DATA may move, Mesa cp_dma_max_byte_count
 * (radv_cp_dma.c): 32767 on GFX11, the whole BYTE_COUNT field
 * (S_415_BYTE_COUNT_GFX9(~0u), 26 bits) before, rounded down to 32 bytes.
 */
export function cpDmaMaxByteCount(gfx: GfxLevel): number {
  const max = atLeast(gfx, 'gfx11') ? 32767 : dmaCommandField(gfx, 'BYTE_COUNT').mask;
  return max & ~(CP_DMA_ALIGNMENT - 1);
}
