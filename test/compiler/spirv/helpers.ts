/** Shared helpers of the SPIR-V reader tests: shader sources with defines, hand-built modules. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileGlsl, type ShaderStage } from '../../../src/compiler/glsl/index.js';

/**
 * test/compiler/shaders of the repository. Builds do not copy the shaders, so
 * look next to the build tree first (dist/test/... inside the repository) and
 * fall back to the working directory (the repository root, as in the README).
 */
export function shaderPath(name: string): string {
  const besideBuild = fileURLToPath(new URL(`../../../../test/compiler/shaders/${name}`, import.meta.url));
  return existsSync(besideBuild) ? besideBuild : join(process.cwd(), 'test/compiler/shaders', name);
}

export function shaderText(name: string): string {
  return readFileSync(shaderPath(name), 'utf8');
}

export function shaderBytes(name: string): Uint8Array {
  return new Uint8Array(readFileSync(shaderPath(name)));
}

/** Inserts `#define`s right after the `#version` line. */
export function withDefines(source: string, defines: Readonly<Record<string, string | number>>): string {
  const lines = Object.entries(defines).map(([k, v]) => `#define ${k} ${v}`);
  const nl = source.indexOf('\n');
  return source.slice(0, nl + 1) + lines.join('\n') + (lines.length > 0 ? '\n' : '') + source.slice(nl + 1);
}

export function compileShader(name: string, stage: ShaderStage, defines: Readonly<Record<string, string | number>> = {}): Promise<Uint32Array> {
  return compileGlsl(withDefines(shaderText(name), defines), stage);
}

/** Packs a nul-terminated UTF-8 string into words. */
export function str(s: string): number[] {
  const bytes = [...new TextEncoder().encode(s), 0];
  while (bytes.length % 4 !== 0) bytes.push(0);
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 4) out.push(bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24));
  return out;
}

/** One instruction: opcode and operand words; the word count is added. */
export function op(opcode: number, ...operands: number[]): number[] {
  return [((operands.length + 1) << 16) | opcode, ...operands];
}

/** A module: header (version 1.3, generator 0) + instructions. */
export function module(bound: number, ...insts: number[][]): Uint32Array {
  return Uint32Array.from([0x07230203, 0x00010300, 0, bound, 0, ...insts.flat()]);
}

/**
 * The smallest valid fragment module, instruction by instruction (word offsets
 * in comments): entry point %1 "main", void function with one block %4.
 */
export function minimalParts(): number[][] {
  return [
    op(17, 1), //                          5  OpCapability Shader
    op(14, 0, 1), //                       7  OpMemoryModel Logical GLSL450
    op(15, 4, 1, ...str('main')), //      10  OpEntryPoint Fragment %1 "main"
    op(16, 1, 7), //                      15  OpExecutionMode %1 OriginUpperLeft
    op(19, 2), //                         18  %2 = OpTypeVoid
    op(33, 3, 2), //                      20  %3 = OpTypeFunction %2
    op(54, 2, 1, 0, 3), //                23  %1 = OpFunction %2 None %3
    op(248, 4), //                        28  %4 = OpLabel
    op(253), //                           30  OpReturn
    op(56), //                            31  OpFunctionEnd
  ];
}
