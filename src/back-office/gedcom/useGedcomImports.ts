// The imports the back office shows: the recent ones, newest first, asked for when the card opens (so that a reload
// finds an import running, with its progress) and again every second while one runs; its end is said once, when it
// is seen to end.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { recentGedcomImports, startGedcomImport, type GedcomImportJob, type GedcomUpload } from '../../providers/gedcomApi.ts';

const POLL_MS = 1_000;

export const isRunning = (job: GedcomImportJob): boolean => job.status === 'reading' || job.status === 'writing';

export interface GedcomImports {
  /** The recent imports, newest first; null until they come. */
  recent: GedcomImportJob[] | null;
  /** The import running now (started here, elsewhere, or before a reload), if any. */
  running: GedcomImportJob | null;
  /** The file on its way (0 to 1); null when none is. */
  sending: number | null;
  /** Sends the file and starts its import; a refusal (another import running, the upload itself) is thrown. */
  start: (upload: GedcomUpload) => Promise<void>;
}

export function useGedcomImports(onEnd: (job: GedcomImportJob) => void): GedcomImports {
  const [recent, setRecent] = useState<GedcomImportJob[] | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const ended = useEffectEvent(onEnd);
  const running = recent?.find(isRunning) ?? null;
  const runningId = running?.id ?? null;

  useEffect(() => {
    let shown = true;
    recentGedcomImports().then(
      (jobs) => shown && setRecent(jobs),
      () => shown && setRecent([]),
    );
    return () => {
      shown = false;
    };
  }, []);

  useEffect(() => {
    if (runningId === null) return;
    let shown = true;
    const timer = setInterval(() => {
      recentGedcomImports().then(
        (jobs) => {
          if (!shown) return;
          setRecent(jobs);
          const job = jobs.find((j) => j.id === runningId);
          if (job && !isRunning(job)) ended(job);
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      shown = false;
      clearInterval(timer);
    };
  }, [runningId]);

  const start = useCallback(async (upload: GedcomUpload) => {
    setSending(0);
    try {
      const job = await startGedcomImport(upload, setSending);
      setRecent((jobs) => [job, ...(jobs ?? []).filter((j) => j.id !== job.id)]);
    } finally {
      setSending(null);
    }
  }, []);

  return { recent, running, sending, start };
}
