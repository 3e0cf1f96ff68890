// Places in a pedigree by their Ahnentafel number (1 the person, 2 the father, 3 the mother, 2n and 2n+1
// the parents of n): the generation a place is in and where it stands among that generation's places,
// fathers' lines first. The pedigree and the fan chart lay their places out from these.
import type { Ancestor } from '../../../../common/generated/api.ts';
import type { CardPerson } from './FamilyCards.tsx';

/** 0 for the person, 1 for the parents, 2 for the grandparents… */
export const generationOf = (number: number): number => Math.floor(Math.log2(number));

/** The place's index among the 2^g places of its generation, from the father's father's line to the mother's mother's. */
export const indexInGeneration = (number: number): number => number - 2 ** generationOf(number);

/** How many generations the places reach, the person's own counted (at least 1). */
export const generationsReached = (places: readonly Ancestor[]): number => Math.max(1, ...places.map((p) => generationOf(p.number) + 1));

/** A place as a card shows it: a life status the family does not know is none to mark. */
export const asCardPerson = (place: Ancestor): CardPerson => ({ ...place, lifeStatus: place.lifeStatus ?? undefined });
