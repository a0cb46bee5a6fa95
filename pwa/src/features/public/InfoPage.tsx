import type { ReactNode } from 'react';
import { useTitle } from '../../components/useTitle';
import { config } from '../../lib/config';
import { useI18n, type MessageKey } from '../../lib/i18n';

export interface InfoSection {
  title: MessageKey;
  text: MessageKey;
}

/** An informational page: title, lead and short sections. */
export function InfoPage(props: { title: MessageKey; lead: MessageKey; sections: readonly InfoSection[]; children?: ReactNode }) {
  const { t } = useI18n();
  const title = t(props.title);
  useTitle(title);
  return (
    <article className="page page--narrow prose">
      <h1>{title}</h1>
      <p className="lead">{t(props.lead, { product: config.product })}</p>
      {props.sections.map((section) => (
        <section key={section.title}>
          <h2>{t(section.title)}</h2>
          <p>{t(section.text, { product: config.product })}</p>
        </section>
      ))}
      {props.children}
    </article>
  );
}
