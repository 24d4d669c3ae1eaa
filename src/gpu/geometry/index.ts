/** Geometry stage: vertex input, primitive assembly, clipping, viewport, facing and culling. */
export { GeometryError, type GeometryErrorCode } from './errors.js';
export { type VertexData, type VertexInput, vertexData, validateVertexData } from './vertex_data.js';
export { type Topology, type AssemblyInput, type TriangleSink, assembleTriangles } from './primitive_assembly.js';
export { type Viewport, VIEWPORT_BOUND, validateViewport, windowX, windowY, windowZ } from './viewport.js';
export { type ClipOutcome, GUARD_BAND_PIXELS, TriangleClipper } from './clip.js';
export { type FrontFace, type CullMode, shoelaceSum, isFrontFacing, isCulled } from './face.js';
