// What each kind of suggestion asks, as the moderators' own forms ask it (memberFields.ts, partnerFields.ts)
// less what a family member neither sees nor sets (the private fields, those only the server writes, the
// picture), and what it proposes: a correction only the fields changed, anything else the fields written.
import type { SuggestedResource, SuggestionKind } from '../../../../common/generated/api.ts';
import { entityByResource } from '../../../../common/model/entities.ts';
import type { Member, Partner, WireInput } from '../../../providers/familyApi.ts';
import type { FieldChoice } from '../family/RecordFields.tsx';
import { schemaDefaults, wireValues } from '../family/recordForm.ts';
import type { Suggest } from '../family/useSuggestions.ts';
import {
  CHOSEN_FIELDS,
  childFields,
  MEMBER_FIELDS,
  MEMBER_SUGGESTIONS,
  MEMBERS,
  motherChoice,
  namesFromParent,
  newMemberStart,
} from '../members/memberFields.ts';
import { PARTNER_CREATE_FIELDS, PARTNER_EDIT_FIELDS, PARTNERS } from '../partners/partnerFields.ts';

/** The person suggested on: a member (with their partners, among whom a child's mother is chosen), or a partner. */
export type Subject =
  { resource: typeof MEMBERS; record: Member; partners: readonly Partner[] } | { resource: typeof PARTNERS; record: Partner };

/** The form of one kind: the fields of `resource` it asks, prefilled with `start`. */
export interface KindForm {
  resource: SuggestedResource;
  names: readonly string[];
  start: Readonly<Record<string, string>>;
  /** Fields asked though the schema has a default (a new child's gender). */
  required?: readonly string[];
  choices?: Partial<Record<string, FieldChoice>>;
  suggestions?: Partial<Record<string, Suggest>>;
  /** Values the suggestion carries without asking them (the names a parent gives a child). */
  given?: WireInput;
}

/** Whether a family member may propose a value for the property: one they see, and not the server's own. */
const suggestible = (resource: string) => {
  const properties = entityByResource(resource).properties;
  return (name: string) => !properties[name]?.['x-private'] && !properties[name]?.readOnly && properties[name]?.['x-input'] !== 'image';
};

/** A record's values as form texts, a missing one empty. */
const texts = (names: readonly string[], record: object): Record<string, string> =>
  Object.fromEntries(names.map((n) => [n, String((record as Record<string, unknown>)[n] ?? '')]));

/** The kinds offered for `subject`, in the order a relative thinks of them; a death once, while none is recorded. */
export function kindsFor(subject: Subject): SuggestionKind[] {
  if (subject.resource === PARTNERS) return ['update'];
  return ['update', 'add-child', ...(subject.record.deathDate ? [] : ['death' as const]), 'add-partner', 'photo', 'memory'];
}

/** The form of `kind` about `subject`; null for `memory` and `photo`, whose fields are not the person's record's. */
export function kindForm(kind: SuggestionKind, subject: Subject): KindForm | null {
  const member = subject.record;
  switch (kind) {
    case 'update': {
      const names = (subject.resource === MEMBERS ? MEMBER_FIELDS : PARTNER_EDIT_FIELDS).filter(suggestible(subject.resource));
      return { resource: subject.resource, names, start: texts(names, member), suggestions: MEMBER_SUGGESTIONS };
    }
    case 'add-child': {
      const wives = subject.resource === MEMBERS && member.gender !== 'female' ? subject.partners : [];
      // Under a father the mother is one of his wives; with none recorded, her name is typed instead.
      const names = childFields(member.gender)
        .map((n) => (n === 'motherId' && wives.length === 0 ? 'motherName' : n))
        .filter(suggestible(MEMBERS));
      // A father's only wife is his child's mother until said otherwise, as on the moderators' form.
      const only: Record<string, string> = wives.length === 1 ? { motherId: String(wives[0].id) } : {};
      return {
        resource: MEMBERS,
        names,
        start: { ...texts(names, newMemberStart()), ...only },
        required: CHOSEN_FIELDS,
        choices: wives.length > 0 ? { motherId: motherChoice(wives, '') } : undefined,
        suggestions: MEMBER_SUGGESTIONS,
        given: namesFromParent(member),
      };
    }
    case 'death': {
      const names = ['deathDate', 'deathPlace', 'burialPlace'];
      return { resource: MEMBERS, names, start: {}, suggestions: MEMBER_SUGGESTIONS };
    }
    case 'add-partner': {
      const names = PARTNER_CREATE_FIELDS.filter(suggestible(PARTNERS));
      // A woman of the family marries a husband; the schema's default is the wife of a man.
      const gender: Record<string, string> = member.gender === 'female' ? { gender: 'male' } : {};
      return { resource: PARTNERS, names, start: { ...texts(names, schemaDefaults(PARTNERS)), ...gender } };
    }
    case 'memory':
    case 'photo':
      return null;
  }
}

/**
 * The changes proposed by `values` of `form`: for a correction the fields that differ from the record (one
 * emptied is null: the value is wrong), for anything else the fields written, with the values given.
 */
export function proposedChanges(kind: SuggestionKind, form: KindForm, values: Readonly<Record<string, string>>): WireInput {
  const correcting = kind === 'update';
  const kept = Object.fromEntries(
    form.names.flatMap((n) => {
      const value = values[n]?.trim() ?? '';
      return (correcting ? value !== (form.start[n] ?? '').trim() : value !== '') ? [[n, value]] : [];
    }),
  );
  const changes = wireValues(form.resource, kept);
  return Object.keys(changes).length > 0 ? { ...form.given, ...changes } : {};
}
