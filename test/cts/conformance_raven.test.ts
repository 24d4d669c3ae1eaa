/** P5 on RAVEN (full matrix at CI dims). */
import { conformanceTest } from './conformance.js';

conformanceTest('RAVEN');
