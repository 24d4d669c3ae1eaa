import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/**
 * A new directory under the system's temporary directory, removed with
 * everything in it when the test process exits (node --test runs each test
 * file in its own process), so test runs leave nothing behind.
 */
export function tempDir(prefix: string): string {
  if (made.length === 0) process.once('exit', removeAll);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}

function removeAll(): void {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
}
