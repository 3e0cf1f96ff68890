// The directory as the server pages it: the typed name (and the years of birth, where the reader gives
// them) searched on the server (a family of hundreds of thousands never travels to the phone), asked for
// once the typing pauses, 25 rows at a time.
import { useEffect, useState } from 'react';
import type { YearRange } from '../../../../common/model/properties.ts';
import { searchMembers, type Member } from '../../../providers/familyApi.ts';

export const PAGE_SIZE = 25;
const TYPING_PAUSE_MS = 300;

export interface MemberSearch {
  members: Member[];
  total: number;
  loading: boolean;
  error: unknown;
  more: () => void;
  /** Takes a deleted member off the rows already shown. */
  drop: (id: number) => void;
}

interface Answer {
  request: string;
  members: Member[];
  total: number;
  error?: unknown;
}

/** The same years of birth asked for (or none, both times). */
const sameYears = (a: YearRange | undefined, b: YearRange | undefined): boolean => a?.from === b?.from && a?.to === b?.to;

/** `born` is kept by the caller from one render to the next (a new object is a new filter to wait for). */
export function useMemberSearch(query: string, born?: YearRange): MemberSearch {
  const [search, setSearch] = useState({ q: query.trim(), born, pages: 1 });
  const [answer, setAnswer] = useState<Answer>({ request: '', members: [], total: 0 });
  const request = JSON.stringify(search);

  useEffect(() => {
    const timer = setTimeout(
      () => setSearch((s) => (s.q === query.trim() && sameYears(s.born, born) ? s : { q: query.trim(), born, pages: 1 })),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [query, born]);

  useEffect(() => {
    const controller = new AbortController();
    const first = (search.pages - 1) * PAGE_SIZE;
    searchMembers(search.q, first, first + PAGE_SIZE - 1, controller.signal, search.born).then(
      ({ members, total }) => setAnswer((a) => ({ request, members: search.pages === 1 ? members : [...a.members, ...members], total })),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer((a) => ({ ...a, request, error }));
      },
    );
    // A newer search (or page) makes this answer stale: it is dropped, not shown over the newer one.
    return () => controller.abort();
    // The request is the search, spelt as one comparable value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const loading = answer.request !== request;
  return {
    members: answer.members,
    total: answer.total,
    loading,
    error: loading ? undefined : answer.error,
    more: () => setSearch((s) => ({ ...s, pages: s.pages + 1 })),
    drop: (id) => setAnswer((a) => ({ ...a, members: a.members.filter((m) => m.id !== id), total: a.total - 1 })),
  };
}
