// Start-up: the page's records asked for first, then the visitor's language and its texts (one small
// chunk), then the portal. The imports run in this order, so keep firstReads first.
import './public-site/routing/firstReads.ts';
import { initialLanguage as lang, initialMessages } from './ui/i18n/initialMessages.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App.tsx';
import { applyLanguageToDocument } from './providers/language.ts';
import { I18nProvider, useI18n } from './ui/i18n/I18nProvider.tsx';
import { ThemeFrame } from './ui/ThemeFrame.tsx';
import { preloadScreen } from './public-site/routing/screens.ts';
import { PAGE_WAIT_MS } from './public-site/routing/lazyPage.ts';
import { answersAsked } from './providers/earlyAnswers.ts';
import { textsAsked } from './ui/i18n/earlyTexts.ts';
import { currentRole } from './providers/session.ts';
import { keepForOffline } from './providers/offline.ts';

function Themed() {
  const { dir } = useI18n();
  return (
    <ThemeFrame dir={dir}>
      <App />
    </ThemeFrame>
  );
}

applyLanguageToDocument(lang);
const pageLoaded = preloadScreen(location.pathname, location.search).then(() => Promise.all([textsAsked(), answersAsked()]));
const pageReady = Promise.race([pageLoaded, new Promise((resolve) => setTimeout(resolve, PAGE_WAIT_MS))]);
void Promise.all([initialMessages, pageReady]).then(([messages]) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider initial={{ lang, messages }}>
        <Themed />
      </I18nProvider>
    </StrictMode>,
  ),
);
// A family member signed in before: the service worker keeps what they read for offline (registered again, it is the same).
window.addEventListener('load', () => keepForOffline(currentRole()), { once: true });
