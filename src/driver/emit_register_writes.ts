/** Emits register writes as SET_*_REG packets (the packet chosen from each register's range). */
import type { Pm4Builder } from '../amd/pm4/index.js';

export function emitRegisterWrites(builder: Pm4Builder, writes: readonly { readonly name: string; readonly value: number }[]): void {
  for (const w of writes) builder.setRegByName(w.name, w.value);
}
