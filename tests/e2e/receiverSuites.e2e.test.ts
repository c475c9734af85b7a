import { describe } from 'vitest';
// pageTest's file-wide fixtures may only be made at a file's top level, and a worker keeps the
// modules it loaded for the next file (isolate: false): browser.ts is loaded here, not inside a
// suite's describe.
import './browser';

/**
 * The suites that send forms to the one receiver the global setup starts, read its database
 * and its mailbox, or kill a receiver, one after another in one file, beside the files that
 * only read the built site. Their rows and e-mails are told apart by each test's own address,
 * but a mailbox file is read while the SMTP server may still be writing another, the contact
 * form's limit counts per address for a few minutes, and nginx's burst test holds its address
 * back: one suite at a time keeps what each reads to what it sent. One file rather than a
 * project of one worker: Vitest runs such a project only after every other file has ended.
 * Each suite is imported inside its own describe, so its hooks apply to its own tests only.
 */
describe('forms sent with JavaScript', async () => {
  await import('./forms.receiverSuite');
});
describe('forms sent without JavaScript', async () => {
  await import('./formsWithoutJavaScript.receiverSuite');
});
describe('forms sent by keyboard', async () => {
  await import('./keyboard.receiverSuite');
});
describe('the site behind nginx', async () => {
  await import('./nginx.receiverSuite');
});
describe('a receiver restarted mid-send', async () => {
  await import('./receiverRestart.receiverSuite');
});
