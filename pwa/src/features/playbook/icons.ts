/**
 * A tool's icon by its name in core's set (`playbook::seeds::ICONS`), as a symbol every phone draws
 * (no icon font to download; symbols from before 2017, so older Android phones draw them too); an
 * unknown name gets a plain mark.
 */
const ICONS: Readonly<Record<string, string>> = {
  wallet: '👛',
  notebook: '📒',
  calculator: '🔢',
  tag: '🏷️',
  document: '📄',
  calendar: '📅',
  target: '🎯',
  users: '👥',
  search: '🔍',
  store: '🏪',
  truck: '🚚',
  shield: '🛡️',
  megaphone: '📣',
  phone: '📱',
  camera: '📷',
  heart: '❤️',
  lightbulb: '💡',
  flask: '⚗️',
  chart: '📈',
  handshake: '🤝',
  clock: '⏰',
  bank: '🏦',
  globe: '🌍',
};

export const iconOf = (name: string): string => ICONS[name] ?? '•';
export const ICON_NAMES = Object.keys(ICONS);
