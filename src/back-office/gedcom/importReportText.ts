// An import in the reader's language: how far it is while it runs, then its report: what it added, and who of the
// file it found already here.
import type { TranslateFunction } from 'react-admin';
import type { GedcomImported, GedcomImportJob } from '../../../common/generated/api.ts';

/** The step a running import is at, and the part of it done (null until its size is known). */
export function importStepText(translate: TranslateFunction, job: GedcomImportJob): { text: string; fraction: number | null } {
  const fraction = job.total > 0 ? job.done / job.total : null;
  const counts = { done: job.done, total: job.total };
  if (job.status === 'writing' && fraction !== null) return { text: translate('gedcom.writing', counts), fraction };
  if (job.status === 'reading' && fraction !== null) return { text: translate('gedcom.readingCount', counts), fraction };
  return { text: translate('gedcom.reading'), fraction: null };
}

export function importReportText(translate: TranslateFunction, report: GedcomImported): string {
  const count = (what: 'members' | 'partners' | 'pictures') => translate(`gedcom.count.${what}`, { smart_count: report[what] });
  const linked = report.linked > 0 ? ` ${translate('gedcom.matches', { count: report.linked })}` : '';
  return `${translate('gedcom.imported', { members: count('members'), partners: count('partners'), pictures: count('pictures') })}${linked}`;
}
