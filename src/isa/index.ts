/** The AMD ISA layer: targets, instructions, encoder, decoder, assembler, disassembler. */
export { type GfxLevel, type Target, GFX_LEVELS, parseTarget, targetOf, atLeast } from './gfx_level.js';
export type { Format, Instruction, DecodedInstruction, Modifiers } from './instruction.js';
export * from './operand.js';
export { encode, encodeProgram } from './encoder.js';
export { decode, decodeOne } from './decoder.js';
export { assemble, assembleLines, parseInstruction } from './assembler.js';
export { disassemble, instructionText, encodingComment } from './disassembler.js';
export { opcodeTable, opcodeCounts } from './opcode_table.js';
export { IsaError, DecodeError, AsmError } from './errors.js';
export { PS_INPUT, PS_INPUT_WIDTHS, type PsInput } from './ps_inputs.js';
export { encodeWaitcnt, decodeWaitcnt } from './fields/waitcnt.js';
export { encodeHwreg, decodeHwreg, HW_REG_MODE, HW_REG_POPS_PACKER } from './fields/hwreg.js';
export { MSG_ORDERED_PS_DONE } from './fields/sendmsg.js';
