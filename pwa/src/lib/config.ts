/**
 * Deployment settings: brand, support contacts and external links. They come from Vite env vars
 * (defaults in pwa/.env) so a deployment changes them without touching code.
 */

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function optional(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

const env = import.meta.env;

export const config = {
  /** The brand; the system name shown is "{product} Loans". */
  product: text(env.VITE_PRODUCT_NAME, 'Tujenge'),
  supportEmails: list(env.VITE_SUPPORT_EMAILS),
  supportPhone: text(env.VITE_SUPPORT_PHONE, ''),
  links: {
    main: optional(env.VITE_LINK_MAIN),
    shop: optional(env.VITE_LINK_SHOP),
    invest: optional(env.VITE_LINK_INVEST),
    team: optional(env.VITE_LINK_TEAM),
    apply: optional(env.VITE_LINK_APPLY),
    contacts: optional(env.VITE_LINK_CONTACTS),
    donate: optional(env.VITE_LINK_DONATE),
    privacy: optional(env.VITE_LINK_PRIVACY),
  },
  social: {
    facebook: optional(env.VITE_SOCIAL_FACEBOOK),
    x: optional(env.VITE_SOCIAL_X),
    instagram: optional(env.VITE_SOCIAL_INSTAGRAM),
    linkedin: optional(env.VITE_SOCIAL_LINKEDIN),
    youtube: optional(env.VITE_SOCIAL_YOUTUBE),
  },
  tutorials: {
    applicant: optional(env.VITE_TUTORIAL_APPLICANT),
    lms: optional(env.VITE_TUTORIAL_LMS),
    /** The invitation page's video (an embeddable page or a video file); empty: a short text instead. */
    invite: optional(env.VITE_INVITE_TUTORIAL_URL),
  },
  /** The map's tiles (the invest profile, the investors' pages); the server's CSP must allow the host. */
  map: {
    tiles: text(env.VITE_MAP_TILES, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    attribution: text(env.VITE_MAP_ATTRIBUTION, '© OpenStreetMap contributors'),
  },
} as const;

/** The phone number as a tel: link target (digits and a leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
