// The page the server sends for an address of the portal: index.html with a modulepreload link for each
// file the first screen needs beyond the portal's own bundle (and a link to each of their style sheets, which
// the bundle would otherwise add, and wait for, only as it loads the screen), read from the build's manifest: the
// reader's texts, and the code and texts of the screen at that address when it loads lazily, with those of the
// part its query asks for when that part is a chunk of its own (the tree's overview, say), and a preload of
// the picture its first look paints largest (the home page's hero). The browser
// fetches and compiles them while the bundle loads and runs; asked for by the bundle, they would wait
// until it has run (on a phone, half a second). The reader's language comes from the cookie the portal
// keeps beside its local storage (src/providers/language.ts); Arabic, the default, without one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../../common/model/languages.ts';
import { PAGE_IMAGES, PAGE_MODULES, QUERY_PARTS } from '../../../common/routing/pageModules.ts';

/** What the build's manifest (vite `build.manifest`) says of a chunk: its file, its style sheets, the chunks it imports and those it may load. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/** Adds chunk `key` and every chunk it imports, at any depth, to `keys`. */
function addWithImports(manifest: Manifest, key: string, keys: Set<string>): void {
  if (!manifest[key] || keys.has(key)) return;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) addWithImports(manifest, imported, keys);
}

/** The text areas (i18n/<lang>.json?<area>.json) that `keys`' chunks load, in `lang`. */
const textAreas = (manifest: Manifest, keys: Iterable<string>, lang: Language): string[] =>
  [...keys].flatMap((key) => (manifest[key].dynamicImports ?? []).filter((loaded) => loaded.startsWith(`i18n/${lang}.json?`)));

const LANGUAGE_IN_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language named by the request's cookie, or the default. */
export function cookieLanguage(cookie: string | undefined): Language {
  const value = LANGUAGE_IN_COOKIE.exec(cookie ?? '')?.[1];
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

const PARTS: Partial<Record<string, { param: string; modules: Record<string, string> }>> = QUERY_PARTS;

/** The part module `screen` shows for the query `search` (`view=all&…`), when that part is a chunk of its own. */
function queryPartModule(screen: string | undefined, search: string): string | undefined {
  const parts = screen === undefined ? undefined : PARTS[screen];
  const value = parts && new URLSearchParams(search).get(parts.param);
  return value ? parts.modules[value] : undefined;
}

export interface PagePreloads {
  /** index.html for `screen` (a name of schema/routes.json, or none) read in `lang`, its address's query `search`. */
  page(screen: string | undefined, lang: Language, search?: string): string;
}

/** The pages of the build in `distDir`; index.html as it is for every address when the build wrote no manifest. */
export function pagePreloads(distDir: string): PagePreloads {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { page: () => html };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const inBundle = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addWithImports(manifest, key, inBundle);

  const withLinks = (keys: Iterable<string>, images: readonly string[] = []) => {
    const chunks = [...keys].flatMap((key) => manifest[key] ?? []);
    return html.replace(
      '</head>',
      [
        ...images.map((image) => `<link rel="preload" href="${image}" as="image" />`),
        ...[...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
        ...[...new Set(chunks.map((chunk) => chunk.file))].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
        '</head>',
      ].join(''),
    );
  };
  /** The files of `module` (under src/public-site/) and of what it imports, less the bundle's, with its texts in `lang`. */
  const filesOf = (module: string, lang: Language): string[] => {
    const code = new Set<string>();
    addWithImports(manifest, `src/public-site/${module}`, code);
    for (const key of inBundle) code.delete(key);
    return [...code, ...textAreas(manifest, code, lang)];
  };
  const made = new Map<string, string>();
  const modules: Partial<Record<string, string>> = PAGE_MODULES;
  /** The screens whose page names more than the reader's texts: those loaded lazily, and those with a picture to fetch. */
  const screens = new Set([...Object.keys(PAGE_MODULES), ...Object.keys(PAGE_IMAGES)]);
  for (const lang of LANGUAGES) {
    const texts = [`src/ui/i18n/${lang}.ts`];
    made.set(`${lang}:`, withLinks(texts));
    for (const screen of screens) {
      const module = modules[screen];
      const own = [...texts, ...(module ? filesOf(module, lang) : [])];
      const images = PAGE_IMAGES[screen];
      made.set(`${lang}:${screen}`, withLinks(own, images));
      for (const part of new Set(Object.values(PARTS[screen]?.modules ?? {})))
        made.set(`${lang}:${screen}:${part}`, withLinks([...own, ...filesOf(part, lang)], images));
    }
  }
  return {
    page: (screen, lang, search = '') =>
      made.get(`${lang}:${screen ?? ''}:${queryPartModule(screen, search) ?? ''}`) ??
      made.get(`${lang}:${screen ?? ''}`) ??
      made.get(`${lang}:`)!,
  };
}
