import { useTitle } from '../../components/useTitle';
import { useI18n, type MessageKey } from '../../lib/i18n';

const questions: ReadonlyArray<readonly [MessageKey, MessageKey]> = [
  ['faq.q1', 'faq.a1'],
  ['faq.q2', 'faq.a2'],
  ['faq.q3', 'faq.a3'],
  ['faq.q4', 'faq.a4'],
  ['faq.q5', 'faq.a5'],
  ['faq.q6', 'faq.a6'],
];

export function FaqPage() {
  const { t } = useI18n();
  const title = t('faq.title');
  useTitle(title);
  return (
    <article className="page page--narrow prose">
      <h1>{title}</h1>
      <p className="lead">{t('faq.lead')}</p>
      <div className="faq">
        {questions.map(([question, answer]) => (
          <details key={question} className="faq__item">
            <summary>{t(question)}</summary>
            <p>{t(answer)}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
