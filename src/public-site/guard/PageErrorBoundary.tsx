// A page whose chunk failed to load (offline, timed out after 120 s, a new deploy) shows a retry
// instead of a blank screen. Reloading fetches the current chunks.
import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslate } from '../../ui/i18n/I18nProvider.tsx';

function LoadFailed() {
  const t = useTranslate();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => window.location.reload()}>
          {t('portal.common.retry')}
        </Button>
      }
    >
      {t('portal.errors.pageLoad')}
    </Alert>
  );
}

export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; resetKey: string }> {
  state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Navigating elsewhere gives the next page a fresh chance.
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}
