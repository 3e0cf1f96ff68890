// The slider's own texts (its buttons' names, what a screen reader hears) in the page's language.
import type { Labels } from 'yet-another-react-lightbox';
import type { Translate } from '../../../ui/i18n/I18nProvider.tsx';

export function lightboxLabels(t: Translate, album: string): Labels {
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
    '{index} of {total}': t('gallery.position', { index: '{index}', count: '{total}' }),
  };
}
