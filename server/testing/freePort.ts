import { createServer, type Server } from 'node:net';

function listenOnAnyPort(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve(probe));
  });
}

/**
 * `count` different TCP ports on 127.0.0.1 that nothing listens on at the moment of
 * asking: all are held open together, so the system cannot hand out one twice.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(Array.from({ length: count }, listenOnAnyPort));
  const ports = probes.map((probe) => {
    const address = probe.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(
    probes.map((probe) => new Promise<void>((resolve) => probe.close(() => resolve()))),
  );
  return ports;
}

export async function freePort(): Promise<number> {
  const [port = 0] = await freePorts(1);
  return port;
}
