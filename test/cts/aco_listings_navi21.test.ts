/** ACO's conformance-shader listings on NAVI21 (aco_listings.ts). */
import { acoListingsTest, unlinkedVertexShaderFails } from './aco_listings.js';

acoListingsTest('navi21');

unlinkedVertexShaderFails('navi21');
