/** Rasterizer: sample positions, fixed-point setup, scan conversion into quads, depth, shading rate. */
export { RasterError, type RasterErrorCode, RasterInvariantError } from './errors.js';
export { type SampleCount, SAMPLE_COUNTS, checkSampleCount, sampleLocations16, samplePosition, centroidPriority } from './sample_positions.js';
export { SUBPIXEL_BITS, SUBPIXEL_SCALE, snap } from './fixed_point.js';
export { type Rect, type RasterConfig, type PixelBounds, type QuadSampleMask, validateRasterConfig, rasterBounds, quadSampleMaskOf } from './raster_config.js';
export { type QuadRecord, createQuadRecord, copyQuad, pixelCenter } from './quad_record.js';
export { PrimitiveSetup, type SetupOutcome } from './primitive_setup.js';
export { ScanConverter, type QuadSink } from './scan_convert.js';
export { attributePlanes, interpolatePlane } from './attribute_planes.js';
export { type RasterVisitor, rasterizeDraw } from './rasterizer.js';
export { type DrawInput, type RasterPrimitive, type RasterStats, RasterStream, type StreamQuadSink } from './raster_stream.js';
export { type CompareOp, type DepthSurface, type DepthState, compare, validateDepthSurface, depthTestPixel } from './depth_test.js';
export { invocationsPerPixel, splitCoverage, splitQuadCoverage } from './shading_rate.js';
