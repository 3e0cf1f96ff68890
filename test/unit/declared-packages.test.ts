// Every package the code imports is declared in package.json: a package that is only there because
// another one brought it along disappears when that one changes its own dependencies.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const FOLDERS = ['src', 'server', 'scripts', 'test', 'bench'];
const CONFIG_FILES = ['vite.config.ts', 'vitest.config.ts', 'eslint.config.js'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
    .map((file) => join(folder, file));
}

const IMPORTS = [
  /^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm, // static imports and re-exports
  /^\s*import\s*['"]([^'"]+)['"]/gm, // imports for their side effects
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g, // dynamic imports
];

/** `@scope/name` or `name` of every package a source file imports. */
function importedPackages(text: string): string[] {
  return IMPORTS.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]))
    .filter((s) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:') && !builtinModules.includes(s.split('/')[0]))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]));
}

/** A type-only package is declared through its DefinitelyTyped name. */
const typesOf = (name: string): string => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

test('every imported package is declared in package.json', () => {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
  const undeclared = new Map<string, string>();
  for (const file of [...FOLDERS.flatMap(sourceFiles), ...CONFIG_FILES])
    for (const name of importedPackages(readFileSync(join(ROOT, file), 'utf8')))
      if (!declared.has(name) && !declared.has(typesOf(name)) && !undeclared.has(name)) undeclared.set(name, file);
  expect(Object.fromEntries(undeclared)).toEqual({});
});
