/** The learning mentor's areas: loaded when a session of the role starts (app/features.ts). Their cohort screens come next. */
import type { Feature } from '../../lib/feature';
import { feature as staff } from '../../features/staff/feature';

export const features: readonly Feature[] = [staff];
