import { SelectField, TextField } from '../../components/Field';
import { TextPairFields } from '../../components/TextPairFields';
import { useI18n, type MessageKey } from '../../lib/i18n';
import type { Tool } from './api';
import { blankTool, ICON_NAMES, moved, textIn, untickedTools, type ToolForm } from './content';

interface ToolsEditorProps {
  tools: ToolForm[];
  /** Core's icon names (GET /content). */
  icons: readonly string[];
  /** The tools as saved, to say which start unticked. */
  saved: readonly Tool[];
  onChange: (tools: ToolForm[]) => void;
}

/** An icon's name in the language shown (its own name when the editor has no text for it). */
function useIconLabel(): (icon: string) => string {
  const { t } = useI18n();
  return (icon) => {
    const key = `pbContent.icon.${icon}`;
    return ICON_NAMES.has(icon) ? t(key as MessageKey) : icon;
  };
}

/** A session's tools checklist: each tool's names, information, icon and link; added, removed, moved. */
export function ToolsEditor({ tools, icons, saved, onChange }: ToolsEditorProps) {
  const { t, lang } = useI18n();
  const iconLabel = useIconLabel();
  const unticked = untickedTools(saved, tools);
  const put = (index: number, tool: ToolForm) => onChange(tools.map((was, i) => (i === index ? tool : was)));

  return (
    <section className="card pb-content__tools" aria-labelledby="tools-title">
      <h2 id="tools-title">{t('pbContent.tools')}</h2>
      <p className="muted">{t('pbContent.toolsLead')}</p>
      <p className="pb-content__note">{t('pbContent.renameNote')}</p>
      {tools.length === 0 ? <p className="muted">{t('pbContent.noTools')}</p> : null}
      <ol className="pb-content__tool-list">
        {tools.map((tool, index) => {
          const n = index + 1;
          const name = textIn(tool.name, lang).trim() || t('pbContent.toolN', { n });
          const id = `tool-${n}`;
          return (
            <li key={tool.key}>
              <fieldset className="pb-content__tool" data-tool={n}>
                <legend>{t('pbContent.toolN', { n })}</legend>
                <TextPairFields
                  id={`${id}-name`}
                  labels={{ en: t('pbContent.nameEn'), sw: t('pbContent.nameSw') }}
                  value={tool.name}
                  maxLength={200}
                  onChange={(value) => put(index, { ...tool, name: value })}
                />
                <TextPairFields
                  id={`${id}-info`}
                  multiline
                  rows={2}
                  labels={{ en: t('pbContent.toolInfoEn'), sw: t('pbContent.toolInfoSw') }}
                  value={tool.info}
                  onChange={(value) => put(index, { ...tool, info: value })}
                />
                <div className="pb-content__pair">
                  <SelectField id={`${id}-icon`} label={t('pbContent.icon')} value={tool.icon} onChange={(event) => put(index, { ...tool, icon: event.target.value })}>
                    <option value="">{t('pbContent.chooseIcon')}</option>
                    {icons.map((icon) => (
                      <option key={icon} value={icon}>
                        {iconLabel(icon)}
                      </option>
                    ))}
                    {tool.icon && !icons.includes(tool.icon) ? <option value={tool.icon}>{tool.icon}</option> : null}
                  </SelectField>
                  <TextField
                    id={`${id}-link`}
                    type="url"
                    inputMode="url"
                    label={t('pbContent.link')}
                    hint={t('pbContent.linkHint')}
                    value={tool.link}
                    onChange={(event) => put(index, { ...tool, link: event.target.value })}
                  />
                </div>
                <div className="pb-content__row-actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('pbContent.moveUpName', { name })}
                    disabled={index === 0}
                    onClick={() => onChange(moved(tools, index, -1))}
                  >
                    <span aria-hidden="true">↑</span> {t('pbContent.moveUp')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('pbContent.moveDownName', { name })}
                    disabled={index === tools.length - 1}
                    onClick={() => onChange(moved(tools, index, 1))}
                  >
                    <span aria-hidden="true">↓</span> {t('pbContent.moveDown')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('pbContent.removeName', { name })}
                    onClick={() => onChange(tools.filter((_, i) => i !== index))}
                  >
                    {t('pbContent.remove')}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {unticked.length > 0 ? (
        <p className="pb-content__note" role="status">
          {t('pbContent.unticked', { names: unticked.join(', ') })}
        </p>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => onChange([...tools, blankTool()])}>
        + {t('pbContent.addTool')}
      </button>
    </section>
  );
}
