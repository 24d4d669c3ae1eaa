/**
 * A runner backed by the reference simulation instead of the GPU model: the
 * suite's own check of itself (a correct order passes everything a device
 * supports, a wrong order fails what it should), and a stand-in for
 * exercising runSuite and the report before the API runner exists.
 */
import type { InterlockCase } from './cases.js';
import { simulateCase, type ReferenceOptions } from './reference_sim.js';
import type { CaseRunOutput, InterlockCaseRunner } from './runner.js';
import type { InterlockDeviceCaps } from './support.js';

export function referenceRunner(chip: string, device: InterlockDeviceCaps, options: ReferenceOptions): InterlockCaseRunner {
  return {
    chip,
    device,
    run(c: InterlockCase): Promise<CaseRunOutput> {
      const run = simulateCase(c, options);
      return Promise.resolve({
        result: run.result,
        width: run.width,
        height: run.height,
        samples: c.samples,
        stats: { invocations: run.invocations, cycles: 0 },
      });
    },
  };
}
