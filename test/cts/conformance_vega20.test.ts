/** P5 on VEGA20 (full matrix at CI dims). */
import { conformanceTest } from './conformance.js';

conformanceTest('VEGA20');
