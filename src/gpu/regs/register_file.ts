/**
 * The register state the command processor writes and the integration layer
 * decodes at draw time. Every write is logged (for `popsim regs` dumps and
 * tests); writes to offsets the database does not describe are kept, not
 * rejected, and listed separately so a driver bug shows up instead of
 * vanishing.
 */
import type { GfxLevel } from '../../isa/gfx_level.js';
import { getField, registerDb, type RegisterDb } from '../../amd/registers/register_db.js';

export interface RegisterWrite {
  readonly offset: number;
  readonly value: number;
  /** Register name, or undefined for an offset the database does not describe. */
  readonly name: string | undefined;
}

export interface RegisterFileOptions {
  /** Keep the write log (default true); off for long runs that only need values. */
  readonly log?: boolean;
}

export class RegisterFile {
  readonly db: RegisterDb;
  private readonly values = new Map<number, number>();
  private readonly log: RegisterWrite[] = [];
  private readonly unknown: RegisterWrite[] = [];
  private readonly logging: boolean;

  constructor(
    readonly gfx: GfxLevel,
    options: RegisterFileOptions = {},
  ) {
    this.db = registerDb(gfx);
    this.logging = options.log ?? true;
  }

  write(byteOffset: number, value: number): void {
    const v = value >>> 0;
    this.values.set(byteOffset, v);
    const name = this.db.byOffset(byteOffset)?.name;
    const entry: RegisterWrite = { offset: byteOffset, value: v, name };
    if (name === undefined) this.unknown.push(entry);
    if (this.logging) this.log.push(entry);
  }

  /** Current value; 0 if never written. */
  read(byteOffset: number): number {
    return this.values.get(byteOffset) ?? 0;
  }

  /** Whether the offset was ever written (a draw may need to tell unset from 0). */
  has(byteOffset: number): boolean {
    return this.values.has(byteOffset);
  }

  get(name: string): number {
    return this.read(this.db.register(name).offset);
  }

  getField(name: string, fieldName: string): number {
    const reg = this.db.register(name);
    return getField(this.read(reg.offset), this.db.field(reg, fieldName));
  }

  /** Every write in order (empty when logging is off). */
  get writes(): readonly RegisterWrite[] {
    return this.log;
  }

  /** Writes to offsets the database does not describe (always kept). */
  get unknownWrites(): readonly RegisterWrite[] {
    return this.unknown;
  }

  clearLog(): void {
    this.log.length = 0;
    this.unknown.length = 0;
  }
}
