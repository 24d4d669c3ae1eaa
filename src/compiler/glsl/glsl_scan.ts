/**
 * A lexical scan of GLSL for popsim's preprocessing (opengl_dialect.ts): the
 * global-scope statements of a shader as token lists with their source
 * spans and lines, comments and preprocessor directives skipped. It is not a
 * parser: function bodies are skipped whole, and declarations inside
 * inactive `#if` branches are seen like any other (documented in
 * docs/compiler_spirv.md).
 */

export interface GlslToken {
  readonly text: string;
  /** 1-based source line. */
  readonly line: number;
  /** Character offsets of the token in the source. */
  readonly start: number;
  readonly end: number;
}

/** One global-scope declaration: its tokens up to and including the `;`. */
export interface GlslStatement {
  readonly tokens: readonly GlslToken[];
  readonly start: number;
  readonly end: number;
}

export interface GlslScan {
  readonly statements: readonly GlslStatement[];
  /** Object-like `#define NAME <integer>` macros, for array sizes. */
  readonly integerMacros: ReadonlyMap<string, number>;
}

const PUNCT2 = new Set(['<<', '>>', '<=', '>=', '==', '!=', '&&', '||', '^^', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=']);

/** Whether `offset` starts a line's first non-blank character. */
function atLineStart(source: string, offset: number): boolean {
  for (let k = offset - 1; k >= 0; k--) {
    const c = source[k]!;
    if (c === '\n') return true;
    if (c !== ' ' && c !== '\t' && c !== '\r') return false;
  }
  return true;
}

/** The end of a preprocessor directive starting at `offset` (line continuations followed). */
function directiveEnd(source: string, offset: number): number {
  let k = offset;
  while (k < source.length && source[k] !== '\n') k += source[k] === '\\' && source[k + 1] === '\n' ? 2 : 1;
  return k;
}

export function tokenize(source: string): { tokens: GlslToken[]; integerMacros: Map<string, number> } {
  const tokens: GlslToken[] = [];
  const integerMacros = new Map<string, number>();
  let line = 1;
  let k = 0;
  const advanceTo = (to: number): void => {
    for (; k < to; k++) if (source[k] === '\n') line++;
  };
  while (k < source.length) {
    const c = source[k]!;
    if (c === '\n' || c === ' ' || c === '\t' || c === '\r') advanceTo(k + 1);
    else if (source.startsWith('//', k)) advanceTo(source.indexOf('\n', k) < 0 ? source.length : source.indexOf('\n', k));
    else if (source.startsWith('/*', k)) advanceTo(source.indexOf('*/', k + 2) < 0 ? source.length : source.indexOf('*/', k + 2) + 2);
    else if (c === '#' && atLineStart(source, k)) {
      const end = directiveEnd(source, k);
      const m = /^#\s*define\s+([A-Za-z_]\w*)\s+(\d+)\s*(?:\/\/.*)?$/.exec(source.slice(k, end).trim());
      if (m) integerMacros.set(m[1]!, Number(m[2]));
      advanceTo(end);
    } else {
      const word = /^(?:[A-Za-z_]\w*|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?[uUfF]?|\.\d+(?:[eE][+-]?\d+)?[fF]?)/.exec(source.slice(k, k + 256));
      const len = word ? word[0].length : PUNCT2.has(source.slice(k, k + 2)) ? 2 : 1;
      tokens.push({ text: source.slice(k, k + len), line, start: k, end: k + len });
      advanceTo(k + len);
    }
  }
  return { tokens, integerMacros };
}

/**
 * Global-scope statements: a declaration ends at a `;` outside braces; a
 * `{` right after a `)` opens a function body, which is skipped whole.
 */
export function scanGlsl(source: string): GlslScan {
  const { tokens, integerMacros } = tokenize(source);
  const statements: GlslStatement[] = [];
  let current: GlslToken[] = [];
  let depth = 0;
  let inFunction = false;
  for (const t of tokens) {
    if (inFunction) {
      if (t.text === '{') depth++;
      else if (t.text === '}' && --depth === 0) inFunction = false;
      continue;
    }
    if (t.text === '{' && depth === 0 && current.at(-1)?.text === ')') {
      inFunction = true;
      depth = 1;
      current = [];
      continue;
    }
    current.push(t);
    if (t.text === '{') depth++;
    else if (t.text === '}') depth--;
    else if (t.text === ';' && depth === 0) {
      statements.push({ tokens: current, start: current[0]!.start, end: t.end });
      current = [];
    }
  }
  return { statements, integerMacros };
}
