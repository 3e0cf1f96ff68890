// A multipart POST through XMLHttpRequest rather than fetch: only it reports the upload's progress,
// which a phone on a slow line needs to see. The answer and its failure read as httpClient's do.
import { getLanguage } from './language.ts';
import { HttpError } from './httpClient.ts';
import { getStoredUser } from './session.ts';

/**
 * Sends `form` to `url`; `onProgress` gets 0 to 1 as the bytes leave. With `onLine`, asks for the answer
 * as lines of JSON (a long task's progress): each line goes to `onLine` as it arrives, and the last is the
 * answer, or its failure when it carries an error status, since the status line went out before it was known.
 */
export function postWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  onLine?: (line: unknown) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', onLine ? 'application/x-ndjson' : 'application/json');
    request.setRequestHeader('Accept-Language', getLanguage());
    const user = getStoredUser();
    if (user) request.setRequestHeader('Authorization', `Bearer ${user.accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    let handed = 0;
    const handLines = () => {
      const text = request.responseText;
      const end = text.lastIndexOf('\n') + 1;
      for (const line of text.slice(handed, end).split('\n')) if (line) onLine?.(JSON.parse(line));
      handed = end;
    };
    if (onLine) request.onprogress = handLines;
    request.onload = () => {
      let body: unknown;
      try {
        if (onLine && request.status < 300) handLines();
        const text = request.responseText.trimEnd();
        body = JSON.parse(onLine ? text.slice(text.lastIndexOf('\n') + 1) : text);
      } catch {
        body = request.responseText;
      }
      const failed = onLine && body && typeof body === 'object' && 'statusCode' in body ? Number(body.statusCode) : undefined;
      const status = failed ?? request.status;
      if (status >= 200 && status < 300) return resolve(body as T);
      const message = body && typeof body === 'object' && 'message' in body ? String(body.message) : request.statusText;
      const retryAfter = Number.parseInt(request.getResponseHeader('Retry-After') ?? '', 10);
      reject(new HttpError(message || `HTTP ${status}`, status, body, Number.isFinite(retryAfter) ? retryAfter : undefined));
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.send(form);
  });
}
