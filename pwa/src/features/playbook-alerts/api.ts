/** The alerts' requests (server/src/playbook/alerts.rs and channel.rs). */
import { ApiError, apiRequest } from '../../lib/api';

/** One of the person's alerts, written by the server in their language. */
export interface Alert {
  _id: string;
  /** newTask, taskDue, newFeedback or newReply. */
  kind: string;
  title: string;
  body: string;
  pairingId: string | null;
  sessionId: string | null;
  read: boolean;
  /** Epoch seconds. */
  createdAt: number;
}

export interface AlertList {
  data: Alert[];
  unread: number;
}

export type Channel = 'app' | 'sms' | 'email';
export const CHANNELS: readonly Channel[] = ['app', 'sms', 'email'];

/** Keys of the answers kept on the device (lib/lastKnown.ts). */
export const ALERTS_KEY = 'playbook-alerts';
export const CHANNEL_KEY = 'playbook-alerts-channel';

/** The `msg` of a `{error: true, msg}` refusal in the error's message (lib/api reads only `error`). */
async function withMsg<T>(request: Promise<T>): Promise<T> {
  try {
    return await request;
  } catch (error) {
    const body = error instanceof ApiError ? error.body : null;
    const text = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).msg : null;
    if (error instanceof ApiError && typeof text === 'string' && text.trim()) {
      throw new ApiError(text.trim(), error.kind, error.status, error.fields, error.body);
    }
    throw error;
  }
}

export const fetchAlerts = (signal?: AbortSignal): Promise<AlertList> => withMsg(apiRequest<AlertList>('/playbook/alerts', { signal }));

export const readPath = (id: string): string => `/playbook/alerts/${encodeURIComponent(id)}/read`;

export const markReadNow = (id: string): Promise<unknown> => withMsg(apiRequest(readPath(id), { method: 'POST', body: {} }));

export const isChannel = (value: unknown): value is Channel => typeof value === 'string' && (CHANNELS as readonly string[]).includes(value);

export const fetchChannel = (signal?: AbortSignal): Promise<Channel> =>
  withMsg(apiRequest<{ channel: string }>('/playbook/alerts/settings', { signal })).then((answer) =>
    isChannel(answer.channel) ? answer.channel : 'app',
  );

export const saveChannel = (channel: Channel): Promise<Channel> =>
  withMsg(apiRequest<{ channel: string }>('/playbook/alerts/settings', { method: 'PUT', body: { channel } })).then((answer) =>
    isChannel(answer.channel) ? answer.channel : channel,
  );

/** Where a session is: its chapter and playbook (for the entrepreneur's session link). */
export interface Place {
  playbookId: string;
  chapterId: string;
}

export const fetchPlace = (sessionId: string, signal?: AbortSignal): Promise<Place> =>
  withMsg(
    apiRequest<{ data: { chapterId: string }; playbookId: string }>(`/playbook/session/${encodeURIComponent(sessionId)}`, { signal, timeoutMs: 8000 }),
  ).then((answer) => ({ playbookId: answer.playbookId, chapterId: answer.data.chapterId }));
