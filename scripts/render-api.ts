// Renders common/generated/api.ts from schema/api/*.json: a type for every definition of every contract
// file, and ApiContracts, which maps each `$ref` a route may use (`history#/definitions/changeList`, and a
// form's or the statistics' `login#`) to its type. The server's type provider (server/contracts.ts) and the
// browser's API clients read that map.
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { ENTITIES } from '../common/model/entities.ts';
import familyStats from '../schema/family-stats.json';
import { API_SCHEMAS } from '../server/api-schemas.ts';
import { FORM_SCHEMAS } from '../server/form-schemas.ts';
import { banner } from './render-types.ts';

interface ContractFile {
  $id: string;
  title?: string;
  definitions?: Record<string, { title?: string }>;
}

const typeName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The name a definition's type gets: its title, else its key (`changeList` → ChangeList). */
const definitionType = (key: string, definition: { title?: string }) => typeName((definition.title ?? key).replace(/\s+/g, ''));

/**
 * The contract files with each definition titled by its type name, and the schemas they may point at
 * outside schema/api/ (an entity's tree node, the statistics, a form) as the names common/generated/types.ts
 * gives them, so that api.ts imports those instead of declaring them twice.
 */
function resolvable(contracts: readonly ContractFile[]): Map<string, object> {
  const byId = new Map<string, object>();
  for (const file of [...ENTITIES, familyStats, ...FORM_SCHEMAS] as ContractFile[])
    byId.set(file.$id, {
      tsType: typeName(file.title ?? file.$id),
      // A rule of a form (a phone number) is a string; a shape has its type in types.ts.
      definitions: Object.fromEntries(
        Object.entries(file.definitions ?? {}).map(([k, d]) => [
          k,
          { tsType: (d as { type?: unknown }).type === 'string' ? 'string' : definitionType(k, d) },
        ]),
      ),
    });
  for (const file of contracts)
    byId.set(file.$id, {
      ...file,
      definitions: Object.fromEntries(Object.entries(file.definitions ?? {}).map(([k, d]) => [k, { ...d, title: definitionType(k, d) }])),
    });
  return byId;
}

/** `contracts` defaults to the files the server registers; a test passes a changed copy. */
export async function renderApi(contracts: readonly ContractFile[] = API_SCHEMAS as ContractFile[]): Promise<string> {
  const byId = resolvable(contracts);
  // The forms and the statistics are whole files: a route names them `login#`, typed by common/generated/types.ts.
  const wholeFiles = [...FORM_SCHEMAS.filter((form) => 'properties' in form), familyStats].map((file) => `${file.$id}#`);
  const refs = [
    ...contracts.flatMap((file) => Object.keys(file.definitions ?? {}).map((key) => `${file.$id}#/definitions/${key}`)),
    ...wholeFiles,
  ];
  const names = contracts.flatMap((file) => Object.entries(file.definitions ?? {}).map(([k, d]) => definitionType(k, d)));
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`Two definitions of schema/api/ would share the type name ${twice.join(', ')}: give one a title`);
  const root = {
    title: 'ApiContracts',
    description: 'The type of each contract of schema/api/, by the $ref a route uses.',
    type: 'object',
    additionalProperties: false,
    required: refs,
    properties: Object.fromEntries(refs.map((ref) => [ref, { $ref: ref }])),
  } as JSONSchema;
  const $refOptions = {
    resolve: {
      contracts: {
        order: 1,
        canRead: (file: { url: string }) => byId.has(file.url.split('/').at(-1)!),
        read: (file: { url: string }) => JSON.stringify(byId.get(file.url.split('/').at(-1)!)),
      },
    },
  };
  const body = await compile(root, 'ApiContracts', {
    bannerComment: '',
    additionalProperties: false,
    declareExternallyReferenced: true,
    format: true,
    strictIndexSignatures: true,
    unreachableDefinitions: false,
    $refOptions,
  });
  const declared = new Set(names);
  const imported = [...byId.values()]
    .flatMap((s) => [
      (s as { tsType?: string }).tsType,
      ...Object.values((s as ContractFile).definitions ?? {}).map((d) => (d as { tsType?: string }).tsType),
    ])
    .filter((name): name is string => !!name && /^[A-Z]/.test(name) && !declared.has(name) && new RegExp(`\\b${name}\\b`).test(body));
  const imports = imported.length ? `import type { ${[...new Set(imported)].sort().join(', ')} } from "./types.ts";\n\n` : '';
  return `${banner.replace('schema/*.json', 'schema/api/*.json')}\n${imports}${body}`;
}
