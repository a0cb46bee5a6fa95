/**
 * English texts of the staff's scorecards (docs/scorecards.md): the portfolio, a business's
 * scorecard with Recompute, the coach's scoring sheet and the thresholds. The bands, groups and
 * measures are the shared `scores` part. Kiswahili in `sw.ts`.
 */
import { addEnglish } from '../../lib/i18n/translate';

export const scorecardTeamTexts = {
  'sct.lead': "Every business's scorecard for the quarter: open one to see its notes, recompute it or fill in its scoring sheet.",
  'sct.loading': 'Loading scorecards…',
  'sct.failed': 'The scorecards could not be loaded. Try again.',
  'sct.none': 'No scorecards for this quarter yet',
  'sct.business': 'Business',
  'sct.owner': 'Owner',
  'sct.hub': 'Hub',
  'sct.allHubs': 'All hubs',
  'sct.year': 'Year',
  'sct.quarter': 'Quarter',
  'sct.show': 'Show',
  'sct.csv': 'Download CSV',
  'sct.rank': 'Rank',
  'sct.rankGroup': 'Age group',
  'sct.band': 'Band',
  'sct.months': '{months} months',
  'sct.open': 'Open scorecard of',
  'sct.back': 'Back to the scorecards',
  'sct.rankOf': 'Rank {rank} of {size} in businesses aged {months} months',
  'sct.recompute': 'Recompute',
  'sct.recomputing': 'Recomputing…',
  'sct.recomputed': 'The scorecard was recomputed from the current figures.',
  'sct.noScorecard': 'No scorecard for this quarter yet',
  'sct.noScorecardText': 'Recompute to make one from the current figures.',
  'sct.thresholds': 'Scoring thresholds',
  'sct.sheet.title': 'Scoring sheet',
  'sct.sheet.lead': 'What the portal cannot know, for this quarter. Every entry is optional: a measure without its entry has no score.',
  'sct.sheet.licenses': 'Licences and permits',
  'sct.sheet.playbooks': 'Playbook checklist',
  'sct.sheet.value': 'Value of {name}',
  'sct.sheet.valueHint': '0–5 or yyyy-mm-dd',
  'sct.sheet.none': 'Not rated',
  'sct.sheet.collateral': 'Collateral',
  'sct.sheet.guarantors': 'Guarantors',
  'sct.sheet.leadership': 'Leadership',
  'sct.sheet.commitment': 'Commitment',
  'sct.sheet.suppliersReference': 'Supplier references',
  'sct.sheet.offtakerUndertaking': 'Offtaker undertaking',
  'sct.sheet.creditReferenceBureau': 'Credit reference bureau',
  'sct.sheet.successionPlanning': 'Succession planning',
  'sct.sheet.experienceSkills': 'Experience and skills',
  'sct.sheet.businessStarted': 'Month the business started',
  'sct.sheet.coachMeetings': 'Coach meetings this quarter',
  'sct.sheet.checkinsAttended': 'Check-ins attended this quarter',
  'sct.sheet.save': 'Save the sheet',
  'sct.sheet.saved': 'The scoring sheet was saved.',
  'sct.th.lead': 'The first step a figure reaches gives its score, else 0. A change applies to scorecards computed afterwards.',
  'sct.th.measure': 'Measure',
  'sct.th.steps': 'Steps',
  'sct.th.atLeast': 'At least',
  'sct.th.atMost': 'At most',
  'sct.th.score': 'Score',
  'sct.th.add': 'Add a step',
  'sct.th.remove': 'Remove',
  'sct.th.save': 'Save the thresholds',
  'sct.th.saved': 'The thresholds were saved.',
  'sct.unit.percent': '%',
  'sct.unit.money': 'Ksh',
  'sct.unit.count': 'count',
  'sct.unit.months': 'months',
  'sct.unit.rating': 'rating 0–5',
  'sct.unit.ratio': 'times',
  'sct.unit.tier': 'tier 0–4',
  'sct.unit.points': 'points',
} as const;

declare module '../../lib/i18n/keys' {
  interface TextParts {
    scorecardTeam: typeof scorecardTeamTexts;
  }
}

addEnglish(scorecardTeamTexts);
