// A multipart POST through XMLHttpRequest rather than fetch: only it reports the upload's progress,
// which a phone on a slow line needs to see. The answer and its failure read as httpClient's do.
import { getLanguage } from './language.ts';
import { HttpError } from './httpClient.ts';
import { getStoredUser } from './session.ts';

/** Sends `form` to `url`; `onProgress` gets 0 to 1 as the bytes leave. */
export function postWithProgress<T>(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', getLanguage());
    const user = getStoredUser();
    if (user) request.setRequestHeader('Authorization', `Bearer ${user.accessToken}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = request.responseText;
      }
      const status = request.status;
      if (status >= 200 && status < 300) return resolve(body as T);
      const message = body && typeof body === 'object' && 'message' in body ? String(body.message) : request.statusText;
      const retryAfter = Number.parseInt(request.getResponseHeader('Retry-After') ?? '', 10);
      reject(new HttpError(message || `HTTP ${status}`, status, body, Number.isFinite(retryAfter) ? retryAfter : undefined));
    };
    request.onerror = () => reject(new TypeError('network error'));
    request.send(form);
  });
}
