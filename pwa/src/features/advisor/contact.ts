/** Links to reach an entrepreneur from the advisor's laptop or phone. */

/** A `tel:` link: the number's digits, with its leading + kept. */
export function telLink(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length < 7) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A WhatsApp link (`https://wa.me/<country code and number>`): only for a number written with its
 * country code (+254…, 255…), since a local 07… number could be Kenya's or Tanzania's.
 */
export function whatsappLink(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || /^(254|255)\d{9}$/.test(digits);
  return international && digits.length >= 10 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}
