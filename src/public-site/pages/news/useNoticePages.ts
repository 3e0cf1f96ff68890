// The notices as the server pages them, newest first, PAGE_SIZE at a time: the first screen needs one
// small page, however many notices the family has written over the years.
import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE } from './firstNotices.ts';
import { arrivedNotices, listNotices, type Notice } from './newsApi.ts';

export interface NoticePages {
  notices: Notice[];
  total: number;
  loading: boolean;
  error: unknown;
  /** Whether the server holds notices not shown yet. */
  hasMore: boolean;
  more: () => void;
  /** Takes a deleted notice off the cards already shown. */
  drop: (id: number) => void;
}

interface Answer {
  pages: number;
  notices: Notice[];
  total: number;
  error?: unknown;
}

export function useNoticePages(): NoticePages {
  const [pages, setPages] = useState(1);
  // The first page, when it was asked for early and has come, is shown in the first render.
  const [answer, setAnswer] = useState<Answer>(() => {
    const first = arrivedNotices(0, PAGE_SIZE - 1);
    return first ? { pages: 1, ...first } : { pages: 0, notices: [], total: 0 };
  });

  useEffect(() => {
    if (answer.pages === pages) return;
    const controller = new AbortController();
    // Counted from what is on screen, so a deleted card does not make the next page skip a notice.
    const first = pages === 1 ? 0 : answer.notices.length;
    listNotices(first, first + PAGE_SIZE - 1, controller.signal).then(
      ({ notices, total }) =>
        setAnswer((a) => {
          const known = new Set(a.notices.map((n) => n.id));
          return { pages, notices: pages === 1 ? notices : [...a.notices, ...notices.filter((n) => !known.has(n.id))], total };
        }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer((a) => ({ ...a, pages, error }));
      },
    );
    return () => controller.abort();
    // A page is asked for once, when `pages` grows; the notices shown say where it starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages]);

  const loading = answer.pages !== pages;
  const hasMore = answer.notices.length < answer.total;
  return {
    notices: answer.notices,
    total: answer.total,
    loading,
    error: loading ? undefined : answer.error,
    hasMore,
    more: useCallback(() => setPages((p) => p + 1), []),
    drop: useCallback((id: number) => setAnswer((a) => ({ ...a, notices: a.notices.filter((n) => n.id !== id), total: a.total - 1 })), []),
  };
}
