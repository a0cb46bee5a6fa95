/**
 * Shown when what is on the page is the copy kept on the device: says so, and from when. The
 * sentence comes from the caller, translated, with the time put in (`say(when)`).
 */
import { showDateTime } from '../lib/nairobiTime';
import './keptNote.css';

interface KeptNoteProps {
  /** When the copy was kept, in epoch milliseconds. */
  at: number;
  /** The sentence, translated, given the time as shown ("You are offline: this is how it was on {when}."). */
  say: (when: string) => string;
  /** The note's look: a card (staff pages) or an inline notice (the phone's own areas). */
  look?: 'card' | 'inline';
}

export function KeptNote({ at, say, look = 'card' }: KeptNoteProps) {
  return (
    <p className={look === 'card' ? 'card kept-note' : 'notice-inline kept-note kept-note--inline'} role="status">
      {say(showDateTime(Math.floor(at / 1000)))}
    </p>
  );
}
