/**
 * Text the server rendered with core's Markdown subset (`infoHtml`, docs/playbook.md): core escapes
 * everything outside the subset (no raw HTML, no script, only https links), so it is put in as is.
 */
interface CoreHtmlProps {
  html: string;
  className?: string;
}

export function CoreHtml({ html, className }: CoreHtmlProps) {
  return <div className={className ? `core-html ${className}` : 'core-html'} dangerouslySetInnerHTML={{ __html: html }} />;
}
