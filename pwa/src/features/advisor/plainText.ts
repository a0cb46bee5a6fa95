/**
 * Core's Markdown subset (docs/playbook.md: headings, lists, bold, https links) as plain text, for
 * when the server sends no `infoHtml`: the markers go, the words and links stay. Nothing is
 * rendered as HTML from it.
 */
export function plainText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,3}\s+/, '')
        .replace(/^(\s*)[-*]\s+/, '$1• ')
        .replace(/\*\*(.+?)\*\*/g, '$1')
        .replace(/\[([^\]]+)\]\((https:\/\/[^)\s]+)\)/g, '$1 ($2)'),
    )
    .join('\n');
}
