/** ACO's conformance-shader listings on NAVI31 (aco_listings.ts). */
import { acoListingsTest } from './aco_listings.js';

acoListingsTest('navi31');
