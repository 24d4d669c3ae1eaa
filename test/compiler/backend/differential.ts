/**
 * Differential testing support: run one IR shader through the IR interpreter
 * (the semantic reference) and through compileShader + the GPU model's
 * compute unit, and compare every lane: which lanes are still alive at the
 * done export, every output the interpreter saw stored, and the SSBO.
 */
import assert from 'node:assert/strict';
import { compileShader, type CompileOptions } from '../../../src/compiler/backend/index.js';
import { printShader, type Shader } from '../../../src/compiler/ir/index.js';
import { interpretShader } from '../../../src/compiler/ir/interpret.js';
import { assemble, targetOf, type GfxLevel, type Target } from '../../../src/isa/index.js';
import { interpEnv, runOnGpu, type LaneInputs, type RunInputs } from './gpu_runner.js';
import { prng } from '../../support/prng.js';

export const DIFF_TARGETS: readonly { readonly name: string; readonly target: Target }[] = [
  { name: 'gfx9 wave64', target: targetOf('gfx9') },
  { name: 'gfx10_3 wave32', target: { ...targetOf('gfx10_3'), wave64: false } },
  { name: 'gfx10_3 wave64', target: { ...targetOf('gfx10_3'), wave64: true } },
  { name: 'gfx11 wave32', target: { ...targetOf('gfx11'), wave64: false } },
  { name: 'gfx11 wave64', target: { ...targetOf('gfx11'), wave64: true } },
];


/** Per-lane inputs: x = lane + 0.5, y = a small random row, random sample masks; some lanes dead. */
export function randomInputs(seed: number, n = 64, allLive = false): RunInputs {
  const r = prng(seed);
  const lanes: LaneInputs[] = Array.from({ length: n }, (_, l) => ({
    fragCoord: [l + 0.5, Math.floor(r() * 16) + 0.5, r(), 1 + Math.floor(r() * 4)],
    sampleMask: Math.floor(r() * 2 ** 32) >>> 0,
    frontFace: r() < 0.5,
    sampleId: Math.floor(r() * 8),
  }));
  const live = lanes.map(() => allLive || r() < 0.85);
  return { lanes, live, pushConstants: [Math.floor(r() * 8), Math.floor(r() * 2 ** 32) >>> 0, 3, 0xffffffff], ssbo: new Array<number>(256).fill(0) };
}

export interface DiffOutcome {
  readonly alive: number;
}

/** Compiles `make()` for `target`, runs both sides, asserts equality lane by lane. */
export function checkDifferential(make: () => Shader, target: Target, inputs: RunInputs, options: Omit<CompileOptions, 'target'> = {}): DiffOutcome {
  const n = target.wave64 ? 64 : 32;
  const shader = make();
  const compiled = compileShader(shader, { ...options, target });
  const ctx = (): string => `\n--- IR ---\n${printShader(shader)}\n--- code (${target.gfx}${target.wave64 ? ' w64' : ' w32'}) ---\n${compiled.disassembly}`;
  assert.deepEqual([...assemble(compiled.disassembly, target)], [...compiled.code], `disassembly re-assembles${ctx()}`);
  const lanesIn = { ...inputs, lanes: inputs.lanes.slice(0, n), live: inputs.live.slice(0, n) };
  let gpu: ReturnType<typeof runOnGpu>;
  try {
    gpu = runOnGpu(compiled, target, lanesIn);
  } catch (e) {
    throw new Error(`${(e as Error).message}${ctx()}`);
  }
  const { env, ssbo } = interpEnv(lanesIn);
  const ref = interpretShader(make(), env, { subgroupSize: n, live: lanesIn.live });
  const done = gpu.exports.filter((e) => e.done);
  assert.equal(done.length, 1, `exactly one done export${ctx()}`);
  let alive = 0;
  for (let l = 0; l < n; l++) {
    const want = ref.lanes[l]!;
    assert.equal(done[0]!.exec[l], want.alive, `lane ${l} alive${ctx()}`);
    if (!want.alive) continue;
    alive++;
    for (const [key, value] of want.outputs) {
      const [loc, comp] = key.split('.').map(Number) as [number, number];
      const exp = [...gpu.exports].reverse().find((e) => e.target === loc);
      assert.ok(exp, `export of mrt${loc}${ctx()}`);
      assert.equal(exp.values[comp]?.[l], value, `lane ${l} output ${key}${ctx()}`);
    }
  }
  assert.deepEqual([...gpu.ssbo], [...ssbo], `SSBO contents${ctx()}`);
  return { alive };
}

export type { GfxLevel };
