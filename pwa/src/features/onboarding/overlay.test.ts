// The state the phone shows over the steps waiting in the file queue: they count as sent, so the
// figures and the path move on as the server will compute them (core's clientState); a refused one
// sends the person back to it; a kept copy is brought up to now.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientState, loadOnboardingCoreSync, stepByNameOrSlug, steps, type StepName, type StepRecord } from '../../lib/core-onboarding';
import type { Submission } from '../../lib/files';
import type { OnboardingState } from './api';
import { groupFor, latestByStep, overlay, staleRefusals, stepOfGroup } from './overlay';

const NOW = 1_795_296_600;
const DEADLINE = NOW + 30 * 86_400;
const route = (name: StepName) => stepByNameOrSlug(name)!.route;

beforeAll(() => {
  loadOnboardingCoreSync(readFileSync(fileURLToPath(new URL('../../wasm-pkg/onboarding/portal_core_bg.wasm', import.meta.url))));
});

type Records = Partial<Record<StepName, StepRecord>>;

/** The server's answer for these records, as it computes it (with core). */
function server(records: Records, deadline = DEADLINE): OnboardingState {
  const f = clientState(true, records, NOW, deadline);
  return {
    progress: f.progress,
    stepsDone: f.stepsDone,
    totalSteps: f.totalSteps,
    pendingApproval: f.pendingApproval,
    daysLeft: f.daysLeft,
    timeLeft: f.timeLeft,
    deadline,
    cohort: { name: 'Cohort', year: 2026 },
    toApproveSteps: f.toApproveSteps,
    rejectedSteps: f.rejectedSteps,
    path: f.path,
    firstAttempt: false,
    status: 'ok',
    hub: 'Nairobi',
    steps: steps().map((s) => ({ name: s.name, state: records[s.name]?.state ?? 'not_started', ...(records[s.name]?.reason ? { reason: records[s.name]!.reason } : {}) })),
  };
}

let n = 0;
function queued(step: StepName, state: Submission['state'], message: string | null = null): Submission {
  n++;
  return {
    id: `s${n}`,
    group: groupFor(step),
    files: [],
    method: 'POST',
    path: '/onboarding/u1/step',
    body: { step },
    fileFields: {},
    state,
    message,
    createdAt: n,
  };
}

const pending: StepRecord = { state: 'pending' };

describe('the onboarding over the file queue', () => {
  it('names steps by their queue group', () => {
    expect(stepOfGroup(groupFor('kraPin'))).toBe('kraPin');
    expect(stepOfGroup('onboarding-nothing')).toBeNull();
    expect(stepOfGroup('identity')).toBeNull();
  });

  it("counts a step whose file waits as sent: the figures and the path move on as the server's will", () => {
    const before = server({ passport: pending, idFront: pending });
    expect(before.path).toBe(route('idBack'));
    const shown = overlay(before, [queued('idBack', 'waiting')], NOW, null);
    const after = server({ passport: pending, idFront: pending, idBack: pending });
    expect(shown.path).toBe(route('kraPin'));
    expect(shown.path).toBe(after.path);
    expect([shown.progress, shown.stepsDone, shown.pendingApproval]).toEqual([after.progress, after.stepsDone, after.pendingApproval]);
    expect(shown.toApproveSteps).toEqual(after.toApproveSteps);
    expect(shown.steps.find((s) => s.name === 'idBack')?.state).toBe('pending');
    expect(shown.waiting).toEqual(['idBack']);
    expect(shown.keptAt).toBeNull();
  });

  it('moves on over several steps chosen in a row, to the approvals after the last', () => {
    const sent: Records = {};
    for (const s of steps().slice(0, 12)) sent[s.name] = pending;
    const base = server(sent);
    const shown = overlay(base, [queued('photoConsent', 'waiting'), queued('agreementLetter', 'waiting')], NOW, null);
    expect(shown.path).toBe('/dashboard/onboarding/approvals');
    expect(shown.stepsDone).toBe(15);
    expect(shown.waiting).toEqual(['photoConsent', 'agreementLetter']);
  });

  it('counts a sent step until the state is read again, without calling it waiting', () => {
    const shown = overlay(server({}), [queued('passport', 'sent', 'Saved')], NOW, null);
    expect(shown.path).toBe(route('idFront'));
    expect(shown.waiting).toEqual([]);
  });

  it('sends the person back to a refused step with its message; a later waiting step stays counted', () => {
    const base = server({ passport: pending, idFront: pending });
    const shown = overlay(base, [queued('idBack', 'refused', 'Upload a JPG or PNG image'), queued('kraPin', 'waiting')], NOW, null);
    expect(shown.path).toBe(route('idBack'));
    expect(shown.refused).toEqual({ idBack: 'Upload a JPG or PNG image' });
    expect(shown.waiting).toEqual(['kraPin']);
    expect(shown.steps.find((s) => s.name === 'kraPin')?.state).toBe('pending');
    expect(shown.steps.find((s) => s.name === 'idBack')?.state).toBe('not_started');
  });

  it('counts a step sent back by the team and chosen again; leaves alone what the server already has', () => {
    const reason = 'Not readable';
    const base = server({ passport: pending, idFront: { state: 'rejected', reason }, idBack: pending });
    expect(base.path).toBe(route('idFront'));
    const again = overlay(base, [queued('idFront', 'waiting')], NOW, null);
    expect(again.rejectedSteps).toEqual([]);
    expect(again.path).toBe(route('kraPin'));
    // Pending on the server already (sent from another phone): no change, the server's answer stands.
    const same = overlay(base, [queued('passport', 'waiting')], NOW, null);
    expect(same.path).toBe(base.path);
    expect(same.waiting).toEqual([]);
  });

  it('brings a kept copy up to now: a deadline passed since it was kept leads to too late', () => {
    const kept = server({ passport: pending }, NOW + 60);
    expect(kept.path).toBe(route('idFront'));
    const later = overlay(kept, [], NOW + 120, 1);
    expect(later.path).toBe('/dashboard/onboarding/too_late');
    expect(later.keptAt).toBe(1);
  });

  it("uses each step's newest request, and forgets refusals the server made stale", () => {
    const old = queued('idBack', 'refused', 'Upload a JPG or PNG image');
    const newer = queued('idBack', 'waiting');
    expect(latestByStep([newer, old]).get('idBack')).toBe(newer);
    expect(overlay(server({ passport: pending, idFront: pending }), [old, newer], NOW, null).refused).toEqual({});
    const refused = queued('kraPin', 'refused', 'Complete the earlier steps first');
    expect(staleRefusals(server({ kraPin: pending }), [old, newer, refused])).toEqual([old.id, refused.id]);
    expect(staleRefusals(server({}), [refused])).toEqual([]);
  });
});
