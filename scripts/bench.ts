/**
 * The performance benchmark (not a test): builds the site, serves it, and prints for a
 * sample of pages in both languages the Lighthouse medians of three mobile runs and the
 * JavaScript a first visit downloads, against the performance budgets below; then a
 * 10 s load run of the receiver on each database engine. `--receiver` skips Lighthouse,
 * `--no-build` uses the build already in dist/.
 */
import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium';
import { runReceiverLoad, type LoadEngine } from './receiverLoad';
import { startServer } from './serve';

const port = 4175;
const runs = 3;
const sample = [
  '/',
  '/ar',
  '/services/networking',
  '/ar/services/networking',
  '/case-studies',
  '/ar/insights/blog/cybersecurity-trends-2025',
];
const budgets = {
  performance: 0.98,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0.01,
  firstLoadJsKb: 130,
  pageKb: 400,
};

interface Measurement {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  pageKb: number;
  firstLoadJsKb: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

async function measure(path: string, chromePort: number): Promise<Measurement> {
  const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits } = result.lhr;
  const requests = audits['network-requests']?.details;
  const items = requests?.type === 'table' ? requests.items : [];
  const scriptBytes = items
    .filter((item) => item.resourceType === 'Script')
    .reduce(
      (sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0),
      0,
    );
  return {
    performance: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories['best-practices']?.score ?? 0,
    seo: categories.seo?.score ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    pageKb: (audits['total-byte-weight']?.numericValue ?? 0) / 1024,
    firstLoadJsKb: scriptBytes / 1024,
  };
}

async function lighthouseRun(): Promise<void> {
  const server = await startServer('dist/site', port);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: chromiumFlags,
  });

  const rows: (Measurement & { path: string })[] = [];
  for (const path of sample) {
    const measurements: Measurement[] = [];
    for (let run = 0; run < runs; run += 1) measurements.push(await measure(path, chrome.port));
    const pick = (key: keyof Measurement) => median(measurements.map((m) => m[key]));
    rows.push({
      path,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      pageKb: pick('pageKb'),
      firstLoadJsKb: pick('firstLoadJsKb'),
    });
  }

  chrome.kill();
  server.close();

  const mark = (ok: boolean) => (ok ? ' ' : '✗');
  console.log(
    `\nLighthouse (mobile, simulated throttling), median of ${runs} runs; ✗ = over budget\n`,
  );
  console.log(
    ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'page KB', 'JS KB (gzip)']
      .map((heading, index) => (index === 0 ? heading.padEnd(46) : heading.padStart(14)))
      .join(''),
  );
  for (const row of rows) {
    const cells = [
      `${row.performance.toFixed(2)}${mark(row.performance >= budgets.performance)}`,
      `${row.accessibility.toFixed(2)}${mark(row.accessibility >= budgets.accessibility)}`,
      `${row.bestPractices.toFixed(2)}${mark(row.bestPractices >= budgets.bestPractices)}`,
      `${row.seo.toFixed(2)}${mark(row.seo >= budgets.seo)}`,
      `${row.lcpMs.toFixed(0)}${mark(row.lcpMs <= budgets.lcpMs)}`,
      `${row.tbtMs.toFixed(0)}${mark(row.tbtMs <= budgets.tbtMs)}`,
      `${row.cls.toFixed(3)}${mark(row.cls <= budgets.cls)}`,
      `${row.pageKb.toFixed(0)}${mark(row.pageKb <= budgets.pageKb)}`,
      `${row.firstLoadJsKb.toFixed(1)}${mark(row.firstLoadJsKb <= budgets.firstLoadJsKb)}`,
    ];
    console.log(row.path.padEnd(46) + cells.map((cell) => cell.padStart(14)).join(''));
  }
  console.log(
    `\nBudgets: performance ≥ ${budgets.performance}, accessibility/best practices/SEO = 1, LCP ≤ ${budgets.lcpMs} ms, TBT ≤ ${budgets.tbtMs} ms, CLS ≤ ${budgets.cls}, first-load JS ≤ ${budgets.firstLoadJsKb} KB gzip, page ≤ ${budgets.pageKb} KB.`,
  );
}

async function receiverLoadRun(): Promise<void> {
  const engines: LoadEngine[] = ['PGlite', 'PostgreSQL'];
  const results = [];
  for (const engine of engines) results.push(await runReceiverLoad({ engine, seconds: 10 }));
  console.log(
    `\nReceiver under load: ${results[0]?.concurrency ?? 0} visitors for 10 s on localhost, contact enquiries, one request in ten a retry\n`,
  );
  console.log(
    ['engine', 'enquiries/s', 'p50 ms', 'p99 ms', 'errors', 'retries', 'duplicates']
      .map((heading, index) => (index === 0 ? heading.padEnd(14) : heading.padStart(14)))
      .join(''),
  );
  for (const result of results) {
    const cells = [
      result.enquiriesPerSecond.toFixed(1),
      result.p50Ms.toFixed(0),
      result.p99Ms.toFixed(0),
      String(result.errors),
      String(result.retries),
      String(result.duplicates),
    ];
    console.log(result.engine.padEnd(14) + cells.map((cell) => cell.padStart(14)).join(''));
  }
  console.log('\nErrors and duplicates must be 0; PostgreSQL flushes every commit to disk.');
}

if (!process.argv.includes('--receiver')) await lighthouseRun();
await receiverLoadRun();
