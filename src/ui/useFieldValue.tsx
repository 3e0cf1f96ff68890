// How a record's field reads on a page, chosen by its schema property: a choice by its label, a date as
// remembered in the reader's words ("about 1948"), a date or a
// number the portal keeps in the reader's digits, and what a person wrote (a name, an address, a phone
// number) as they wrote it, in its own direction. Nothing for a missing value: the page says so its way.
import type { ReactNode } from 'react';
import { entityByResource } from '../../common/model/entities.ts';
import { localNumber } from '../../common/model/translate.ts';
import { useI18n } from './i18n/I18nProvider.tsx';
import { saidDate } from './saidDate.ts';
import { UserText } from './UserText.tsx';

export function useFieldValue(resource: string): (field: string, value: unknown) => ReactNode {
  const { t, lang } = useI18n();
  const properties = entityByResource(resource).properties;
  return (field, value) => {
    if (value === null || value === undefined || value === '') return null;
    const property = properties[field];
    if (property?.enum) return t(`portal.enum.${String(value)}`);
    if (property?.format === 'partial-date') return saidDate(String(value), t, lang);
    if (typeof value === 'number' || property?.format === 'dmy-date') return localNumber(lang, value as number | string);
    return <UserText text={String(value)} />;
  };
}
