/**
 * Every error class of src/ (a class whose name ends in `Error`, exported or
 * not) extends PopsimError, directly or through its family base, and has a
 * string `code`: the command line maps errors to exit statuses by
 * PopsimError's `kind`, so a class that forgets the base would turn bad input
 * into an "internal error". Checked with the TypeScript type checker on the
 * sources; the synthetic program below shows the check fires.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import { readSources } from './import_graph.js';

const ROOT = new URL('../../../', import.meta.url).pathname;
const BASE_FILE = 'src/common/popsim_error.ts';

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: ['node'],
};

interface ErrorClass {
  readonly file: string;
  readonly name: string;
  readonly problems: readonly string[];
}

function isPopsimError(symbol: ts.Symbol | undefined): boolean {
  const decl = symbol?.declarations?.[0];
  return symbol?.name === 'PopsimError' && decl !== undefined && decl.getSourceFile().fileName.endsWith(BASE_FILE);
}

function extendsPopsimError(checker: ts.TypeChecker, type: ts.Type): boolean {
  for (const base of checker.getBaseTypes(type as ts.InterfaceType)) {
    if (isPopsimError(base.getSymbol()) || extendsPopsimError(checker, base)) return true;
  }
  return false;
}

/** The classes named `…Error` in the program's files under `dir`, each with what is wrong with it. */
function errorClasses(program: ts.Program, dir: string): ErrorClass[] {
  const checker = program.getTypeChecker();
  const out: ErrorClass[] = [];
  for (const sf of program.getSourceFiles()) {
    const file = path.relative(ROOT, sf.fileName);
    if (!file.startsWith(`${dir}/`) || file === BASE_FILE) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) && node.name?.text.endsWith('Error')) {
        const type = checker.getTypeAtLocation(node);
        const problems: string[] = [];
        if (!extendsPopsimError(checker, type)) problems.push('does not extend PopsimError');
        const code = type.getProperty('code');
        const codeType = code === undefined ? undefined : checker.getTypeOfSymbolAtLocation(code, node);
        const parts = codeType === undefined ? [] : codeType.isUnion() ? codeType.types : [codeType];
        if (parts.length === 0 || parts.some((t) => (t.flags & ts.TypeFlags.StringLike) === 0)) problems.push('has no string code');
        out.push({ file, name: node.name.text, problems });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

test('every error class in src/ extends PopsimError and has a string code', () => {
  const files = [...readSources(ROOT, 'src').keys()].map((f) => path.join(ROOT, f));
  const classes = errorClasses(ts.createProgram(files, OPTIONS), 'src');
  const names = classes.map((c) => c.name);
  // The walk sees the families and the classes that are not exported.
  for (const known of ['IsaError', 'DecodeError', 'SpirvError', 'GpuHangError', 'DeviceLostError', 'ValidationError', 'UsageError', 'WorkerCaseError']) {
    assert.ok(names.includes(known), known);
  }
  assert.ok(classes.length >= 30, `${classes.length} error classes`);
  assert.deepEqual(
    classes.filter((c) => c.problems.length > 0).map((c) => `${c.file}: ${c.name} ${c.problems.join(', ')}`),
    [],
  );
});

test('an error class that forgets PopsimError, or whose code is not a string, is caught', () => {
  const fake = path.join(ROOT, 'src/fake/errors.ts');
  const text = [
    "import { PopsimError } from '../common/popsim_error.js';",
    'export class PlainError extends Error { readonly code = "x"; }',
    'class NumberCodeError extends Error { readonly code = 3; }',
    'export class GoodError extends PopsimError<"good"> { readonly kind = "input"; }',
    'export class FamilyError extends GoodError {}',
  ].join('\n');
  const host = ts.createCompilerHost(OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => (name === fake ? ts.createSourceFile(name, text, version) : getSourceFile(name, version, ...rest));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fake || fileExists(name);
  const classes = errorClasses(ts.createProgram([fake], OPTIONS, host), 'src/fake');
  assert.deepEqual(
    classes.map((c) => `${c.name}: ${c.problems.join(', ')}`),
    ['PlainError: does not extend PopsimError', 'NumberCodeError: does not extend PopsimError, has no string code', 'GoodError: ', 'FamilyError: '],
  );
});
