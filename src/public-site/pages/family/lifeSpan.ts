// How a person's life reads beside their name, on their page, their card and their directory row: the
// years it spans ("1814–1890", "born about 1950", "died before 1890") and, for someone no longer living, the
// mark that says so (deceased, or probably deceased: born over 110 years ago, no death recorded); and the
// years of a marriage beside the partner's name. The years are said as remembered (saidYears: "about",
// "before", "between"), in the reader's digits: this is the one place the family pages turn dates into years.
import type { Member, Partner } from '../../../providers/familyApi.ts';
import { parsePartialDate } from '../../../../common/model/partialDate.ts';
import type { Translate } from '../../../ui/i18n/I18nProvider.tsx';
import { saidYears } from '../../../ui/saidDate.ts';

export type Life = Pick<Member, 'birthdate' | 'deathDate' | 'lifeStatus' | 'gender'>;

/** Arabic and Hebrew say "born", "died" and "deceased" in the person's gender. */
const form = (life: Life) => (life.gender === 'female' ? 'female' : 'male');

/** A date said with a word before it ("about 1950"), which "born in" or "died in" cannot take. */
const qualified = (date: string | null | undefined) => (date ? parsePartialDate(date)?.kind !== 'on' : false);

/** "1814–1890", "born 1950", "died 1890", "born about 1950", or nothing when no year is known. */
export function lifeYears(life: Life, t: Translate): string | undefined {
  const born = saidYears(life.birthdate, t);
  const died = saidYears(life.deathDate, t);
  if (born && died) return t('family.life.years', { born, died });
  if (died) return t(`family.life.${qualified(life.deathDate) ? 'diedQualified' : 'died'}.${form(life)}`, { year: died });
  if (born) return t(`family.list.${qualified(life.birthdate) ? 'bornQualified' : 'born'}.${form(life)}`, { year: born });
  return undefined;
}

/** "Deceased" or "Probably deceased" for someone no longer living; nothing for the living. */
export function lifeMark(life: Life, t: Translate): string | undefined {
  const status = life.lifeStatus;
  return status === 'deceased' || status === 'probablyDeceased' ? t(`family.life.${status}.${form(life)}`) : undefined;
}

/** "married 1975 · divorced 1980", "married 1975", or nothing when no date of the marriage is known. */
export function marriageYears(marriage: Pick<Partner, 'marriageDate' | 'divorceDate'>, t: Translate): string | undefined {
  const married = saidYears(marriage.marriageDate, t);
  const divorced = saidYears(marriage.divorceDate, t);
  const said = [married && t('family.partner.married', { year: married }), divorced && t('family.partner.divorced', { year: divorced })];
  return said.filter(Boolean).join(' · ') || undefined;
}
