/** The team's playbook requests (docs/playbook.md, server/src/playbook/team.rs and handlers.rs). */
import { apiRequest } from '../../lib/api';
import { withMsg } from './answer';

export interface Text {
  en: string;
  sw: string;
}

export type ProgressStatus = 'pending' | 'inProgress' | 'completed';

export interface Progress {
  playbookId: string;
  chapterId: string | null;
  sessionId: string | null;
  /** `40%`. */
  state: string;
  stateNumber: number;
  status: ProgressStatus;
}

export interface AssignedPlaybook {
  /** The playbook's id. */
  id: string;
  /** The assignment's id. */
  _id: string;
  name: Text;
}

/** A pair as the server answers it: core's `Pairing` with both people's names. */
export interface Pair {
  _id: string;
  entrepreneur: string;
  advisor: string;
  advisorMail: string;
  advisorWaap: string;
  assignedPlaybooks: AssignedPlaybook[];
  progress: Progress[];
  entrepreneurName: string;
  entrepreneurMail: string;
  /** The entrepreneur's phone ("" when none; servers before it was added send nothing). */
  entrepreneurPhone?: string;
  advisorName: string;
  /** Epoch seconds. */
  createdAt: number;
}

export interface Playbook {
  _id: string;
  name: Text;
  summary: Text;
}

/** Someone the team may pair: an entrepreneur (client, applicant, digiprime) or an advisor. */
export interface Person {
  userId: string;
  name: string;
  email: string;
  role: string;
}

export interface People {
  entrepreneurs: Person[];
  advisors: Person[];
}

/** `{error: false, msg}` with the pair as it is now. */
export interface PairSaved {
  msg: string;
  data: Pair;
}

/** The key the pairs list is kept under on the device (lib/lastKnown.ts). */
export const PAIRS_KEY = 'playbook-team-pairs';
export const PLAYBOOKS_KEY = 'playbook-team-playbooks';
export const pairKey = (pairId: string): string => `playbook-team-pair:${pairId}`;

/** A request to the playbook server, its refusals carrying their `msg`. */
const request = <T>(path: string, options?: Parameters<typeof apiRequest>[1]): Promise<T> => withMsg(apiRequest<T>(path, options));

export const fetchPairs = (signal?: AbortSignal): Promise<Pair[]> =>
  request<{ data: Pair[] }>('/playbook/pairs', { signal }).then((answer) => answer.data);

export const fetchPair = (id: string, signal?: AbortSignal): Promise<Pair | null> =>
  request<{ data: Pair[] }>(`/playbook/pairs?id=${encodeURIComponent(id)}`, { signal }).then((answer) => answer.data[0] ?? null);

/** Every playbook (the team reads them all, assigned or not). */
export const fetchPlaybooks = (signal?: AbortSignal): Promise<Playbook[]> =>
  request<{ data: Playbook[] }>('/playbook/playbooks', { signal }).then((answer) => answer.data);

export const fetchPeople = (signal?: AbortSignal): Promise<People> => request<People>('/playbook/people', { signal });

export const makePair = (entrepreneurId: string, advisorId: string): Promise<PairSaved> =>
  request<PairSaved>('/playbook/pairs', { body: { entrepreneurId, advisorId } });

const pairPath = (pairId: string) => `/playbook/pairs/${encodeURIComponent(pairId)}/playbooks`;

export const assignPlaybook = (pairId: string, playbookId: string): Promise<PairSaved> =>
  request<PairSaved>(pairPath(pairId), { body: { playbookId } });

export const unassignPlaybook = (pairId: string, playbookId: string): Promise<PairSaved> =>
  request<PairSaved>(`${pairPath(pairId)}/${encodeURIComponent(playbookId)}`, { method: 'DELETE' });
