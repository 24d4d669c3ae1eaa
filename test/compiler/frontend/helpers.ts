/** Helpers of the front-end tests: GLSL → SPIR-V → IR, printed IR queries. */
import assert from 'node:assert/strict';
import { compileGlsl, type ShaderStage } from '../../../src/compiler/glsl/index.js';
import { spirvToIr, type FrontendOptions } from '../../../src/compiler/frontend/index.js';
import { printShader, type Shader } from '../../../src/compiler/ir/index.js';
import { readSpirv } from '../../../src/compiler/spirv/index.js';

export async function glslToIr(source: string, stage: ShaderStage = 'fragment', options: FrontendOptions = {}): Promise<Shader> {
  return spirvToIr(readSpirv(await compileGlsl(source, stage)), options);
}

/** Printed instruction lines (trimmed), for order checks. */
export function irLines(shader: Shader): string[] {
  return printShader(shader).split('\n').map((l) => l.trim());
}

/** Index of the first line matching `re` (from `from`); fails the test when absent. */
export function lineOf(lines: readonly string[], re: RegExp, from = 0): number {
  const k = lines.findIndex((l, i) => i >= from && re.test(l));
  assert.ok(k >= 0, `no line matching ${re}`);
  return k;
}

export function countLines(lines: readonly string[], re: RegExp): number {
  return lines.filter((l) => re.test(l)).length;
}
