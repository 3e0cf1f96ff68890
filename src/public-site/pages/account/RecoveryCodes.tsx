// The ten recovery codes, shown once when two-step sign-in is turned on: the server keeps only their hashes.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../../../ui/i18n/I18nProvider.tsx';

export function RecoveryCodes({ codes, onKept }: { codes: string[]; onKept: () => void }) {
  const t = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
        {t('account.twoFactor.recoveryTitle')}
      </Typography>
      <Alert severity="warning">{t('account.twoFactor.recoveryHelp')}</Alert>
      <Box
        component="ol"
        dir="ltr"
        aria-label={t('account.twoFactor.recoveryTitle')}
        sx={{
          m: 0,
          paddingInlineStart: '2em',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', narrow: '1fr 1fr' },
          gap: 0.5,
          fontFamily: 'monospace',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box>
        <Button variant="contained" onClick={onKept} sx={{ minHeight: 48 }}>
          {t('account.twoFactor.recoveryDone')}
        </Button>
      </Box>
    </Box>
  );
}
