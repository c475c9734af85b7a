/**
 * The site and its receiver on one origin: the prerendered pages from dist/site, and the
 * forms' receiver under /api/. `npm start` builds and runs this; deploy/ runs it behind
 * nginx. Settings come from the environment (see config.ts and the README).
 */
import { createServer } from 'node:http';
import { readConfig } from './config';
import { sitePageRenderer } from './echoPage';
import { setSecurityHeaders } from './securityHeaders';
import { startReceiver } from './startReceiver';
import { staticSite } from './staticSite';

const config = readConfig();
const receiver = await startReceiver(
  config,
  await sitePageRenderer({ siteDir: config.siteDir, serverEntry: config.serverEntry }),
);
const site = staticSite(config.siteDir);

const server = createServer((request, response) => {
  setSecurityHeaders(request, response, { trustProxy: config.trustProxy });
  if (request.url?.startsWith('/api/')) void receiver.listener(request, response);
  else site(request, response);
});

server.listen(config.port, config.host, () => {
  const host = config.host === '127.0.0.1' ? 'localhost' : config.host;
  console.log(
    `Site and receiver at http://${host}:${config.port} (submissions in ${receiver.engine})`,
  );
});

/** Stop taking requests, let those under way finish, then close the receiver. */
async function shutDown() {
  await new Promise((resolve) => server.close(resolve));
  await receiver.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutDown());
process.once('SIGTERM', () => void shutDown());
