/** P5 on NAVI21 (full matrix at CI dims). */
import { conformanceTest } from './conformance.js';

conformanceTest('NAVI21');
