/**
 * Loads the @webgpu/glslang WebAssembly module once, with its console output
 * routed to a sink so compile messages can be returned instead of printed.
 */
import glslangInit from '@webgpu/glslang';

export type SpirvVersion = '1.0' | '1.1' | '1.2' | '1.3' | '1.4' | '1.5';

export interface Glslang {
  compileGLSL(glsl: string, stage: 'vertex' | 'fragment' | 'compute', genDebug: boolean, spirvVersion?: SpirvVersion): Uint32Array;
  /** The module's memory (Emscripten's Module.HEAPU8): its length is the memory's size now. */
  readonly HEAPU8: Uint8Array;
}

interface EmscriptenHooks {
  print(text: string): void;
  printErr(text: string): void;
  /** The module's initial WebAssembly memory in bytes (Emscripten's Module.TOTAL_MEMORY; the build's default is 16 MiB). */
  TOTAL_MEMORY: number;
}

/**
 * glslang's initial memory: large enough that compiling popsim's shaders
 * never grows it (the conformance and OIT shaders need 23 MiB; the build's
 * default is 16). Growing a WebAssembly memory detaches its old
 * ArrayBuffer, and the first detach in a process makes V8 check every
 * typed-array access of optimized code for a detached buffer from then on
 * (its ArrayBufferDetaching protector): the simulator's hot paths are
 * typed-array loops, 1.5–10 % slower per conformance case with those checks
 * (docs/speed_log.md, seventeenth stop). Untouched pages cost no physical memory.
 */
export const GLSLANG_MEMORY_BYTES = 64 << 20;

/** Messages glslang prints during the current synchronous compile. */
export const glslangOutput: string[] = [];

let loading: Promise<Glslang> | undefined;

/** Returns a function that removes the `event` listeners added after this call. */
function keepListeners(event: 'uncaughtException' | 'unhandledRejection'): () => void {
  const before = new Set<unknown>(process.listeners(event as 'uncaughtException'));
  return () => {
    for (const l of process.listeners(event as 'uncaughtException')) if (!before.has(l)) process.removeListener(event as 'uncaughtException', l);
  };
}

/**
 * The module's init object is a thenable that resolves to itself, so awaiting
 * it loops forever: take it through `.then` and drop `then` before returning it.
 * Loading also installs process-wide uncaughtException/unhandledRejection
 * handlers that abort; they are removed again so they cannot hijack the host.
 */
export function loadGlslang(): Promise<Glslang> {
  loading ??= new Promise<Glslang>((resolve, reject) => {
    const restoreCaught = keepListeners('uncaughtException');
    const restoreRejection = keepListeners('unhandledRejection');
    const restore = (): void => {
      restoreCaught();
      restoreRejection();
    };
    const init = glslangInit as unknown as (hooks: EmscriptenHooks) => PromiseLike<Glslang & { then?: unknown }>;
    const hooks: EmscriptenHooks = { print: (t) => glslangOutput.push(t), printErr: (t) => glslangOutput.push(t), TOTAL_MEMORY: GLSLANG_MEMORY_BYTES };
    init(hooks).then(
      (g) => {
        delete g.then;
        restore();
        resolve(g);
      },
      (e: unknown) => {
        restore();
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
  return loading;
}
