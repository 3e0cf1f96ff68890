// Text areas a page asks for as its module loads, before its first render. Those already here when
// the portal first renders are part of that render's texts (I18nProvider), so a page opened by its
// address shows its words at once instead of a loading state and a second render.
import type { Language } from '../../../common/model/languages.ts';
import { getLanguage } from '../../providers/language.ts';
import type { NamespaceLoaders } from './I18nProvider.tsx';
import type { TextAreas } from './withTexts.tsx';

interface AskedArea {
  name: string;
  lang: Language;
  loaders: NamespaceLoaders;
  loading: Promise<object>;
  /** The texts once they have come. */
  messages?: object;
}

const asked = new Map<string, AskedArea>();

/** Starts loading `areas` in the visitor's language now. */
export function askTexts(areas: TextAreas): void {
  const lang = getLanguage();
  for (const [name, loaders] of Object.entries(areas)) {
    if (asked.get(name)?.lang === lang) continue;
    const area: AskedArea = { name, lang, loaders, loading: loaders[lang]() };
    area.loading.then(
      (messages) => (area.messages = messages),
      () => asked.get(name) === area && asked.delete(name), // the render's own load reports the failure
    );
    asked.set(name, area);
  }
}

/** Settles when every area asked for so far is loaded or has failed. */
export const textsAsked = (): Promise<unknown> => Promise.allSettled([...asked.values()].map((area) => area.loading));

/** The areas already loaded in `lang`, with their texts. */
export const arrivedTexts = (lang: Language): Array<Required<AskedArea>> =>
  [...asked.values()].filter((area): area is Required<AskedArea> => area.lang === lang && area.messages !== undefined);
