/**
 * The OIT HTML report (`popsim oit --out`, issue 18) in a real browser: Debian's
 * headless Chromium (`apt-get install chromium`; `.ci/run` installs it) opens a
 * tiny run's report.html from disk; no console error or warning, page error or
 * failed request; per chip the table (a row per mode), the chart (a bar per
 * mode, drawn) and every image decoded at the frame's size and shown. A second
 * test feeds the checker a broken page, so it is seen to fail. Skipped, loudly,
 * without Chromium (CHROMIUM_PATH, else /usr/bin/chromium) — except under
 * CI=true, where it fails.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { runOitCommand } from '../../../src/cli/oit_command.js';
import { encodePng } from '../../../src/scenes/oit/png.js';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const missing = existsSync(chromium) ? undefined : `headless Chromium not found at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH)`;
const mustRun = process.env.CI === 'true';
const skip = !mustRun && missing;
if (skip) console.warn(`\n*** SKIPPED: the HTML report's browser test: ${missing} ***\n`);

const CHIPS = ['RAVEN', 'NAVI31'];
const MODES = ['none', 'msaa4-sample'];
const WIDTH = 32;
const HEIGHT = 24;

interface ShownImage {
  readonly alt: string;
  readonly naturalWidth: number;
  readonly naturalHeight: number;
}

/**
 * Opens `url` in a new page of `browser` and returns what went wrong — console errors and warnings,
 * uncaught page errors, failed requests, images not decoded or not shown — and the page's images.
 */
async function openAndCheck(browser: Browser, url: string): Promise<{ problems: string[]; images: ShownImage[]; page: Page }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warn') problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e instanceof Error ? e.message : String(e)}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url().slice(0, 100)} (${r.failure()?.errorText ?? '?'})`));
  await page.goto(url, { waitUntil: 'load', timeout: 20_000 });
  const images = await page.$$eval('img', (list) =>
    list.map((i) => {
      const box = i.getBoundingClientRect();
      return { alt: i.alt, complete: i.complete, naturalWidth: i.naturalWidth, naturalHeight: i.naturalHeight, shown: box.width > 0 && box.height > 0 };
    }),
  );
  for (const i of images) {
    if (!i.complete || i.naturalWidth === 0) problems.push(`image "${i.alt}" not decoded`);
    else if (!i.shown) problems.push(`image "${i.alt}" not shown (empty box)`);
  }
  return { problems, images, page };
}

describe('the OIT HTML report in headless Chromium', { timeout: 90_000 }, () => {
  let browser: Browser | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'popsim-oit-browser-'));

  /** The browser; under CI=true without Chromium each test fails here (.ci/run installs it). */
  const launched = (): Browser => browser ?? assert.fail(`CI=true: ${missing}; .ci/run installs it`);

  before(async () => {
    if (missing !== undefined) return;
    browser = await puppeteer.launch({
      executablePath: chromium,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      timeout: 30_000,
      protocolTimeout: 30_000,
    });
  });
  after(async () => {
    await browser?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('a tiny run\'s report.html loads cleanly and shows per chip the table, the chart and every image', { skip }, async () => {
    const chromiumBrowser = launched();
    const out = join(dir, 'report');
    const argv = ['--gpu', CHIPS.join(','), '--modes', MODES.join(','), '--objects', '2', '--subdiv', '3', '--width', `${WIDTH}`, '--height', `${HEIGHT}`, '--out', out];
    const quiet = { write: () => true };
    assert.equal(await runOitCommand(argv, { stdout: quiet, stderr: quiet }), 0);

    const { problems, images, page } = await openAndCheck(chromiumBrowser, pathToFileURL(join(out, 'report.html')).href);
    assert.deepEqual(problems, []);
    const sections = await page.$$eval('section', (list) =>
      list.map((s) => {
        const drawn = (e: Element | null) => e !== null && e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().height > 0;
        return {
          chip: s.getAttribute('data-chip'),
          tableShown: drawn(s.querySelector('table')),
          rows: [...s.querySelectorAll('table tbody tr')].map((r) => r.querySelector('td')?.textContent),
          chartShown: drawn(s.querySelector('svg.chart')),
          bars: [...s.querySelectorAll('svg.chart rect.bar')].map((b) => ({ mode: b.getAttribute('data-mode'), width: b.getBoundingClientRect().width })),
        };
      }),
    );
    assert.deepEqual(sections.map((s) => s.chip), CHIPS);
    for (const s of sections) {
      assert.ok(s.tableShown && s.chartShown, `${s.chip}: table and chart drawn`);
      assert.deepEqual(s.rows, MODES, `${s.chip}: a table row per mode`);
      assert.deepEqual(s.bars.map((b) => b.mode), MODES, `${s.chip}: a bar per mode`);
      for (const b of s.bars) assert.ok(b.width > 0, `${s.chip} ${b.mode}: the bar has a rendered width`);
    }
    // Every image (the frames, and whatever else the report inlines) decoded at the frame's size.
    for (const chip of CHIPS) for (const mode of MODES) assert.ok(images.some((i) => i.alt === `${chip} ${mode}`), `${chip} ${mode}: frame image`);
    for (const i of images) assert.deepEqual([i.naturalWidth, i.naturalHeight], [WIDTH, HEIGHT], `${i.alt}: natural size`);
    await page.close();
  });

  test('the checker reports a broken image, a missing file, a hidden image, console errors and an uncaught error', { skip }, async () => {
    const png = encodePng(new Uint8Array(4 * 4 * 4).fill(255), 4, 4).toString('base64');
    const file = join(dir, 'broken.html');
    writeFileSync(
      file,
      `<!DOCTYPE html><html><head><meta charset="utf-8"><title>broken</title></head><body>
<img alt="good" src="data:image/png;base64,${png}">
<img alt="broken" src="data:image/png;base64,AAAA">
<img alt="missing" src="missing.png">
<img alt="hidden" style="display:none" src="data:image/png;base64,${png}">
<script>console.error('boom'); console.warn('careful'); throw new Error('uncaught');</script>
</body></html>`,
    );
    const { problems, page } = await openAndCheck(launched(), pathToFileURL(file).href);
    await page.close();
    const expected = [/^console error: boom$/, /^console warn: careful$/, /^page error: .*uncaught/, /^request failed: .*missing\.png/, /^image "broken" not decoded$/, /^image "missing" not decoded$/, /^image "hidden" not shown/];
    for (const e of expected) assert.ok(problems.some((p) => e.test(p)), `${e} in ${JSON.stringify(problems)}`);
    assert.ok(!problems.some((p) => p.includes('"good"')), 'the good image passes');
  });
});
