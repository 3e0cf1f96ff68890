// The slider's own texts (its buttons' names, what a screen reader hears) in the page's language.
import type { Labels } from 'yet-another-react-lightbox';
import type { Translate } from '../../../ui/i18n/I18nProvider.tsx';
import type { Language } from '../../../../common/model/languages.ts';
import { localNumber } from '../../../../common/model/translate.ts';

/** A text the slider fills in with `replace`, then sets as an attribute (through `toString`). */
interface Counter {
  replace(pattern: RegExp, value: string): Counter;
  toString(): string;
}

/**
 * The slider fills in "{index} of {total}" itself, with Latin digits: this counter writes the numbers it
 * is given in the reader's digits ("٢ من ٤") instead.
 */
const counter = (lang: Language, text: string): Counter => ({
  replace: (pattern, value) => counter(lang, text.replace(pattern, localNumber(lang, value))),
  toString: () => text,
});

export function lightboxLabels(t: Translate, lang: Language, album: string): Labels {
  return {
    Previous: t('gallery.lightbox.previous'),
    Next: t('gallery.lightbox.next'),
    Close: t('gallery.lightbox.close'),
    'Zoom in': t('gallery.lightbox.zoomIn'),
    'Zoom out': t('gallery.lightbox.zoomOut'),
    Download: t('gallery.lightbox.download'),
    Carousel: t('gallery.lightbox.carousel'),
    Slide: t('gallery.lightbox.slide'),
    Lightbox: t('gallery.lightbox.view'),
    'Photo gallery': t('gallery.slider', { album }),
    // The slider fills in its own placeholders.
    '{index} of {total}': counter(lang, t('gallery.position', { index: '{index}', count: '{total}' })) as unknown as string,
  };
}
