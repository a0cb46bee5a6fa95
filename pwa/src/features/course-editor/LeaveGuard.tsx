import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useI18n } from '../../lib/i18n';
import { anyUnsaved, leavingTo, linkOf, subscribeUnsaved } from './leaveGuard';

/**
 * While a form of the screen holds unsaved changes: closing or reloading the tab asks (the
 * browser's own question), and following a link of the portal asks here first. What was typed stays
 * kept as a draft either way.
 */
export function LeaveGuard() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const unsaved = useSyncExternalStore(subscribeUnsaved, anyUnsaved, anyUnsaved);
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(target instanceof HTMLAnchorElement) || event.defaultPrevented) return;
      const to = leavingTo(linkOf(target), event, new URL(window.location.href));
      if (to === null) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [unsaved]);

  if (leaving === null) return null;
  return (
    <ConfirmDialog
      title={t('courseEditor.leaveTitle')}
      text={t('courseEditor.leaveText')}
      confirm={t('courseEditor.leave')}
      cancel={t('courseEditor.stay')}
      busyLabel={t('courseEditor.saving')}
      busy={false}
      onConfirm={() => {
        const to = leaving;
        setLeaving(null);
        void navigate(to);
      }}
      onClose={() => setLeaving(null)}
    />
  );
}
