/**
 * The advisory playbook's alerts (spec 001 section 2.3's Alerts; docs/playbook.md "Alerts"): a
 * person's new task, task due soon, new feedback and new reply alerts, unread ones marked and counted,
 * marking them read (queued on the device, so it works offline too), and how they want to be told (the
 * portal only, SMS or e-mail). The entrepreneur opens it from the playbook's top buttons, the advisor
 * from their menu. No core package: the server writes each alert in its reader's language.
 */
import { screen, type Feature } from '../../lib/feature';

const page = () => import('./AlertsPage');

export const feature: Feature = {
  name: 'playbook-alerts',
  roles: ['client', 'advisor'],
  // Alerts come only through a pair: a phone keeps this screen for offline use once its person is
  // in one (an entrepreneur with an advisor, an advisor with an entrepreneur), like the playbook's
  // screens, so it weighs nothing on the other clients' install.
  when: { playbookPaired: true },
  routes: [
    screen('/dashboard/playbook/alerts', page, 'AlertsPage', { roles: ['client'] }),
    screen('/advisor/alerts', page, 'AlertsPage', { roles: ['advisor'] }),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }],
  menu: [{ roles: ['advisor'], to: '/advisor/alerts', label: 'menu.alerts', order: 20 }],
};
