/**
 * Checks of single API parameters at the API boundary — enums against their
 * table (enum_tables.ts), numbers against their type and range, booleans and
 * arrays — each throwing ValidationError('invalid-parameter') that names the
 * parameter. Vulkan's implicit VUIDs are regular (`VUID-<struct>-<member>-parameter`
 * for enums and flags), so a site names the structure and member and the VUID
 * follows; an explicit rule of the spec (a limit, a range) passes its own. A
 * value the C API's types would rule out (NaN for a uint32_t, a string for a
 * VkBool32) has no VUID: those are `popsim-<struct>-<member>`.
 */
import { API_ENUMS, type ApiEnum, type EnumKind } from './enum_tables.js';
import type { SampleCount } from './properties.js';
import { ValidationError } from './validation_error.js';

/** Where a parameter sits: the API command, the Vulkan structure (or command) and member. */
export interface ParamSite {
  readonly command: string;
  readonly struct: string;
  readonly member: string;
}

/** A range an integer or number must lie in, and the VUID of the rule (popsim's type id when there is none). */
export interface Range {
  readonly min?: number;
  readonly max?: number;
  readonly vuid?: string;
}

const UINT32_MAX = 0xffffffff;

/** `popsim-<struct>-<member>`: a value the C API's types would rule out. */
function typeVuid(site: ParamSite): string {
  return `popsim-${site.struct}-${site.member}`;
}

function show(value: unknown): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

function fail(vuid: string, site: ParamSite, detail: string): never {
  throw new ValidationError('invalid-parameter', vuid, site.command, `${site.member} ${detail}`);
}

/**
 * `value` as one of the accepted values of `kind`; `vuid` when the spec has an explicit rule for
 * the member (otherwise the implicit `VUID-<struct>-<member>-parameter`).
 */
export function requireEnum<K extends EnumKind>(kind: K, value: unknown, site: ParamSite, vuid = `VUID-${site.struct}-${site.member}-parameter`): ApiEnum<K> {
  const { vkType, values } = API_ENUMS[kind];
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
    fail(vuid, site, `${show(value)} is not a ${vkType} popsim accepts (${values.join(', ')})`);
  }
  return value as ApiEnum<K>;
}

/** A flags array: non-empty (`VUID-…-requiredbitmask`), each element of `kind`. */
export function requireFlags<K extends EnumKind>(kind: K, value: unknown, site: ParamSite): readonly ApiEnum<K>[] {
  if (!Array.isArray(value)) fail(`VUID-${site.struct}-${site.member}-parameter`, site, `${show(value)} is not an array of ${API_ENUMS[kind].vkType}`);
  if (value.length === 0) fail(`VUID-${site.struct}-${site.member}-requiredbitmask`, site, 'must not be empty');
  return value.map((v: unknown) => requireEnum(kind, v, site));
}

function requireInRange(value: number, site: ParamSite, range: Range, min: number, max: number): number {
  if (value < min) fail(range.vuid ?? typeVuid(site), site, `${value} is less than ${min === Number.MIN_VALUE ? 'or equal to 0' : min}`);
  if (value > max) fail(range.vuid ?? typeVuid(site), site, `${value} is greater than ${max}`);
  return value;
}

/** An integer in `range` (by default a uint32_t). */
export function requireInteger(value: unknown, site: ParamSite, range: Range = {}): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) fail(typeVuid(site), site, `${show(value)} is not an integer`);
  return requireInRange(value, site, range, range.min ?? 0, range.max ?? UINT32_MAX);
}

/** A finite number in `range` (a float member: NaN and infinities are never meaningful). */
export function requireFinite(value: unknown, site: ParamSite, range: Range = {}): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(typeVuid(site), site, `${show(value)} is not a finite number`);
  return requireInRange(value, site, range, range.min ?? -Infinity, range.max ?? Infinity);
}

export function requireBoolean(value: unknown, site: ParamSite): boolean {
  if (typeof value !== 'boolean') fail(typeVuid(site), site, `${show(value)} is not a boolean`);
  return value;
}

export function requireString(value: unknown, site: ParamSite): string {
  if (typeof value !== 'string') fail(typeVuid(site), site, `${show(value)} is not a string`);
  return value;
}

/**
 * A structure (a plain object) whose members are all in `members`: a misspelt or unmodelled
 * member is an error, not silently ignored. `site.member` names the structure in messages.
 */
export function requireStruct<T>(value: T, members: readonly string[], site: ParamSite): T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(typeVuid(site), site, `${show(value)} is not a ${site.struct}`);
  for (const key of Object.keys(value)) {
    if (!members.includes(key)) fail(`popsim-${site.struct}`, site, `has member '${key}', which ${site.struct} does not have in popsim (members: ${members.join(', ')})`);
  }
  return value;
}

/** An array (of structures or handles); the caller checks its elements. */
export function requireArray(value: unknown, site: ParamSite): readonly unknown[] {
  if (!Array.isArray(value)) fail(typeVuid(site), site, `${show(value)} is not an array`);
  return value;
}

/** VkSampleCountFlagBits: 1 to 64 samples. */
const SAMPLE_COUNT_BITS: readonly number[] = [1, 2, 4, 8, 16, 32, 64];

/** A VkSampleCountFlagBits value (`VUID-<struct>-<member>-parameter`), then one in `supported` (`unsupportedVuid`). */
export function requireSampleCount(value: unknown, supported: readonly SampleCount[], site: ParamSite, unsupportedVuid: string): SampleCount {
  const n = requireInteger(value, site);
  if (!SAMPLE_COUNT_BITS.includes(n)) fail(`VUID-${site.struct}-${site.member}-parameter`, site, `${n} is not a VkSampleCountFlagBits value`);
  if (!(supported as readonly number[]).includes(n)) fail(unsupportedVuid, site, `${n} is not a sample count the device supports (${supported.join(', ')})`);
  return n as SampleCount;
}
