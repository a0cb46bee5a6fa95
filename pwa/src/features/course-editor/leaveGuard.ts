/**
 * Which forms on the screen hold changes not saved yet, so leaving asks first (LeaveGuard.tsx). A
 * form says so with `useUnsaved(id, unsaved)` while it is shown.
 */
import { useEffect } from 'react';

const unsaved = new Set<string>();
const listeners = new Set<() => void>();

const changed = () => {
  for (const listener of listeners) listener();
};

export function subscribeUnsaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const anyUnsaved = (): boolean => unsaved.size > 0;

export function markUnsaved(id: string, value: boolean): void {
  if (value === unsaved.has(id)) return;
  if (value) unsaved.add(id);
  else unsaved.delete(id);
  changed();
}

export function useUnsaved(id: string, value: boolean): void {
  useEffect(() => {
    markUnsaved(id, value);
    return () => markUnsaved(id, false);
  }, [id, value]);
}

/** What a click on a link tells: its `href` as written, whether it downloads, its target. */
export interface LinkClicked {
  href: string | null;
  download: boolean;
  target: string;
}

export const linkOf = (anchor: HTMLAnchorElement): LinkClicked => ({ href: anchor.getAttribute('href'), download: anchor.hasAttribute('download'), target: anchor.target });

/**
 * The in-app path a click on a link would open, or null when the click is not a plain move to
 * another page of the portal (another site, a download, a new tab, the same page).
 */
export function leavingTo(link: LinkClicked, event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>, here: URL): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (link.download || (link.target && link.target !== '_self')) return null;
  const href = link.href;
  if (!href || href.startsWith('#')) return null;
  const to = new URL(href, here);
  if (to.origin !== here.origin) return null;
  if (to.pathname === here.pathname && to.search === here.search) return null;
  return `${to.pathname}${to.search}${to.hash}`;
}
