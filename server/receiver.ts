import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { locales } from '../shared/locales';
import {
  answers,
  honeypotField,
  isFormName,
  pageField,
  receiverPath,
  type FormName,
} from '../shared/formContract';
import { fieldErrorsOf, schemaFor } from '../shared/formRules';
import type { FormEcho } from '../src/forms/formEcho';
import { localeFromPath } from '../src/i18n/localePath';
import { cmsAuthPath } from '../shared/editorPaths';
import { cmsAuth, type CmsAuthOptions } from './cmsAuth';
import type { Database } from './db/database';
import { databaseErrorSummary } from './db/databaseErrorSummary';
import { withDeadline } from './withDeadline';
import { storeSubmission, type StoreResult } from './storeSubmission';

/** Renders the page a form was posted from again, with the echo of that form. */
export type EchoPageRenderer = (page: string, echo: FormEcho) => string | Promise<string>;

export interface ReceiverOptions {
  db: Database;
  /** The page answering a post without JavaScript (see echoPage.ts). */
  renderEchoPage: EchoPageRenderer;
  /** Called after a submission that staff should hear about was stored. */
  onStored?: () => void;
  /** The client's network address, as the server or the proxy in front of it tells. */
  clientAddress: (context: Context) => string;
  addressLimit: number;
  /** Origins allowed to post forms besides the request's own (the public site behind a proxy). */
  allowedOrigins?: string[];
  /** The web editor's GitHub sign-in; without it, /api/cms-auth says it is not set up. */
  cmsAuth?: CmsAuthOptions;
  /**
   * How long a submission may wait on the database before the answer is a 500: the
   * visitor's browser gives up on an attempt after 10 s, and retries a 500 with the same key.
   */
  storeDeadlineMs?: number;
  log?: (message: string) => void;
}

/** How long the readiness check waits for the database's answer. */
const readinessDeadlineMs = 2_000;

/** The largest body a form can need (a 1000-character message in Arabic is 2 KB). */
export const maxBodyBytes = 16 * 1024;

/** Idempotency keys the browser makes are 32 hex digits; other clients may use UUIDs. */
const idempotencyKeyPattern = /^[\w-]{8,128}$/;

/** The page a plain post came from: a site path, or the home page when it is anything else. */
function pageOf(value: unknown): string {
  return typeof value === 'string' && /^\/[a-z0-9/-]{0,200}$/.test(value) && !value.includes('//')
    ? value
    : '/';
}

/** What a person typed, to give back to them: text fields only, never more than a form holds. */
function typedValues(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .filter(([name]) => name !== honeypotField && name !== pageField)
      .map(([name, value]) => [name, value.slice(0, 2000)]),
  );
}

type Body =
  | { kind: 'json'; fields: Record<string, unknown> }
  | { kind: 'form'; fields: Record<string, unknown> }
  | { kind: 'unsupported' };

/** A media type's name without its parameters, in lower case, as names compare. */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * A plain post's fields. Boxes ticked under one name (the newsletters chosen) arrive as
 * that name once per box: their values are joined by commas, as the field's rule reads them.
 */
function formFields(form: FormData): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const before = fields[name];
    fields[name] =
      typeof before === 'string' && typeof value === 'string' ? `${before},${value}` : value;
  }
  return fields;
}

/**
 * The fields a request carries. A body that cannot be read as fields (broken JSON, a list,
 * a number) carries none, so it is answered like an empty form: 400 with each field's key.
 */
async function readBody(context: Context): Promise<Body> {
  const type = mediaType(context.req.header('Content-Type'));
  if (type === 'application/json') {
    const json: unknown = await context.req.json().catch(() => undefined);
    const readable = typeof json === 'object' && json !== null && !Array.isArray(json);
    return { kind: 'json', fields: readable ? Object.fromEntries(Object.entries(json)) : {} };
  }
  if (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data') {
    // The platform's parser, which reads the media type whatever its capitals.
    const form = await context.req.raw.formData().catch(() => undefined);
    return { kind: 'form', fields: form ? formFields(form) : {} };
  }
  return { kind: 'unsupported' };
}

/** What a submission carried, as one digest: the same words give the same digest. */
function payloadDigestOf(form: FormName, payload: Record<string, string | undefined>): string {
  return createHash('sha256')
    .update(JSON.stringify([form, payload]))
    .digest('hex');
}

/** Answers a method the address does not take, naming those it does. */
function methodNotAllowed(allowed: string) {
  return (context: Context) => {
    context.header('Allow', allowed);
    return context.json({ error: 'Method not allowed' }, 405);
  };
}

/**
 * The receiver of the site's forms, under /api/forms/{contact|consultation|newsletter}:
 * JSON from the forms' JavaScript (answers as mocks/handlers.ts describes), or a plain
 * HTML form post, answered with the page again in the visitor's language.
 */
export function createReceiver({
  db,
  renderEchoPage,
  onStored,
  clientAddress,
  addressLimit,
  allowedOrigins = [],
  cmsAuth: cmsAuthOptions,
  storeDeadlineMs = 8_000,
  log = console.error,
}: ReceiverOptions): Hono {
  const app = new Hono();
  app.route(cmsAuthPath, cmsAuth(cmsAuthOptions));

  // Liveness: the process answers. A supervisor restarts it when this fails.
  app.get('/api/health', (context) => context.json({ status: 'ok' }));
  // Readiness: the database answers too. A proxy or health check stops sending enquiries
  // here while it does not; restarting the receiver would not help.
  app.get('/api/ready', async (context) => {
    try {
      await withDeadline(db.execute(sql`select 1`), readinessDeadlineMs, 'The database');
      return context.json({ status: 'ready' });
    } catch (error) {
      log(`Not ready: ${databaseErrorSummary(error)}`);
      return context.json({ status: 'unavailable' }, 503);
    }
  });
  for (const path of ['/api/health', '/api/ready']) {
    app.all(path, methodNotAllowed('GET, HEAD'));
  }

  app.post(
    `${receiverPath}/:form`,
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: (context) => context.json({ error: 'Too large' }, 413),
    }),
    // Plain form posts from other sites are refused; JSON needs a same-origin fetch anyway.
    csrf({
      origin: (origin, context) =>
        origin === new URL(context.req.url).origin || allowedOrigins.includes(origin),
    }),
    async (context) => {
      const form = context.req.param('form');
      if (!isFormName(form)) return context.json({ error: 'Unknown form' }, 404);
      const body = await readBody(context);
      if (body.kind === 'unsupported') {
        return context.json({ error: 'Send JSON or a form post' }, 415);
      }
      const { fields } = body;
      const page = pageOf(fields[pageField]);
      // A plain post's language is its page's; a fetch names it, and is English otherwise,
      // like a page without a language prefix.
      const language = context.req.header('Content-Language');
      const locale =
        body.kind === 'form'
          ? localeFromPath(page)
          : (locales.find((known) => known === language) ?? 'en');

      const answerPage = async (echo: Omit<FormEcho, 'form'>, status: 200 | 400 | 429 | 500) => {
        context.header('Cache-Control', 'no-store');
        return context.html(await renderEchoPage(page, { form, ...echo }), status);
      };

      const parsed = schemaFor(form, fields).safeParse(fields);
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error);
        return body.kind === 'json'
          ? context.json({ errors }, 400)
          : answerPage({ outcome: 'invalid', values: typedValues(fields), errors }, 400);
      }

      const headerKey = context.req.header('Idempotency-Key');
      const payloadDigest = payloadDigestOf(form, parsed.data);
      // A plain form post carries no key: the same words sent again (a reload that repeats
      // the post) are the same submission.
      const keyFromContent = !(headerKey && idempotencyKeyPattern.test(headerKey));
      const idempotencyKey = keyFromContent ? `post-${payloadDigest}` : headerKey;
      const honeypot = fields[honeypotField];
      let result: StoreResult;
      try {
        result = await withDeadline(
          storeSubmission(
            db,
            {
              form,
              locale,
              payload: parsed.data,
              idempotencyKey,
              payloadDigest,
              keyFromContent,
              clientAddress: clientAddress(context),
              spam: typeof honeypot === 'string' && honeypot !== '',
            },
            { addressLimit },
          ),
          storeDeadlineMs,
          'The database',
        );
      } catch (error) {
        // The browser's random key names the submission; a plain post's key is a digest of
        // what was typed, which a guess could confirm, so it stays out of the log too.
        const named = keyFromContent ? 'plain form post' : `submission (key ${idempotencyKey})`;
        log(`A ${form} ${named} could not be stored: ${databaseErrorSummary(error)}`);
        return body.kind === 'json'
          ? context.json(answers.unavailable, 500)
          : answerPage({ outcome: 'failed', values: typedValues(fields), errors: {} }, 500);
      }
      if (result.outcome === 'keyReused') return context.json(answers.keyReused, 422);
      if (result.outcome === 'rateLimited') {
        context.header('Retry-After', String(Math.ceil(result.retryAfterMs / 1000)));
        return body.kind === 'json'
          ? context.json(answers.rateLimited, 429)
          : answerPage(
              {
                outcome: 'rateLimited',
                values: typedValues(fields),
                errors: {},
                retryAfterMs: result.retryAfterMs,
              },
              429,
            );
      }
      if (result.outcome === 'stored' && result.notifyStaff) onStored?.();
      if (result.outcome === 'replayed') context.header('Idempotent-Replayed', 'true');
      return body.kind === 'json'
        ? context.json(answers.received, 200)
        : answerPage({ outcome: 'sent', values: {}, errors: {} }, 200);
    },
  );

  app.all(`${receiverPath}/:form`, methodNotAllowed('POST'));
  app.all('/api/*', (context) => context.json({ error: 'Not found' }, 404));
  return app;
}
