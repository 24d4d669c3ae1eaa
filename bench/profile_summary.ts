/**
 * Summaries of a V8 CPU profile (the `.cpuprofile` of `node --cpu-prof` or of
 * the inspector's Profiler.stop) for case_profile.ts: self time per function
 * and per source file, inclusive time per function, and the sampled lines of
 * one function. Pure functions over the profile, so they are tested on
 * profiles written by hand (test/bench/profile_summary.test.ts).
 *
 * A sample's time is its `timeDeltas` entry (the time since the previous
 * sample), as the earlier /tmp scripts of issue 19 counted it.
 */

/** The parts of a V8 profile (Profiler.Profile) the summaries read. */
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

export interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
  /** Samples per source line (1-based) taken while this node was on top. */
  readonly positionTicks?: readonly { readonly line: number; readonly ticks: number }[];
}

/** A function or file and its time: microseconds, and the share of the profile's time (0..1). */
export interface TimeShare {
  readonly name: string;
  readonly micros: number;
  readonly share: number;
}

/** A script's path from its URL: from `dist/` on when it has one (`src/gpu/engine/event_queue.js`), else its last two parts. */
export function shortPath(url: string): string {
  const at = url.lastIndexOf('/dist/');
  if (at >= 0) return url.slice(at + '/dist/'.length);
  return url.split('/').slice(-2).join('/');
}

type Frame = ProfileNode['callFrame'];

/** The file a frame's time goes to: its script, or the V8 entry's own name (`(garbage collector)`, `(program)`). */
function fileOf(frame: Frame): string {
  return frame.url === '' ? frame.functionName || '(native)' : shortPath(frame.url);
}

/** `name file:line` (line 1-based), the key of one function. */
export function functionKey(frame: Frame): string {
  if (frame.url === '') return frame.functionName || '(native)';
  return `${frame.functionName || '(anonymous)'} ${shortPath(frame.url)}:${frame.lineNumber + 1}`;
}

/** Time per node id (its samples' time while on top), and the profile's total. */
function timePerNode(profile: CpuProfile): { readonly perNode: Map<number, number>; readonly total: number } {
  const perNode = new Map<number, number>();
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const id = profile.samples[i]!;
    const dt = profile.timeDeltas[i] ?? 0;
    perNode.set(id, (perNode.get(id) ?? 0) + dt);
    total += dt;
  }
  return { perNode, total };
}

function sortedShares(times: Map<string, number>, total: number): TimeShare[] {
  return [...times]
    .map(([name, micros]) => ({ name, micros, share: total > 0 ? micros / total : 0 }))
    .sort((a, b) => b.micros - a.micros || (a.name < b.name ? -1 : 1));
}

function addTo(times: Map<string, number>, key: string, micros: number): void {
  times.set(key, (times.get(key) ?? 0) + micros);
}

/** Self time per `key` of the sampled frame, largest first. */
function selfTimeBy(profile: CpuProfile, key: (frame: Frame) => string): TimeShare[] {
  const { perNode, total } = timePerNode(profile);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const times = new Map<string, number>();
  for (const [id, micros] of perNode) addTo(times, key(byId.get(id)!.callFrame), micros);
  return sortedShares(times, total);
}

/** Self time per function (`functionKey`), largest first. */
export function selfTime(profile: CpuProfile): TimeShare[] {
  return selfTimeBy(profile, functionKey);
}

/** Self time per source file, largest first. */
export function selfTimeByFile(profile: CpuProfile): TimeShare[] {
  return selfTimeBy(profile, fileOf);
}

/**
 * Inclusive time per function: the time of every sample with the function
 * anywhere on its stack, counted once per sample however often it recurses.
 * With `below`, only the callees of the outermost function of that name
 * count (e.g. below the engine's event loop, leaving out the call chain from
 * the API down to it, which holds nearly all samples); without it, every
 * function but the profile's `(root)` (the whole).
 */
export function inclusiveTime(profile: CpuProfile, below?: string): TimeShare[] {
  const { perNode, total } = timePerNode(profile);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const times = new Map<string, number>();
  const stack: ProfileNode['callFrame'][] = [];
  for (const [id, micros] of perNode) {
    stack.length = 0;
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(byId.get(n)!.callFrame);
    // The stack runs from the sampled frame out to (root); keep the frames inside the outermost `below`.
    let end = stack.length - 1;
    if (below !== undefined) {
      end = stack.map((f) => f.functionName).lastIndexOf(below) - 1;
      if (end < -1) continue;
    }
    const seen = new Set<string>();
    for (let i = 0; i <= end; i++) {
      const frame = stack[i]!;
      if (frame.functionName === '(root)' && frame.url === '') continue;
      const key = functionKey(frame);
      if (seen.has(key)) continue;
      seen.add(key);
      addTo(times, key, micros);
    }
  }
  return sortedShares(times, total);
}

/**
 * The profile without the samples taken inside any frame from a script whose
 * URL starts with `urlPrefix` (e.g. the inspector's own `Profiler.stop`,
 * which a profile taken in-process ends with).
 */
export function withoutSamplesIn(profile: CpuProfile, urlPrefix: string): CpuProfile {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inside = (id: number): boolean => {
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) if (byId.get(n)!.callFrame.url.startsWith(urlPrefix)) return true;
    return false;
  };
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  profile.samples.forEach((id, i) => {
    if (inside(id)) return;
    samples.push(id);
    timeDeltas.push(profile.timeDeltas[i] ?? 0);
  });
  return { nodes: profile.nodes, samples, timeDeltas };
}

/** Sampled lines of every function named `functionName`: script URL, line (1-based) and ticks, by URL and line. */
export function lineTicks(profile: CpuProfile, functionName: string): { readonly url: string; readonly line: number; readonly ticks: number }[] {
  const ticks = new Map<string, { url: string; line: number; ticks: number }>();
  for (const n of profile.nodes) {
    if (n.callFrame.functionName !== functionName) continue;
    for (const t of n.positionTicks ?? []) {
      const key = `${n.callFrame.url}\n${t.line}`;
      const row = ticks.get(key) ?? { url: n.callFrame.url, line: t.line, ticks: 0 };
      row.ticks += t.ticks;
      ticks.set(key, row);
    }
  }
  return [...ticks.values()].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : a.line - b.line));
}

/** Events counted by kind name (event_queue.ts `countEventKinds`), most first, ties by name. */
export function eventKinds(counts: ReadonlyMap<string, number>): { readonly kind: string; readonly events: number }[] {
  return [...counts].map(([kind, events]) => ({ kind, events })).sort((a, b) => b.events - a.events || (a.kind < b.kind ? -1 : 1));
}

/** `  12.3 %  name` lines of the first `top` rows. */
export function shareLines(rows: readonly TimeShare[], top: number): string[] {
  return rows.slice(0, top).map((r) => `  ${(100 * r.share).toFixed(1).padStart(5)} %  ${r.name}`);
}
