/** The GPU's register state, written by the command processor (register databases: src/amd/registers). */
export { RegisterFile, type RegisterWrite, type RegisterFileOptions } from './register_file.js';
