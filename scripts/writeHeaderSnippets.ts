/**
 * Writes the nginx header snippets of deploy/ from server/securityHeaders.ts, the one
 * source of the headers both servers send: `npx tsx scripts/writeHeaderSnippets.ts`.
 */
import { writeFileSync } from 'node:fs';
import { nginxSnippets } from '../server/securityHeaders';

for (const [file, text] of Object.entries(nginxSnippets)) {
  writeFileSync(file, text);
  console.log(`✓ ${file}`);
}
