import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { refusalMsg, withMsg } from './answer';
import type { Pair, Person, Playbook } from './api';
import { findPeople, folded, notAssigned, playbooksLine, progressOf, textIn } from './pairs';

const text = (en: string, sw = '') => ({ en, sw });
const playbook = (id: string, en: string): Playbook => ({ _id: id, name: text(en, `${en} (sw)`), summary: text('') });

const pair: Pair = {
  _id: 'p1',
  entrepreneur: 'e1',
  advisor: 'a1',
  advisorMail: 'advisor@demo.test',
  advisorWaap: '',
  assignedPlaybooks: [
    { id: 'b1', _id: 'x1', name: text('Key Business Building Blocks', 'Misingi') },
    { id: 'b2', _id: 'x2', name: text('Market Access') },
  ],
  progress: [{ playbookId: 'b1', chapterId: 'c1', sessionId: 's2', state: '33%', stateNumber: 33, status: 'inProgress' }],
  entrepreneurName: 'Client Demo',
  entrepreneurMail: 'client@demo.test',
  advisorName: 'Advisor Demo',
  createdAt: 1_780_000_000,
};

const person = (name: string, email: string): Person => ({ userId: email, name, email, role: 'client' });

describe("the team's pairs", () => {
  it('gives a text in the language shown, English when the Swahili is blank', () => {
    expect(textIn(text('Market Access', 'Kufikia Soko'), 'sw')).toBe('Kufikia Soko');
    expect(textIn(text('Market Access', ''), 'sw')).toBe('Market Access');
    expect(textIn(text('Market Access', 'Kufikia Soko'), 'en')).toBe('Market Access');
  });

  it("reads a playbook's progress, 0% pending when the server sent none (section 9)", () => {
    expect(progressOf(pair, 'b1')).toMatchObject({ state: '33%', stateNumber: 33, status: 'inProgress' });
    expect(progressOf(pair, 'b2')).toEqual({ playbookId: 'b2', chapterId: null, sessionId: null, state: '0%', stateNumber: 0, status: 'pending' });
  });

  it('lists the playbooks the pair does not have, in the order given', () => {
    const all = [playbook('b1', 'A'), playbook('b3', 'C'), playbook('b2', 'B'), playbook('b4', 'D')];
    expect(notAssigned(all, pair).map((p) => p._id)).toEqual(['b3', 'b4']);
    expect(notAssigned(all, { ...pair, assignedPlaybooks: [] })).toHaveLength(4);
  });

  it('says the playbooks in one line with their progress and status', () => {
    const status = (english: string) => `[${english}]`;
    expect(playbooksLine(pair, 'en', status)).toBe('Key Business Building Blocks 33% [In progress]; Market Access 0% [Pending]');
    expect(playbooksLine({ ...pair, assignedPlaybooks: [] }, 'en', status)).toBe('');
  });
});

describe('finding people to pair', () => {
  const people = [
    person('Wanjiku Kamau', 'wanjiku.kamau@demo.test'),
    person('Amani Juma', 'amani@demo.test'),
    person('Juma Otieno', 'juma.otieno@demo.test'),
    person('Zawadi Ñyambura', 'zawadi@demo.test'),
  ];

  it('matches every word typed in the name or the e-mail, any case, accents ignored', () => {
    expect(findPeople(people, 'KAMAU', 8).shown.map((p) => p.name)).toEqual(['Wanjiku Kamau']);
    expect(findPeople(people, 'demo.test otieno', 8).shown.map((p) => p.name)).toEqual(['Juma Otieno']);
    expect(findPeople(people, 'nyambura', 8).shown.map((p) => p.name)).toEqual(['Zawadi Ñyambura']);
    expect(findPeople(people, 'nobody', 8)).toEqual({ shown: [], total: 0 });
    expect(folded('Ñyambura')).toBe('nyambura');
  });

  it('puts names starting with what is typed first', () => {
    expect(findPeople(people, 'juma', 8).shown.map((p) => p.name)).toEqual(['Juma Otieno', 'Amani Juma']);
  });

  it('shows at most the limit, and counts every match', () => {
    expect(findPeople(people, '', 2)).toEqual({ shown: people.slice(0, 2), total: 4 });
    expect(findPeople(people, '  ', 8).total).toBe(4);
  });
});

describe("the playbook server's refusals", () => {
  it('reads the msg of {error: true, msg} into the error', async () => {
    expect(refusalMsg({ error: true, msg: ' These two are paired already ' })).toBe('These two are paired already');
    expect(refusalMsg({ error: 'Sign in' })).toBeNull();
    const refused = new ApiError('Response error', 'http', 409, {}, { error: true, msg: 'These two are paired already' });
    await expect(withMsg(Promise.reject(refused))).rejects.toMatchObject({ message: 'These two are paired already', status: 409 });
    const other = new ApiError('Sign in to continue', 'http', 401, {}, { error: 'Sign in to continue' });
    await expect(withMsg(Promise.reject(other))).rejects.toBe(other);
    await expect(withMsg(Promise.resolve(3))).resolves.toBe(3);
  });
});
