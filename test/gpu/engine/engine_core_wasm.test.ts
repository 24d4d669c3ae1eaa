import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { engineCoreWasmModule } from '../../../tools/gen_wasm.js';

test('engine_core_wasm.generated.ts is what tools/gen_wasm.ts makes of wasm/ (npm run gen:wasm)', async () => {
  const file = readFileSync(new URL('../../../../src/gpu/engine/engine_core_wasm.generated.ts', import.meta.url), 'utf8');
  assert.equal(file, await engineCoreWasmModule());
});
