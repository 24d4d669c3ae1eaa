/** Typed error for GLSL that glslang refuses, carrying its messages with line numbers. */
import { PopsimError } from '../../common/popsim_error.js';

export interface GlslMessage {
  readonly severity: 'error' | 'warning';
  /** 1-based source line, when glslang names one. */
  readonly line: number | undefined;
  readonly text: string;
}

/**
 * compile-failed: glslang refused the shader; bad-stage: no such stage;
 * opengl-dialect: OpenGL-style GLSL popsim cannot give bindings/locations to
 * (opengl_dialect.ts); internal: popsim's preprocessing broke its own promise.
 */
export type GlslErrorCode = 'compile-failed' | 'bad-stage' | 'opengl-dialect' | 'internal';

/** `location`: `line N` of the first error glslang reports, '' when it names no line. */
export class GlslError extends PopsimError<GlslErrorCode> {
  readonly kind: 'input' | 'internal';
  /** Line of the first error glslang reports, if any. */
  readonly line: number | undefined;
  constructor(
    code: GlslErrorCode,
    readonly messages: readonly GlslMessage[],
    summary: string,
  ) {
    const first = messages.find((m) => m.severity === 'error' && m.line !== undefined);
    const more = messages.length > 1 ? ` (+${messages.length - 1} more)` : '';
    super(code, first === undefined ? '' : `line ${first.line}`, first === undefined ? summary : `${first.text}${more}`);
    this.line = first?.line;
    this.kind = code === 'internal' ? 'internal' : 'input';
  }
}
