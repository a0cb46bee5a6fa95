/**
 * Opening a session's Tasks (or Feedback) is reading the entrepreneur's news there: their unread
 * "new reply" (or "new feedback") alerts of that pair and session are marked read
 * (`POST /playbook/alerts/{id}/read`), so the overview's attention list no longer names them.
 * Best effort: offline or refused, they stay unread for the alerts page.
 */
import { useEffect } from 'react';
import { apiRequest } from '../../lib/api';
import { alertsRead } from './api';
import type { Alert } from './wire';

export type SeenKind = 'newReply' | 'newFeedback';

/** The alerts that opening the session's tab reads. */
export const seenBy = (alerts: readonly Alert[], pairId: string, sessionId: string, kind: SeenKind): Alert[] =>
  alerts.filter((alert) => !alert.read && alert.kind === kind && alert.pairId === pairId && alert.sessionId === sessionId);

export function useMarkSeen(pairId: string, sessionId: string, kind: SeenKind, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    alertsRead()
      .load(controller.signal)
      .then((alerts) =>
        Promise.all(
          seenBy(alerts, pairId, sessionId, kind).map((alert) =>
            apiRequest(`/playbook/alerts/${encodeURIComponent(alert.id)}/read`, { method: 'POST', body: {}, signal: controller.signal }),
          ),
        ),
      )
      .catch(() => undefined);
    return () => controller.abort();
  }, [pairId, sessionId, kind, ready]);
}
