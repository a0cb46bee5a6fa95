import { SelectField, TextField } from '../../components/Field';
import { TextPairFields } from '../../components/TextPairFields';
import { useI18n } from '../../lib/i18n';
import type { ResourceType } from './api';
import { moved, resourceForm, rowKey, showSize, without, type ResourceForm } from './course';
import { MediaUpload } from './MediaUpload';
import { RowActions } from './RowActions';

const TYPES: readonly ResourceType[] = ['audio', 'video', 'file'];

/**
 * A topic's resources in order: audio and files by a link (or a file uploaded to the portal, which
 * fills the link and size), a video by its YouTube id; each named and described in both languages.
 */
export function ResourcesEditor({ resources, onChange }: { resources: ResourceForm[]; onChange: (next: (was: ResourceForm[]) => ResourceForm[]) => void }) {
  const { t } = useI18n();
  // By key, so an upload finishing after other changes fills the right resource.
  const update = (key: string, change: (resource: ResourceForm) => ResourceForm) =>
    onChange((was) => was.map((resource) => (resource.key === key ? change(resource) : resource)));

  return (
    <section className="card" aria-labelledby="resources-title">
      <h2 id="resources-title">{t('courseEditor.resources')}</h2>
      {resources.length === 0 ? <p className="muted">{t('courseEditor.noResources')}</p> : null}
      <ol className="course-ed__rows">
        {resources.map((resource, index) => {
          const n = index + 1;
          const id = `resource-${n}`;
          const name = t('courseEditor.resourceN', { n });
          const key = resource.key;
          return (
            <li key={key}>
              <fieldset className="course-ed__row" data-resource={n}>
                <legend>{name}</legend>
                <SelectField
                  id={`${id}-type`}
                  label={t('courseEditor.resourceType')}
                  value={resource.type}
                  onChange={(event) => update(key, (was) => ({ ...was, type: event.target.value as ResourceType }))}
                >
                  {TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`courseEditor.type.${type}`)}
                    </option>
                  ))}
                </SelectField>
                <TextPairFields
                  id={`${id}-name`}
                  labels={{ en: t('courseEditor.nameEn'), sw: t('courseEditor.nameSw') }}
                  value={resource.name}
                  onChange={(value) => update(key, (was) => ({ ...was, name: value }))}
                />
                <TextPairFields
                  id={`${id}-about`}
                  labels={{ en: t('courseEditor.aboutEn'), sw: t('courseEditor.aboutSw') }}
                  value={resource.description}
                  onChange={(value) => update(key, (was) => ({ ...was, description: value }))}
                />
                {resource.type === 'video' ? (
                  <TextField
                    id={`${id}-link`}
                    label={t('courseEditor.videoId')}
                    hint={t('courseEditor.videoIdHint')}
                    maxLength={200}
                    value={resource.link}
                    onChange={(event) => update(key, (was) => ({ ...was, link: event.target.value }))}
                  />
                ) : (
                  <>
                    <div className="course-ed__pair">
                      <TextField
                        id={`${id}-link`}
                        type="url"
                        inputMode="url"
                        label={t('courseEditor.link')}
                        hint={t('courseEditor.linkHint')}
                        maxLength={500}
                        value={resource.link}
                        disabled={resource.upload !== null}
                        onChange={(event) => update(key, (was) => ({ ...was, link: event.target.value }))}
                      />
                      <TextField
                        id={`${id}-size`}
                        label={t('courseEditor.size')}
                        hint={t('courseEditor.sizeHint')}
                        maxLength={20}
                        value={resource.size}
                        disabled={resource.upload !== null}
                        onChange={(event) => update(key, (was) => ({ ...was, size: event.target.value }))}
                      />
                    </div>
                    <MediaUpload
                      name={name}
                      group={resource.upload}
                      newGroup={() => `course-media:${rowKey()}`}
                      onQueued={(group) => update(key, (was) => ({ ...was, upload: group }))}
                      onStored={(media) => update(key, (was) => ({ ...was, link: media.link, size: showSize(media.sizeBytes), upload: null }))}
                      onCleared={() => update(key, (was) => ({ ...was, upload: null }))}
                    />
                  </>
                )}
                <RowActions
                  name={name}
                  index={index}
                  count={resources.length}
                  onMove={(delta) => onChange((was) => moved(was, index, delta))}
                  onRemove={() => onChange((was) => without(was, index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary" onClick={() => onChange((was) => [...was, resourceForm()])}>
        + {t('courseEditor.addResource')}
      </button>
    </section>
  );
}
