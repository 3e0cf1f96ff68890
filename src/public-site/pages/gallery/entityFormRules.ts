// The album and image forms' rules read from the entities' schemas (schema/album.json, image.json):
// the fields the server requires are marked, and their length limits are the server's.
import { entityByResource } from '../../../../common/model/entities.ts';
import type { RuleSchema } from '../../../../common/model/forms.ts';
import { formRules, type FormRules } from '../../../ui/forms/schemaRules.ts';

export function entityFormRules<K extends string>(resource: string, names: readonly K[]): FormRules<K> {
  const entity = entityByResource(resource);
  return formRules({
    $id: resource,
    required: (entity.required ?? []).filter((name) => (names as readonly string[]).includes(name)),
    properties: Object.fromEntries(names.map((name) => [name, entity.properties[name] as RuleSchema])) as Record<K, RuleSchema>,
  });
}
