import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { followSession } from './app/loadedFeatures';
import { preloadFor } from './app/routes';
import { loadCore } from './lib/core';
import { initLanguage } from './lib/i18n';
import { startLanguageSync } from './lib/languageSync';
import './styles/global.css';

// A stored session's routes load at once, beside the core and the language.
followSession();
// Start fetching the core WASM and the chosen language at once, in parallel with the first render.
const boot = Promise.all([loadCore(), initLanguage()]).then(() => undefined);
void boot.then(startLanguageSync, () => undefined);
// The service worker and the offline downloads wait for the first screen: they would share its link.
const firstScreen = Promise.allSettled([boot, preloadFor(window.location.pathname)]).then(() => undefined);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App boot={boot} firstScreen={firstScreen} />
    </StrictMode>,
  );
}
