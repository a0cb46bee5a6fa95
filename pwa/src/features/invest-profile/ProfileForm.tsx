/**
 * The create and edit form (spec 002 sections 3.3, 4.3, 5.3): core checks every field (the spec's
 * four first) before anything is sent; the location is chosen by tapping the map (its text is
 * read-only); new pictures go with the save through the file queue, so a save made offline waits on
 * the phone. What is typed is kept on the phone until it is saved or cancelled.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { SelectField, TextAreaField, TextField } from '../../components/Field';
import { PlaceMap } from '../../components/PlaceMap';
import { checkInvestProfile, defaultMapView, mapLinkOf, placeOf, type InvestForm } from '../../lib/core-invest';
import { useI18n } from '../../lib/i18n';
import type { Place } from '../../lib/map/place';
import { toast } from '../../lib/toast';
import { queueSave, type Category, type ChosenPicture, type InvestProfile } from './api';
import { dropDraft, keepDraft } from './draft';
import { PictureField } from './PictureField';
import { useMapTexts } from './useMapTexts';

interface ProfileFormProps {
  userId: string;
  initial: InvestForm;
  existing: InvestProfile | null;
  categories: Category[];
  /** Why a save was refused (the server's message), shown above the buttons. */
  failure: string | null;
  /** The refused save's queue entry, replaced by the next save. */
  refusedId: string | null;
  onCancel?: () => void;
}

const STORIES = ['companyDifferentiation', 'yearPlan5', 'investorBenefit', 'currentNeed'] as const;
const SWITCHES = ['enabled', 'readyForGrowth', 'showPerformance'] as const;

export function ProfileForm({ userId, initial, existing, categories, failure, refusedId, onCancel }: ProfileFormProps) {
  const { t, msg, lang } = useI18n();
  const [form, setForm] = useState<InvestForm>(initial);
  const [image, setImage] = useState<ChosenPicture | null>(null);
  const [logo, setLogo] = useState<ChosenPicture | null>(null);
  const [tried, setTried] = useState(false);
  const [mapProblem, setMapProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const mapTexts = useMapTexts();
  const view = useMemo(defaultMapView, []);
  const place = useMemo(() => placeOf(form.mapLink), [form.mapLink]);

  // Kept only once it differs from what the form opened with: an untouched form leaves no draft.
  useEffect(() => {
    const changed = (Object.keys(form) as (keyof InvestForm)[]).some((field) => form[field] !== initial[field]);
    if (changed) keepDraft(userId, form);
  }, [userId, form, initial]);

  const problems = useMemo(() => new Map(checkInvestProfile(form)), [form]);
  const error = (field: keyof InvestForm): string | null => {
    const problem = tried ? problems.get(field) : undefined;
    return problem ? msg(problem) : null;
  };
  const set = (field: keyof InvestForm) => (event: { target: { value: string } }) =>
    setForm((was) => ({ ...was, [field]: event.target.value }));

  function pick(chosen: Place) {
    const made = mapLinkOf(chosen);
    if ('problem' in made) return setMapProblem(msg(made.problem));
    setMapProblem(null);
    setForm((was) => ({ ...was, mapLink: made.text }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    const first = problems.values().next().value;
    if (first) {
      toast.error(msg(first), { id: 'invest' });
      return;
    }
    setSending(true);
    try {
      await queueSave(form, existing, { image, logo }, refusedId);
      dropDraft(userId);
    } catch {
      toast.error(msg('An error occurred'), { id: 'invest' });
    } finally {
      setSending(false);
    }
  }

  const name = (category: Category) => (lang === 'sw' ? category.nameSw : category.nameEn);
  return (
    <form className="form invest-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={sending}>
      <TextField id="invest-name" label={`${t('invest.field.name')} *`} value={form.name} onChange={set('name')} error={error('name')} maxLength={120} />
      <TextField
        id="invest-display-name"
        label={t('invest.field.displayName')}
        value={form.displayName}
        onChange={set('displayName')}
        error={error('displayName')}
        hint={t('invest.field.displayName.hint')}
      />
      <SelectField id="invest-category" label={`${t('invest.field.category')} *`} value={form.businessCategory} onChange={set('businessCategory')} error={error('businessCategory')}>
        <option value="">{t('invest.field.category.choose')}</option>
        {categories.map((category) => (
          <option key={category.id} value={String(category.id)}>
            {name(category)}
          </option>
        ))}
      </SelectField>
      <TextField id="invest-phone" label={`${t('invest.field.phone')} *`} type="tel" inputMode="tel" value={form.phone} onChange={set('phone')} error={error('phone')} />
      <TextAreaField id="invest-overview" label={`${t('invest.field.overview')} *`} value={form.overview} onChange={set('overview')} error={error('overview')} rows={5} />
      {STORIES.map((field) => (
        <TextAreaField key={field} id={`invest-${field}`} label={t(`invest.field.${field}`)} value={form[field]} onChange={set(field)} error={error(field)} rows={3} />
      ))}
      <TextField
        id="invest-address"
        label={t('invest.field.businessAddress')}
        value={form.businessAddress}
        onChange={set('businessAddress')}
        error={error('businessAddress')}
        hint={t('invest.field.businessAddress.hint')}
      />
      <div className={mapProblem || error('mapLink') ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor="invest-map-link">
          {t('invest.field.mapLink')}
        </label>
        <p className="field__hint">{t('invest.field.mapLink.hint')}</p>
        <PlaceMap place={place} view={view} onPick={pick} texts={mapTexts} />
        <input id="invest-map-link" className="input invest-form__map-text" value={form.mapLink} readOnly />
        {mapProblem || error('mapLink') ? <p className="field__message">{mapProblem ?? error('mapLink')}</p> : null}
      </div>
      <TextField id="invest-video" label={t('invest.field.videoId')} value={form.videoId} onChange={set('videoId')} error={error('videoId')} hint={t('invest.field.videoId.hint')} />
      <PictureField id="invest-image" label={t('invest.field.image')} kind="image" stored={existing?.imageUrl ?? null} chosen={image} onChoose={setImage} disabled={sending} />
      <PictureField id="invest-logo" label={t('invest.field.logo')} kind="logo" stored={existing?.logoUrl ?? null} chosen={logo} onChoose={setLogo} disabled={sending} />
      <fieldset className="invest-form__switches">
        {SWITCHES.map((field) => (
          <label key={field} className="invest-form__switch">
            <input
              type="checkbox"
              checked={form[field] === '1'}
              onChange={(event) => setForm((was) => ({ ...was, [field]: event.target.checked ? '1' : '0' }))}
            />
            {t(`invest.field.${field}`)}
          </label>
        ))}
      </fieldset>
      {failure ? (
        <p className="form__result form__result--error" role="alert">
          {msg(failure)}
        </p>
      ) : null}
      <div className="invest-form__buttons">
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('invest.saving') : existing ? t('invest.save') : t('invest.create')}
        </button>
        {onCancel ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              dropDraft(userId);
              onCancel();
            }}
          >
            {t('invest.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
