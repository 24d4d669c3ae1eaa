/** P5 on NAVI31 (full matrix up to 32x32: GFX11 runs the suite fastest, docs/cts.md). */
import { conformanceTest } from './conformance.js';

conformanceTest('NAVI31', 32);
