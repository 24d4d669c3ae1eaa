/** P5 on NAVI10 (full matrix at CI dims). */
import { conformanceTest } from './conformance.js';

conformanceTest('NAVI10');
