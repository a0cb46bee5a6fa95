// The survey package through its wrapper: the menu's JSON built into core's survey, skip logic as
// answers change, each answer's check and the whole submission's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSurvey, loadSurveyCoreSync, quarterOf, surveyMessage, type WireQuestion } from './core-survey';

beforeAll(() => {
  loadSurveyCoreSync(readFileSync(fileURLToPath(new URL('../wasm-pkg/books/portal_core_bg.wasm', import.meta.url))));
});

const yesNo = [
  { value: 'yes', label: { en: 'Yes', sw: 'Ndiyo' } },
  { value: 'no', label: { en: 'No', sw: 'Hapana' } },
];

const questions: WireQuestion[] = [
  { name: 'intro', code: '2*14*1*1', text: { en: 'About your business', sw: 'Kuhusu biashara yako' }, type: 'note', active: true, required: false },
  { name: 'revenue', code: '2*14*1*2', text: { en: 'Revenue', sw: 'Mapato' }, type: 'decimal', active: true, required: true },
  { name: 'has_insurance', code: '2*14*1*3', text: { en: 'Insured?', sw: 'Bima?' }, type: 'selectOne', options: yesNo, active: true, required: true },
  {
    name: 'insurance_types',
    code: '2*14*1*4',
    text: { en: 'Which?', sw: 'Zipi?' },
    type: 'selectMany',
    options: [
      { value: 'health', label: { en: 'Health', sw: 'Afya' } },
      { value: 'fire', label: { en: 'Fire', sw: 'Moto' } },
    ],
    active: true,
    required: true,
    dependent: { code: '2*14*1*3', input: 'yes' },
  },
  { name: 'old', code: '2*14*1*5', text: { en: 'Old', sw: 'Zamani' }, type: 'text', active: false, required: true },
  { name: 'odd', code: '2*14*1*6', text: { en: 'Odd', sw: 'Ajabu' }, type: 'slider', active: true },
];

describe('the survey from the menu', () => {
  it('reads the questions back in both languages, leaving out an unknown type', () => {
    const survey = buildSurvey('2*14*1', 'Quarterly', questions);
    expect(survey?.questions.map((q) => q.name)).toEqual(['intro', 'revenue', 'has_insurance', 'insurance_types', 'old']);
    const insurance = survey?.questions[2];
    expect(insurance?.kind).toBe('selectOne');
    expect(insurance?.text).toEqual({ en: 'Insured?', sw: 'Bima?' });
    expect(insurance?.options[0]).toEqual({ value: 'yes', label: { en: 'Yes', sw: 'Ndiyo' } });
    expect(buildSurvey('9*9', 'Unknown', questions)).toBeNull();
  });

  it('shows a dependent question only while its condition holds; an inactive one never', () => {
    const survey = buildSurvey('2*14*1', 'Quarterly', questions)!;
    expect(survey.visible({}).has('insurance_types')).toBe(false);
    expect(survey.visible({ has_insurance: 'yes' }).has('insurance_types')).toBe(true);
    expect(survey.visible({ has_insurance: 'no', insurance_types: ['fire'] }).has('insurance_types')).toBe(false);
    expect(survey.visible({}).has('old')).toBe(false);
  });

  it('checks answers and the submission: required, numbers, hidden questions left out', () => {
    const survey = buildSurvey('2*14*1', 'Quarterly', questions)!;
    expect(survey.check('revenue', { revenue: '-3' }, 'KE')).not.toBeNull();
    expect(survey.check('revenue', { revenue: '1,500.50' }, 'KE')).toBeNull();
    const missing = survey.checkAll({ has_insurance: 'yes' }, 'KE');
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(Object.keys(missing.problems).sort()).toEqual(['insurance_types', 'revenue']);
    const done = survey.checkAll({ revenue: '1,500.50', has_insurance: 'no', insurance_types: ['fire'] }, 'KE');
    expect(done).toEqual({ ok: true, values: { revenue: '1500.5', has_insurance: 'no' } });
    const many = survey.checkAll({ revenue: '10', has_insurance: 'yes', insurance_types: ['fire', 'health'] }, 'KE');
    expect(many).toEqual({ ok: true, values: { revenue: '10', has_insurance: 'yes', insurance_types: ['health', 'fire'] } });
  });

  it('gives the quarter in Nairobi and the messages in Swahili', () => {
    // 31 March 2026 21:00 UTC is already 1 April in Nairobi.
    expect(quarterOf(Date.UTC(2026, 2, 31, 21) / 1000)).toEqual([2026, 2]);
    expect(surveyMessage('Error Occured Unmapped survey', 'en')).toBe('Error Occured Unmapped survey');
    expect(surveyMessage('Error Occured Unmapped survey', 'sw')).not.toBe('Error Occured Unmapped survey');
  });
});
