/** The interlock conformance suite (dEQP-VK.fragment_shader_interlock.basic, P5): cases, shaders, checker, runner, report. */
export { CtsError, type CtsErrorCode } from './errors.js';
export {
  CTS_CASES,
  MSAA8_CASES,
  CTS_GROUP,
  DIMS,
  RESOURCES,
  INTERLOCKS,
  caseName,
  granularityOf,
  interlockModeOf,
  perSampleWords,
  coarseWords,
  bitsPerQuad,
  primitiveCount,
  expectedInvocations,
  storageExtent,
  resultExtent,
  resultWords,
  imageExtent,
  bufferBytes,
  type InterlockCase,
  type InterlockKind,
  type ResourceKind,
  type CaseSamples,
  type CaseVariant,
  type Extent,
} from './cases.js';
export { filterCases, maxDimCases, caseByName, globToRegExp, selectCases, type CaseSelection } from './case_filter.js';
export { supportOf, isSupported, type CaseSupport, type InterlockDeviceCaps } from './support.js';
export { fragmentShaderGlsl, interlockLayout, VERTEX_SHADER_GLSL, STREAM_VERTEX_SHADER_GLSL, streamVertexShaderGlsl } from './shaders.js';
export { apiRunner, type ApiRunnerOptions } from './api_runner.js';
export { radvCaseProgram } from './radv_interface.js';
export { vertexStream, cornerPosition, ATTRIBUTE_COMPONENTS, type VertexStream } from './vertices.js';
export {
  ALL_BITS,
  expectedWord,
  expectedResult,
  wordLocation,
  checkResult,
  formatMismatch,
  type WordLocation,
  type Mismatch,
  type CheckResult,
  type CheckOptions,
  type ResultImage,
} from './verify.js';
export {
  simulateCase,
  updateWord,
  discardPoint,
  type InvocationOrder,
  type ReferenceOptions,
  type ReferenceRun,
  type DiscardPoint,
} from './reference_sim.js';
export { referenceRunner } from './reference_runner.js';
export {
  runSuite,
  recordedSuite,
  suitePassed,
  countOutcomes,
  outcomeOfError,
  isHostGiveUp,
  type InterlockCaseRunner,
  type CaseRunOutput,
  type CaseRunStats,
  type RunCaseOptions,
  type CaseOutcome,
  type CaseResult,
  type TimedOutcome,
  type ChipCounts,
  type ChipResult,
  type SuiteResult,
  type SuiteProgress,
  type SuiteOptions,
  type CaseProgress,
} from './runner.js';
export { caseWeight, assignShards, selectShard, parseShard, formatShard, checkedShard, CASE_SETUP_INVOCATIONS, type ShardSpec, type ShardChip, type ShardSelection } from './shard.js';
export { formatReport, formatChipLine, formatCounts, formatProgress, formatFailure, type ReportOptions } from './report.js';
