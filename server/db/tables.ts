// Where each entity is stored: table names and the snake_case column naming rule.
import { entityByResource, type EntitySchema } from '../../src/model/entities.ts';

const TABLES: Record<string, string> = {
  member: 'members',
  partner: 'partners',
  album: 'albums',
  image: 'images',
  notification: 'notifications',
  activity: 'activities',
  user: 'users',
  contactMail: 'mails',
};

export function tableOf(entity: EntitySchema): string {
  const table = TABLES[entity.$id];
  if (!table) throw new Error(`entity ${entity.$id} has no table`);
  return table;
}

export const tableOfResource = (resource: string): string => tableOf(entityByResource(resource));

/** camelCase → snake_case, keeping acronyms whole (numberOfSendSMS → number_of_send_sms). */
export const snakeCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
