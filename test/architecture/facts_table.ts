/**
 * Reads the fact table of docs/FACTS.md and checks it against the tree: one
 * row per fact id, every named path exists, every named symbol occurs in its
 * file, every test file named mentions the fact id, and the "not implemented"
 * / "not tested" marks stand exactly where a column names no path. The file
 * system is passed in, so tests can run the checks on synthetic tables.
 */

/** Read access to the repository, paths relative to its root. */
export interface SourceTree {
  exists(path: string): boolean;
  read(path: string): string;
}

export interface FileRef {
  readonly path: string;
  readonly symbols: readonly string[];
}

export interface FactRow {
  readonly id: string;
  /** 1-based line in the document. */
  readonly line: number;
  readonly fact: string;
  readonly implementation: readonly FileRef[];
  readonly tests: readonly FileRef[];
  readonly notImplemented: boolean;
  readonly notTested: boolean;
}

export const NOT_IMPLEMENTED = '**not implemented**';
export const NOT_TESTED = '**not tested**';

const FACT_ID = /^[A-Z]\d+$/;
/** A repository file named in backticks: `src/…/x.ts`, `test/…/y.test.ts`. */
const PATH = /^(?:src|test)\/[\w.$/-]+\.\w+$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** Splits a table line into cells; `|` inside backticks does not split. */
export function tableCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let code = false;
  for (const ch of line.trim()) {
    if (ch === '`') code = !code;
    if (ch === '|' && !code) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += ch;
    }
  }
  cells.push(cell.trim());
  // A row `| a | b |` gives '', a, b, ''.
  if (cells[0] === '') cells.shift();
  if (cells[cells.length - 1] === '') cells.pop();
  return cells;
}

function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

/** Groups a column's backticked tokens: each path owns the symbols after it. */
function fileRefs(cell: string, where: string, problems: string[]): FileRef[] {
  const refs: { path: string; symbols: string[] }[] = [];
  for (const token of backticked(cell)) {
    if (PATH.test(token)) refs.push({ path: token, symbols: [] });
    else if (refs.length === 0) problems.push(`${where}: \`${token}\` is not preceded by a file path`);
    else refs[refs.length - 1]!.symbols.push(token);
  }
  return refs;
}

/** The fact rows of the document, and problems with the table's shape. */
export function parseFacts(markdown: string): { rows: FactRow[]; problems: string[] } {
  const rows: FactRow[] = [];
  const problems: string[] = [];
  markdown.split('\n').forEach((text, k) => {
    if (!text.trimStart().startsWith('|')) return;
    const cells = tableCells(text);
    if (!FACT_ID.test(cells[0] ?? '')) return;
    const line = k + 1;
    const id = cells[0]!;
    if (cells.length !== 4) {
      problems.push(`line ${line} (${id}): ${cells.length} columns, expected 4 (id, fact, implemented in, tested by)`);
      return;
    }
    const [, fact, impl, tests] = cells as [string, string, string, string];
    rows.push({
      id,
      line,
      fact,
      implementation: fileRefs(impl, `line ${line} (${id}) implementation`, problems),
      tests: fileRefs(tests, `line ${line} (${id}) tests`, problems),
      notImplemented: impl.includes(NOT_IMPLEMENTED),
      notTested: tests.includes(NOT_TESTED),
    });
  });
  return { rows, problems };
}

function occurs(text: string, symbol: string): boolean {
  if (!IDENTIFIER.test(symbol)) return text.includes(symbol);
  return new RegExp(`(?<![\\w$])${symbol.replace(/\$/g, '\\$')}(?![\\w$])`).test(text);
}

function mentionsId(text: string, id: string): boolean {
  return new RegExp(`\\b${id}\\b`).test(text);
}

/** Every problem of the document against the fact list and the tree; [] when it is true. */
export function checkFacts(markdown: string, factIds: readonly string[], tree: SourceTree): string[] {
  const { rows, problems } = parseFacts(markdown);

  // (a) every fact id exactly once, nothing else.
  const known = new Set(factIds);
  for (const id of factIds) {
    const n = rows.filter((r) => r.id === id).length;
    if (n === 0) problems.push(`${id}: no row`);
    else if (n > 1) problems.push(`${id}: ${n} rows (lines ${rows.filter((r) => r.id === id).map((r) => r.line).join(', ')})`);
  }
  for (const r of rows) if (!known.has(r.id)) problems.push(`line ${r.line}: ${r.id} is not a fact id of the design`);

  // (b) every path the document names exists (prose included).
  for (const token of new Set(backticked(markdown))) {
    if (PATH.test(token) && !tree.exists(token)) problems.push(`\`${token}\` does not exist`);
  }

  for (const r of rows) {
    const at = `${r.id} (line ${r.line})`;
    // (e) the marks stand exactly where a column has no path.
    if (r.notImplemented !== (r.implementation.length === 0)) {
      problems.push(
        r.notImplemented
          ? `${at}: marked ${NOT_IMPLEMENTED} but names ${r.implementation.map((f) => f.path).join(', ')}`
          : `${at}: names no implementation file and is not marked ${NOT_IMPLEMENTED}`,
      );
    }
    if (r.notTested !== (r.tests.length === 0)) {
      problems.push(
        r.notTested
          ? `${at}: marked ${NOT_TESTED} but names ${r.tests.map((f) => f.path).join(', ')}`
          : `${at}: names no test file and is not marked ${NOT_TESTED}`,
      );
    }
    for (const f of r.implementation) {
      if (!f.path.startsWith('src/')) problems.push(`${at}: implementation \`${f.path}\` is not under src/`);
    }
    for (const f of r.tests) {
      if (!f.path.startsWith('test/') || !f.path.endsWith('.test.ts')) problems.push(`${at}: \`${f.path}\` is not a test file (test/….test.ts)`);
    }
    for (const f of [...r.implementation, ...r.tests]) {
      if (f.symbols.length === 0) problems.push(`${at}: \`${f.path}\` names no function, symbol or test`);
      if (!tree.exists(f.path)) continue; // reported by (b)
      const text = tree.read(f.path);
      // (c) every symbol named for a file occurs in it.
      for (const s of f.symbols) if (!occurs(text, s)) problems.push(`${at}: \`${s}\` does not occur in ${f.path}`);
    }
    // (d) every test file named mentions the fact id.
    for (const f of r.tests) {
      if (tree.exists(f.path) && !mentionsId(tree.read(f.path), r.id)) problems.push(`${at}: ${f.path} does not mention ${r.id}`);
    }
  }
  return problems;
}
