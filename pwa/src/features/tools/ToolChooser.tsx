import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CashflowToday, type BooksArea } from '../../components/CashflowToday';
import { useTitle } from '../../components/useTitle';
import { useI18n, type MessageKey } from '../../lib/i18n';
import { useSession } from '../../lib/useSession';

export interface Tool {
  id: string;
  name: MessageKey;
  description: MessageKey;
  /** The tool's page. */
  path: string;
  /** A tutorial video, when the tool has one. */
  tutorial: string | null;
}

/**
 * The applicant and digiprime dashboards: their business figures when they keep books (DigiKua),
 * and a list of tools; picking one shows it with Tutorial and Open.
 */
export function ToolChooser({ tools, area }: { tools: readonly Tool[]; area: BooksArea }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const session = useSession();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = tools.find((tool) => tool.id === selectedId) ?? null;
  const firstName = session?.user.firstName.trim().split(/\s+/)[0] || t('word.there');
  useTitle(t('menu.dashboard'));

  return (
    <section className="page">
      <header className="page__header">
        <h1>{t('tools.greeting', { name: firstName })}</h1>
        <p className="muted">{t('tools.lead')}</p>
      </header>
      {session?.user.businessId ? <CashflowToday area={area} /> : null}
      <div className="chooser">
        <nav className="chooser__list card" aria-label={t('tools.list')}>
          <ul>
            {tools.map((tool) => (
              <li key={tool.id}>
                <button
                  type="button"
                  className={tool.id === selectedId ? 'chooser__item chooser__item--active' : 'chooser__item'}
                  aria-pressed={tool.id === selectedId}
                  onClick={() => setSelectedId(tool.id)}
                >
                  {t(tool.name)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="chooser__detail card" aria-live="polite">
          {selected ? (
            <>
              <h2>{t(selected.name)}</h2>
              <p>{t(selected.description)}</p>
              <div className="chooser__actions">
                {selected.tutorial ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => window.open(selected.tutorial ?? undefined, '_blank', 'noopener,noreferrer')}
                  >
                    {t('tools.tutorial')}
                  </button>
                ) : null}
                <button type="button" className="button" onClick={() => void navigate(selected.path)}>
                  {t('tools.open')}
                </button>
              </div>
            </>
          ) : (
            <p className="muted chooser__hint">{t('tools.lead')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
