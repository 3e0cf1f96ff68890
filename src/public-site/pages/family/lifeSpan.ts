// How a person's life reads beside their name, on their page, their card and their directory row: the
// years it spans ("1814–1890", "born 1950", "died 1890") and, for someone no longer living, the mark that
// says so (deceased, or probably deceased: born over 110 years ago, no death recorded); and the years of a
// marriage beside the partner's name. The years are numbers given to the translation, which writes them
// in the reader's digits: this is the one place the family pages turn dates into years.
import type { Member, Partner } from '../../../providers/familyApi.ts';
import type { Translate } from '../../../ui/i18n/I18nProvider.tsx';

export type Life = Pick<Member, 'birthdate' | 'deathDate' | 'lifeStatus' | 'gender'>;

/** The year of a DD-MM-YYYY date. */
export const yearOf = (date: string | null | undefined): number | undefined => (date ? Number(date.slice(-4)) || undefined : undefined);

/** Arabic and Hebrew say "born", "died" and "deceased" in the person's gender. */
const form = (life: Life) => (life.gender === 'female' ? 'female' : 'male');

/** "1814–1890", "born 1950", "died 1890", or nothing when no year is known. */
export function lifeYears(life: Life, t: Translate): string | undefined {
  const born = yearOf(life.birthdate);
  const died = yearOf(life.deathDate);
  if (born && died) return t('family.life.years', { born, died });
  if (died) return t(`family.life.died.${form(life)}`, { year: died });
  if (born) return t(`family.list.born.${form(life)}`, { year: born });
  return undefined;
}

/** "Deceased" or "Probably deceased" for someone no longer living; nothing for the living. */
export function lifeMark(life: Life, t: Translate): string | undefined {
  const status = life.lifeStatus;
  return status === 'deceased' || status === 'probablyDeceased' ? t(`family.life.${status}.${form(life)}`) : undefined;
}

/** "married 1975 · divorced 1980", "married 1975", or nothing when no date of the marriage is known. */
export function marriageYears(marriage: Pick<Partner, 'marriageDate' | 'divorceDate'>, t: Translate): string | undefined {
  const married = yearOf(marriage.marriageDate);
  const divorced = yearOf(marriage.divorceDate);
  const said = [married && t('family.partner.married', { year: married }), divorced && t('family.partner.divorced', { year: divorced })];
  return said.filter(Boolean).join(' · ') || undefined;
}
