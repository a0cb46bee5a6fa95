/** The advisor's areas: loaded when a session of the role starts (app/features.ts). Its playbook screens come next. */
import type { Feature } from '../../lib/feature';
import { feature as planned } from '../../features/planned/feature';
import { feature as staff } from '../../features/staff/feature';
import { feature as playbookAlerts } from '../../features/playbook-alerts/feature';

export const features: readonly Feature[] = [staff, planned, playbookAlerts];
