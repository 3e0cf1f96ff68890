// How a person is named in the family: the name chain (nasab) from the tree, and the short form of a
// directory row that tells two cousins of the same name apart. Pure, for the unit tests.
import { isolate } from '../../../../common/model/bidi.ts';
import type { Ancestor, Member } from '../../../providers/familyApi.ts';
import type { Translate } from '../../../ui/i18n/I18nProvider.tsx';

type Named = { name: string; gender?: string | null };

/** "سالم بن أحمد بن محمد آل ناصر": each link says son or daughter by the gender of the one before it. */
export function nameChain<A extends Named>(member: Named & { familyName?: string | null }, ancestors: readonly A[], t: Translate): string {
  const people: Named[] = [member, ...ancestors];
  let chain = isolate(member.name);
  for (let i = 1; i < people.length; i++) {
    const link = people[i - 1].gender === 'female' ? 'family.chain.daughterOf' : 'family.chain.sonOf';
    chain += ` ${t(link)} ${isolate(people[i].name)}`;
  }
  // Families are often recorded as "آل ناصر": the article is the text's own, not the name's.
  const family = member.familyName?.replace(/^آل\s+/u, '').trim();
  return family ? `${chain} ${t('family.chain.family', { name: isolate(family) })}` : chain;
}

/**
 * The ancestors a member's name chain names: the line from the tree, or for a daughter's descendant (outside
 * the family's line, named after the father, who is not in the tree) the father name written on the member.
 */
export const chainAncestors = (member: Member, lineage: readonly Ancestor[]): readonly Named[] =>
  member.outsideLine === 'yes' ? (member.fatherName ? [{ name: member.fatherName, gender: 'male' }] : []) : lineage;

/** A directory row: the name with the father's and the grandfather's (when the server computed it). */
export const rowName = (member: Member): string =>
  [member.name, member.fatherName, member.grandfatherName].filter((part) => part && part.trim() !== '').join(' ');
