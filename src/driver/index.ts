/** The RADV-like driver: register rules for POPS draws, debug switches, register dumps. */
export { DriverError, type DriverErrorCode } from './driver_error.js';
export {
  parseDebugSwitches,
  NO_DEBUG_SWITCHES,
  DEBUG_SWITCH_NAMES,
  DEBUG_SWITCH_CHIPS,
  inapplicableDebugSwitches,
  type DriverDebugSwitches,
} from './debug_switches.js';
export {
  usesPops,
  inapplicableOverrides,
  type DrawRuleInput,
  type InterlockMode,
  type InterlockGranularity,
  type PsShaderRegs,
  type PopsOverrides,
} from './draw_rule_input.js';
export { dbShaderControl, overlapLog2Samples } from './db_shader_control.js';
export { paScAaConfig, dbZInfo } from './sample_count_regs.js';
export { drainPsOnOverlap, dbDfsmControl, dbRenderOverride2 } from './hang_workarounds.js';
export { outOfOrderRasterization, paScModeCntl1, paScBinnerCntl0 } from './rasterization_order.js';
export { paScShaderControl, spiShaderColFormat, type ColFormatInput } from './ps_export_regs.js';
export { drawRegisterWrites, writtenValue, type ContextRegWrite } from './draw_registers.js';
export { regsDump, type RegWrite } from './regs_dump.js';
export { emitRegisterWrites } from './emit_register_writes.js';
