/**
 * Starting a screen's code, core package, texts and first data before it is opened: app/ registers
 * how (it knows the routes); the sign-in uses it so the landing screen loads in one round, not a
 * waterfall of layout, then screen, then data.
 */
type Preloader = (pathname: string) => void;

let preloader: Preloader = () => undefined;

export function setPreloader(preload: Preloader): void {
  preloader = preload;
}

/** Starts loading what `pathname` shows (its layout and screen, their core, texts and data). */
export function preloadScreen(pathname: string): void {
  preloader(pathname);
}
