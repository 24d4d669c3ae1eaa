/** P5 on NAVI31 (full matrix at CI dims). */
import { conformanceTest } from './conformance.js';

conformanceTest('NAVI31');
