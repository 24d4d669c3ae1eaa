/** ACO's conformance-shader listings on RAVEN (aco_listings.ts). */
import { acoListingsTest } from './aco_listings.js';

acoListingsTest('raven');
