/** What the step screens decide from core's step list and the server's state, without rules of their own. */
/**
 * Where a page must send the person: the state's path when they are elsewhere, except on a rejected
 * step's page (it may be sent again whenever).
 */
export function redirectFor(current: string, path: string, rejectedHere = false): string | null {
  return current === path || rejectedHere ? null : path;
}

/** The progress shown while counting up from 7%: `from` to `to` over `frames` frames. */
export function countUp(from: number, to: number, frame: number, frames: number): number {
  if (frame >= frames || to <= from) return to;
  return Math.round(from + ((to - from) * frame) / frames);
}

/** "7%" → 7. */
export const percentOf = (progress: string): number => {
  const value = Number.parseInt(progress, 10);
  return Number.isFinite(value) ? value : 0;
};
