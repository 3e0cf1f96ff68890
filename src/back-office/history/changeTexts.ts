// How a change reads in the back office: its verb, its record's kind, each field's label and value in the
// reader's language and digits.
import type { TranslateFunction } from 'react-admin';
import { entityByResource } from '../../../common/model/entities.ts';
import { isLanguage } from '../../../common/model/languages.ts';
import { localNumber } from '../../../common/model/translate.ts';
import type { Change } from './historyApi.ts';
import { saidDate } from '../../ui/saidDate.ts';

/** Added, edited, deleted; a restore and a revert by their own names. */
export function actionKey(change: Change): string {
  if (change.undoesId === null) return `admin.changes.action.${change.action}`;
  return change.action === 'create' ? 'admin.changes.action.restore' : 'admin.changes.action.revert';
}

export const resourceLabel = (translate: TranslateFunction, resource: string): string =>
  translate(`resources.${resource}.name`, { smart_count: 1, _: resource });

/** "Deleted: Member Omar Yusuf"; a record erased for good is named as such. */
export const changeHeadline = (translate: TranslateFunction, change: Change): string =>
  `${translate(actionKey(change))}: ${resourceLabel(translate, change.resource)} ${change.title || translate('admin.changes.erasedName')}`;

/** Who made it: the moderator, and the member whose suggestion it applied; the portal itself when nobody did. */
export const actorOf = (translate: TranslateFunction, change: Change): string => {
  const actor = change.actor ?? translate('admin.changes.portal');
  return change.suggestedBy ? translate('admin.changes.suggested', { actor, member: change.suggestedBy }) : actor;
};

export const fieldLabel = (translate: TranslateFunction, resource: string, name: string): string =>
  translate(`resources.${resource}.fields.${name}`, { _: name });

/** A value as a reader understands it: a dash for none, a choice by its label, a role by its name, digits in the reader's. */
export function valueText(translate: TranslateFunction, locale: string, resource: string, name: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value === true) return translate('admin.changes.picture');
  if (Array.isArray(value))
    return new Intl.ListFormat(locale, { type: 'unit' }).format(
      value.map((role) => translate(`account.roles.${String(role).replace(/^ROLE_/, '')}`, { _: String(role) })),
    );
  const text = String(value);
  const property = entityByResource(resource).properties[name];
  if (property?.enum) return translate(`portal.enum.${text}`, { _: text });
  // A number or a date the portal keeps is written in the reader's digits; what a person typed (a phone
  // number, a name) as it was typed.
  if (property?.format === 'partial-date' && isLanguage(locale)) return saidDate(text, translate, locale);
  const kept = typeof value === 'number' || property?.format === 'dmy-date';
  return kept && isLanguage(locale) ? localNumber(locale, typeof value === 'number' ? value : text) : text;
}
