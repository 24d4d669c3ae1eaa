/** The committed ACO reference listings (test/data/aco/<chip>/<shader>.txt, see its README). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Tests run from the repository root (npm test), whatever the build directory. */
export const ACO_DIR = path.resolve(process.cwd(), 'test/data/aco');

export const ACO_CHIPS = ['vega10', 'raven', 'navi10', 'navi21', 'navi31'] as const;
export type AcoChip = (typeof ACO_CHIPS)[number];

export interface AcoListing {
  readonly chip: AcoChip;
  /** File name without `.txt`, e.g. `cts-image-pixel_ordered-1xaa`. */
  readonly shader: string;
  readonly text: string;
}

export function acoListing(chip: AcoChip, shader: string): AcoListing {
  return { chip, shader, text: readFileSync(path.join(ACO_DIR, chip, `${shader}.txt`), 'utf8') };
}

export function acoListings(): AcoListing[] {
  return ACO_CHIPS.flatMap((chip) =>
    readdirSync(path.join(ACO_DIR, chip))
      .filter((f) => f.endsWith('.txt'))
      .sort()
      .map((f) => acoListing(chip, f.slice(0, -4))),
  );
}
