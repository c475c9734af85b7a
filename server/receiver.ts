import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { csrf } from 'hono/csrf';
import { locales } from '../src/content/vocabulary';
import { errorMessage } from '../src/errorMessage';
import {
  answers,
  honeypotField,
  isFormName,
  pageField,
  receiverPath,
  type FormName,
} from '../src/forms/formContract';
import { fieldErrorsOf, schemaFor } from '../src/forms/formRules';
import type { FormEcho } from '../src/forms/formEcho';
import { localeFromPath } from '../src/i18n/localePath';
import { cmsAuthPath } from '../src/admin/cmsConfig';
import { cmsAuth, type CmsAuthOptions } from './cmsAuth';
import type { Database } from './db/database';
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
  log?: (message: string) => void;
}

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
  | { kind: 'invalid'; status: 400 | 415 };

async function readBody(context: Context): Promise<Body> {
  const type = context.req.header('Content-Type') ?? '';
  if (type.startsWith('application/json')) {
    const json: unknown = await context.req.json().catch(() => undefined);
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? { kind: 'json', fields: Object.fromEntries(Object.entries(json)) }
      : { kind: 'invalid', status: 400 };
  }
  if (
    type.startsWith('application/x-www-form-urlencoded') ||
    type.startsWith('multipart/form-data')
  ) {
    return { kind: 'form', fields: await context.req.parseBody() };
  }
  return { kind: 'invalid', status: 415 };
}

/**
 * The key of a plain form post, which carries none: the same words sent again (a reload
 * that repeats the post) are the same submission.
 */
function contentKey(form: FormName, payload: Record<string, string | undefined>): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([form, payload]))
    .digest('hex');
  return `post-${digest}`;
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
  log = console.error,
}: ReceiverOptions): Hono {
  const app = new Hono();
  app.route(cmsAuthPath, cmsAuth(cmsAuthOptions));

  app.get('/api/health', (context) => context.json({ status: 'ok' }));

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
      if (body.kind === 'invalid') {
        return context.json({ error: 'Send JSON or a form post' }, body.status);
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
      const idempotencyKey =
        headerKey && idempotencyKeyPattern.test(headerKey)
          ? headerKey
          : contentKey(form, parsed.data);
      const honeypot = fields[honeypotField];
      let result: StoreResult;
      try {
        result = await storeSubmission(
          db,
          {
            form,
            locale,
            payload: parsed.data,
            idempotencyKey,
            clientAddress: clientAddress(context),
            spam: typeof honeypot === 'string' && honeypot !== '',
          },
          { addressLimit },
        );
      } catch (error) {
        log(`A ${form} submission could not be stored: ${errorMessage(error)}`);
        return body.kind === 'json'
          ? context.json(answers.unavailable, 500)
          : answerPage({ outcome: 'failed', values: typedValues(fields), errors: {} }, 500);
      }
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

  app.all('/api/*', (context) => context.json({ error: 'Not found' }, 404));
  return app;
}
