/**
 * The benchmark's picture case (`npm run bench -- --pictures`): a 4000×3000 photograph of
 * about 4 MB set as a blog article's picture, measured on a 390 px phone against the same
 * article with its SVG artwork. The article is a temporary copy of the newest post (so it is
 * also the one /insights/blog features), written for the two builds and removed afterwards.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { locales } from '../shared/locales';
import { chromiumFlags, chromiumPath } from './chromium';
import { startServer } from './serve';

const blogFolder = 'content/insights/blog';
const model = 'cybersecurity-trends-2025';
const slug = 'bench-photograph';
const photoPath = '/images/blog/bench-photograph.jpg';
// Outside dist/, which the second build empties.
const svgDir = '.tmp/bench-pictures-svg';
const photoPort = 4305;
const svgPort = 4306;
const runs = 3;
const routes = [`/insights/blog/${slug}`, '/insights/blog'];
/** A 390 px phone at three device pixels per CSS pixel, as the issue measures it. */
const phone = { mobile: true, width: 390, height: 844, deviceScaleFactor: 3, disabled: false };
const goal = { imageKb: 200, lcpRatio: 1.1 };
const photoSize = { width: 4000, height: 3000 };

/** Gaussian noise `across` cells wide, scaled up to the photograph's size: soft shapes. */
async function noiseLayer(across: number, sigma: number): Promise<Buffer> {
  const cells = await sharp({
    create: {
      width: across,
      height: (across * photoSize.height) / photoSize.width,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .png()
    .toBuffer();
  return sharp(cells)
    .resize(photoSize.width, photoSize.height, { kernel: 'cubic' })
    .png()
    .toBuffer();
}

/** Overlapping translucent shapes with softened edges: the objects of a scene, at every scale. */
function sceneObjects(): Buffer {
  // A fixed sequence (Park–Miller), so every run measures the same photograph.
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const channel = () => Math.round(random() * 255);
  const shapes = Array.from({ length: 60 }, () => {
    const [x, y] = [random() * photoSize.width, random() * photoSize.height];
    const [width, height] = [100 + random() * 900, 100 + random() * 700];
    const fill = `fill="rgb(${channel()},${channel()},${channel()})" fill-opacity="0.55"`;
    return random() < 0.5
      ? `<rect x="${x}" y="${y}" width="${width}" height="${height}" ${fill}/>`
      : `<ellipse cx="${x}" cy="${y}" rx="${width / 2}" ry="${height / 2}" ${fill}/>`;
  });
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${photoSize.width}" height="${photoSize.height}">${shapes.join('')}</svg>`,
  );
}

/**
 * Out-of-focus light, objects with edges, surface texture and sensor grain at full
 * resolution, saved as a camera saves it (JPEG quality 95): about 4 MB, like a 12-megapixel
 * photograph, whose grain (unlike its edges) averages out when it is made smaller.
 */
async function writePhotograph(file: string): Promise<void> {
  const light = await sharp(await noiseLayer(8, 45))
    .modulate({ saturation: 0.6 })
    .blur(40)
    .png()
    .toBuffer();
  const objects = await sharp(sceneObjects()).blur(3).png().toBuffer();
  const texture = await sharp(await noiseLayer(200, 30))
    .modulate({ saturation: 0.3 })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      ...photoSize,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .greyscale()
    .png()
    .toBuffer();
  await sharp(light)
    .composite([
      { input: objects },
      { input: texture, blend: 'overlay' },
      { input: grain, blend: 'soft-light' },
    ])
    .jpeg({ quality: 95 })
    .toFile(file);
}

/** The newest post, copied under another slug, title and date, with `src` as its picture. */
function writeArticle(src: string): void {
  for (const locale of locales) {
    const text = readFileSync(`${blogFolder}/${model}.${locale}.mdx`, 'utf8');
    const marker = locale === 'en' ? '(Benchmark) ' : '(قياس) ';
    const copy = text
      .replace(/^title: /m, `title: ${marker}`)
      .replace(/^excerpt: >-\n {2}/m, `excerpt: >-\n  ${marker}`)
      .replace(/^date: .*$/m, 'date: 2025-06-11')
      .replace(/^( {2}src: ).*$/m, `$1${src}`);
    writeFileSync(`${blogFolder}/${slug}.${locale}.mdx`, copy);
  }
}

function removeArticle(): void {
  for (const locale of locales) rmSync(`${blogFolder}/${slug}.${locale}.mdx`, { force: true });
  rmSync(`public${photoPath}`, { force: true });
}

interface PictureMeasurement {
  lcpMs: number;
  imageKb: number;
  largestImage: string;
}

async function measure(url: string, chromePort: number): Promise<PictureMeasurement> {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    {
      extends: 'lighthouse:default',
      settings: { formFactor: 'mobile', screenEmulation: phone },
    },
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const details = result.lhr.audits['network-requests']?.details;
  const rows = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  const images = rows.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const type: unknown = Reflect.get(row, 'resourceType');
    const size: unknown = Reflect.get(row, 'transferSize');
    const address: unknown = Reflect.get(row, 'url');
    return type === 'Image' && typeof size === 'number' && typeof address === 'string'
      ? [{ size, address }]
      : [];
  });
  const largest = images.reduce((a, b) => (b.size > a.size ? b : a), { size: 0, address: '' });
  return {
    lcpMs: result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    imageKb: images.reduce((sum, image) => sum + image.size, 0) / 1024,
    largestImage: `${new URL(largest.address || url).pathname.split('/').pop() ?? ''} ${(largest.size / 1024).toFixed(0)} KB`,
  };
}

interface Row {
  route: string;
  photo: PictureMeasurement;
  svg: PictureMeasurement;
}

async function medianOf(url: string, chromePort: number): Promise<PictureMeasurement> {
  const measured: PictureMeasurement[] = [];
  for (let run = 0; run < runs; run += 1) measured.push(await measure(url, chromePort));
  measured.sort((a, b) => a.lcpMs - b.lcpMs);
  const middle = measured[Math.floor(runs / 2)];
  if (!middle) throw new Error(`No measurement of ${url}`);
  return middle;
}

function build(): void {
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
}

/** The two builds and the measurements of both. */
async function measureBoth(): Promise<{ uploadMb: number; rows: Row[] }> {
  writeArticle(`/images/blog/${model}.svg`);
  build();
  rmSync(svgDir, { recursive: true, force: true });
  cpSync('dist/site', svgDir, { recursive: true });
  await writePhotograph(`public${photoPath}`);
  const uploadMb = statSync(`public${photoPath}`).size / 1024 / 1024;
  writeArticle(photoPath);
  build();
  const photoSite = await startServer('dist/site', photoPort);
  const svgSite = await startServer(svgDir, svgPort);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: chromiumFlags,
  });
  const rows: Row[] = [];
  try {
    for (const route of routes) {
      rows.push({
        route,
        photo: await medianOf(`http://127.0.0.1:${photoPort}${route}`, chrome.port),
        svg: await medianOf(`http://127.0.0.1:${svgPort}${route}`, chrome.port),
      });
    }
  } finally {
    chrome.kill();
    photoSite.close();
    svgSite.close();
  }
  return { uploadMb, rows };
}

export async function pictureBench(): Promise<void> {
  let measured: { uploadMb: number; rows: Row[] };
  try {
    measured = await measureBoth();
  } finally {
    removeArticle();
    rmSync(svgDir, { recursive: true, force: true });
    // dist/ and .contentlayer/ would otherwise keep the temporary article for the tests.
    build();
  }
  const { uploadMb, rows } = measured;
  console.log(
    `\nA 4000×3000 JPEG of ${uploadMb.toFixed(1)} MB as a blog article's picture, on a 390 px phone at 3× (Lighthouse mobile, simulated throttling), median of ${runs} runs, against the same page with its SVG artwork; a ✗ marks a figure that misses the goal.\n`,
  );
  const cells = (values: string[]) =>
    values.map((value, index) => (index === 0 ? value.padEnd(36) : value.padStart(12))).join('');
  console.log(cells(['route', 'image KB', 'SVG page', 'LCP ms', 'SVG page', '×', 'largest image']));
  for (const { route, photo, svg } of rows) {
    const ratio = photo.lcpMs / svg.lcpMs;
    console.log(
      `${cells([
        route,
        `${photo.imageKb.toFixed(0)}${photo.imageKb <= goal.imageKb ? ' ' : '✗'}`,
        svg.imageKb.toFixed(0),
        photo.lcpMs.toFixed(0),
        svg.lcpMs.toFixed(0),
        `${ratio.toFixed(2)}${ratio <= goal.lcpRatio ? ' ' : '✗'}`,
      ])}   ${photo.largestImage}`,
    );
  }
  console.log(
    `\nGoal: at most ${goal.imageKb} KB of pictures transferred, LCP at most ${goal.lcpRatio} × the SVG page's.`,
  );
}
