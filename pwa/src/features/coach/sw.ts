/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../lib/i18n/keys';
import type { coachTexts } from './en';

const sw: Swahili<typeof coachTexts> = {
  'coach.greeting': 'Karibu, {name}',
  'coach.lead': 'Unakagua hatua za kujiunga za wajasiriamali: wanachotuma katika kila hatua, katika makundi unayofanya kazi nayo.',
  'coach.work': 'Kazi yako',
  'coach.aboutReviewQueue': 'Mawasilisho yanayosubiri kuidhinishwa, kwa kundi, kituo na hatua: yaidhinishe, au yakatae ukitoa sababu.',
  'coach.aboutCohorts': 'Makundi: tarehe zake, vituo na maswali yake, na wajasiriamali waliosajiliwa ndani yake.',
  'coach.aboutCohortProgress': 'Hatua za kila mjasiriamali zilizokamilika, zinazosubiri na zilizokataliwa, na siku zilizobaki.',
  'coach.aboutAccount': 'Taarifa zako na nenosiri lako.',
  'coach.notBuilt': 'Bado haipatikani',
};

export default sw;
