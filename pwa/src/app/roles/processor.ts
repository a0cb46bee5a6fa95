/** The processor's areas: loaded when a session of the role starts (app/features.ts). */
import type { Feature } from '../../lib/feature';
import { feature as lending } from '../../features/lending/feature';
import { feature as staff } from '../../features/staff/feature';

export const features: readonly Feature[] = [lending, staff];
