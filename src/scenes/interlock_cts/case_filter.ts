/**
 * Case selection as dEQP does it: a glob over case names (`*` any run of
 * characters including dots, `?` one character), with or without the
 * `dEQP-VK.fragment_shader_interlock.` prefix, plus popsim's `--max-dim`.
 */
import { CTS_CASES, CTS_GROUP, MSAA8_CASES, type InterlockCase } from './cases.js';
import { CtsError } from './errors.js';

/** A case-sensitive, anchored regular expression for `glob`. */
export function globToRegExp(glob: string): RegExp {
  let src = '';
  for (const ch of glob) {
    if (ch === '*') src += '.*';
    else if (ch === '?') src += '.';
    else src += ch.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${src}$`);
}

/** Cases whose name, or full dEQP name, matches `glob`; in the order of `cases`. */
export function filterCases(glob: string, cases: readonly InterlockCase[] = CTS_CASES): readonly InterlockCase[] {
  const re = globToRegExp(glob);
  return cases.filter((c) => re.test(c.name) || re.test(`${CTS_GROUP}.${c.name}`));
}

/** Cases with dim ≤ maxDim (the CI subset: `--max-dim 64`). */
export function maxDimCases(cases: readonly InterlockCase[], maxDim: number): readonly InterlockCase[] {
  if (!Number.isInteger(maxDim) || maxDim < 8) {
    throw new CtsError('bad-option', '--max-dim', `${maxDim} is not an integer ≥ 8 (the smallest case is 8x8)`);
  }
  return cases.filter((c) => c.dim <= maxDim);
}

/** The case of a name from either matrix (with or without the dEQP prefix); throws CtsError('unknown-case'). */
export function caseByName(name: string): InterlockCase {
  const short = name.startsWith(`${CTS_GROUP}.`) ? name.slice(CTS_GROUP.length + 1) : name;
  const found = CTS_CASES.find((c) => c.name === short) ?? MSAA8_CASES.find((c) => c.name === short);
  if (found === undefined) throw new CtsError('unknown-case', name, 'not a case of fragment_shader_interlock.basic or its 8xaa variant');
  return found;
}

export interface CaseSelection {
  /** dEQP glob (`--filter`); every case if absent. */
  readonly filter?: string;
  /** Largest dim (`--max-dim`). */
  readonly maxDim?: number;
  /** Add the 8xaa variant after the CTS cases (default false). */
  readonly msaa8?: boolean;
}

/** The cases `popsim cts` runs; throws CtsError('no-matching-cases') when the selection is empty. */
export function selectCases(selection: CaseSelection): readonly InterlockCase[] {
  let cases: readonly InterlockCase[] = selection.msaa8 === true ? [...CTS_CASES, ...MSAA8_CASES] : CTS_CASES;
  if (selection.filter !== undefined) cases = filterCases(selection.filter, cases);
  if (selection.maxDim !== undefined) cases = maxDimCases(cases, selection.maxDim);
  if (cases.length === 0) {
    throw new CtsError('no-matching-cases', '--filter', `no case matches '${selection.filter ?? '*'}' with dims up to ${selection.maxDim ?? 1024}`);
  }
  return cases;
}
