// AssemblyScript: how the engine core names events and wave slots, shared by its modules.

/** Event kinds the core schedules or runs (engine_events.ts `EventKind`). */
export const ADVANCE: i32 = 1;
export const SLEEP_ENDED: i32 = 2;
export const SERVE: i32 = 3;

/** A packed indexed event: kind above INDEX_BITS of index (event_queue.ts `Fixed.IndexBits`). */
export const INDEX_BITS: i32 = 27;
export const INDEX_MASK: i32 = (1 << INDEX_BITS) - 1;

/** Context slots (engine_events.ts: below 2^16); a wave's slot is the low bits of its event index. */
export const SLOTS: i32 = 1 << 16;
export const SLOT_MASK: i32 = SLOTS - 1;
