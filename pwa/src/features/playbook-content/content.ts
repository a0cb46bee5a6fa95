/**
 * What the editor works out from the content and from its forms: a text in the person's language,
 * finding a playbook, chapter or session, the positions a move up or down changes, and the bodies the
 * server is sent (names trimmed, a blank position or link left out). The rules of the content
 * (names in both languages, the Markdown subset, https links) are core's, checked by the server.
 */
import type { Lang } from '../../lib/i18n';
import type { Chapter, ChapterBody, Content, Playbook, PlaybookBody, Session, SessionBody, Text, Tool } from './api';

/** Core's icons (seeds::ICONS) the editor names in both languages (en.ts `pbContent.icon.*`). */
export const ICON_NAMES: ReadonlySet<string> = new Set(
  'wallet notebook calculator tag document calendar target users search store truck shield megaphone phone camera heart lightbulb flask chart handshake clock bank globe'.split(' '),
);

export const textIn = (text: Text, lang: Lang): string => text[lang] || text.en;

export const blankText = (): Text => ({ en: '', sw: '' });

export const trimmed = (text: Text): Text => ({ en: text.en.trim(), sw: text.sw.trim() });

export const sessionsCount = (playbook: Playbook): number => playbook.chapters.reduce((sum, chapter) => sum + chapter.sessions.length, 0);

export const findPlaybook = (content: Content, playbookId: string): Playbook | null => content.playbooks.find((p) => p._id === playbookId) ?? null;

export function findSession(playbook: Playbook, sessionId: string): { chapter: Chapter; session: Session } | null {
  for (const chapter of playbook.chapters) {
    const session = chapter.sessions.find((s) => s._id === sessionId);
    if (session) return { chapter, session };
  }
  return null;
}

/** The list with the item at `index` moved by `delta` (-1 up, +1 down); the same list when it cannot move. */
export function moved<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1) as [T];
  next.splice(to, 0, item);
  return next;
}

export interface Placed {
  _id: string;
  position: number;
}

/**
 * The positions to save when the item at `index` (of items in their order) moves by `delta`: the
 * positions the items have, given out again in the new order (a swap changes two); positions that
 * repeat are numbered afresh from 1. Only the items whose position changes are listed.
 */
export function positionChanges(items: readonly Placed[], index: number, delta: number): Placed[] {
  const order = moved(items, index, delta);
  const positions = items.map((item) => item.position).sort((a, b) => a - b);
  const distinct = new Set(positions).size === positions.length;
  const given = distinct ? positions : items.map((_, i) => i + 1);
  return order.flatMap((item, i) => (item.position === given[i] ? [] : [{ _id: item._id, position: given[i] ?? i + 1 }]));
}

/** A position typed in a form: a whole number 0 or more, undefined when left blank, null when not a number. */
export function parsePosition(typed: string): number | undefined | null {
  const text = typed.trim();
  if (text === '') return undefined;
  if (!/^\d{1,6}$/.test(text)) return null;
  return Number(text);
}

export interface PlaybookForm {
  name: Text;
  summary: Text;
}

export interface ToolForm {
  /** The row's key on this screen (not sent). */
  key: string;
  name: Text;
  info: Text;
  icon: string;
  link: string;
}

export interface SessionForm {
  name: Text;
  position: string;
  info: Text;
  tools: ToolForm[];
}

export const playbookForm = (playbook?: Playbook): PlaybookForm => ({
  name: playbook ? { ...playbook.name } : blankText(),
  summary: playbook ? { ...playbook.summary } : blankText(),
});

export const playbookBody = (form: PlaybookForm): PlaybookBody => ({ name: trimmed(form.name), summary: trimmed(form.summary) });

export const chapterBody = (name: Text, position?: number): ChapterBody =>
  position === undefined ? { name: trimmed(name) } : { name: trimmed(name), position };

let keys = 0;
/** A new key for a tool's row. */
export const toolKey = (): string => `tool-${Date.now().toString(36)}-${(keys += 1)}`;

export const blankTool = (): ToolForm => ({ key: toolKey(), name: blankText(), info: blankText(), icon: '', link: '' });

export const toolForm = (tool: Tool): ToolForm => ({
  key: toolKey(),
  name: { ...tool.name },
  info: { ...tool.info },
  icon: tool.icon,
  link: tool.value ?? '',
});

export const sessionForm = (session?: Session): SessionForm => ({
  name: session ? { ...session.name } : blankText(),
  position: session ? String(session.position) : '',
  info: session ? { ...session.info } : blankText(),
  tools: session ? session.tools.map(toolForm) : [],
});

/** The body of a session's save; the position must have passed `parsePosition`. */
export function sessionBody(form: SessionForm): SessionBody {
  const position = parsePosition(form.position);
  const body: SessionBody = {
    name: trimmed(form.name),
    info: { en: form.info.en.trim(), sw: form.info.sw.trim() },
    tools: form.tools.map((tool) => {
      const link = tool.link.trim();
      const sent: Tool = { name: trimmed(tool.name), info: trimmed(tool.info), icon: tool.icon };
      if (link) sent.value = link;
      return sent;
    }),
  };
  if (position !== undefined && position !== null) body.position = position;
  return body;
}

/** The English names of the saved tools no longer in the form: renamed or removed, their ticks are not kept. */
export function untickedTools(saved: readonly Tool[], form: readonly ToolForm[]): string[] {
  const kept = new Set(form.map((tool) => tool.name.en.trim()));
  return saved.map((tool) => tool.name.en).filter((name) => !kept.has(name.trim()));
}
