// The one builder of multipart/form-data bodies: a record's values under the field names its schema gives
// them (an entity's, or a contract of schema/api/ such as the GEDCOM import's), so no call spells a field.

/** A schema whose properties name the fields; `x-aliases` are the names the spec's client uses. */
export interface MultipartSchema {
  $id?: string;
  properties: Record<string, object>;
}

export interface MultipartOptions {
  /** `spec`: each value under its property's first alias (the spec's `imageName`), where it has one. */
  names?: 'own' | 'spec';
  /** The upload, in the field `file` (an entity's picture, the schema/README.md's rule). */
  file?: Blob;
}

/**
 * The body: text values first, objects as JSON, null and undefined left out; the files last, since the
 * server reads the text fields before the bytes arrive. A name the schema does not know fails the typecheck
 * where the schema's properties are known, and throws otherwise.
 */
export function multipartBody<S extends MultipartSchema>(
  schema: S,
  values: { [name in keyof S['properties']]?: unknown },
  { names = 'own', file }: MultipartOptions = {},
): FormData {
  const form = new FormData();
  const files: Array<[string, Blob]> = [];
  for (const [name, value] of Object.entries(values)) {
    const property = schema.properties[name] as { 'x-aliases'?: readonly string[] } | undefined;
    if (!property) throw new Error(`${name} is not a field of ${schema.$id ?? 'this form'}`);
    if (value === null || value === undefined) continue;
    const field = names === 'spec' ? (property['x-aliases']?.[0] ?? name) : name;
    if (value instanceof Blob) files.push([field, value]);
    else form.append(field, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (file) files.push(['file', file]);
  for (const [field, blob] of files) form.append(field, blob);
  return form;
}
