/** The committed ACO reference listings (test/data/aco/<chip>/<shader>.txt, see its README). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACO_CHIPS, acoDataDir, type AcoChip } from '../../tools/aco_parity.js';

export { ACO_CHIPS, type AcoChip };
export const ACO_DIR = acoDataDir();

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
