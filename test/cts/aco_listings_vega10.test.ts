/** ACO's conformance-shader listings on VEGA10 (aco_listings.ts). */
import { acoListingsTest } from './aco_listings.js';

acoListingsTest('vega10');
