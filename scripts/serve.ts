/**
 * The built site alone, without the receiver, for measuring pages (npm run bench).
 * `npm run serve` runs the site with its receiver.
 */
import { createServer, type Server } from 'node:http';
import { staticSite } from '../server/staticSite';

export function startServer(siteDir = 'dist/site', port = 4173): Promise<Server> {
  const server = createServer(staticSite(siteDir));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
