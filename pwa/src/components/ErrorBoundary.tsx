import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n';

function ScreenFailed() {
  const { t } = useI18n();
  return (
    <div className="boot-failed" role="alert">
      <p>{t('app.screenFailed')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('app.retry')}
      </button>
    </div>
  );
}

/**
 * Catches a screen that failed to load or render (most often its code could not be fetched on a
 * poor connection) and offers to try again, instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}
