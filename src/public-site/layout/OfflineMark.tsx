// The "offline" mark under the navigation: while the phone has no network, or what the page shows came from the
// phone's copy of an earlier visit, the reader is told so, with when it goes away: when the network is back.
import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { offlineState } from '../../providers/offline.ts';
import { useTranslate } from '../../ui/i18n/I18nProvider.tsx';

export function OfflineMark() {
  const t = useTranslate();
  const offline = useSyncExternalStore(offlineState.subscribe, offlineState.get, () => false);
  if (!offline) return null;
  return (
    <Alert severity="warning" icon={<CloudOffIcon />} role="status" data-testid="offline-mark" sx={{ borderRadius: 0 }}>
      {t('portal.offline')}
    </Alert>
  );
}
