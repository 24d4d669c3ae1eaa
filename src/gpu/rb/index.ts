/** Render backends: CB/DB state decode, colour exports and blending, depth, the CB's decompress and resolve modes. */
export { RbError, type RbErrorCode } from './errors.js';
export * from './rb_state.js';
export { type ExportEffect, isPacked16, checkExportCompression, exportedChannels } from './export_format.js';
export { blendColor } from './blend.js';
export { type LaneCoverage, createLaneCoverage, laneExecuting } from './lane_coverage.js';
export { exportColor } from './color_backend.js';
export { readDepth, writeDepth, depthTestSamples, exportDepth } from './depth_backend.js';
export { resolvePixel } from './resolve.js';
export { isSpecialCbMode, runCbMode } from './cb_modes.js';
