import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { ViteDevServer } from 'vite';
import { z } from 'zod';
import { serverEntrySchema } from '../../shared/serverEntry';
import { checkContent } from './checkContent';
import { glossaryFile, keepNamesTogether, readGlossary } from './glossary';
import { linkProblems } from './linkProblems';
import { formatProblem, type Problem } from './problem';

/** Where the documents are written with the facts in, for contentlayer and the MDX bodies. */
export const resolvedContent = '.contentlayer/content';

export interface ContentCheckRun {
  files: number;
  problems: Problem[];
  /**
   * False while other problems stop the site's pages from being generated: links are
   * checked against those pages, so they are checked in the next run.
   */
  linksChecked: boolean;
}

/** The one export of the server entry the link check needs, checked the same way. */
const sitePagesModule = serverEntrySchema.pick({ sitePages: true });

/** The English path of every page, from the route tree and the generated content. */
export async function sitePathsFrom(vite: ViteDevServer): Promise<Set<string>> {
  // The content was just generated again: read it, not the modules loaded before.
  vite.moduleGraph.invalidateAll();
  const { sitePages } = sitePagesModule.parse(
    await vite.ssrLoadModule('/src/routing/sitePages.ts'),
  );
  return new Set((await sitePages()).map((page) => page.path));
}

/**
 * The whole content check of the project in `root`: the files against the schema and rules,
 * then its .contentlayer/ generated from them, then every internal link against the pages
 * the site will have (`sitePaths`, read from the same project).
 */
export async function runContentCheck(
  sitePaths: () => Promise<Set<string>>,
  root = '.',
): Promise<ContentCheckRun> {
  const { sources, problems } = await checkContent(root);
  if (problems.length > 0) return { files: sources.length, problems, linksChecked: false };
  // Generated from a clean folder, so a deleted document does not live on in a stale one,
  // and from the files with the facts written in (contentlayer.config.ts reads them there).
  rmSync(resolve(root, '.contentlayer'), { recursive: true, force: true });
  const { keptTogether } = readGlossary(readFileSync(resolve(root, glossaryFile), 'utf8'));
  for (const source of sources) {
    const path = resolve(root, resolvedContent, source.inContent);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, keepNamesTogether(source.resolved, keptTogether));
  }
  try {
    await promisify(execFile)('npx', ['contentlayer2', 'build'], { cwd: root });
  } catch (error) {
    const output = z.object({ stdout: z.string(), stderr: z.string() }).safeParse(error);
    return {
      files: sources.length,
      linksChecked: false,
      problems: [
        {
          file: 'content',
          message: `the files passed every check, but contentlayer could not generate the site data from them. Its own message follows; the file it names is the one to fix.\n${output.success ? `${output.data.stdout}${output.data.stderr}` : String(error)}`,
        },
      ],
    };
  }
  const deadLinks = linkProblems(sources, await sitePaths());
  return { files: sources.length, problems: deadLinks, linksChecked: true };
}

export function contentCheckReport({ files, problems, linksChecked }: ContentCheckRun): string {
  if (problems.length === 0) {
    return `Content check passed: ${files} files, every one with its twin, every link leading to a page.`;
  }
  return [
    `Content check failed: ${problems.length} problem(s) to fix. docs/editing-content.md explains each kind of document.`,
    '',
    ...problems.map((problem) => `• ${formatProblem(problem)}`),
    ...(linksChecked
      ? []
      : [
          '',
          'Every file has been checked. A document with a problem above is checked against the rules that compare its fields (its twin, pictures, length, counted nouns) once that problem is fixed, and links once every problem is fixed: they are checked against the pages generated from correct files.',
        ]),
  ].join('\n');
}
