/**
 * Which popsim computed a result: the package version and a hash of the code
 * that ran. `popsim cts --results` records it, and `popsim cts --merge`
 * refuses shards of different models, since a change to the compiler, driver
 * or GPU model may change outcomes and cycles.
 *
 * The version alone is not enough (it changes only at releases), and a git
 * commit would describe a checkout rather than the build: `tsc` has no step
 * that stamps it, a tree with uncommitted changes has the same commit, and an
 * installed package has no repository. So the identity is the SHA-256 of the
 * compiled JavaScript itself: every `.js` file under the running `dist/src`
 * (the folder this module was loaded from), by relative path in sorted order,
 * path and contents. It is deterministic — the same sources compiled by the
 * same TypeScript give the same hash on every machine — and it changes with
 * any code change (including ones that cannot change results, such as a help
 * text: merging then refuses conservatively). A stale `.js` left in `dist/`
 * by a deleted source counts too: build every machine's copy from a clean
 * `dist/`, or copy one build.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ModelVersion {
  /** package.json `version`. */
  readonly version: string;
  /** `sha256:` and the first 16 hex digits of the code hash (codeHash). */
  readonly code: string;
}

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return jsFiles(path);
    return e.isFile() && e.name.endsWith('.js') ? [path] : [];
  });
}

/** The hash of every `.js` file below `dir`: relative paths ('/'-separated, sorted) and contents. */
export function codeHash(dir: string): string {
  const hash = createHash('sha256');
  const files = jsFiles(dir)
    .map((path) => ({ path, name: relative(dir, path).split(sep).join('/') }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const f of files) {
    hash.update(`${f.name}\0`);
    hash.update(readFileSync(f.path));
    hash.update('\0');
  }
  return `sha256:${hash.digest('hex').slice(0, 16)}`;
}

let cached: ModelVersion | undefined;

/** This popsim's version and code hash (computed once per process, about 0.1 s). */
export function modelVersion(): ModelVersion {
  if (cached === undefined) {
    // This file is dist/src/common/model_version.js: dist/src is one folder up, package.json three.
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    cached = { version: typeof pkg.version === 'string' ? pkg.version : 'unknown', code: codeHash(fileURLToPath(new URL('..', import.meta.url))) };
  }
  return cached;
}

/** `0.1.0 sha256:0f8e404685fd38ae`. */
export function formatModelVersion(m: ModelVersion): string {
  return `${m.version} ${m.code}`;
}
