import { socialCardSize } from '../src/seo/socialCard';
import { brandColor, darkPalette } from '../src/theme/palettes';

/**
 * The drawing's colours beyond the palette, at the strengths docs/art-direction.md gives
 * them: teal for what grows, slate for the basalt field, amber for the one result point.
 */
const art = { teal: '#14b8a6', slate: '#64748b', amber: '#f59e0b' };

const { width, height } = socialCardSize;

/**
 * The motif on the card's end side: a tall pointed arch standing on the harra, the district
 * grid's roads behind it, and inside the arch the rising result line ending in the amber
 * point. No text, so one drawing serves both languages; the card mirrors its place.
 */
const arch = `<svg class="arch" viewBox="0 0 360 560" aria-hidden="true">
  <g fill="none" stroke-linecap="round" stroke-linejoin="round">
    <path d="M40 520V250Q40 110 180 30Q320 110 320 250V520" stroke="${brandColor}" stroke-opacity="0.6" stroke-width="8" fill="${brandColor}" fill-opacity="0.12"/>
    <path d="M96 520V290Q96 200 180 150Q264 200 264 290V520" stroke="${brandColor}" stroke-opacity="0.4" stroke-width="4"/>
    <path d="M112 470L152 420L188 436L236 350" stroke="${art.teal}" stroke-width="8"/>
  </g>
  <circle cx="236" cy="350" r="12" fill="${art.amber}"/>
  <g fill="${art.slate}" fill-opacity="0.45" stroke="${art.slate}" stroke-opacity="0.7" stroke-width="2">
    <path d="M0 528L52 520L96 530L92 560H0Z"/><path d="M100 530L150 522L196 532L190 560H96Z"/>
    <path d="M200 532L248 520L300 528L304 560H194Z"/><path d="M304 528L360 522V560H308Z"/>
  </g>
</svg>`;

/** The quiet grid behind everything: a line every 40 px, every fourth a road. */
const grid = `<svg class="grid" viewBox="0 0 ${width} ${height}" aria-hidden="true">
  <defs>
    <pattern id="streets" width="160" height="160" patternUnits="userSpaceOnUse">
      <path d="M40 0V160M80 0V160M120 0V160M0 40H160M0 80H160M0 120H160" stroke="${brandColor}" stroke-opacity="0.1" stroke-width="1.5"/>
      <path d="M0 0V160M0 0H160" stroke="${brandColor}" stroke-opacity="0.2" stroke-width="2"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#streets)"/>
</svg>`;

/**
 * The card as one HTML document with empty slots (`data-slot`), laid out with logical
 * properties so `dir="rtl"` mirrors it: the brand at the top, the page's kind and title,
 * the site's address at the foot, the arch on the end side. `fontFaces` is the Cairo
 * stylesheet with its files inlined; the page never fetches anything.
 */
export function socialCardTemplate(fontFaces: string, brandMark: string): string {
  return `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<style>
${fontFaces}
html, body { margin: 0; }
body {
  inline-size: ${width}px;
  block-size: ${height}px;
  overflow: hidden;
  background: ${darkPalette.background};
  color: ${darkPalette.text};
  font-family: 'Cairo Variable', sans-serif;
}
.card {
  position: relative;
  box-sizing: border-box;
  inline-size: ${width}px;
  block-size: ${height}px;
  padding-block: 56px 52px;
  padding-inline: 72px;
  display: flex;
  flex-direction: column;
  border-block-start: 10px solid ${brandColor};
}
.grid { position: absolute; inset: 0; inline-size: 100%; block-size: 100%; }
.arch { position: absolute; inset-inline-end: 48px; inset-block-end: 0; block-size: 520px; }
.brand, .kind, .title, .domain { position: relative; }
.brand { display: flex; align-items: center; gap: 18px; font-size: 32px; font-weight: 700; }
.brand svg { inline-size: 60px; block-size: 60px; }
.kind {
  margin-block-start: auto;
  color: ${art.teal};
  font-size: 30px;
  font-weight: 700;
  line-height: 1.3;
}
.title {
  margin-block: 12px 0;
  max-inline-size: 720px;
  font-size: 64px;
  font-weight: 800;
  line-height: 1.18;
  overflow-wrap: break-word;
}
:lang(ar) .title { line-height: 1.4; }
.domain {
  margin-block-start: auto;
  color: ${darkPalette.textMuted};
  font-size: 26px;
  font-weight: 600;
}
</style>
</head>
<body>
<div class="card">
  ${grid}
  ${arch}
  <div class="brand">${brandMark}<span data-slot="site"></span></div>
  <div class="kind" data-slot="kind"></div>
  <h1 class="title" data-slot="title"></h1>
  <div class="domain"><span dir="ltr" data-slot="domain"></span></div>
</div>
</body>
</html>`;
}
