/** popsim's SSA IR: types, ALU ops, intrinsics, structure, builder, printer, validator. */
export * from './types.js';
export * from './alu_ops.js';
export * from './intrinsics.js';
export * from './ir.js';
export * from './cfg.js';
export * from './dominance.js';
export * from './builder.js';
export * from './printer.js';
export * from './validator.js';
