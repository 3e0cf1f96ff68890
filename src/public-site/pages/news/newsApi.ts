// The notification calls of spec section 7 the news pages make, one function each: the only place the
// public site spells their paths. Newest first is the server's order for this list (the schema's defaultSort).
import type { NewsSubscription } from '../../../../common/generated/api.ts';
import type { NotificationRecord } from '../../../../common/generated/types.ts';
import { arrivedEarly, readEarlyOr } from '../../../providers/earlyAnswers.ts';
import { NOTIFICATIONS, noticesUrl } from './firstNotices.ts';
import notificationSchema from '../../../../schema/notification.json';
import { httpClient, type HttpResponse } from '../../../providers/httpClient.ts';
import { multipartBody } from '../../../providers/multipart.ts';
import { postWithProgress } from '../../../providers/uploadWithProgress.ts';

export type Notice = NotificationRecord;

export interface NoticePage {
  notices: Notice[];
  total: number;
}

/** The address of the notices `first`..`last` inclusive, newest first. */
/** The notices of an answer and how many there are in all. */
function noticePage({ json: notices, headers }: HttpResponse<Notice[]>, first: number): NoticePage {
  // Content-Range: "family-notification 0-9/1000"; without it the page is all there is.
  const total = Number(/\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1] ?? first + notices.length);
  return { notices, total };
}

/** One page of notices, newest first: `first`..`last` inclusive. */
export const listNotices = async (first: number, last: number, signal?: AbortSignal): Promise<NoticePage> =>
  noticePage(await readEarlyOr<Notice[]>(noticesUrl(first, last), signal), first);

/** The notices `first`..`last` when their early answer has already come. */
export function arrivedNotices(first: number, last: number): NoticePage | undefined {
  const answer = arrivedEarly<Notice[]>(noticesUrl(first, last));
  return answer && noticePage(answer, first);
}

export const getNotice = async (id: string, signal?: AbortSignal) => (await httpClient<Notice>(`${NOTIFICATIONS}/${id}`, { signal })).json;

export const deleteNotice = async (id: number) => void (await httpClient(`${NOTIFICATIONS}/${id}`, { method: 'DELETE' }));

export interface NewNotice {
  subject: string;
  description: string;
  file: File | null;
  /** The signed-in author; the server takes the author from the sign-in, the spec's client sends it too. */
  createdBy: number;
}

/** The spec's multipart create: notificationSubject, notificationDescription, notificationcreatedBy and file. */
export function createNotice(notice: NewNotice, onProgress: (fraction: number) => void): Promise<Notice & { message: string }> {
  const { subject, description, createdBy } = notice;
  const form = multipartBody(notificationSchema, { subject, description, createdBy }, { names: 'spec', file: notice.file ?? undefined });
  return postWithProgress(NOTIFICATIONS, form, onProgress);
}

/** The reader's choice of family news by e-mail, and the language of the mails' frame (schema/api/news.json). */
export type { NewsSubscription };

const SUBSCRIPTION = '/api/v1/news/subscription';

export const getSubscription = async (signal?: AbortSignal) => (await httpClient<NewsSubscription>(SUBSCRIPTION, { signal })).json;

export const setSubscription = async (choice: NewsSubscription) =>
  (await httpClient<NewsSubscription>(SUBSCRIPTION, { method: 'PUT', body: JSON.stringify(choice) })).json;
