import { existsSync } from 'node:fs';

/**
 * How the tests and the benchmark start Chromium: Debian's build where it is installed
 * (CI installs it), else the browser's own default. These flags keep headless Chromium
 * from reaching out to the network, which these machines do not allow.
 */
export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const debianChromium = '/usr/bin/chromium';

export function chromiumPath(): string | undefined {
  return existsSync(debianChromium) ? debianChromium : undefined;
}
