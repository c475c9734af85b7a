/**
 * decap-server ships its in-process entry, dist/middlewares.js, without types: these are
 * the parts of it the local backend uses, as that file (decap-server 3.11) defines them.
 */
declare module 'decap-server/dist/middlewares.js' {
  /** What decap-server's handlers read of a request: its body, parsed from JSON. */
  export interface DecapRequest {
    body: unknown;
  }

  /** The two methods of an express response that its handlers call. */
  export interface DecapResponse {
    status: (code: number) => DecapResponse;
    json: (body: unknown) => void;
  }

  /** A handler answers with `response`, or calls `next` to pass the request on. */
  export type DecapHandler = (
    request: DecapRequest,
    response: DecapResponse,
    next: () => void,
  ) => unknown;

  /** The two methods of an express app that registering calls. */
  export interface DecapApp {
    /** Its access log, CORS and JSON body parser. */
    use: (middleware: unknown) => void;
    /** Its request validator, then its handler, both at /api/v1. */
    post: (path: string, handler: DecapHandler) => void;
  }

  interface Middlewares {
    /**
     * Registers the local file-system API over the folder GIT_REPO_DIRECTORY names (else the
     * working directory), read once, before registering's first await.
     */
    registerLocalFs: (app: DecapApp, options?: { logLevel?: string }) => Promise<void>;
  }

  const middlewares: Middlewares;
  export default middlewares;
}
