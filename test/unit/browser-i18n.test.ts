import englishMessages from 'ra-language-english';
import { describe, expect, test } from 'vitest';
import ar from '../../i18n/ar.json';
import en from '../../i18n/en.json';
import he from '../../i18n/he.json';
import { ENTITIES, propertyEntries } from '../../common/model/entities.ts';

type Tree = { [key: string]: string | Tree };
const FILES: Record<string, Tree> = { ar, en, he };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));

const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

describe('the three message files', () => {
  test.each(['ar', 'he'])('%s has exactly the keys of en', (lang) => {
    const theirs = new Set(keysOf(FILES[lang]));
    const english = new Set(keysOf(en));
    expect(
      [...english].filter((k) => !theirs.has(k)),
      `missing from ${lang}`,
    ).toEqual([]);
    expect(
      [...theirs].filter((k) => !english.has(k)),
      `only in ${lang}`,
    ).toEqual([]);
  });

  test.each(Object.keys(FILES))('%s has no empty text', (lang) => {
    // ra.boolean.null is a deliberate blank: an unknown yes/no shows nothing.
    const empty = keysOf(FILES[lang]).filter((k) => k !== 'ra.boolean.null' && String(lookup(FILES[lang], k)).trim() === '');
    expect(empty).toEqual([]);
  });

  test("react-admin's every own text is there", () => {
    const ours = new Set(keysOf(en));
    expect(keysOf(englishMessages as unknown as Tree).filter((k) => !ours.has(k))).toEqual([]);
  });

  test('Arabic and Hebrew are translated, not copied from English', () => {
    for (const lang of ['ar', 'he']) {
      const same = keysOf(en).filter(
        (k) =>
          k.startsWith('ra.') &&
          /[a-z]{3}/i.test(String(lookup(en, k)).replace(/%\{\w+\}/g, '')) &&
          lookup(en, k) === lookup(FILES[lang], k),
      );
      expect(same, lang).toEqual([]);
    }
  });

  test('placeholders survive translation', () => {
    const placeholders = (key: string, tree: Tree) => [...new Set(String(lookup(tree, key)).match(/%\{\w+\}/g) ?? [])].sort();
    for (const lang of ['ar', 'he']) {
      for (const key of keysOf(en)) expect(placeholders(key, FILES[lang]), `${lang} ${key}`).toEqual(placeholders(key, en));
    }
  });
});

describe('labels the generated views read', () => {
  test.each(Object.keys(FILES))('%s names every resource and every property of every entity', (lang) => {
    const missing = ENTITIES.flatMap((entity) => {
      const resource = entity['x-resource'].name;
      return [`resources.${resource}.name`, ...propertyEntries(entity).map(([name]) => `resources.${resource}.fields.${name}`)];
    }).filter((key) => typeof lookup(FILES[lang], key) !== 'string');
    expect(missing).toEqual([]);
  });

  test.each(Object.keys(FILES))('%s names every enum value a select offers', (lang) => {
    const values = ENTITIES.flatMap((entity) => propertyEntries(entity).flatMap(([, schema]) => (schema.enum ?? []).map(String)));
    expect(values.filter((value) => typeof lookup(FILES[lang], `portal.enum.${value}`) !== 'string')).toEqual([]);
  });

  test('Arabic resource names give every plural form polyglot asks for (0, 1, 2, 3-10, 11-99, 100+)', () => {
    for (const entity of ENTITIES) expect(String(lookup(ar, `resources.${entity['x-resource'].name}.name`)).split('||||')).toHaveLength(6);
  });
});
