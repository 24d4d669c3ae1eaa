/**
 * The driver's in-memory shader cache, as RADV keeps one per process: a
 * compiled stage is kept by everything its code depends on — the SPIR-V
 * words and the compile request's other fields (stage, target, entry point,
 * debug switches, resource layout, pipeline keys) — and a later pipeline
 * with the same key takes the kept result instead of compiling again. The
 * compiler is deterministic, so this changes nothing but time: every
 * conformance case creates its pipelines on a new device, and the sizes of
 * one case compile the same shaders (5–15 ms each, docs/speed_log.md).
 *
 * Results are shared, so nobody may change one (they are never changed
 * after compileSpirv returns). Failed compiles are not kept. At most 64
 * results, least recently used dropped first.
 */
import { compileSpirv, type CompileRequest, type CompileResult } from '../compiler/compile.js';
import { LruMap } from '../common/lru_map.js';

const RESULTS = new LruMap<string, CompileResult>(64);

/** compileSpirv(request), from the cache when an equal request compiled before. */
export function cachedCompile(request: CompileRequest): CompileResult {
  return RESULTS.getOrMake(requestKey(request), () => compileSpirv(request));
}

/** The request's fields other than the SPIR-V in a canonical form (object keys sorted), then the words. */
function requestKey(request: CompileRequest): string {
  const { spirv, ...rest } = request;
  let key = canonical(rest) + '|';
  for (let i = 0; i < spirv.length; i++) key += spirv[i]!.toString(16) + ',';
  return key;
}

function canonical(value: unknown): string {
  if (value instanceof Map) return `Map(${canonical([...value.entries()].sort((a, b) => Number(a[0]) - Number(b[0])))})`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).filter((k) => record[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(record[k])}`).join(',')}}`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}
