/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../lib/i18n/keys';
import type { toolsTexts } from './en';

const sw: Swahili<typeof toolsTexts> = {
  // ---- tool choosers ----------------------------------------------------------------------
  'tools.greeting': 'Habari {name}, karibu tena',
  'tools.lead': 'Chagua zana uone inachofanya.',
  'tools.list': 'Zana zako',
  'tools.tutorial': 'Mafunzo ya video',
  'tools.open': 'Fungua',
  'tool.applicant.name': 'Mwombaji',
  'tool.applicant.text':
    'Omba kujiunga na programu: taarifa zako binafsi na za biashara, muhtasari wa biashara, mfumo wa biashara, makadirio ya fedha na maendeleo. Pia inaonyesha hatua zilizobaki kabla ya tarehe ya mwisho.',
  'tool.lms.name': 'LMS',
  'tool.lms.text': 'Kozi fupi kwa ajili ya biashara yako. Fuata masomo kwa mpangilio na ufuatilie maendeleo yako.',
  'tool.digikua.name': 'DigiKua',
  'tool.digikua.text': 'Utunzaji rahisi wa kumbukumbu: mauzo, matumizi, bidhaa na muhtasari wa mzunguko wa fedha, hata bila mtandao.',
  'tool.qsurvey.name': 'QSurvey',
  'tool.qsurvey.text': 'Utafiti wa robo mwaka, mara moja kila miezi mitatu, kuhusu hali ya biashara yako. Unachagua lugha kwanza.',
};

export default sw;
