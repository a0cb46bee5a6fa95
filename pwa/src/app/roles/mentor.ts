/** The learning mentor's areas: loaded when a session of the role starts (app/features.ts). */
import type { Feature } from '../../lib/feature';
import { feature as mentor } from '../../features/mentor/feature';
import { feature as staff } from '../../features/staff/feature';

export const features: readonly Feature[] = [mentor, staff];
