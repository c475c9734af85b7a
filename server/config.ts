import { join } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const environmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(4173),
    HOST: z.string().default('127.0.0.1'),
    DATABASE_URL: optionalText,
    DATA_DIR: z.string().default('.data'),
    STAFF_EMAIL: optionalText,
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().default('Tayba Digital website <website@localhost>'),
    TRUST_PROXY: z.enum(['0', '1']).default('0'),
    SITE_ORIGIN: optionalText,
    SITE_DIR: z.string().default('dist/site'),
    SERVER_ENTRY: z.string().default('dist/server/entry-server.js'),
    ADDRESS_LIMIT: z.coerce.number().int().min(1).default(10),
    CMS_GITHUB_CLIENT_ID: optionalText,
    CMS_GITHUB_CLIENT_SECRET: optionalText,
    NODE_ENV: optionalText,
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.DATABASE_URL !== undefined, {
    path: ['DATABASE_URL'],
    message:
      'production needs PostgreSQL: set DATABASE_URL. PGlite, used without it, never flushes ' +
      'its writes to disk, so an enquiry it answered could be lost when the power goes out.',
  })
  .refine(
    (env) =>
      (env.CMS_GITHUB_CLIENT_ID === undefined) === (env.CMS_GITHUB_CLIENT_SECRET === undefined),
    {
      path: ['CMS_GITHUB_CLIENT_SECRET'],
      message:
        'set both CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (the GitHub OAuth app), or neither',
    },
  );

/** Every environment variable the receiver reads. */
export const settingNames = Object.keys(environmentSchema.shape);

export interface ReceiverConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise PGlite in `pgliteDir`. */
  databaseUrl?: string;
  /** PGlite's folder inside DATA_DIR. */
  pgliteDir: string;
  /** Where the receiver answers `npm run enquiries` while it holds the PGlite data. */
  socketPath: string;
  staffEmail?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Behind nginx: take the client address from X-Real-IP, which the proxy sets. */
  trustProxy: boolean;
  /** The public origin, for form posts whose browser sends no Sec-Fetch-Site. */
  siteOrigin?: string;
  siteDir: string;
  serverEntry: string;
  /** Accepted submissions per client address in the rate-limit window. */
  addressLimit: number;
  /** The GitHub OAuth app through which editors sign in to /admin; both or neither. */
  cmsGithub?: { clientId: string; clientSecret: string };
}

/** The receiver's settings, from the environment; a wrong value stops it with its name. */
export function readConfig(environment: NodeJS.ProcessEnv = process.env): ReceiverConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`The receiver's settings are wrong:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: join(env.DATA_DIR, 'pglite'),
    socketPath: join(env.DATA_DIR, 'receiver.sock'),
    staffEmail: env.STAFF_EMAIL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    trustProxy: env.TRUST_PROXY === '1',
    siteOrigin: env.SITE_ORIGIN,
    siteDir: env.SITE_DIR,
    serverEntry: env.SERVER_ENTRY,
    addressLimit: env.ADDRESS_LIMIT,
    cmsGithub:
      env.CMS_GITHUB_CLIENT_ID && env.CMS_GITHUB_CLIENT_SECRET
        ? { clientId: env.CMS_GITHUB_CLIENT_ID, clientSecret: env.CMS_GITHUB_CLIENT_SECRET }
        : undefined,
  };
}
