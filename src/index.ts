/** popsim's public entry point: today the ISA layer. */
export * from './isa/index.js';
