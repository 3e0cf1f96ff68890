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

applyLanguageToDocument(lang);
// The page asked for by its address loads beside the texts, not after the frame's first render.
preloadScreen(location.pathname);
void initialMessages.then((messages) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider initial={{ lang, messages }}>
        <Themed />
      </I18nProvider>
    </StrictMode>,
  ),
);
