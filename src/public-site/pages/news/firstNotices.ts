// The news list's first page, asked for as soon as the portal's code runs when the list is opened by its
// address (routing/firstReads.ts), with its thumbnails as soon as the answer names them: a module of its
// own, so that the first download holds these lines and not the rest of the news calls (newsApi.ts).
import type { NotificationRecord } from '../../../../common/generated/types.ts';
import { askEarly } from '../../../providers/earlyAnswers.ts';
import { pictureAt } from '../../../providers/pictureLinks.ts';
import { preloadImage } from '../../preloadImage.ts';

export const NOTIFICATIONS = '/api/v1/notifications';

// A phone's first screen holds about four cards, a desktop's five: the first render makes no more than it shows.
export const PAGE_SIZE = 6;

/** The notices `first`..`last`, newest first. */
export const noticesUrl = (first: number, last: number) =>
  `${NOTIFICATIONS}?${new URLSearchParams({ sort: JSON.stringify(['createdDate', 'DESC']), range: JSON.stringify([first, last]) })}`;

/** Asks for the first page before the list renders (see providers/earlyAnswers.ts), and for its thumbnails. */
export function askFirstNoticesEarly(): void {
  void askEarly<NotificationRecord[]>(noticesUrl(0, PAGE_SIZE - 1))?.then(
    ({ json }) => json.forEach((notice) => notice.imageLink && preloadImage(pictureAt(notice.imageLink, 'thumb'))),
    () => undefined, // the list's own read reports the failure
  );
}
