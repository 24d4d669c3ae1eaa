import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runResolve, RESOLVE_SHADERS, type ResolveRun, type ResolveScene } from '../../../src/scenes/resolve/experiment.js';

const SIZE = { width: 32, height: 32 };

async function allShaders(chip: string, scene: ResolveScene): Promise<ResolveRun[]> {
  const runs: ResolveRun[] = [];
  for (const shader of RESOLVE_SHADERS) runs.push(await runResolve(chip, scene, shader, SIZE));
  return runs;
}

/** The article's shaders resolve bit-identically; vkCmdResolveImage within one unit (the CB rounds a .5 mean its own way). */
function assertSameImages(runs: readonly ResolveRun[]): void {
  const plain = runs[0]!;
  for (const r of runs.slice(1)) {
    if (r.shader !== 'cmd-resolve') assert.deepEqual(r.image, plain.image, `${r.chip} ${r.scene}: ${r.shader} resolves like plain`);
    else assert.ok(r.image.every((v, i) => Math.abs(v - plain.image[i]!) <= 1), `${r.chip} ${r.scene}: vkCmdResolveImage within one unit of plain`);
  }
}

for (const chip of ['raven', 'navi21']) {
  test(`${chip}: the article's three resolve shaders give identical images; samples-identical reads less colour on interior pixels, one FMASK read per pixel (M1–M3)`, async () => {
    const pixels = SIZE.width * SIZE.height;
    for (const scene of ['interior', 'edges'] as const) {
      const [plain, identical, vote, cmd] = await allShaders(chip, scene);
      assertSameImages([plain!, identical!, vote!, cmd!]);
      // vkCmdResolveImage: the CB reads each stored fragment once, through FMASK (M1).
      assert.ok(cmd!.stats.surfaces.cbColorRead < plain!.stats.surfaces.textureMsaaColorRead, `${scene}: the CB resolve reads fragments, not samples`);
      assert.equal(cmd!.stats.surfaces.cbFmaskRead, pixels);
      // M2: four texelFetches and the query share one FMASK read per pixel (1 byte per pixel at 4x).
      for (const r of [plain!, identical!, vote!]) assert.equal(r.stats.surfaces.textureFmaskRead, pixels, `${scene} ${r.shader}`);
      assert.equal(plain!.stats.surfaces.textureMsaaColorRead, pixels * 4 * 4, 'plain: every sample of every pixel');
      assert.ok(identical!.stats.surfaces.textureMsaaColorRead < plain!.stats.surfaces.textureMsaaColorRead, `${scene}: fewer colour bytes`);
    }
    const interior = (await runResolve(chip, 'interior', 'identical', SIZE)).stats.surfaces.textureMsaaColorRead;
    const edges = (await runResolve(chip, 'edges', 'identical', SIZE)).stats.surfaces.textureMsaaColorRead;
    assert.ok(interior < edges, `interior ${interior} < edges ${edges}: fully covered pixels have FMASK 0 (M1)`);
  });
}

test('navi31 (GFX11, no FMASK): the shortcut never triggers — same images, no FMASK reads, every sample read (M3)', async () => {
  const runs = await allShaders('navi31', 'interior');
  assertSameImages(runs);
  for (const r of runs.filter((r) => r.shader !== 'cmd-resolve')) {
    assert.equal(r.stats.surfaces.textureFmaskRead, 0);
    assert.equal(r.stats.surfaces.textureMsaaColorRead, SIZE.width * SIZE.height * 4 * 4);
  }
});
