/**
 * The performance benchmark (not a test): builds the site and a copy of it with every
 * script removed (the limit), serves both, and prints for a sample of pages in both
 * languages the Lighthouse medians of five mobile runs of each, their ratio and the
 * JavaScript a visit loads by chunk, against the goal below; then a 10 s load run of the
 * receiver on each database engine, and the same load through a PostgreSQL restart and
 * through a kill of the receiver. `--routes=/,/ar` measures only those pages,
 * `--receiver` skips Lighthouse, `--no-build` uses the build already in dist/.
 * `--pictures` runs only the picture case (scripts/pictureBench.ts): a 4000×3000 JPEG as a
 * blog article's picture against the same article with its SVG artwork.
 * `--applied-throttling` has Chromium itself throttled (4× CPU, 150 ms, 1.6 Mbit/s) and
 * reports the paints it observed, instead of Lighthouse's simulation from a fast run: the
 * way to compare two builds' first paint, since the simulation counts the first layout on
 * the page's thread, which may be a picture's own small document laid out first.
 * `--against=DIR` measures a second build's site (another checkout's dist/site) the same
 * way, each of its runs alternating with this build's, so both see the same machine, and
 * prints each page's paint difference run by run, with the range it lies in.
 * `--runs=N` (odd) takes the median of N runs instead of five: more runs narrow the spread
 * of a median, and the range of a difference, when two builds' paints differ by less.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { chunkName } from '../tooling/bundleBudgets';
import { chromiumFlags, chromiumPath } from './chromium';
import { pictureBench } from './pictureBench';
import { median, medianInterval, type MedianInterval } from './medianInterval';
import { faultRuns, printFaultRuns, runReceiverFault } from './receiverFaults';
import { runReceiverLoad, type LoadEngine } from './receiverLoad';
import { writeScriptlessCopy } from './scriptlessCopy';
import { startServer } from './serve';

/** The value of `--name=value` on the command line, if given. */
const optionValue = (name: string) =>
  process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);

/** A build to measure: its pages, and where the copy without scripts is written. */
interface Build {
  name: string;
  siteDir: string;
  limitDir: string;
}

const againstDir = optionValue('against');
const thisBuild: Build = { name: 'this build', siteDir: 'dist/site', limitDir: 'dist/bench-limit' };
const builds: Build[] = againstDir
  ? [thisBuild, { name: 'against', siteDir: againstDir, limitDir: 'dist/bench-limit-against' }]
  : [thisBuild];
const firstPort = 4175;
const runsOption = optionValue('runs');
const runs = Number(runsOption ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs= takes a whole number of runs, 1 or more; it was given "${runsOption}".`);
  process.exit(1);
}
const allRoutes = [
  '/',
  '/ar',
  '/contact',
  '/ar/contact',
  '/services/networking',
  '/ar/services/networking',
  '/insights/blog',
  '/ar/insights/blog/cybersecurity-trends-2025',
];
const routes = optionValue('routes')?.split(',') ?? allRoutes;
const throttlingMethod = process.argv.includes('--applied-throttling') ? 'devtools' : 'simulate';

/** The goal: as fast as the page without scripts, with little work and little code. */
const goal = {
  score: 0.99,
  auditScore: 1,
  paintRatio: 1.1,
  tbtMs: 50,
  cls: 0.01,
  scriptKb: 100,
  pageKb: 400,
};

interface Script {
  chunk: string;
  gzipKb: number;
  /** Requested before the page was interactive (see `interactiveAt`). */
  beforeInteractive: boolean;
}

interface Measurement {
  score: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  pageKb: number;
  scripts: Script[];
}

const scriptKb = (scripts: Script[]) => scripts.reduce((sum, script) => sum + script.gzipKb, 0);

const interactiveScripts = (scripts: Script[]) =>
  scripts.filter((script) => script.beforeInteractive);

const interactiveKb = (scripts: Script[]) => scriptKb(interactiveScripts(scripts));

/** A chunk by its name without the content hash, and its size as the build gzipped it. */
function script(url: string, beforeInteractive: boolean, siteDir: string): Script {
  const { pathname } = new URL(url);
  const file = `${siteDir}${pathname}`;
  const gzipped = existsSync(`${file}.gz`) ? `${file}.gz` : file;
  return {
    chunk: chunkName(pathname),
    gzipKb: statSync(gzipped).size / 1024,
    beforeInteractive,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The rows of an audit's details (a table, or the metrics' debug data). */
const rowsOf = (details: unknown): Record<string, unknown>[] => {
  const items = isRecord(details) ? details.items : undefined;
  return Array.isArray(items) ? items.filter(isRecord) : [];
};

const numberIn = (value: unknown, key: string) => {
  const field = isRecord(value) ? value[key] : undefined;
  return typeof field === 'number' ? field : 0;
};

/**
 * When the page became interactive in the run Lighthouse observed, in ms from the
 * navigation, by Lighthouse's own definition of the moment (its TTI, which it simulates
 * the same way): the largest contentful paint, or the end of the last task that blocks
 * input for over 50 ms on the throttled CPU, whichever is later.
 */
function interactiveAt(result: RunnerResult, metrics: Record<string, unknown> | undefined): number {
  const { audits, configSettings } = result.lhr;
  // Tasks observed in a throttled browser took their throttled time already.
  const slowdown =
    configSettings.throttlingMethod === 'devtools'
      ? 1
      : configSettings.throttling.cpuSlowdownMultiplier;
  const lastLongTaskEnd = Math.max(
    0,
    ...rowsOf(audits['main-thread-tasks']?.details)
      .filter((task) => numberIn(task, 'duration') * slowdown > 50)
      .map((task) => numberIn(task, 'startTime') + numberIn(task, 'duration')),
  );
  return Math.max(numberIn(metrics, 'observedLargestContentfulPaint'), lastLongTaskEnd);
}

/** Every script the visit loaded, and whether it was requested before the page was interactive. */
function scriptsOf(result: RunnerResult, siteDir: string): Script[] {
  const requests = result.lhr.audits['network-requests']?.details;
  const metrics = rowsOf(result.lhr.audits.metrics?.details)[0];
  // Request times count from the first request; tasks and paints from the navigation.
  const debugData: unknown = isRecord(requests) ? requests.debugData : undefined;
  const requestsStartTs = numberIn(debugData, 'networkStartTimeTs');
  const offsetMs = (requestsStartTs - numberIn(metrics, 'observedTimeOriginTs')) / 1000;
  const interactive = interactiveAt(result, metrics);
  return rowsOf(requests).flatMap((item) =>
    item.resourceType === 'Script' && typeof item.url === 'string'
      ? [script(item.url, numberIn(item, 'networkRequestTime') + offsetMs < interactive, siteDir)]
      : [],
  );
}

/** A page of a build: its address, and the directory its scripts are read from. */
interface Page {
  url: string;
  siteDir: string;
}

async function measure({ url, siteDir }: Page, chromePort: number): Promise<Measurement> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    throttlingMethod,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  return {
    score: categories.performance?.score ?? 0,
    accessibility: categories.accessibility?.score ?? 0,
    bestPractices: categories['best-practices']?.score ?? 0,
    seo: categories.seo?.score ?? 0,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? 0,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
    pageKb: (audits['total-byte-weight']?.numericValue ?? 0) / 1024,
    scripts: scriptsOf(result, siteDir),
  };
}

function medianOf(measurements: Measurement[]): Measurement {
  const pick = (key: Exclude<keyof Measurement, 'scripts'>) =>
    median(measurements.map((measurement) => measurement[key]));
  const middleKb = median(measurements.map((measurement) => interactiveKb(measurement.scripts)));
  return {
    score: pick('score'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    pageKb: pick('pageKb'),
    scripts:
      measurements.find((measurement) => interactiveKb(measurement.scripts) === middleKb)
        ?.scripts ?? [],
  };
}

/** Each page's runs; the pages take turns, run by run, so all see the same machine. */
async function measurementsOf(pages: Page[], chromePort: number): Promise<Measurement[][]> {
  const measurements: Measurement[][] = pages.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, page] of pages.entries()) {
      measurements[index]?.push(await measure(page, chromePort));
    }
  }
  return measurements;
}

/** How much later this build painted than the other, for one page. */
interface Difference {
  route: string;
  fcp: MedianInterval | undefined;
  lcp: MedianInterval | undefined;
}

/**
 * Run by run, this build's paint minus the other build's: its page's minus the other's page,
 * its limit's minus the other's limit. The two ran seconds apart on the same machine, so a
 * slow minute slows both, and a page and its limit are the same until the first paint (the
 * app's script is added after load), so both pairs measure the same difference.
 */
function differenceOf(
  route: string,
  [site, limit, otherSite, otherLimit]: Measurement[][],
): Difference {
  const paired = (key: 'fcpMs' | 'lcpMs') =>
    [
      [site, otherSite],
      [limit, otherLimit],
    ].flatMap(([own = [], other = []]) =>
      own.flatMap((run, index) => {
        const otherRun = other[index];
        return otherRun ? [run[key] - otherRun[key]] : [];
      }),
    );
  return { route, fcp: medianInterval(paired('fcpMs')), lcp: medianInterval(paired('lcpMs')) };
}

const mark = (ok: boolean) => (ok ? ' ' : '✗');
const columns = (cells: string[], first = 44) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(first) : cell.padStart(9))).join('');

interface Row {
  route: string;
  build: Build;
  site: Measurement;
  limit: Measurement;
}

function printTable(rows: Row[]): void {
  console.log(
    `\nLighthouse (mobile, ${throttlingMethod === 'devtools' ? 'applied' : 'simulated'} throttling), median of ${runs} runs. "limit" is the same page with its scripts removed; × is the site over its limit; audits are accessibility/best practices/SEO; ✗ misses the goal.\n`,
  );
  console.log(
    columns([
      'route',
      'score',
      'limit',
      'FCP ms',
      'limit',
      '×',
      'LCP ms',
      'limit',
      '×',
      'TBT ms',
      'CLS',
      'audits',
      'JS KB',
      'all JS',
      'page KB',
    ]),
  );
  for (const { route, build, site, limit } of rows) {
    const fcpRatio = site.fcpMs / limit.fcpMs;
    const lcpRatio = site.lcpMs / limit.lcpMs;
    const kb = interactiveKb(site.scripts);
    const audits = [site.accessibility, site.bestPractices, site.seo];
    console.log(
      columns([
        build === thisBuild ? route : `  ${build.name} ${build.siteDir}`,
        `${site.score.toFixed(2)}${mark(site.score >= goal.score)}`,
        limit.score.toFixed(2),
        site.fcpMs.toFixed(0),
        limit.fcpMs.toFixed(0),
        `${fcpRatio.toFixed(2)}${mark(fcpRatio <= goal.paintRatio)}`,
        site.lcpMs.toFixed(0),
        limit.lcpMs.toFixed(0),
        `${lcpRatio.toFixed(2)}${mark(lcpRatio <= goal.paintRatio)}`,
        `${site.tbtMs.toFixed(0)}${mark(site.tbtMs <= goal.tbtMs)}`,
        `${site.cls.toFixed(3)}${mark(site.cls <= goal.cls)}`,
        `${audits.map((score) => score.toFixed(0)).join('/')}${mark(audits.every((score) => score >= goal.auditScore))}`,
        `${kb.toFixed(1)}${mark(kb <= goal.scriptKb)}`,
        scriptKb(site.scripts).toFixed(1),
        `${site.pageKb.toFixed(0)}${mark(site.pageKb <= goal.pageKb)}`,
      ]),
    );
  }
  console.log(
    `\nGoal: score ≥ ${goal.score}, FCP and LCP ≤ ${goal.paintRatio} × the limit, TBT ≤ ${goal.tbtMs} ms, CLS ≤ ${goal.cls}, accessibility, best practices and SEO = 1, JavaScript requested before the page is interactive ≤ ${goal.scriptKb} KB gzip ("all JS": what the visit loads in all, the app included), page ≤ ${goal.pageKb} KB transferred.`,
  );
  console.log(
    "\nInteractive: the largest contentful paint, or the end of the last task that blocks input for over 50 ms on the throttled CPU, whichever is later (Lighthouse's TTI, read from the observed run).",
  );
  const ownRows = rows.filter((row) => row.build === thisBuild);
  printChunks(
    'JavaScript requested before the page is interactive',
    ownRows.map(({ route, site }) => ({ route, scripts: interactiveScripts(site.scripts) })),
  );
  printChunks(
    'JavaScript requested after, without any interaction',
    ownRows.map(({ route, site }) => ({
      route,
      scripts: site.scripts.filter((script) => !script.beforeInteractive),
    })),
  );
}

function printChunks(title: string, rows: { route: string; scripts: Script[] }[]): void {
  console.log(`\n${title}, KB gzip by chunk (largest first):\n`);
  for (const { route, scripts } of rows) {
    const chunks = [...scripts]
      .sort((a, b) => b.gzipKb - a.gzipKb)
      .map(({ chunk, gzipKb }) => `${chunk} ${gzipKb.toFixed(1)}`);
    console.log(
      `${route.padEnd(44)}${scriptKb(scripts).toFixed(1).padStart(7)}  ${chunks.join(' · ')}`,
    );
  }
}

const signed = (ms: number) => `${ms > 0 ? '+' : ''}${ms.toFixed(0)}`;

/** A paint's difference: its median, its 95 % range, and which side of 0 the range lies on. */
function differenceCells(interval: MedianInterval | undefined): string[] {
  if (!interval) return ['', 'too few runs', ''];
  const { median: middle, low, high } = interval;
  const verdict = low > 0 ? 'later' : high < 0 ? 'earlier' : 'not told apart';
  return [signed(middle), `${signed(low)} to ${signed(high)}`, verdict];
}

function printDifferences(differences: Difference[]): void {
  console.log(
    `\nThis build's paints minus ${againstDir ?? 'the other build'}'s, run by run (its page minus the other's page and its limit minus the other's limit: ${2 * runs} pairs per page), in ms: the median difference and the range that holds the true median with 95 % confidence. "later" or "earlier" only where the whole range lies on that side of 0.\n`,
  );
  const cells = (row: string[]) =>
    row.map((cell, index) => (index === 0 ? cell.padEnd(44) : cell.padStart(16))).join('');
  console.log(cells(['route', 'FCP', 'range', '', 'LCP', 'range', '']));
  for (const { route, fcp, lcp } of differences) {
    console.log(cells([route, ...differenceCells(fcp), ...differenceCells(lcp)]));
  }
}

/** Where a build's pages and their copy without scripts are served while measured. */
const portsOf = (buildIndex: number) => ({
  site: firstPort + 2 * buildIndex,
  limit: firstPort + 2 * buildIndex + 1,
});

const pageUrl = (port: number, route: string) => `http://127.0.0.1:${port}${route}`;

async function lighthouseRun(): Promise<void> {
  const servers = [];
  for (const [index, { siteDir, limitDir }] of builds.entries()) {
    writeScriptlessCopy(siteDir, limitDir);
    const ports = portsOf(index);
    servers.push(await startServer(siteDir, ports.site), await startServer(limitDir, ports.limit));
  }
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: chromiumFlags,
  });

  const rows: Row[] = [];
  const differences: Difference[] = [];
  for (const route of routes) {
    const pages = builds.flatMap(({ siteDir }, index) => [
      { url: pageUrl(portsOf(index).site, route), siteDir },
      { url: pageUrl(portsOf(index).limit, route), siteDir },
    ]);
    const measurements = await measurementsOf(pages, chrome.port);
    if (builds.length === 2) differences.push(differenceOf(route, measurements));
    const medians = measurements.map(medianOf);
    for (const [index, build] of builds.entries()) {
      const [site, limit] = medians.slice(2 * index, 2 * index + 2);
      if (site && limit) rows.push({ route, build, site, limit });
    }
  }

  chrome.kill();
  for (const server of servers) server.close();
  printTable(rows);
  if (differences.length > 0) printDifferences(differences);
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
  const faults = [];
  for (const run of faultRuns) faults.push(await runReceiverFault({ ...run, seconds: 10 }));
  printFaultRuns(faults);
}

if (process.argv.includes('--pictures')) {
  // It makes its own two builds, with and without the photograph.
  await pictureBench();
} else {
  if (!process.argv.includes('--no-build')) {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  }
  if (!process.argv.includes('--receiver')) await lighthouseRun();
  await receiverLoadRun();
}
