/** The model version results files record: package version and a hash of the compiled code, deterministic and sensitive to any change. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { codeHash, formatModelVersion, modelVersion } from '../../src/common/model_version.js';
import { tempDir } from '../support/temp_dir.js';

function tree(files: Readonly<Record<string, string>>): string {
  const root = tempDir('popsim-code-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

test('codeHash: the same .js files give the same hash, in whatever order they were written; a change, a rename or a new file another', () => {
  const files = { 'a.js': 'export const a = 1;\n', 'gpu/b.js': 'export const b = 2;\n', 'gpu/b.d.ts': 'x', 'gpu/b.js.map': '{}' };
  const hash = codeHash(tree(files));
  assert.match(hash, /^sha256:[0-9a-f]{16}$/);
  assert.equal(codeHash(tree(Object.fromEntries(Object.entries(files).reverse()))), hash);
  // Declarations and source maps are not code.
  assert.equal(codeHash(tree({ ...files, 'gpu/b.d.ts': 'y', 'c.js.map': '{}' })), hash);
  assert.notEqual(codeHash(tree({ ...files, 'gpu/b.js': 'export const b = 3;\n' })), hash);
  assert.notEqual(codeHash(tree({ 'a.js': files['a.js'], 'gpu/c.js': files['gpu/b.js'] })), hash);
  assert.notEqual(codeHash(tree({ ...files, 'stale.js': '' })), hash);
});

test('modelVersion: package.json\'s version and the hash of the running dist/src, the same on every call', () => {
  const m = modelVersion();
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  assert.equal(m.version, pkg.version);
  assert.equal(m.code, codeHash(new URL('../../src/', import.meta.url).pathname));
  assert.deepEqual(modelVersion(), m);
  assert.equal(formatModelVersion(m), `${pkg.version} ${m.code}`);
});
