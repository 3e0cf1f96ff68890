// The back office under /adminboard: react-admin with the portal's providers and one resource per
// entity of the schema. Providers are props with defaults, so a test can run it on its own.
import { use, useMemo, useState } from 'react';
import { Route } from 'react-router';
import { Admin, CustomRoutes, memoryStore, Resource, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { ENTITIES } from '../../common/model/entities.ts';
import { authProvider as defaultAuthProvider } from '../providers/authProvider.ts';
import { dataProvider as defaultDataProvider } from '../providers/dataProvider.ts';
import { createI18nProvider, loadMessages } from '../providers/i18nProvider.ts';
import { getLanguage } from '../providers/language.ts';
import { ADMIN_BASE } from '../../common/routing/routeTable.ts';
import { ThemeFrame } from '../ui/ThemeFrame.tsx';
import { AddModerator } from './accounts/AddModerator.tsx';
import { DisabledUsers } from './accounts/DisabledUsers.tsx';
import { PermissionRequests } from './accounts/PermissionRequests.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { BackupsPage } from './backups/BackupsPage.tsx';
import { RemindersPage } from './reminders/RemindersPage.tsx';
import { adminTheme } from './adminTheme.ts';
import { Dashboard } from './Dashboard.tsx';
import { GedcomScreen } from './gedcom/GedcomScreen.tsx';
import { ChangesPage } from './history/ChangesPage.tsx';
import { SuggestionsPage } from './suggestions/SuggestionsPage.tsx';
import { resourcePropsOf } from './resourceProps.tsx';
import { useDocumentDirection, useDocumentLanguage } from './documentLanguage.ts';
import { namedByRole } from './identity.ts';

export interface AdminAppProps {
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
  i18nProvider?: I18nProvider;
}

export default function AdminApp({ authProvider = defaultAuthProvider, dataProvider = defaultDataProvider, i18nProvider }: AdminAppProps) {
  // The language chosen now, possibly on the public site since the last visit here.
  const [lang] = useState(getLanguage);
  // Suspends (the router's Suspense shows its loader) until that language's texts are in.
  const messages = i18nProvider ? undefined : use(loadMessages(lang));
  const i18n = useMemo(() => i18nProvider ?? createI18nProvider(lang, messages!), [i18nProvider, lang, messages]);
  const auth = useMemo(() => namedByRole(authProvider, i18n.translate), [authProvider, i18n]);
  const dir = useDocumentDirection();
  // Renders again when the language changes, so the spinners' name below is read in the new one.
  useDocumentLanguage();
  const loadingLabel = i18n.translate('ra.page.loading');
  const theme = useMemo(() => adminTheme(dir, loadingLabel), [dir, loadingLabel]);
  // The language lives in `selectedLanguage` alone; a persistent react-admin store would keep a second copy.
  const store = useMemo(() => memoryStore(), []);

  return (
    // The frame provides the style cache that mirrors left and right for Arabic and Hebrew.
    <ThemeFrame dir={dir}>
      <Admin
        basename={ADMIN_BASE}
        authProvider={auth}
        dataProvider={dataProvider}
        i18nProvider={i18n}
        theme={theme}
        store={store}
        dashboard={Dashboard}
        layout={AdminLayout}
        // The name pages without a title of their own (the 404) show, instead of react-admin's own.
        title={i18n.translate('portal.siteName')}
        requireAuth
        // A family's back office reports to no third party.
        disableTelemetry
      >
        {ENTITIES.map((entity) => (
          <Resource key={entity['x-resource'].name} {...resourcePropsOf(entity)} />
        ))}
        <CustomRoutes>
          <Route path="/disabledusers" element={<DisabledUsers />} />
          <Route path="/permissionRequestUsers" element={<PermissionRequests />} />
          <Route path="/addmoderators" element={<AddModerator />} />
          <Route path="/backups" element={<BackupsPage />} />
          <Route path="/reminders" element={<RemindersPage />} />
          <Route path="/gedcom" element={<GedcomScreen />} />
          <Route path="/changes" element={<ChangesPage />} />
          <Route path="/suggestions" element={<SuggestionsPage />} />
        </CustomRoutes>
      </Admin>
    </ThemeFrame>
  );
}
