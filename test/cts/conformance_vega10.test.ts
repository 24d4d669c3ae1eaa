/** P5 on VEGA10 (full matrix at CI dims). */
import { conformanceTest } from './conformance.js';

conformanceTest('VEGA10');
