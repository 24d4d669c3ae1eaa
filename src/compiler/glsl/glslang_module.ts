/**
 * Loads the @webgpu/glslang WebAssembly module once, with its console output
 * routed to a sink so compile messages can be returned instead of printed.
 */
import glslangInit from '@webgpu/glslang';

export type SpirvVersion = '1.0' | '1.1' | '1.2' | '1.3' | '1.4' | '1.5';

export interface Glslang {
  compileGLSL(glsl: string, stage: 'vertex' | 'fragment' | 'compute', genDebug: boolean, spirvVersion?: SpirvVersion): Uint32Array;
}

interface EmscriptenHooks {
  print(text: string): void;
  printErr(text: string): void;
}

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
    const hooks: EmscriptenHooks = { print: (t) => glslangOutput.push(t), printErr: (t) => glslangOutput.push(t) };
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
