import { useState } from 'react';
import { EmptyState } from '../../components/EmptyState';
import { formatDate } from '../../lib/core';
import { emptyMessage } from '../../lib/core-playbook';
import type { Submission } from '../../lib/files';
import { useI18n } from '../../lib/i18n';
import { FileLinks } from './FileLinks';
import { sayMessage } from './messages';
import { canReply, type Sender, type ShownTask } from './queued';
import { ReplyForm } from './ReplyForm';

interface AssignmentProps {
  tasks: readonly ShownTask[];
  sender: Sender;
  submissions: readonly Submission[];
  sending: boolean;
}

/** The pair's tasks in the session, each with its reply or the Reply form (spec 001 sections 2.3, 4.3). */
export function AssignmentTab({ tasks, sender, submissions, sending }: AssignmentProps) {
  const { lang } = useI18n();
  if (tasks.length === 0) return <EmptyState title={emptyMessage('tasks', lang)} />;
  return (
    <ul className="pb-tasks">
      {tasks.map((task) => (
        <TaskCard key={task._id} task={task} sender={sender} submissions={submissions} sending={sending} />
      ))}
    </ul>
  );
}

function TaskCard({ task, sender, submissions, sending }: { task: ShownTask; sender: Sender; submissions: readonly Submission[]; sending: boolean }) {
  const { t, lang, msg } = useI18n();
  const [open, setOpen] = useState(false);
  const headingId = `task-${task._id}`;
  return (
    <li className="card pb-task" aria-labelledby={headingId} data-task={task._id}>
      <h3 className="pb-task__topic" id={headingId}>
        {task.topic}
      </h3>
      <p className="pb-task__due">{task.dueDate !== undefined ? t('pb.task.due', { date: formatDate(task.dueDate) }) : t('pb.task.noDue')}</p>
      <p className="pb-plain pb-task__text">{task.task}</p>
      {task.reply ? (
        <div className="pb-reply">
          <h4 className="pb-reply__title">
            {t('pb.task.yourReply')} <span className="pb-status pb-status--completed">{t('pb.task.answered')}</span>
          </h4>
          <p className="pb-plain">{task.reply.response}</p>
          <FileLinks ids={task.reply.files} />
        </div>
      ) : null}
      {task.waiting ? (
        <div className="pb-reply pb-reply--waiting" role="status" data-testid="pb-reply-waiting">
          <h4 className="pb-reply__title">
            {t('pb.task.yourReply')} <span className="pb-status pb-status--waiting">{t('pb.waiting')}</span>
          </h4>
          <p className="pb-plain">{task.waiting.response}</p>
          {task.waiting.files > 0 ? <p className="muted">{t('pb.files.waitingCount', { count: task.waiting.files })}</p> : null}
          <p className="muted">{task.waiting.sent ? t('pb.updating') : sending ? t('pb.sending') : t('pb.task.waitingText')}</p>
        </div>
      ) : null}
      {task.refusal !== undefined ? (
        <p className="pb-refusal" role="alert">
          {t('pb.notSent', { message: sayMessage(task.refusal || 'Error Occured !', lang, msg) })}
        </p>
      ) : null}
      {canReply(task) ? (
        open ? (
          <ReplyForm task={task} sender={sender} submissions={submissions} onQueued={() => setOpen(false)} onCancel={() => setOpen(false)} />
        ) : (
          <button type="button" className="button pb-task__reply" onClick={() => setOpen(true)} aria-label={t('pb.task.replyTo', { topic: task.topic })}>
            {t('pb.task.reply')}
          </button>
        )
      ) : null}
    </li>
  );
}
