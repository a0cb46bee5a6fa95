import { useMemo } from 'react';
import { emptyMessage } from '../../lib/core-playbook';
import { formatDate } from '../../lib/core';
import { useI18n } from '../../lib/i18n';
import { tasksRead } from './api';
import { dueState, showDay } from './due';
import { FileLinks, Loaded } from './parts';
import { TaskForm } from './TaskForm';
import { useKept } from '../../lib/useKeptRead';
import { useMarkSeen } from './useMarkSeen';
import type { Task } from './wire';

/** The tasks set for the pair in the session, each with its due day and reply; then Set a task. */
export function TasksTab({ pairId, sessionId }: { pairId: string; sessionId: string }) {
  const { lang } = useI18n();
  const tasks = useKept(useMemo(() => tasksRead(sessionId, pairId), [sessionId, pairId]));
  // Read from the server (not a kept copy): the replies it announced are on the screen now.
  useMarkSeen(pairId, sessionId, 'newReply', tasks.data !== null && tasks.keptAt === null);
  return (
    <>
      <Loaded read={tasks}>
        {(list) =>
          list.length === 0 ? (
            <p>{emptyMessage('tasks', lang)}</p>
          ) : (
            <ul className="advisor-tasks">
              {list.map((task) => (
                <TaskItem key={task.id} task={task} />
              ))}
            </ul>
          )
        }
      </Loaded>
      <TaskForm pairId={pairId} sessionId={sessionId} onSet={tasks.reload} />
    </>
  );
}

function TaskItem({ task }: { task: Task }) {
  const { t } = useI18n();
  const state = dueState(task, Math.floor(Date.now() / 1000));
  const due = task.dueDate === null ? t('advisor.noDue') : state === 'today' ? t('advisor.dueToday') : t('advisor.due', { date: showDay(task.dueDate) });
  return (
    <li className={`advisor-task advisor-task--${state}`}>
      <h3 className="advisor-task__topic">{task.topic}</h3>
      <p className="advisor-task__meta">
        <span>{due}</span>
        {state === 'overdue' ? <span className="advisor-badge advisor-badge--danger">{t('advisor.overdue')}</span> : null}
        {task.createdAt ? <span>{t('advisor.setOn', { date: formatDate(task.createdAt) })}</span> : null}
      </p>
      <p className="advisor-plain">{task.task}</p>
      {task.reply ? (
        <div className="advisor-reply">
          <p className="advisor-reply__head">
            <strong>{t('advisor.reply')}</strong> {task.reply.createdAt ? t('advisor.repliedOn', { date: formatDate(task.reply.createdAt) }) : null}
          </p>
          <p className="advisor-plain">{task.reply.response}</p>
          <FileLinks ids={task.reply.files} />
        </div>
      ) : (
        <p className="advisor-reply advisor-reply--none">{t('advisor.noReply')}</p>
      )}
    </li>
  );
}
