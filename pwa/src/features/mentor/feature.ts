/**
 * The learning mentor's screens (role mentor, base /mentor; spec 002 sections 2.6, 3.5, 4.5, 5.5,
 * 8.5; docs/lms.md): the trainees of the cohorts they mentor with their progress and what needs them
 * first (each with the mentor's own score item), the submissions and pitch decks to grade, and the
 * conversations with each trainee. The rules (the grade's and the message's checks, the learning
 * messages) come from the `lms` package.
 */
import { screen, type Feature } from '../../lib/feature';
import { datesPart, listsPart } from '../../lib/i18n';
import { GRADING, MESSAGES, OVERVIEW, PITCHES, TRAINEES } from './paths';

const screens = () => import('./screens');
const options = { roles: ['mentor'], core: 'lms' } as const;

export const feature: Feature = {
  name: 'mentor',
  roles: ['mentor'],
  routes: [
    screen(OVERVIEW, screens, 'OverviewPage', options),
    screen(GRADING, screens, 'GradingPage', options),
    screen(PITCHES, screens, 'PitchesPage', options),
    screen(MESSAGES, screens, 'MessagesPage', options),
    screen(`${MESSAGES}/:traineeId`, screens, 'ThreadPage', options),
    screen(`${TRAINEES}/:traineeId`, screens, 'TraineePage', options),
  ],
  texts: [{ en: () => import('./en'), sw: () => import('./sw') }, datesPart, listsPart],
  menu: [
    { roles: ['mentor'], to: OVERVIEW, label: 'menu.myTrainees', order: 10 },
    { roles: ['mentor'], to: GRADING, label: 'menu.grading', order: 20 },
    { roles: ['mentor'], to: PITCHES, label: 'menu.pitchDecks', order: 30 },
    { roles: ['mentor'], to: MESSAGES, label: 'menu.messages', area: MESSAGES, order: 40 },
  ],
};
