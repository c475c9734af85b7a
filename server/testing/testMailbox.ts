import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailbox {
  port: number;
  /** Every message received so far, parsed, in the order they arrived. */
  messages(): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on localhost for tests (the smtp-server package): it accepts every
 * message and keeps it as a file in `directory`, so other processes can read the mailbox.
 */
export function startTestMailbox(directory: string, port = 0): Promise<TestMailbox> {
  mkdirSync(directory, { recursive: true });
  let received = readdirSync(directory).length;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        writeFileSync(
          join(directory, `${String(received).padStart(5, '0')}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        messages: () => readMailbox(directory),
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The messages a test mailbox kept in `directory`. */
export function readMailbox(directory: string): Promise<ParsedMail[]> {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith('.eml'))
    .sort();
  return Promise.all(files.map((name) => simpleParser(readFileSync(join(directory, name)))));
}
