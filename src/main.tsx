// Start-up: the visitor's language and its texts first (one small chunk), then the portal.
import { initialLanguage as lang, initialMessages } from './public-site/i18n/initialMessages.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App.tsx';
import { applyLanguageToDocument } from './providers/language.ts';
import { I18nProvider, useI18n } from './public-site/i18n/I18nProvider.tsx';
import { ThemeFrame } from './public-site/ThemeFrame.tsx';
import { preloadScreen } from './public-site/routing/screens.ts';

function Themed() {
  const { dir } = useI18n();
  return (
    <ThemeFrame dir={dir}>
      <App />
    </ThemeFrame>
  );
}

/**
 * How long the first render waits for the page asked for by its address. The frame's first render
 * holds a phone's CPU for a few hundred milliseconds; the page's chunk loaded before it asks for the
 * page's texts and records first, so they arrive during that render instead of after it. On a slow
 * network the frame shows after this, with the page's loading state.
 */
const PAGE_WAIT_MS = 1000;

applyLanguageToDocument(lang);
const pageReady = Promise.race([preloadScreen(location.pathname), new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]);
void Promise.all([initialMessages, pageReady]).then(([messages]) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider initial={{ lang, messages }}>
        <Themed />
      </I18nProvider>
    </StrictMode>,
  ),
);
