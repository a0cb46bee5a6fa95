// Passes a demo trainee through the learning survey gate over the API (docs/lms.md): each of the five
// gate surveys not yet done is read from GET /api/lms/surveys/{slug} and answered (each question with
// its first option, a number, a day or a phone number; an 'Other' box only when its `_` is chosen,
// which never is), then posted to the spec's submit path. Used by bench/lms.mjs and e2e/lms-offline.
import { randomBytes } from 'node:crypto';

const GATE = {
  confidence: ['confidence-level', 'surveys/confidence-level/1/submits'],
  training: ['trainees/training-impact-report', 'surveys/trainees/training-impact-report/submits'],
  computerLiteracy: ['computer-literacy', 'surveys/computer-literacy/1/submits'],
  businessAcumen: ['business-acumen/entry', 'surveys/business-acumen/entry/submits'],
  baseline: ['baseline', 'surveys/baseline/1/submits'],
};

function answerOf(question) {
  const options = (question.options ?? []).map((o) => o.value).filter((v) => v !== '_');
  switch (question.type) {
    case 'note':
      return undefined;
    case 'selectOne':
      return options[0];
    case 'selectMany':
      return options.slice(0, 1);
    case 'integer':
    case 'decimal':
      return '5';
    case 'date':
      return '2026-11-01';
    case 'phone':
      return '+254712345678';
    default:
      return '5';
  }
}

/** Signs `email` in over the API and opens the gate; the token, user id, trainee and cohort ids. */
export async function passGate(base, email, password) {
  const api = async (path, { token, body } = {}) => {
    const response = await fetch(new URL(`/api${path}`, base), {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const { token } = await api('/client/signin', { body: { email, password } });
  const { user } = await api('/user/unbox', { token });
  const userId = user.user_id ?? user.userId ?? user.id;
  const trainees = await api(`/lms/trainees?user_id=${encodeURIComponent(userId)}`, { token });
  const trainee = trainees.data[0];
  if (!trainee) throw new Error(`${email} is not a trainee`);
  const done = await api(`/lms/surveys/verify-done/1?cohort_id=${trainee.cohortId}&trainee_id=${trainee.id}`, { token });
  for (const [key, [readPath, submitPath]] of Object.entries(GATE)) {
    if (done.data[key] > 0) continue;
    const survey = await api(`/lms/surveys/${readPath}`, { token });
    const answers = {};
    for (const question of survey.data.questions) {
      if (question.dependent || question.active === false) continue;
      const value = answerOf(question);
      if (value !== undefined) answers[question.name] = value;
    }
    const answer = await api(`/lms/${submitPath}`, {
      token,
      body: { ...answers, cohortId: trainee.cohortId, traineeId: trainee.id, submissionId: randomBytes(12).toString('hex') },
    });
    if (answer.error) throw new Error(`${readPath}: ${answer.message}`);
  }
  return { token, userId, traineeId: trainee.id, cohortId: trainee.cohortId };
}
