// Errors that carry their HTTP status: Fastify's error handler answers { statusCode, error, message }.
import { STATUS_CODES } from 'node:http';

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

/** An error as the API answers it: its status, and its message unless a 500 that was not written for the user. */
export function errorAnswer(error: Error & { statusCode?: number }): { statusCode: number; error: string | undefined; message: string } {
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  // An HttpError's message was written for the user (a mail or SMS gateway that failed); others may leak internals.
  const message = statusCode >= 500 && !(error instanceof HttpError) ? 'The server could not complete the request' : error.message;
  return { statusCode, error: STATUS_CODES[statusCode], message };
}
