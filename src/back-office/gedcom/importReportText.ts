// An import's report in the reader's language: what it added, and who of the file it found already here.
import type { TranslateFunction } from 'react-admin';
import type { GedcomImported } from '../../../common/generated/api.ts';

export function importReportText(translate: TranslateFunction, report: GedcomImported): string {
  const count = (what: 'members' | 'partners' | 'pictures') => translate(`gedcom.count.${what}`, { smart_count: report[what] });
  const linked = report.linked > 0 ? ` ${translate('gedcom.matches', { count: report.linked })}` : '';
  return `${translate('gedcom.imported', { members: count('members'), partners: count('partners'), pictures: count('pictures') })}${linked}`;
}
