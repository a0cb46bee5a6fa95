import type { FormEvent } from 'react';
import { DateField } from '../../components/DateField';
import { TextField } from '../../components/Field';
import { TextPairFields } from '../../components/TextPairFields';
import { useI18n } from '../../lib/i18n';
import { saveMeetings, type CourseClass } from './api';
import { meetingForm, meetingsBody, moved, normalTime, replaced, without, type MeetingForm } from './course';
import { isMeetings } from './draft';
import { FormFooter } from './FormFooter';
import { useUnsaved } from './leaveGuard';
import { RowActions } from './RowActions';
import { useDraft } from './useDraft';
import { useSaving } from './useSaving';

/** The class's meetings, in Nairobi time; added, removed, moved, and saved whole (PUT /classes/{id}/meetings). */
export function ScheduleEditor({ course, onSaved }: { course: CourseClass; onSaved: () => void }) {
  const { t } = useI18n();
  const fresh = () => course.meetings.map((meeting) => meetingForm(meeting));
  const draft = useDraft(`meetings:${course.id}`, fresh, isMeetings);
  const saving = useSaving();
  useUnsaved(`meetings:${course.id}`, draft.drafted);
  const meetings = draft.form;
  const put = (index: number, meeting: MeetingForm) => draft.change((was) => replaced(was, index, meeting));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = meetings.map((meeting) => ({ ...meeting, starts: normalTime(meeting.starts), ends: normalTime(meeting.ends) }));
    const done = await saving.run(async () => (await saveMeetings(course.id, meetingsBody(sent))).message);
    if (done) {
      draft.reset(sent);
      onSaved();
    }
  }

  return (
    <form className="card course-ed__form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t('courseEditor.schedule')}</h2>
      <p className="muted">{t('courseEditor.scheduleLead')}</p>
      {meetings.length === 0 ? <p className="muted">{t('courseEditor.noMeetings')}</p> : null}
      <ol className="course-ed__rows">
        {meetings.map((meeting, index) => {
          const n = index + 1;
          const id = `meeting-${n}`;
          const name = t('courseEditor.meetingN', { n });
          return (
            <li key={meeting.key}>
              <fieldset className="course-ed__row" data-meeting={n}>
                <legend>{name}</legend>
                <TextPairFields
                  id={`${id}-title`}
                  labels={{ en: t('courseEditor.titleEn'), sw: t('courseEditor.titleSw') }}
                  value={meeting.title}
                  onChange={(title) => put(index, { ...meeting, title })}
                />
                <div className="course-ed__times">
                  <DateField id={`${id}-day`} label={t('courseEditor.day')} value={meeting.day} onChange={(day) => put(index, { ...meeting, day })} />
                  <TextField
                    id={`${id}-starts`}
                    label={t('courseEditor.starts')}
                    inputMode="numeric"
                    placeholder="09:00"
                    maxLength={5}
                    value={meeting.starts}
                    onChange={(event) => put(index, { ...meeting, starts: event.target.value })}
                    onBlur={() => normalTime(meeting.starts) !== meeting.starts && put(index, { ...meeting, starts: normalTime(meeting.starts) })}
                  />
                  <TextField
                    id={`${id}-ends`}
                    label={t('courseEditor.ends')}
                    inputMode="numeric"
                    placeholder="11:00"
                    maxLength={5}
                    value={meeting.ends}
                    onChange={(event) => put(index, { ...meeting, ends: event.target.value })}
                    onBlur={() => normalTime(meeting.ends) !== meeting.ends && put(index, { ...meeting, ends: normalTime(meeting.ends) })}
                  />
                </div>
                <TextField
                  id={`${id}-place`}
                  label={t('courseEditor.place')}
                  hint={t('courseEditor.placeHint')}
                  maxLength={120}
                  value={meeting.place}
                  onChange={(event) => put(index, { ...meeting, place: event.target.value })}
                />
                <RowActions
                  name={name}
                  index={index}
                  count={meetings.length}
                  onMove={(delta) => draft.change((was) => moved(was, index, delta))}
                  onRemove={() => draft.change((was) => without(was, index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="button button--secondary" onClick={() => draft.change((was) => [...was, meetingForm()])}>
        + {t('courseEditor.addMeeting')}
      </button>
      <p className="muted course-ed__times-note">{t('courseEditor.timesNote')}</p>
      <FormFooter
        refusal={saving.refusal}
        drafted={draft.drafted}
        restored={draft.restored}
        busy={saving.busy}
        submit={t('courseEditor.saveSchedule')}
        onDiscard={() => draft.reset(fresh())}
      />
    </form>
  );
}
