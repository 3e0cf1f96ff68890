// What the focus view knows of the family: every answer of the close-family call merged, so a branch
// opened once stays known when the centre moves. An answer is asked for once per member and root; the
// search asks for the same answers to learn whether someone is in this tree.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CloseFamily, TreePerson } from '../../../../common/model/closeFamily.ts';
import { arrivedCloseFamily, getCloseFamily } from './treeApi.ts';

export interface KnownFamily {
  people: ReadonlyMap<number, TreePerson>;
  /** The children of the members whose children have been loaded, first child first. */
  children: ReadonlyMap<number, readonly TreePerson[]>;
}

export type CentreAnswer = { state: 'loading' } | { state: 'loaded'; family: CloseFamily } | { state: 'failed'; error: unknown };

const NOTHING_KNOWN: KnownFamily = { people: new Map(), children: new Map() };

/** `known` with an answer's people and, for the member and each child, the children it lists. */
function merge(known: KnownFamily, family: CloseFamily): KnownFamily {
  const people = new Map(known.people);
  const children = new Map(known.children);
  const below = [family.member, ...family.below];
  for (const person of [...family.line, ...below]) people.set(person.id, person);
  const listed = [family.member, ...family.below.filter((p) => p.parentId === family.member.id)];
  for (const parent of listed)
    children.set(
      parent.id,
      below.filter((p) => p.parentId === parent.id),
    );
  // A member without children needs no call to say so.
  for (const person of below) if (person.children === 0) children.set(person.id, []);
  return { people, children };
}

export function useCloseFamily(rootId: string, centreId: number) {
  // The centre's answer, when it was asked for early and has come, is shown in the first render.
  const [arrived] = useState(() => arrivedCloseFamily(rootId, centreId));
  // Answers by member for this root; a failed call is forgotten, so it can be tried again.
  const answers = useRef({ rootId, byMember: new Map(arrived ? [[centreId, Promise.resolve(arrived)]] : []) });
  const [known, setKnown] = useState(() => ({ rootId, family: arrived ? merge(NOTHING_KNOWN, arrived) : NOTHING_KNOWN }));
  const [centre, setCentre] = useState<{ rootId: string; id: number; answer: CentreAnswer } | undefined>(
    arrived && { rootId, id: centreId, answer: { state: 'loaded', family: arrived } },
  );

  const load = useCallback(
    (memberId: number): Promise<CloseFamily> => {
      if (answers.current.rootId !== rootId) answers.current = { rootId, byMember: new Map() };
      const { byMember } = answers.current;
      let answer = byMember.get(memberId);
      if (!answer) {
        answer = getCloseFamily(rootId, memberId).then((family) => {
          setKnown((k) => ({ rootId, family: merge(k.rootId === rootId ? k.family : NOTHING_KNOWN, family) }));
          return family;
        });
        byMember.set(memberId, answer);
        answer.catch(() => byMember.delete(memberId));
      }
      return answer;
    },
    [rootId],
  );

  useEffect(() => {
    if (centre?.rootId === rootId && centre.id === centreId && centre.answer.state === 'loaded') return;
    let current = true;
    load(centreId).then(
      (family) => current && setCentre({ rootId, id: centreId, answer: { state: 'loaded', family } }),
      (error: unknown) => current && setCentre({ rootId, id: centreId, answer: { state: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // Asked again when the centre or the root changes, not when its own answer comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, centreId]);

  return {
    answer: centre?.rootId === rootId && centre.id === centreId ? centre.answer : ({ state: 'loading' } as CentreAnswer),
    known: known.rootId === rootId ? known.family : NOTHING_KNOWN,
    /** Loads a member's close family: their branch when it is opened, or whether they are in this tree at all. */
    load,
  };
}
