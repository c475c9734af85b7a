/**
 * Development server: Vite with hot reload, each request rendered by the same server entry
 * the prerenderer uses, so development shows exactly what the build will produce.
 * The content check runs at start and whenever a file in content/ changes: its problems show
 * in the terminal and over the page, and a passing check regenerates the content and reloads.
 * At start it is skipped when a check passed for these very files today and left all it
 * generated (`npm run content`, which `npm run cms` and `npm test` run first).
 */
import { readFileSync, watch } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import sirv from 'sirv';
import { createServer as createViteServer } from 'vite';
import { readConfig } from '../server/config';
import { startReceiver } from '../server/startReceiver';
import { adminDirectory, cmsApiPath } from '../shared/editorPaths';
import { errorMessage } from '../shared/errorMessage';
import {
  checkedDay,
  contentStampKey,
  hasWholeContentStamp,
} from '../tooling/contentCheck/contentStamp';
import {
  contentCheckReport,
  runContentCheck,
  sitePathsFrom,
} from '../tooling/contentCheck/runContentCheck';
import { pageScripts } from '../tooling/pageScripts';
import { startScriptTag, themeScriptTag } from '../shared/siteAssets';
import { startCmsBackend } from './cmsBackend';
import { serverEntrySchema } from '../shared/serverEntry';

const port = Number(process.env.PORT ?? 5173);
// `--mock` (npm run dev:mock): forms post to the MSW handlers of mocks/, so every outcome
// of the forms endpoint can be tried in the browser (see mocks/handlers.ts).
const mock = process.argv.includes('--mock');
if (mock) process.env.VITE_MSW = 'true';
// `--cms` (npm run cms): the web editor at /admin/, saving into this checkout's content/
// through its backend, which runs in this process behind the request filter of cmsBackend.ts.
const cms = process.argv.includes('--cms') ? await startCmsBackend(process.cwd()) : undefined;
const editorFiles = cms && sirv(`dist/site/${adminDirectory}`, { dev: true });
// Only this computer may connect, as with Vite's own server: the dev server serves the source,
// posts forms into .data/ and, with --cms, writes files. HOST (as for `npm start`) opens the
// site to the network, to try it on a phone, but never the editor.
const listenHost = cms ? '127.0.0.1' : (process.env.HOST ?? '127.0.0.1');
const devServer = createHttpServer();
// Hot reload's WebSocket shares the dev server's port and address instead of opening its own.
const vite = await createViteServer({
  server: { middlewareMode: true, ws: { server: devServer } },
  appType: 'custom',
});

async function checkAndReportContent() {
  const report = await runContentCheck(() => sitePathsFrom(vite)).then(
    (run) => ({ failed: run.problems.length > 0, text: contentCheckReport(run) }),
    // A route file being edited can fail to load; say so and keep serving.
    (error: unknown) => ({
      failed: true,
      text: `The content check stopped: ${errorMessage(error)}`,
    }),
  );
  if (report.failed) {
    console.error(report.text);
    vite.ws.send({
      type: 'error',
      err: { message: report.text, stack: '', plugin: 'content check' },
    });
  } else {
    console.log(report.text);
    vite.ws.send({ type: 'full-reload' });
  }
}

if (hasWholeContentStamp(contentStampKey(checkedDay()))) {
  console.log('Content check: passed already for these very files and this day.');
} else {
  await checkAndReportContent();
}
let checks = Promise.resolve();
let pendingCheck: NodeJS.Timeout | undefined;
watch('content', { recursive: true }, () => {
  clearTimeout(pendingCheck);
  // An editor's save often touches a file twice: check once it settles, one run at a time.
  pendingCheck = setTimeout(() => {
    checks = checks.then(checkAndReportContent);
  }, 300);
});

const headTags = `${themeScriptTag(pageScripts)}${startScriptTag(pageScripts, '/src/boot/entry-client.ts')}`;

const loadServerEntry = async () =>
  serverEntrySchema.parse(await vite.ssrLoadModule('/src/prerender/entry-server.tsx'));

// The real receiver answers the forms (PGlite in .data/, as `npm start`), unless --mock.
const receiver = mock
  ? undefined
  : await startReceiver(readConfig(), async (page, echo) => {
      const { render } = await loadServerEntry();
      return (await render(page, themeScriptTag(pageScripts), echo)).html;
    });

devServer.on('request', (request, response) => {
  if (mock && request.url === '/mockServiceWorker.js') {
    response.setHeader('Content-Type', 'text/javascript');
    response.end(readFileSync('node_modules/msw/lib/mockServiceWorker.js'));
    return;
  }
  if (cms && request.url?.startsWith(cmsApiPath)) {
    cms.forward(request, response);
    return;
  }
  if (editorFiles && request.url?.startsWith(`/${adminDirectory}/`)) {
    request.url = request.url.slice(adminDirectory.length + 1);
    editorFiles(request, response);
    return;
  }
  if (receiver && request.url?.startsWith('/api/')) {
    void receiver.listener(request, response);
    return;
  }
  vite.middlewares(request, response, async () => {
    const url = request.url ?? '/';
    try {
      const { render } = await loadServerEntry();
      const page = await render(url, headTags);
      response.statusCode = page.status;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(await vite.transformIndexHtml(url, page.html));
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      response.statusCode = 500;
      response.end(error instanceof Error ? error.stack : String(error));
    }
  });
});
devServer.listen(port, listenHost, () => {
  console.log(`Development server at http://localhost:${port}`);
  if (cms) console.log(`Web editor at http://localhost:${port}/${adminDirectory}/`);
});
