// Lint rules: typescript-eslint's recommended set everywhere, the rules of hooks for the browser app, and
// the layers of the README's layout table: who may import whom.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** An import of any of `folders`, written relatively or from the root (`../../server/x.ts`, `src/ui/x.ts`). */
const importOf = (folders, message) => ({ regex: `(^|/)(${folders.join('|')})/`, message });

const NOT_SERVER = importOf(['server'], 'The browser never imports the server: what both need lives in common/.');
const NOT_BROWSER = importOf(['src'], 'Only common/ is shared with the browser: move what both need there.');

/** The layers, lowest first: each may import the ones below it (and packages), never the ones beside or above. */
const LAYERS = [
  {
    files: ['common/**'],
    forbidden: [
      importOf(
        ['src', 'server', 'test', 'bench', 'scripts'],
        'common/ is shared by the server and the browser: it imports only schema/ and itself.',
      ),
    ],
  },
  { files: ['server/**', 'scripts/**'], forbidden: [NOT_BROWSER] },
  {
    files: ['service-worker/**'],
    forbidden: [importOf(['src', 'server'], 'The service worker runs apart from the pages: it shares only common/ with them.')],
  },
  {
    files: ['src/providers/**'],
    forbidden: [
      NOT_SERVER,
      importOf(['ui', 'public-site', 'back-office'], 'Providers sit below the interfaces: they import only common/.'),
    ],
  },
  {
    files: ['src/ui/**'],
    forbidden: [NOT_SERVER, importOf(['public-site', 'back-office'], 'src/ui/ serves both interfaces: it imports neither.')],
  },
  {
    files: ['src/public-site/**'],
    forbidden: [NOT_SERVER, importOf(['back-office'], 'The public site does not import the back office: move what both need to src/ui/.')],
  },
  {
    files: ['src/back-office/**'],
    forbidden: [NOT_SERVER, importOf(['public-site'], 'The back office does not import the public site: move what both need to src/ui/.')],
  },
  { files: ['src/*.{ts,tsx}'], forbidden: [NOT_SERVER] },
];

/** The same import written lazily (a dynamic import), for no-restricted-syntax. */
const lazyImportOf = ({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message });

/** Where SQL may be written: the repositories (a feature's `repository.ts`, or `*-repository.ts` beside it) and the database's own setup. */
const SQL_FILES = ['server/**/repository.ts', 'server/**/*-repository.ts', 'server/db/**'];
const QUERY_BUILDERS = ['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto', 'selectNoFrom'];
const SQL_IN_REPOSITORIES = "SQL is written in repositories only (a feature's repository.ts or *-repository.ts): call one.";

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'common/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    extends: [reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended],
  },
  {
    files: ['service-worker/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'test/**/*.{ts,tsx}', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  // A lazily loaded module (a dynamic import) is an import too.
  ...LAYERS.map(({ files, forbidden }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: forbidden }],
      'no-restricted-syntax': ['error', ...forbidden.map(lazyImportOf)],
    },
  })),
  {
    files: ['server/**/*.ts'],
    ignores: SQL_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NOT_BROWSER], paths: [{ name: 'kysely', importNames: ['sql'], message: SQL_IN_REPOSITORIES }] },
      ],
      'no-restricted-syntax': [
        'error',
        lazyImportOf(NOT_BROWSER),
        { selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS.join('|')})$/]`, message: SQL_IN_REPOSITORIES },
      ],
    },
  },
  {
    // Component tests run in Chromium (Vitest's browser mode), beside the components they render.
    files: ['test/component/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
