// Errors that carry their HTTP status: Fastify's error handler answers them as errors#/definitions/refusal
// ({ statusCode, error, message, fields }), the message of a field's fault in the request's language.
import { STATUS_CODES } from 'node:http';
import type { Refusal } from '../common/generated/api.ts';
import type { FieldFault } from '../common/model/fieldFaults.ts';
import { MESSAGES } from '../common/model/messages.ts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the answer carries (Retry-After with a 429). */
    readonly headers: Record<string, string | number> = {},
    /** The fields the request got wrong, each with the rule it breaks. */
    readonly faults: readonly FieldFault[] = [],
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

/** A field that breaks a rule: 400, or 409 when it clashes with another record. Its message is written for the request's reader. */
export const fieldRefused = (fault: FieldFault, statusCode = 400): HttpError =>
  new HttpError(statusCode, `${fault.field}: ${fault.rule}`, {}, [fault]);

/**
 * An error as the API answers it: its status, and its message unless a 500 that was not written for the
 * user; the fields at fault, whose message `faultMessage` words.
 */
export function errorAnswer(error: Error & { statusCode?: number }, faultMessage: (faults: readonly FieldFault[]) => string): Refusal {
  const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  const faults = error instanceof HttpError ? error.faults : [];
  if (faults.length > 0) return { statusCode, error: STATUS_CODES[statusCode], message: faultMessage(faults), fields: [...faults] };
  // An HttpError's message was written for the user (a mail or SMS gateway that failed); others may leak internals.
  const message = statusCode >= 500 && !(error instanceof HttpError) ? MESSAGES.serverFailed : error.message;
  return { statusCode, error: STATUS_CODES[statusCode], message };
}
