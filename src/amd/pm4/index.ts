/** PM4 type-3 packets: opcodes, headers, body fields, cache actions, and the builder the driver records with. */
export { PKT3 } from './pkt3.generated.js';
export { pkt3Header, decodePkt3Header, NOP_PAD_COUNT, type Pkt3Header } from './pkt3_header.js';
export { Pm4Builder, type DrawIndex2Args, type DmaDataArgs, type WriteDataArgs } from './pm4_builder.js';
export { cpDmaMaxByteCount, DMA_DATA_BODY, dmaCommandField, dmaWord0Field, type DmaDstSel, type DmaSrcSel } from './cp_dma.js';
export { NO_CACHE_ACTIONS, acquireMemBodyDwords, encodeCacheActions, decodeCacheActions, type CacheActions } from './cache_actions.js';
export { pkt3Field, pkt3EnumValue, pkt3EnumeratorName } from './pkt3_fields.js';
export { Pm4Error, type Pm4ErrorCode } from './pm4_error.js';
export { CONTEXT_RANGE, SH_RANGE, UCONFIG_RANGE, rangeOfSetOpcode, type RegisterRange } from './register_ranges.js';
export { INDEX_TYPE_16, INDEX_TYPE_32, INDEX_TYPE_8, indexSizeBytes, type IndexType } from './index_type.js';
