import { useMemo, useState } from 'react';
import { CoreHtml } from '../../components/CoreHtml';
import { emptyMessage, toolLabel } from '../../lib/core-playbook';
import { useI18n } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { tickTool, toolsRead } from './api';
import { Loaded } from './parts';
import { plainText } from './plainText';
import { failureText, sayMessage } from './say';
import { useKept } from '../../lib/useKeptRead';
import { inLang, type Tool } from './wire';

interface ToolsTabProps {
  pairId: string;
  sessionId: string;
  /** A tool changed: the pair's progress is read again. */
  onTick: () => void;
}

/** The session's checklist for the pair: each tool Completed or Pending (core), ticked by the advisor. */
export function ToolsTab({ pairId, sessionId, onTick }: ToolsTabProps) {
  const { t, lang } = useI18n();
  const tools = useKept(useMemo(() => toolsRead(sessionId, pairId), [sessionId, pairId]));
  return (
    <Loaded read={tools}>
      {(list) => {
        if (list.length === 0) return <p>{emptyMessage('tools', lang)}</p>;
        const done = list.filter((tool) => tool.done).length;
        return (
          <>
            <p className="advisor-tools__count" role="status">
              {t('advisor.toolsDone', { done, total: list.length })}
            </p>
            <ul className="advisor-tools">
              {list.map((tool) => (
                <ToolRow
                  key={tool.key}
                  tool={tool}
                  pairId={pairId}
                  sessionId={sessionId}
                  onChanged={() => {
                    tools.reload();
                    onTick();
                  }}
                />
              ))}
            </ul>
          </>
        );
      }}
    </Loaded>
  );
}

function ToolRow({ tool, pairId, sessionId, onChanged }: { tool: Tool; pairId: string; sessionId: string; onChanged: () => void }) {
  const { t, msg, lang } = useI18n();
  const [busy, setBusy] = useState(false);
  // Shown at once and kept once saved (the list is read again); put back when it fails.
  const [shown, setShown] = useState<boolean | null>(null);
  const done = shown ?? tool.done;
  const name = inLang(tool.name, lang);
  const html = tool.infoHtml ? inLang(tool.infoHtml, lang) : '';
  const id = `tool-${sessionId}-${tool.key.replace(/\W+/g, '-')}`;

  async function change(next: boolean) {
    if (busy) return;
    setBusy(true);
    setShown(next);
    try {
      const answer = await tickTool(sessionId, pairId, tool.key, next);
      toast.success(sayMessage(answer.msg, lang, t, msg), { id: 'advisor-tick' });
      onChanged();
    } catch (error) {
      setShown(null);
      toast.error(sayMessage(failureText(error), lang, t, msg), { id: 'advisor-tick' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={done ? 'advisor-tool advisor-tool--done' : 'advisor-tool'}>
      <div className="advisor-tool__row">
        <input id={id} type="checkbox" className="advisor-tool__check" checked={done} disabled={busy} aria-describedby={`${id}-state`} onChange={(event) => void change(event.target.checked)} />
        <div className="advisor-tool__head">
          <label htmlFor={id} className="advisor-tool__name">
            {name}
          </label>
          <span id={`${id}-state`} className={done ? 'advisor-status advisor-status--completed' : 'advisor-status advisor-status--pending'} aria-live="polite">
            {busy ? t('advisor.ticking') : toolLabel(done, lang)}
          </span>
        </div>
      </div>
      {html ? <CoreHtml html={html} className="advisor-tool__info" /> : <p className="advisor-tool__info advisor-plain">{plainText(inLang(tool.info, lang))}</p>}
      {tool.link ? (
        <a className="advisor-tool__link" href={tool.link} target="_blank" rel="noopener noreferrer">
          {t('advisor.toolLink')}
        </a>
      ) : null}
    </li>
  );
}
