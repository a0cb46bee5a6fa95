/**
 * A session's or tool's Markdown `info` as plain text, for when the server sent no `infoHtml`
 * (core renders the subset: docs/playbook.md): the markers dropped, a link's text kept with its
 * address. Never HTML: React escapes it.
 */
export function plainText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,3}\s+/, '')
        .replace(/^\s*[-*]\s+/, '• ')
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/\[([^\]]+)\]\((https:\/\/[^)\s]+)\)/g, '$1 ($2)'),
    )
    .join('\n')
    .trim();
}
