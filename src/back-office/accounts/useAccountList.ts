// A list that one account call returns whole (the inactive users, the permission requests), held in a
// react-admin list context so the tables, filters and pagination of the back office work on it.
import { useCallback, useEffect, useState } from 'react';
import { useList, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { errorText } from '../../ui/errors.ts';

/** `load` must keep its identity between renders (a function of accountApi does). */
export function useAccountList<T extends RaRecord>(load: () => Promise<T[]>, filterCallback?: (record: T) => boolean) {
  const translate = useTranslate();
  const notify = useNotify();
  const [data, setData] = useState<T[] | undefined>(undefined);
  const reload = useCallback(() => {
    load().then(setData, (error: unknown) => {
      setData([]);
      notify(errorText(error, translate), { type: 'error' });
    });
  }, [load, notify, translate]);
  useEffect(reload, [reload]);
  const context = useList<T>({ data, isPending: data === undefined, perPage: 25, filterCallback });
  return { context, reload };
}
