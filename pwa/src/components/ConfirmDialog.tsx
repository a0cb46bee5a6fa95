/**
 * Asks before something is taken away or left: a modal dialog the whole width of a phone, a box
 * wider. It opens with the focus inside (showModal), Escape cancels unless the change is under way,
 * and a refusal of the server is said in the dialog, which then offers only to close. Every text
 * comes from the caller, translated.
 */
import { useEffect, useId, useRef } from 'react';
import './confirmDialog.css';

interface ConfirmDialogProps {
  title: string;
  text: string;
  /** The button that goes ahead ("Remove"). */
  confirm: string;
  /** The button that keeps things as they are ("Cancel"). */
  cancel: string;
  /** The go-ahead button's text while the change is under way ("Saving…"). */
  busyLabel: string;
  busy: boolean;
  /** The server's refusal, said in the dialog (the dialog stays open, with only `close`). */
  refusal?: string | null;
  /** The button that closes after a refusal ("Close"; `cancel` when left out). */
  close?: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ title, text, confirm, cancel, busyLabel, busy, refusal = null, close, onConfirm, onClose }: ConfirmDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{text}</p>
      {refusal ? (
        <p className="confirm-dialog__refusal" role="alert">
          {refusal}
        </p>
      ) : null}
      <div className="confirm-dialog__actions">
        {refusal ? null : (
          <button type="button" className="button button--danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : confirm}
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {refusal ? (close ?? cancel) : cancel}
        </button>
      </div>
    </dialog>
  );
}
