import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { metaSpirvModule } from '../../tools/gen_meta_shaders.js';
import { compileSpirv } from '../../src/compiler/compile.js';
import { META_SPIRV } from '../../src/driver/meta/meta_spirv.generated.js';
import { metaShaderSources } from '../../src/driver/meta/meta_glsl.js';

test('meta_spirv.generated.ts is what tools/gen_meta_shaders.ts makes of meta_glsl.ts (npm run gen:meta)', async () => {
  const file = readFileSync(new URL('../../../src/driver/meta/meta_spirv.generated.ts', import.meta.url), 'utf8');
  assert.equal(file, await metaSpirvModule());
});

test('every meta shader compiles for GFX9, GFX10.3 and GFX11 (the expand pass reads FMASK on GFX9–10.3 only)', () => {
  for (const [name, { stage }] of metaShaderSources()) {
    for (const target of [
      { gfx: 'gfx9', cpu: 'gfx902', wave64: true },
      { gfx: 'gfx10_3', cpu: 'gfx1030', wave64: false },
      { gfx: 'gfx11', cpu: 'gfx1100', wave64: false },
    ] as const) {
      const r = compileSpirv({ spirv: Uint32Array.from(META_SPIRV[name]!), stage, target });
      assert.ok(r.code.length > 0, `${name} on ${target.gfx}`);
    }
  }
});
