/**
 * The one Export button of a list: a disclosure that opens Copy, CSV, PDF, Excel and Print. Escape
 * or a click elsewhere closes it (Escape gives the focus back to the button).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n, type MessageKey } from '../../lib/i18n';

export type ExportKind = 'copy' | 'csv' | 'pdf' | 'excel' | 'print';

const KINDS: readonly [ExportKind, MessageKey][] = [
  ['copy', 'records.copy'],
  ['csv', 'records.csv'],
  ['pdf', 'records.pdf'],
  ['excel', 'records.excel'],
  ['print', 'records.print'],
];

interface ExportMenuProps {
  disabled: boolean;
  busy: ExportKind | null;
  onChoose: (kind: ExportKind) => void;
}

export function ExportMenu({ disabled, busy, onChoose }: ExportMenuProps) {
  const { t } = useI18n();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    box.current?.querySelector<HTMLButtonElement>('.rl-export__menu button')?.focus();
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  return (
    <div
      className="rl-export"
      ref={box}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          toggle.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!box.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="button button--small button--secondary rl-export__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        disabled={disabled}
        aria-busy={busy !== null || undefined}
        onClick={() => setOpen((now) => !now)}
      >
        {t('records.export')}
        <span aria-hidden="true" className="rl-export__caret">▾</span>
      </button>
      <ul id={menuId} className="rl-export__menu" hidden={!open}>
        {KINDS.map(([kind, label]) => (
          <li key={kind}>
            <button
              type="button"
              disabled={busy !== null}
              onClick={() => {
                setOpen(false);
                toggle.current?.focus();
                onChoose(kind);
              }}
            >
              {t(label)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
