// The member page's download of this member's descendants as GEDCOM 5.5.1, for moderators and admins
// (the roles the export is open to); its text area loads with it, so nobody else downloads it.
import { useState } from 'react';
import Button from '@mui/material/Button';
import { atLeast } from '../../../../common/model/roles.ts';
import { downloadGedcom } from '../../../providers/gedcomApi.ts';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';
import { useTexts, type TextAreas } from '../../../ui/i18n/withTexts.tsx';
import { useSession } from '../../session/SessionProvider.tsx';

const GEDCOM_TEXTS: TextAreas = {
  gedcom: {
    ar: () => import('../../../../i18n/ar.json?gedcom.json').then((m) => m.gedcom),
    en: () => import('../../../../i18n/en.json?gedcom.json').then((m) => m.gedcom),
    he: () => import('../../../../i18n/he.json?gedcom.json').then((m) => m.gedcom),
  },
};

function DownloadBranch({ memberId }: { memberId: number }) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const ready = useTexts(GEDCOM_TEXTS);
  if (!ready) return null;
  const download = () => {
    setBusy(true);
    void downloadGedcom({ version: '5.5.1', root: memberId }).finally(() => setBusy(false));
  };
  return (
    <Button variant="outlined" disabled={busy} onClick={download}>
      {t('gedcom.downloadBranch')}
    </Button>
  );
}

export function GedcomBranchButton({ memberId }: { memberId: string }) {
  const { role } = useSession();
  return atLeast(role, 'MODERATOR') && /^[0-9]+$/.test(memberId) ? <DownloadBranch memberId={Number(memberId)} /> : null;
}
