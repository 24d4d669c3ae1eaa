/**
 * An empty array whose elements are already of V8's object kind.
 *
 * V8 gives a new `[]` small-integer elements; the first object stored in it
 * moves the array to another map. Code optimized on an earlier array of the
 * same role (a previous device's pool: every conformance case makes a new
 * device) then meets the small-integer map and deoptimizes ("wrong map",
 * "not a Smi"), and the engine's hottest functions ran unoptimized for a
 * while in every case until V8 compiled them again (docs/speed_log.md,
 * twenty-sixth stop). Per-device pools and scratch arrays of objects start
 * here instead, so every one of them has the map the optimized code expects.
 */
export function objectArray<T>(): T[] {
  const a: T[] = [undefined as T];
  a.pop();
  return a;
}

/**
 * `objectArray` for an array written at indices past its end (a slot table):
 * the first such store would make a packed array holey, another map change,
 * so it starts holey.
 */
export function holeyObjectArray<T>(): T[] {
  const a: T[] = [];
  a[1] = undefined as T; // past the end: holes; undefined: object elements
  a.length = 0;
  return a;
}
