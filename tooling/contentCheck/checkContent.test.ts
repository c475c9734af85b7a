import { spawnSync } from 'node:child_process';
import {
  cpSync,
  readdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pictureSlots } from '../../src/content/pictureSlots';
import { blogPost } from '../../src/content/schema/blogPost';
import { formatFigure } from '../../src/i18n/formatFigure';
import { facts as factsType } from '../../src/content/schema/facts';
import { countedNoun, formsNamed } from './countedNoun';
import { glossaryFile, readGlossary } from './glossary';
import { formatProblem, type Problem } from './problem';
import { contentCheckReport, runContentCheck, sitePathsFrom } from './runContentCheck';
import { siteModuleServer } from './siteModuleServer';

/**
 * Runs the content check on a copy of the project with one edit applied, as an editor would
 * make it, and reads what the check says. Each wrong edit must fail naming the file and the
 * field (or line); each correct edit must pass. The check runs in this process, as
 * `npm run content` runs it, with one Vite server for the pages links lead to; one case runs
 * the command itself.
 */

let project: string;
const skipped = new Set(['node_modules', '.git', 'dist', '.contentlayer', '.data', 'coverage']);
/** Started by the first check that reaches the links; it reloads the content each time. */
let server: Promise<ViteDevServer> | undefined;
const sitePaths = async () => sitePathsFrom(await (server ??= siteModuleServer(project)));

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'content-check-'));
  cpSync('.', project, {
    recursive: true,
    filter: (source) => !skipped.has(source.split('/').at(-1) ?? ''),
  });
  symlinkSync(resolve('node_modules'), join(project, 'node_modules'));
});
afterAll(async () => {
  await (await server)?.close();
  rmSync(project, { recursive: true, force: true });
});

interface Files {
  read: (file: string) => string;
  write: (file: string, text: string | Uint8Array) => void;
  remove: (file: string) => void;
}

type Edit = (files: Files) => void;

/** "line N" of the first line of `file` (in this checkout) that `pattern` matches. */
function lineOf(file: string, pattern: RegExp): string {
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`The test expects ${String(pattern)} in ${file}`);
  return `line ${index + 1}`;
}

/** Applies `edit` to the copy, runs `check` on it, then puts every file back. */
async function afterEdit<Result>(
  edit: Edit,
  check: () => Result | Promise<Result>,
): Promise<Result> {
  const originals = new Map<string, string | undefined>();
  const path = (file: string) => join(project, file);
  const read = (file: string) => readFileSync(path(file), 'utf8');
  const keep = (file: string) => {
    if (!originals.has(file)) originals.set(file, safeRead(path(file)));
  };
  const write = (file: string, text: string | Uint8Array) => {
    keep(file);
    writeFileSync(path(file), text);
  };
  const remove = (file: string) => {
    keep(file);
    unlinkSync(path(file));
  };
  try {
    edit({ read, write, remove });
    return await check();
  } finally {
    for (const [file, text] of originals) {
      if (text === undefined) rmSync(path(file), { force: true });
      else writeFileSync(path(file), text);
    }
  }
}

interface CheckRun {
  problems: Problem[];
  output: string;
}

/** The content check's problems and its report, after `edit`. */
const contentCheckAfter = (edit: Edit): Promise<CheckRun> =>
  afterEdit(edit, async () => {
    const run = await runContentCheck(sitePaths, project);
    return { problems: run.problems, output: contentCheckReport(run) };
  });

/** `npm run content` itself, as a process in the copy, after `edit`. */
const commandAfter = (edit: Edit): Promise<{ status: number | null; output: string }> =>
  afterEdit(edit, () => {
    const run = spawnSync('npx', ['tsx', 'scripts/check-content.ts'], {
      cwd: project,
      encoding: 'utf8',
    });
    return { status: run.status, output: `${run.stdout}${run.stderr}` };
  });

function safeRead(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

const replace =
  (file: string, from: string | RegExp, to: string): Edit =>
  ({ read, write }) => {
    const text = read(file);
    // The edit may already be made (the same edit by hand, on a clone): that is no mistake.
    const found = typeof from === 'string' ? text.includes(from) : from.test(text);
    if (!found) throw new Error(`The test's edit found nothing to change in ${file}`);
    write(file, text.replace(from, to));
  };

const both =
  (...edits: Edit[]): Edit =>
  (files) =>
    edits.forEach((edit) => edit(files));

const cloud = 'content/services/cloud.en.yaml';
const cloudArabic = 'content/services/cloud.ar.yaml';
const homeArabic = 'content/pages/home.ar.yaml';

/** The Arabic the glossary writes for the term that rejects `variant`. */
function preferredFor(variant: string): string {
  const term = readGlossary(readFileSync(glossaryFile, 'utf8')).terms.find(({ rejected }) =>
    rejected.ar.includes(variant),
  );
  if (!term) throw new Error(`docs/glossary.md rejects no "${variant}"`);
  return term.written.ar;
}
const article = 'content/insights/blog/cloud-migration-strategies.en.mdx';
const arabicArticle = 'content/insights/blog/cloud-migration-strategies.ar.mdx';
const appendTo =
  (file: string, text: string): Edit =>
  ({ read, write }) =>
    write(file, `${read(file)}\n${text}\n`);

/** An 800×600 JPEG header: enough for any reader of picture sizes. */
const jpeg = Uint8Array.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x02, 0x58, 0x03, 0x20, 0x03, 0x01, 0x22,
  0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);

/** Words as the check counts them: runs of text with a letter or a digit. */
const wordsIn = (text: string) =>
  text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * Shortens an article's text below the front matter to at most `most` words (and at least
 * `least`) by dropping paragraphs without figures from the end, so its figures still match
 * its twin's.
 */
const shortened =
  (file: string, { most, least = 0 }: { most: number; least?: number }): Edit =>
  ({ read, write }) => {
    const [, fields = '', body = ''] = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(read(file)) ?? [];
    const paragraphs = body.trimEnd().split('\n\n');
    for (let index = paragraphs.length - 1; index >= 0; index -= 1) {
      if (wordsIn(paragraphs.join('\n\n')) <= most) break;
      if (!/\d/.test(paragraphs[index] ?? '')) paragraphs.splice(index, 1);
    }
    const kept = paragraphs.join('\n\n');
    const words = wordsIn(kept);
    if (words > most || words < least) {
      throw new Error(`The test shortened ${file} to ${words} words, not ${least} to ${most}`);
    }
    write(file, `${fields}${kept}\n`);
  };

/** The fewest words an Arabic article may have. */
const arabicMinimum = blogPost.minWords?.ar ?? 0;
const englishMinimum = blogPost.minWords?.en ?? 0;

/** A wrong edit, and the words that one problem of the check's report must all hold. */
type WrongEdit = [name: string, edit: Edit, expected: string[]];

/**
 * Wrong edits planted together in one copy and found by one run of the check, as an editor
 * who made them all at once would see them: a run costs far more than reading its report.
 * The rules that read a document's fields as the schema guarantees them (twins, pictures,
 * MDX text, references and counts) skip a document that has another mistake, so such an edit
 * shares its document with no other edit in its group; the other rules report a mistake
 * whatever else its document holds. Each edit must still be found by one problem of its own.
 */
const plantedTogether: { found: string; edits: WrongEdit[] }[] = [
  {
    found: 'the schema, the glossary, the layout, the facts, the strings and the MDX components',
    edits: [
      [
        'an icon that does not exist',
        replace(cloud, 'icon: rocket', 'icon: rocket-ship'),
        [cloud, 'field features[1].icon', '"rocket-ship"', 'Did you mean "rocket"?'],
      ],
      [
        'a term the glossary rejects',
        both(
          appendTo(article, 'Segmenting the network limits how far an intruder can move.'),
          appendTo(arabicArticle, 'تحدّ تجزئة الشبكة من انتقال المتسلل بين الأنظمة.'),
        ),
        [
          arabicArticle,
          'line',
          '"تجزئة الشبكة"',
          'docs/glossary.md',
          `"${preferredFor('تجزئة الشبكة')}"`,
        ],
      ],
      [
        'the singular «عبء عمل», which the glossary rejects for workload, folded across two lines',
        replace(cloudArabic, /^summary: >-\n/m, 'summary: >-\n  نقيّم كل عبء\n  عمل قبل نقله.\n'),
        [
          `${cloudArabic}, ${lineOf(cloudArabic, /^summary:/)}, field summary: writes "عبء عمل"`,
          `The site calls this "${preferredFor('عبء عمل')}"`,
        ],
      ],
      [
        '«شروط الخدمة», which the glossary rejects for the terms of use',
        replace(homeArabic, /^description: >-\n/m, 'description: >-\n  وفق شروط الخدمة،\n'),
        [
          `${homeArabic}, ${lineOf(homeArabic, /^description:/)}, field description: writes "شروط الخدمة"`,
          `The site calls this "${preferredFor('شروط الخدمة')}"`,
        ],
      ],
      [
        'an Arabic "و" joined to a Latin name',
        both(
          appendTo(article, 'We hold an ISO 27001 certificate and a SOC 2 report.'),
          appendTo(arabicArticle, 'نحمل شهادة ISO 27001 وSOC 2.'),
        ),
        [arabicArticle, 'line', '"وSOC"', '"و SOC"'],
      ],
      [
        'a blog category that does not exist',
        replace(article, 'category: cloud-computing', 'category: security'),
        [article, 'field category', '"security"', '"cybersecurity"'],
      ],
      [
        'a misspelt field inside a list item',
        replace(cloud, /^(features:\n {2}- title: .*\n {4})description:/m, '$1descripton:'),
        [cloud, 'field features[1].descripton', 'Did you mean "description"?'],
      ],
      [
        'a misspelt field at the top',
        replace(cloud, /^summary:/m, 'sumary:'),
        [cloud, 'field sumary', 'Did you mean "summary"?'],
      ],
      [
        'double quotes where Prettier writes single ones',
        replace(
          'content/site/company.en.yaml',
          "postalCode: '{officePostalCode}'",
          'postalCode: "{officePostalCode}"',
        ),
        [
          'content/site/company.en.yaml',
          lineOf('content/site/company.en.yaml', /postalCode: '\{officePostalCode\}'/),
          "postalCode: '{officePostalCode}'",
          'npx prettier --write',
        ],
      ],
      [
        'a list item that starts with a fact, without quotes',
        replace('content/pages/contact.en.yaml', /- '(\{retention\}.*)'/, '- $1'),
        [
          'content/pages/contact.en.yaml',
          lineOf('content/pages/contact.en.yaml', /- '\{retention\}/),
          "in single quotes: - '{clients} clients'",
        ],
      ],
      [
        'a company-wide fact that does not exist',
        replace('content/pages/about.en.yaml', '{clients}+', '{clientz}+'),
        [
          'content/pages/about.en.yaml',
          lineOf('content/pages/about.en.yaml', /\{clients\}\+/),
          '{clientz} names no fact',
          '{clients}',
        ],
      ],
      [
        'an article without its picture',
        replace(article, /^image:\n(?: {2}.*\n)+/m, ''),
        [article, 'field image', 'this field is missing. Add it: a picture'],
      ],
      [
        'a date that is not YYYY-MM-DD',
        replace(article, 'date: 2025-04-08', 'date: 8 April 2025'),
        [article, 'field date', 'YYYY-MM-DD'],
      ],
      [
        "a social card's kind named in English and not in Arabic",
        replace('scripts/buildStrings/ar.json', /,\n\s*"page": "[^"]*"/, ''),
        [
          'scripts/buildStrings/ar.json',
          'field socialCard.kinds.page',
          'is missing. Add the Arabic text for it.',
        ],
      ],
      [
        'a misspelt MDX component',
        replace('content/legal/privacy.en.mdx', '<CompanyPhone />', '<CompanyPhon />'),
        [
          'content/legal/privacy.en.mdx',
          lineOf('content/legal/privacy.en.mdx', /<CompanyPhone \/>/),
          '<CompanyPhon /> is not a component',
          'CompanyPhone',
        ],
      ],
    ],
  },
  {
    found: 'the pictures, the references and the lengths',
    edits: [
      [
        'a JPEG narrower than the place its field is shown in',
        (files) => {
          files.write('public/images/services/cloud-photo.jpg', jpeg);
          replace(
            cloud,
            /image:\n {2}src: \/images\/services\/cloud.svg/,
            'image:\n  src: /images/services/cloud-photo.jpg',
          )(files);
        },
        [cloud, 'field image.src', '800×600', `up to ${pictureSlots.media.shownUpTo} pixels wide`],
      ],
      [
        'a related case study that does not exist',
        both(
          replace(cloud, 'caseStudy: medical-center-cloud', 'caseStudy: medical-centre-cloud'),
          replace(
            'content/services/cloud.ar.yaml',
            'caseStudy: medical-center-cloud',
            'caseStudy: medical-centre-cloud',
          ),
        ),
        [
          cloud,
          'field engagement.caseStudy',
          '"medical-centre-cloud"',
          'content/case-studies has no medical-centre-cloud.en and medical-centre-cloud.ar file',
          'Did you mean "medical-center-cloud"?',
        ],
      ],
      [
        'an Arabic article shorter than the Arabic minimum',
        shortened(arabicArticle, { most: arabicMinimum - 1 }),
        [arabicArticle, `an Arabic text needs at least ${arabicMinimum}`],
      ],
    ],
  },
  {
    found: 'the excerpts and the links of MDX text',
    edits: [
      [
        'a new article that keeps the excerpt of the one it was copied from',
        (files) => {
          copiedArticle({
            en: { title: 'Cloud Costs After Migration' },
            ar: { title: 'تكاليف السحابة بعد الانتقال' },
          })(files);
        },
        [
          'content/insights/blog/cloud-migration-strategies.en.mdx',
          'content/insights/blog/cloud-costs-after-migration.en.mdx',
          'field excerpt',
          'says the same as',
        ],
      ],
      [
        'an Arabic link without /ar',
        both(
          appendTo(article, 'Talk to [our team](/contact).'),
          appendTo(arabicArticle, 'تحدّث إلى [فريقنا](/contact).'),
        ),
        [arabicArticle, 'line', 'In Arabic text write /ar/contact'],
      ],
    ],
  },
  {
    found: 'the links twins share',
    edits: [
      [
        'different links in the two texts of a document',
        both(
          appendTo(article, 'Talk to [our team](/contact).'),
          appendTo(arabicArticle, 'تعرّف على [خدماتنا](/ar/services).'),
        ),
        [arabicArticle, 'links to /contact, but this text does not'],
      ],
    ],
  },
];

/**
 * Links are checked against the pages generated from correct files, so these edits are
 * planted in a copy where nothing else is wrong, and found by a run that generates the site.
 */
const deadLinks: WrongEdit[] = [
  [
    'a link in MDX text to a page that does not exist',
    both(
      appendTo(article, 'See [our price list](/pricing).'),
      appendTo(arabicArticle, 'اطّلع على [قائمة الأسعار](/ar/pricing).'),
    ),
    [article, 'line', '/pricing leads to no page'],
  ],
  [
    'a link in a field to a page that does not exist',
    both(
      replace(cloud, 'href: /contact', 'href: /contact-us'),
      replace('content/services/cloud.ar.yaml', 'href: /contact', 'href: /contact-us'),
    ),
    [cloud, 'field primaryAction.href', '/contact-us leads to no page'],
  ],
];

/** The one problem of `run` that holds every word of `expected`, with the whole report if none does. */
function expectOneProblemSaying({ problems, output }: CheckRun, expected: string[]) {
  const saying = problems
    .map(formatProblem)
    .filter((line) => expected.every((words) => line.includes(words)));
  expect(saying, `No one problem says all of ${JSON.stringify(expected)}:\n${output}`).not.toEqual(
    [],
  );
}

describe('npm run content refuses a wrong edit, naming the file and the field', () => {
  for (const { found, edits } of plantedTogether) {
    describe(`planted together, found by ${found}`, () => {
      let run: CheckRun;
      beforeAll(async () => {
        run = await contentCheckAfter(both(...edits.map(([, edit]) => edit)));
      }, 120_000);
      it.each(edits)('%s', (_name, _edit, expected) => expectOneProblemSaying(run, expected));
    });
  }

  describe('planted in an otherwise correct copy: links to no page', () => {
    let run: CheckRun;
    beforeAll(async () => {
      run = await contentCheckAfter(both(...deadLinks.map(([, edit]) => edit)));
    }, 120_000);
    it.each(deadLinks)('%s', (_name, _edit, expected) => expectOneProblemSaying(run, expected));
  });
});

/** A new article in both languages, as an editor starts one: from a copy of another. */
const copiedArticle =
  (heads: Record<'en' | 'ar', { title: string; excerpt?: string }>): Edit =>
  ({ read, write }) => {
    for (const locale of ['en', 'ar'] as const) {
      const { title, excerpt } = heads[locale];
      const text = read(`content/insights/blog/cloud-migration-strategies.${locale}.mdx`)
        .replace(/^title: .*$/m, `title: ${title}`)
        .replace(/^date: .*$/m, 'date: 2025-11-02');
      write(
        `content/insights/blog/cloud-costs-after-migration.${locale}.mdx`,
        excerpt === undefined
          ? text
          : text.replace(/^excerpt: >-\n(?: {2}.*\n)+/m, `excerpt: ${excerpt}\n`),
      );
    }
  };

const seventhArticle = copiedArticle({
  en: {
    title: 'Cloud Costs After Migration',
    excerpt: 'What a cloud bill holds a year after the move, and the habits that keep it down.',
  },
  ar: {
    title: 'تكاليف السحابة بعد الانتقال',
    excerpt: 'ما تتضمنه فاتورة السحابة بعد عام من الانتقال، والعادات التي تُبقيها منخفضة.',
  },
});

const newOfficePhone = replace(
  'content/site/facts.yaml',
  /^officePhone: .*$/m,
  "officePhone: '+966 14 820 5500'",
);

/** The client count, changed in the one place the guide names. */
const sixHundredClients = replace(
  'content/site/facts.yaml',
  /clients:\n {2}value: \d+/,
  'clients:\n  value: 600',
);

/** A faster promise: Arabic counts minutes with the plural after 3 to 10, which Intl knows. */
const tenMinuteResponse = replace(
  'content/site/facts.yaml',
  /responseTime:\n {2}value: \d+/,
  'responseTime:\n  value: 10',
);

/**
 * The words of a file of content/ that count the clients with a noun, from the fact or line
 * before (`more than {clients organisations}`), as the check writes them for `clients` clients.
 */
function withClients(file: string, clients: number): string {
  const token = /\{clients\s+([^\s{}]+)\}/;
  const line = readFileSync(join('content', file), 'utf8')
    .split('\n')
    .find((each) => token.test(each));
  const found = line?.match(token);
  const facts = factsType.fields.parse(parse(readFileSync('content/site/facts.yaml', 'utf8')));
  const forms = formsNamed(facts.nouns.en, found?.[1] ?? '');
  if (!line || !found || !forms) throw new Error(`${file} counts no clients with a noun`);
  const before = line.slice(0, found.index).split('}').at(-1) ?? '';
  return `${before}${countedNoun(clients, forms, 'en')}`.trim();
}

describe('npm run content accepts correct edits', () => {
  // One run of the command itself, in the copy with every correct edit made: its exit code and
  // what it prints, and the files the process generated.
  let command: { status: number | null; output: string };
  beforeAll(async () => {
    command = await commandAfter(
      both(
        seventhArticle,
        newOfficePhone,
        sixHundredClients,
        tenMinuteResponse,
        shortened(arabicArticle, { most: englishMinimum - 1, least: arabicMinimum }),
      ),
    );
  }, 120_000);
  const expectPassed = () => {
    expect(command.output).toContain('Content check passed');
    expect(command.status, command.output).toBe(0);
  };

  it('passes a seventh article, a new office phone, 600 clients and a 10-minute response', () => {
    expectPassed();
    // The generated text keeps figures with their words by no-break spaces; compare words.
    const generated = (file: string) =>
      readFileSync(join(project, '.contentlayer/content', file), 'utf8').replaceAll('\u00a0', ' ');
    const about = generated('pages/about.en.yaml');
    expect(about).toContain(withClients('pages/about.en.yaml', 600));
    const company = generated('site/company.ar.yaml');
    expect(company).toContain("officePhone: '+966 14 820 5500'");
    for (const locale of ['en', 'ar'] as const) {
      const managedIt = generated(`services/managed-it.${locale}.yaml`);
      expect(managedIt).toContain(formatFigure({ value: 10, unit: 'minute' }, locale, 'prose'));
    }
  });

  it('passes an Arabic article above the Arabic minimum, though under the English one', () => {
    expectPassed();
  });

  it("keeps the glossary's names on one line in what npm run content generates", () => {
    expectPassed();
    const names = readGlossary(readFileSync(glossaryFile, 'utf8')).keptTogether.filter((name) =>
      name.includes(' '),
    );
    // Any file that writes one of the names, with an ordinary space as editors type it.
    const files = readdirSync('content', { recursive: true, encoding: 'utf8' });
    const file = files.find((path) =>
      names.some((name) => safeRead(join('content', path))?.includes(name)),
    );
    if (!file) throw new Error('No file of content/ writes a name of the glossary');
    const written = readFileSync(join('content', file), 'utf8');
    const generated = readFileSync(join(project, '.contentlayer/content', file), 'utf8');
    for (const name of names.filter((listed) => written.includes(listed))) {
      expect(generated).toContain(name.replaceAll(' ', '\u00a0'));
      expect(generated).not.toContain(name);
    }
  });

  it('starts from a clean generated folder, so a deleted twin is noticed', async () => {
    const { problems, output } = await contentCheckAfter(({ remove }) =>
      remove('content/services/cloud.ar.yaml'),
    );
    expect(problems).not.toEqual([]);
    expect(output).toContain(
      'content/services/cloud.en.yaml: has no Arabic twin. Create content/services/cloud.ar.yaml',
    );
  }, 120_000);
});

describe('npm run content reports every problem in one run', () => {
  it('names a wrong value, a missing twin and a short article together, and counts three', async () => {
    const { problems, output } = await contentCheckAfter(
      both(
        replace(cloud, 'icon: rocket', 'icon: rocket-ship'),
        ({ remove }) => remove('content/services/iot.ar.yaml'),
        shortened(arabicArticle, { most: arabicMinimum - 1 }),
      ),
    );
    expect(problems).not.toEqual([]);
    expect(output).toContain('Content check failed: 3 problem(s) to fix');
    expect(output).toContain(`${cloud}, line`);
    expect(output).toContain('content/services/iot.en.yaml: has no Arabic twin');
    expect(output).toContain(`${arabicArticle}: the text below the front matter has`);
  }, 120_000);

  it('reports files that cannot be read once each, not again in the documents that name them', async () => {
    const named = 'content/case-studies/hospital-network-security';
    const { problems, output } = await contentCheckAfter(
      both(
        replace(`${named}.en.yaml`, /^title: /m, 'title: : '),
        replace(`${named}.ar.yaml`, /^title: /m, 'title: : '),
      ),
    );
    expect(problems).not.toEqual([]);
    expect(output).toContain('Content check failed: 2 problem(s) to fix');
    expect(output).toContain(`${named}.en.yaml, line`);
    expect(output).toContain(`${named}.ar.yaml, line`);
  }, 120_000);

  it('reports a mistake in the facts once, not again in every text that names a fact', async () => {
    const { problems, output } = await contentCheckAfter(
      replace('content/site/facts.yaml', /clients:\n {2}value: \d+/, 'clients:\n  value: many'),
    );
    expect(problems).not.toEqual([]);
    expect(output).toContain('Content check failed: 1 problem(s) to fix');
    expect(output).toContain('content/site/facts.yaml, line');
  }, 120_000);
});
