/**
 * The text of one generated block function and the values it closes over.
 * Templates append statements; values that cannot be written as source text
 * (existing executor closures, operand readers, kernels, scratch arrays) are
 * passed in as constants, so the generated code names them `k0`, `k1`, … and
 * V8 sees one monomorphic call target at each call site and can inline it.
 */
export class BlockEmitter {
  private readonly constants: unknown[] = [];
  private readonly names = new Map<unknown, string>();
  private readonly lines: string[] = [];
  private readonly prologue = new Set<string>();
  private temps = 0;

  /** Name of a value closed over by the generated function; one name per distinct value. */
  constant(value: unknown): string {
    let name = this.names.get(value);
    if (name === undefined) {
      name = `k${this.constants.length}`;
      this.constants.push(value);
      this.names.set(value, name);
    }
    return name;
  }

  /** A fresh local name. */
  temp(prefix: string): string {
    return `${prefix}${this.temps++}`;
  }

  line(text: string): void {
    this.lines.push(text);
  }

  /** A statement run once at the start of the function (e.g. a typed-array view); duplicates are dropped. */
  once(text: string): void {
    this.prologue.add(text);
  }

  /**
   * Builds `function name(w, h)` over the block body. Inside it `S` is the
   * SGPR file and `V` the VGPR file of wave `w`; `h` is the WaveHost.
   */
  build<F>(name: string): F {
    const head = this.constants.map((_, i) => `const k${i} = K[${i}];`).join('\n');
    const body = ['"use strict";', head, `return function ${name}(w, h) {`, 'const S = w.sgpr, V = w.vgpr;', ...this.prologue, ...this.lines, '};'].join('\n');
    // The body is generated from decoded instructions only (register numbers and constants), never from strings of the shader.
    return new Function('K', body)(this.constants) as F;
  }
}

/** Source text of an unsigned 32-bit value known at compile time. */
export function u32Literal(value: number): string {
  return String(value >>> 0);
}
