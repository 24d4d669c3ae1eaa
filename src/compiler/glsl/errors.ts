/** Typed error for GLSL that glslang refuses, carrying its messages with line numbers. */
export interface GlslMessage {
  readonly severity: 'error' | 'warning';
  /** 1-based source line, when glslang names one. */
  readonly line: number | undefined;
  readonly text: string;
}

export type GlslErrorCode = 'compile-failed' | 'bad-stage';

export class GlslError extends Error {
  override readonly name = 'GlslError';
  /** Line of the first error glslang reports, if any. */
  readonly line: number | undefined;
  constructor(
    readonly code: GlslErrorCode,
    readonly messages: readonly GlslMessage[],
    summary: string,
  ) {
    const first = messages.find((m) => m.severity === 'error' && m.line !== undefined);
    super(first === undefined ? summary : `line ${first.line}: ${first.text}${messages.length > 1 ? ` (+${messages.length - 1} more)` : ''}`);
    this.line = first?.line;
  }
}
