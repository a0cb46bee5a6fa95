import { EmptyState } from '../../components/EmptyState';
import { ExternalLink } from '../../components/ExternalLink';
import { emptyMessage, toolLabel } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import type { Tool } from './api';
import { iconOf } from './icons';
import { Info } from './Info';

/** The session's tools checklist for the pair: each Completed or Pending (spec 001 section 4.3). */
export function ToolsTab({ tools }: { tools: readonly Tool[] }) {
  const { t, lang } = useI18n();
  if (tools.length === 0) return <EmptyState title={emptyMessage('tools', lang)} />;
  return (
    <ul className="pb-tools">
      {tools.map((tool) => {
        const done = tool._isDone === true;
        const name = tool.name[lang] || tool.name.en;
        return (
          <li key={tool.name.en} className="pb-tool" data-done={done}>
            <span className="pb-tool__icon" aria-hidden="true">
              {iconOf(tool.icon)}
            </span>
            <div className="pb-tool__body">
              <h3 className="pb-tool__name">
                {name}{' '}
                <span className={done ? 'pb-status pb-status--completed' : 'pb-status pb-status--pending'}>
                  <span aria-hidden="true">{done ? '✓ ' : ''}</span>
                  {toolLabel(done, lang)}
                </span>
              </h3>
              <Info info={tool.info} html={tool.infoHtml} lang={lang} className="pb-tool__info" />
              {tool.value ? (
                <ExternalLink href={tool.value} className="pb-tool__link">
                  {t('pb.tools.open', { name })}
                </ExternalLink>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
