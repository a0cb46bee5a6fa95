/** The advisor's areas: loaded when a session of the role starts (app/features.ts). */
import type { Feature } from '../../lib/feature';
import { feature as advisor } from '../../features/advisor/feature';
import { feature as staff } from '../../features/staff/feature';
import { feature as playbookAlerts } from '../../features/playbook-alerts/feature';

export const features: readonly Feature[] = [advisor, staff, playbookAlerts];
