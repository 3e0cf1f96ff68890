// The one fetch wrapper of the browser: bearer token from the stored session, JSON in and out, and the
// server's `message` on failure (spec sections 7 and 8). Its signature matches react-admin's
// fetchUtils.fetchJson so ra-data-simple-rest can use it, without importing react-admin here.
import type { FieldFault } from '../../common/model/fieldFaults.ts';
import { getLanguage } from './language.ts';
import { noteAnswer, noteUnreachable } from './offline.ts';
import { clearStoredUser, getStoredUser } from './session.ts';

export interface HttpOptions extends RequestInit {
  /** For a call whose 401 means something else than a dead session (a wrong old password): the session is kept. */
  keepSessionOn401?: boolean;
}

export interface HttpResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

/** A failed call: `message` is the server's message when it sent one; `body` is the parsed error body. */
export class HttpError extends Error {
  readonly status: number;
  /** The fields the server refused, each with the rule it breaks (errors#/definitions/refusal). */
  readonly faults: readonly FieldFault[];
  readonly body: unknown;
  /** Seconds to wait before asking again, from a 429's Retry-After. */
  readonly retryAfter: number | undefined;
  constructor(message: string, status: number, body: unknown, retryAfter?: number) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
    const fields = body && typeof body === 'object' && 'fields' in body ? body.fields : undefined;
    this.faults = Array.isArray(fields) ? (fields as FieldFault[]) : [];
  }
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

export async function httpClient<T = unknown>(
  url: string,
  { keepSessionOn401 = false, ...options }: HttpOptions = {},
): Promise<HttpResponse<T>> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  // The portal's language, not the browser's: the mail and SMS a call sends go out in it.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', getLanguage());
  // A FormData body sets its own multipart boundary; anything else we send is JSON.
  if (options.body !== undefined && !(options.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const user = getStoredUser();
  if (user) headers.set('Authorization', `Bearer ${user.accessToken}`);

  const response = await fetch(url, { ...options, headers }).catch((error: unknown) => {
    noteUnreachable();
    throw error;
  });
  noteAnswer(response);
  const body = await response.text();
  const json = parse(body);
  if (!response.ok) {
    if (response.status === 401 && user && !keepSessionOn401) clearStoredUser();
    const message =
      json && typeof json === 'object' && 'message' in json && typeof json.message === 'string'
        ? json.message
        : response.statusText || `HTTP ${response.status}`;
    const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
    throw new HttpError(message, response.status, json, Number.isFinite(retryAfter) ? retryAfter : undefined);
  }
  return { status: response.status, headers: response.headers, body, json: json as T };
}
