// The frame every account screen shares: the screen's title (portal.screens.<Screen>) over one card,
// narrow enough to read on a phone.
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { PageSection } from '../../PageSection.tsx';

export function AccountPage({ screen, children }: { screen: string; children: ReactNode }) {
  const t = useTranslate();
  const titleKey = `portal.screens.${screen}`;
  return (
    <PageSection titleKey={titleKey} title={t(titleKey)} narrow>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, narrow: 4 } }}>
        {children}
      </Paper>
    </PageSection>
  );
}
