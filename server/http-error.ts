// Errors that carry their HTTP status: Fastify's error handler answers { statusCode, error, message }.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries (Retry-After with a 429). */
    readonly headers: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message);
export const unauthorized = (message = 'Full authentication is required to access this resource'): HttpError => new HttpError(401, message);
export const forbidden = (message = 'Access denied: your role may not do this'): HttpError => new HttpError(403, message);
export const notFound = (message: string): HttpError => new HttpError(404, message);
export const conflict = (message: string): HttpError => new HttpError(409, message);
