/**
 * docs/FACTS.md, executed: every fact id of the design's list has exactly one
 * row, every path it names exists, every function or test name it names for a
 * file occurs in that file, every test file it names mentions the fact id, and
 * the "not implemented" / "not tested" marks stand exactly where a column names
 * no path. The synthetic tables below show each check fires.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFacts, parseFacts, tableCells, type SourceTree } from './facts_table.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The design's "Facts the model must make observable" (S1–S12, R1–R11, C1–C4,
 * M1–M4) and the seeds' reference results (P1–P5). Hard-coded: the project
 * does not read the design document at run time.
 */
const FACT_IDS: readonly string[] = [
  ...range('S', 12),
  ...range('R', 11),
  ...range('C', 4),
  ...range('M', 4),
  ...range('P', 5),
];

function range(prefix: string, n: number): string[] {
  return Array.from({ length: n }, (_, k) => `${prefix}${k + 1}`);
}

const repo: SourceTree = {
  exists: (path) => existsSync(join(ROOT, path)),
  read: (path) => readFileSync(join(ROOT, path), 'utf8'),
};

const FACTS_MD = readFileSync(join(ROOT, 'docs/FACTS.md'), 'utf8');

test('FACTS.md: 36 fact ids', () => {
  assert.equal(FACT_IDS.length, 36);
  assert.equal(new Set(FACT_IDS).size, 36);
});

test('FACTS.md: one row per fact; paths exist; symbols and test names occur in their files; test files mention the id; marks match', (t) => {
  assert.deepEqual(checkFacts(FACTS_MD, FACT_IDS, repo), []);
  const { rows } = parseFacts(FACTS_MD);
  const tested = rows.filter((r) => !r.notImplemented && !r.notTested).length;
  const untested = rows.filter((r) => !r.notImplemented && r.notTested).length;
  const missing = rows.filter((r) => r.notImplemented).map((r) => r.id);
  t.diagnostic(`${tested} implemented and tested, ${untested} implemented but not tested, not implemented: ${missing.join(' ')}`);
});

// Synthetic tables: a tiny tree and a two-fact list.

const TREE: Record<string, string> = {
  'src/pops.ts': 'export function setPacker() {}\nexport const EXITING = 239;',
  'test/pops.test.ts': "test('S3: the packer register (S3)', () => {});",
  'test/other.test.ts': "test('unrelated', () => {});",
};
const tree: SourceTree = {
  exists: (path) => path in TREE,
  read: (path) => TREE[path]!,
};
const IDS = ['S3', 'M1'];

function table(...rows: string[]): string {
  return ['| Id | Fact | Implemented in | Tested by |', '|---|---|---|---|', ...rows].join('\n');
}

const S3 = '| S3 | Packer register | `src/pops.ts` `setPacker` | `test/pops.test.ts` `S3: the packer register` |';
const M1 = '| M1 | FMASK | **not implemented** | **not tested** |';

test('synthetic: a correct table passes', () => {
  assert.deepEqual(checkFacts(table(S3, M1), IDS, tree), []);
});

test('synthetic: a missing, a duplicated and an unknown id fail', () => {
  assert.deepEqual(checkFacts(table(S3), IDS, tree), ['M1: no row']);
  assert.deepEqual(checkFacts(table(S3, M1, S3), IDS, tree), ['S3: 2 rows (lines 3, 5)']);
  const unknown = checkFacts(table(S3, M1, M1.replace('M1', 'M9')), IDS, tree);
  assert.deepEqual(unknown, ['line 5: M9 is not a fact id of the design']);
});

test('synthetic: a wrong path fails, in a column or in the prose', () => {
  const moved = S3.replace('src/pops.ts', 'src/gpu/pops.ts');
  assert.deepEqual(checkFacts(table(moved, M1), IDS, tree), ['`src/gpu/pops.ts` does not exist']);
  const prose = `See \`test/gone.test.ts\`.\n\n${table(S3, M1)}`;
  assert.deepEqual(checkFacts(prose, IDS, tree), ['`test/gone.test.ts` does not exist']);
});

test('synthetic: a symbol or test name not in its file fails; a path must name one', () => {
  const renamed = S3.replace('`setPacker`', '`setPackerRegister`');
  assert.deepEqual(checkFacts(table(renamed, M1), IDS, tree), ['S3 (line 3): `setPackerRegister` does not occur in src/pops.ts']);
  // Identifiers match whole words only: `EXIT` is not `EXITING`.
  const partial = S3.replace('`setPacker`', '`EXIT`');
  assert.deepEqual(checkFacts(table(partial, M1), IDS, tree), ['S3 (line 3): `EXIT` does not occur in src/pops.ts']);
  const wrongTest = S3.replace('S3: the packer register', 'S3: the packer registers are');
  assert.equal(checkFacts(table(wrongTest, M1), IDS, tree).length, 1);
  const bare = S3.replace(' `setPacker`', '');
  assert.deepEqual(checkFacts(table(bare, M1), IDS, tree), ['S3 (line 3): `src/pops.ts` names no function, symbol or test']);
  const orphan = S3.replace('`src/pops.ts` `setPacker`', '`setPacker` `src/pops.ts` `EXITING`');
  assert.deepEqual(checkFacts(table(orphan, M1), IDS, tree), ['line 3 (S3) implementation: `setPacker` is not preceded by a file path']);
});

test('synthetic: a test file that does not mention the fact id fails; tests must be test files', () => {
  const other = S3.replace('`test/pops.test.ts` `S3: the packer register`', '`test/other.test.ts` `unrelated`');
  assert.deepEqual(checkFacts(table(other, M1), IDS, tree), ['S3 (line 3): test/other.test.ts does not mention S3']);
  const codeAsTest = S3.replace('`test/pops.test.ts` `S3: the packer register`', '`src/pops.ts` `setPacker`');
  assert.deepEqual(checkFacts(table(codeAsTest, M1), IDS, tree), [
    'S3 (line 3): `src/pops.ts` is not a test file (test/….test.ts)',
    'S3 (line 3): src/pops.ts does not mention S3',
  ]);
});

test('synthetic: the not implemented / not tested marks must match the columns without paths', () => {
  const markedWithPath = M1.replace('**not implemented**', '**not implemented** `src/pops.ts` `EXITING`');
  assert.deepEqual(checkFacts(table(S3, markedWithPath), IDS, tree), ['M1 (line 4): marked **not implemented** but names src/pops.ts']);
  const unmarked = M1.replace('**not tested**', 'later');
  assert.deepEqual(checkFacts(table(S3, unmarked), IDS, tree), ['M1 (line 4): names no test file and is not marked **not tested**']);
  const untested = S3.replace('`test/pops.test.ts` `S3: the packer register`', '**not tested**');
  assert.deepEqual(checkFacts(table(untested, M1), IDS, tree), []);
});

test('synthetic: a fact row with the wrong number of columns fails', () => {
  assert.deepEqual(checkFacts(table(S3, '| M1 | FMASK | **not implemented** |'), IDS, tree), [
    'line 4 (M1): 3 columns, expected 4 (id, fact, implemented in, tested by)',
    'M1: no row',
  ]);
});

test('tableCells: pipes inside backticks do not split cells', () => {
  assert.deepEqual(tableCells('| a | `x | y` | b |'), ['a', '`x | y`', 'b']);
});
