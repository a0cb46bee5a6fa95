import { CoreHtml } from '../../components/CoreHtml';
import type { Lang } from '../../lib/i18n';
import type { Text } from './api';
import { plainText } from './plainText';

/** A session's or tool's information: core's rendering (`infoHtml`) when sent, else the plain text. */
export function Info({ info, html, lang, className }: { info: Text; html?: Text; lang: Lang; className?: string }) {
  const rendered = html ? html[lang] || html.en : '';
  if (rendered) return <CoreHtml html={rendered} className={className} />;
  const text = plainText(info[lang] || info.en);
  return text ? <p className={className ? `pb-plain ${className}` : 'pb-plain'}>{text}</p> : null;
}
