/** Reads the committed ISA corpus (test/isa/corpus/<gfx>[.wave32]/*.s). */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { targetOf, type GfxLevel, type Target } from '../../src/isa/gfx_level.js';

/** Tests run from the repository root (npm test), whatever the build directory. */
export const CORPUS_DIR = path.resolve(process.cwd(), 'test/isa/corpus');

export interface CorpusLine {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

export interface CorpusSet {
  readonly name: string;
  readonly target: Target;
  readonly lines: readonly CorpusLine[];
}

function stripComment(line: string): string {
  const i = line.indexOf(';');
  return (i >= 0 ? line.slice(0, i) : line).trim();
}

export function corpusSets(): CorpusSet[] {
  if (!existsSync(CORPUS_DIR)) return [];
  return readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const [gfx, mode] = d.name.split('.') as [GfxLevel, string | undefined];
      const dir = path.join(CORPUS_DIR, d.name);
      const lines: CorpusLine[] = [];
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.s')).sort()) {
        readFileSync(path.join(dir, file), 'utf8')
          .split('\n')
          .forEach((raw, i) => {
            const text = stripComment(raw);
            if (text) lines.push({ file: `${d.name}/${file}`, line: i + 1, text });
          });
      }
      return { name: d.name, target: targetOf(gfx, mode !== 'wave32'), lines };
    });
}
