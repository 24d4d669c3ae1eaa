/**
 * Host instructions per function from valgrind's callgrind (run with
 * `--dump-instr=yes`) and V8's perf map (`node --perf-basic-prof`): callgrind
 * knows the instruction addresses of V8's generated code but not which
 * JavaScript function they belong to; the perf map names the address range
 * of every code object V8 made. Used by instruction_profile.ts.
 *
 * The callgrind format (valgrind's manual, "Callgrind Format
 * Specification"): a cost line is its positions (here `instr line`, each
 * absolute, `+N`/`-N` relative to the previous line's, or `*` the same)
 * followed by its costs, one per event of its `events:` line (Ir alone, or
 * with `--cache-sim=yes` the cache misses too); a `calls=` line makes the
 * next cost line the inclusive cost of a call, which is not the caller's own.
 */

/** A code object of the perf map: [start, start + size) is `name`'s code. */
export interface PerfSymbol {
  readonly start: number;
  readonly size: number;
  readonly name: string;
}

/** The perf map's lines (`ADDRESS SIZE NAME`, hex), sorted by address. */
export function parsePerfMap(text: string): PerfSymbol[] {
  const symbols: PerfSymbol[] = [];
  for (const line of text.split('\n')) {
    const m = /^([0-9a-fA-F]+) ([0-9a-fA-F]+) (.*)$/.exec(line);
    if (m) symbols.push({ start: parseInt(m[1]!, 16), size: parseInt(m[2]!, 16), name: m[3]! });
  }
  return symbols.sort((a, b) => a.start - b.start);
}

/** The symbol whose code holds `address`, or undefined. */
export function symbolAt(symbols: readonly PerfSymbol[], address: number): PerfSymbol | undefined {
  let lo = 0;
  let hi = symbols.length - 1;
  let found: PerfSymbol | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (symbols[mid]!.start <= address) {
      found = symbols[mid];
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found !== undefined && address < found.start + found.size ? found : undefined;
}

/**
 * A perf-map name as one function: V8's tier marker (`*` optimized, `^`
 * baseline, `~` interpreted) and the checkout's path before `dist/` dropped,
 * so every compiled version of a function counts as one.
 */
export function functionName(perfName: string): string {
  return perfName
    .replace(/^JS:[*^~+]?/, '')
    .replace(/file:\/\/\S*?\/dist\//, '')
    .replace(/:(\d+):\d+$/, ':$1');
}

/** Own costs (calls excluded) per function: one number per callgrind event, in `events` order. */
export interface FunctionCosts {
  /** The run's events (its `events:` line), e.g. Ir, or Ir Dr Dw I1mr D1mr D1mw ILmr DLmr DLmw with --cache-sim=yes. */
  readonly events: readonly string[];
  readonly byFunction: Map<string, number[]>;
  /** The functions of `byFunction` that are JavaScript: V8's code for them (a perf-map name `JS:…`), not a builtin or native code. */
  readonly javascript: ReadonlySet<string>;
}

/** A call as callgrind records it: where from, to where, how often, and the callee's inclusive costs. */
interface CallCost {
  /** The instruction address of the call and callgrind's name of its function. */
  readonly address: number;
  readonly fn: string;
  /** The callee's first instruction address and callgrind's name of it (its `cfn=`). */
  readonly target: number;
  readonly callee: string;
  readonly calls: number;
  /** The calls' inclusive costs, in `events` order. */
  readonly costs: (e: number) => number;
}

/**
 * Calls `visit` with each own cost line of the output (a call's inclusive
 * cost skipped): its instruction address, callgrind's name of its function
 * and its costs in `events` order, and `visitCall`, when given, with each
 * call's line. Returns the run's events. A cost line's trailing zero costs
 * may be left out (the format allows it).
 */
function forEachCostLine(
  callgrindLines: Iterable<string>,
  visit: (address: number, fn: string, costs: (e: number) => number, events: readonly string[]) => void,
  visitCall?: (call: CallCost, events: readonly string[]) => void,
): readonly string[] {
  const names = new Map<string, string>();
  let events: string[] = ['Ir'];
  let positions = 1;
  let fn = '?';
  let cfn = '?';
  let last = 0;
  // The pending `calls=` line's count and target position, or undefined.
  let call: { calls: number; target: string } | undefined;
  let fields: string[] = [];
  const cost = (e: number): number => Number(fields[positions + e] ?? 0);
  for (const line of callgrindLines) {
    if (line.startsWith('fn=')) {
      fn = compressedName(line.slice(3), names);
      continue;
    }
    if (line.startsWith('cfn=')) {
      // A callee's name: fn= and cfn= share one table of compressed names.
      cfn = compressedName(line.slice(4), names);
      continue;
    }
    if (line.startsWith('calls=')) {
      const [calls, target] = line.slice(6).split(' ');
      call = { calls: Number(calls), target: target ?? '*' };
      continue;
    }
    if (line.startsWith('events:')) {
      events = line.slice(7).trim().split(/\s+/);
      continue;
    }
    if (line.startsWith('positions:')) {
      positions = line.slice(10).trim().split(/\s+/).length;
      continue;
    }
    const c = line.charCodeAt(0);
    // Cost lines start with a position: a digit, '+', '-' or '*'.
    if (!((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 42)) continue;
    fields = line.split(' ');
    // The first position is the instruction address (--dump-instr=yes).
    const address = position(fields[0]!, last);
    if (call !== undefined) {
      // The call's target position is relative to the last position before the call line.
      if (visitCall !== undefined) visitCall({ address, fn, target: position(call.target, last), callee: cfn, calls: call.calls, costs: cost }, events);
      last = address;
      call = undefined;
      continue;
    }
    last = address;
    visit(address, fn, cost, events);
  }
  return events;
}

/** Own costs per function: a JavaScript function or builtin by the perf map, other code by callgrind's own function name. */
export function selfCosts(callgrindLines: Iterable<string>, symbols: readonly PerfSymbol[]): FunctionCosts {
  const byFunction = new Map<string, number[]>();
  const javascript = new Set<string>();
  const events = forEachCostLine(callgrindLines, (address, fn, cost, runEvents) => {
    const symbol = symbolAt(symbols, address);
    const name = symbol === undefined ? fn : functionName(symbol.name);
    let costs = byFunction.get(name);
    if (costs === undefined) {
      byFunction.set(name, (costs = new Array<number>(runEvents.length).fill(0)));
      if (symbol?.name.startsWith('JS:') === true) javascript.add(name);
    }
    for (let e = 0; e < runEvents.length; e++) costs[e]! += cost(e);
  });
  return { events, byFunction, javascript };
}

/** Calls from one function to another: how many, and the instructions (Ir) they ran, callees' callees included. */
export interface CallEdge {
  readonly caller: string;
  readonly callee: string;
  readonly calls: number;
  readonly inclusive: number;
}

/**
 * Every caller → callee pair of functions (named as in `selfCosts`: by the
 * perf map, else by callgrind's name) with its calls and their inclusive
 * instructions: what a call of a function costs from each of its call sites,
 * which own costs alone do not say (V8 inlines callees into their callers).
 */
export function callEdges(callgrindLines: Iterable<string>, symbols: readonly PerfSymbol[]): CallEdge[] {
  const edges = new Map<string, { caller: string; callee: string; calls: number; inclusive: number }>();
  forEachCostLine(
    callgrindLines,
    () => {},
    (call, events) => {
      const ir = events.indexOf('Ir');
      const callerSymbol = symbolAt(symbols, call.address);
      const calleeSymbol = symbolAt(symbols, call.target);
      const caller = callerSymbol === undefined ? call.fn : functionName(callerSymbol.name);
      const callee = calleeSymbol === undefined ? call.callee : functionName(calleeSymbol.name);
      const key = `${caller}\n${callee}`;
      let edge = edges.get(key);
      if (edge === undefined) edges.set(key, (edge = { caller, callee, calls: 0, inclusive: 0 }));
      edge.calls += call.calls;
      edge.inclusive += ir < 0 ? 0 : call.costs(ir);
    },
  );
  return [...edges.values()];
}

/** Own instructions (Ir) per instruction address, for the addresses `wanted` holds. */
export function instructionsAt(callgrindLines: Iterable<string>, wanted: ReadonlySet<number>): Map<number, number> {
  const byAddress = new Map<number, number>();
  forEachCostLine(callgrindLines, (address, _fn, cost, events) => {
    if (!wanted.has(address)) return;
    const ir = events.indexOf('Ir');
    if (ir >= 0) byAddress.set(address, (byAddress.get(address) ?? 0) + cost(ir));
  });
  return byAddress;
}

/** One optimized code object as `node --print-opt-code` prints it: its function's name and its instructions. */
export interface OptimizedCode {
  readonly name: string;
  readonly instructions: readonly { readonly address: number; readonly text: string }[];
}

/**
 * The optimized code objects in V8's `--print-opt-code` output: each starts
 * at a `--- Optimized code ---` line, is named by its `name = ` line, and
 * lists its instructions as `ADDRESS OFFSET BYTES TEXT` lines (hex) after
 * `Instructions (size = N)`, up to the next blank line.
 */
export function parseOptimizedCode(text: string): OptimizedCode[] {
  const objects: { name: string; instructions: { address: number; text: string }[] }[] = [];
  let current: { name: string; instructions: { address: number; text: string }[] } | undefined;
  let listing = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('--- Optimized code ---')) {
      current = { name: '?', instructions: [] };
      objects.push(current);
      listing = false;
      continue;
    }
    if (current === undefined) continue;
    if (line.startsWith('name = ')) current.name = line.slice(7).trim();
    else if (line.startsWith('Instructions (size = ')) listing = true;
    else if (listing && line.trim() === '') listing = false;
    else if (listing) {
      const m = /^0x([0-9a-f]+)\s+[0-9a-f]+\s+[0-9a-f]+\s+(.*)$/.exec(line);
      if (m) current.instructions.push({ address: parseInt(m[1]!, 16), text: m[2]!.trim() });
    }
  }
  return objects;
}

/** Own instructions (Ir, calls excluded) per function (selfCosts' Ir). */
export function selfInstructions(callgrindLines: Iterable<string>, symbols: readonly PerfSymbol[]): Map<string, number> {
  return eventTotals(selfCosts(callgrindLines, symbols), ['Ir']);
}

/** Per function, the sum of the named events' costs (an event the run did not count adds 0). */
export function eventTotals(costs: FunctionCosts, names: readonly string[]): Map<string, number> {
  const indices = names.map((n) => costs.events.indexOf(n)).filter((i) => i >= 0);
  const totals = new Map<string, number>();
  for (const [name, c] of costs.byFunction) totals.set(name, indices.reduce((sum, i) => sum + c[i]!, 0));
  return totals;
}

/** An absolute (decimal or 0x hex), relative (+N, -N) or repeated (*) position. */
function position(text: string, last: number): number {
  if (text === '*') return last;
  if (text[0] === '+') return last + Number(text.slice(1));
  if (text[0] === '-') return last - Number(text.slice(1));
  return Number(text);
}

/** `(id) name` defines a compressed name, `(id)` uses it. */
function compressedName(text: string, names: Map<string, string>): string {
  const m = /^\((\d+)\)(?: (.*))?$/.exec(text);
  if (m === null) return text;
  if (m[2] !== undefined) names.set(m[1]!, m[2]);
  return names.get(m[1]!) ?? text;
}
