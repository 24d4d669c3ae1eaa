// AssemblyScript: typed access to the engine core's static arrays. Each array is a region of
// memory at an address known when the module is compiled (`memory.data`), so an access is one
// load or store at a constant offset from the index — no array object, no length.

// @ts-ignore: decorator
@inline export function i32At(base: usize, i: i32): i32 {
  return load<i32>(base + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline export function setI32(base: usize, i: i32, value: i32): void {
  store<i32>(base + (<usize>i << 2), value);
}

// @ts-ignore: decorator
@inline export function u32At(base: usize, i: i32): u32 {
  return load<u32>(base + (<usize>i << 2));
}

// @ts-ignore: decorator
@inline export function setU32(base: usize, i: i32, value: u32): void {
  store<u32>(base + (<usize>i << 2), value);
}

// @ts-ignore: decorator
@inline export function f64At(base: usize, i: i32): f64 {
  return load<f64>(base + (<usize>i << 3));
}

// @ts-ignore: decorator
@inline export function setF64(base: usize, i: i32, value: f64): void {
  store<f64>(base + (<usize>i << 3), value);
}

// @ts-ignore: decorator
@inline export function addF64(base: usize, i: i32, value: f64): void {
  const at = base + (<usize>i << 3);
  store<f64>(at, load<f64>(at) + value);
}
