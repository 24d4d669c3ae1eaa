/** P5 on NAVI14 (full matrix at CI dims). */
import { conformanceTest } from './conformance.js';

conformanceTest('NAVI14');
