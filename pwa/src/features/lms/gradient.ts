/** The chat bubbles' colours (spec 002 sections 3.5, 9): choice 1 to 3, remembered as `selectedGradient`. */
export const GRADIENT_KEY = 'selectedGradient';
export const GRADIENTS = [1, 2, 3] as const;
export type Gradient = (typeof GRADIENTS)[number];

export function readStorageGradient(): Gradient {
  try {
    const stored = Number(localStorage.getItem(GRADIENT_KEY));
    return stored === 2 || stored === 3 ? stored : 1;
  } catch {
    return 1;
  }
}

export function saveGradient(gradient: Gradient): void {
  try {
    localStorage.setItem(GRADIENT_KEY, String(gradient));
  } catch {
    // A full or blocked storage: the choice lasts for this visit only.
  }
}
