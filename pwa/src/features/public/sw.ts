/** Kiswahili of `en.ts`: exactly its keys (a missing or extra key is a type error). */
import type { Swahili } from '../../lib/i18n/keys';
import type { publicTexts } from './en';

const sw: Swahili<typeof publicTexts> = {
  // ---- home --------------------------------------------------------------------------------
  'home.title': 'Tunakuwezesha, ubadilishe dunia',
  'home.lead':
    'Mikopo nafuu, mafunzo na zana rahisi za biashara kwa wajasiriamali wadogo wa Kenya na Tanzania. Kuza biashara yako ukiwa na mshirika anayetembea nawe.',
  'home.login': 'Ingia',
  'home.calculator': 'Angalia kiasi unachoweza kukopa',
  'home.feature.loans.title': 'Mikopo ya kukuza biashara',
  'home.feature.loans.text': 'Kuanzia Ksh 50,000 hadi Ksh 1,000,000 kwa vifaa, bidhaa na uwekezaji mwingine katika biashara yako.',
  'home.feature.training.title': 'Mafunzo na ushauri',
  'home.feature.training.text': 'Jifunze kwa kasi yako na upate ushauri kutoka kwa mkufunzi wa biashara anayeelewa soko lako.',
  'home.feature.tools.title': 'Zana za biashara',
  'home.feature.tools.text': 'Tunza kumbukumbu zako, fuatilia mzunguko wa fedha na andaa nukuu na ankara, hata bila mtandao.',
  'home.contact.title': 'Zungumza nasi',
  'home.contact.text': 'Akaunti hufunguliwa na timu yetu au kupitia mkufunzi wako wa biashara. Wasiliana nasi kupitia:',
  'home.contact.page': 'Tembelea ukurasa wetu wa mawasiliano',

  // ---- sign up (disabled) -----------------------------------------------------------------
  'signup.title': 'Fungua akaunti',
  'signup.disabled': 'Kujisajili mwenyewe kumesitishwa kwa sasa.',
  'signup.text': 'Akaunti hufunguliwa na wafanyakazi wetu au kupitia mkufunzi wako wa biashara. Ili upate akaunti, wasiliana nasi:',
  'signup.firstName': 'Jina la kwanza',
  'signup.lastName': 'Jina la mwisho',
  'signup.email': 'Anwani ya barua pepe',
  'signup.phone': 'Namba ya simu',
  'signup.submit': 'Jisajili',
  'signup.alert': 'Kujisajili mwenyewe kumesitishwa kwa sasa',
  'signup.haveAccount': 'Tayari una akaunti?',

  // ---- information pages ------------------------------------------------------------------
  'terms.title': 'Vigezo na Masharti',
  'terms.lead': 'Masharti makuu ya mikopo yetu na ya tovuti hii, kwa maneno rahisi.',
  'terms.s1.title': 'Nani anaweza kukopa',
  'terms.s1.text':
    'Mikopo ni kwa wamiliki wa biashara ndogo nchini Kenya na Tanzania waliosajiliwa nasi, kwa kawaida kupitia mkufunzi wa biashara. Mikopo ni kwa ajili ya kukuza biashara pekee.',
  'terms.s2.title': 'Kiasi na marejesho',
  'terms.s2.text':
    'Tunakopesha kuanzia Ksh 50,000 hadi Ksh 1,000,000. Wanaokopa kwa mara ya kwanza wanaweza kupata hadi Ksh 100,000. Rejesho la kila mwezi haliwezi kuzidi theluthi moja ya mapato yako ya mwezi.',
  'terms.s3.title': 'Riba na ada',
  'terms.s3.text':
    'Riba inategemea mfuko wa mkopo na kiasi, kuanzia 0% hadi 12% kwa mwaka. Kila kiasi kinaonyeshwa kwako kabla hujakubali mkopo. Hakuna ada zilizofichwa.',
  'terms.s4.title': 'Taarifa zako',
  'terms.s4.text':
    'Tunatumia taarifa zako tu kutathmini na kusimamia mkopo na programu yako. Hatuuzi taarifa zako kamwe. Soma sera yetu ya faragha kwa maelezo zaidi.',
  'terms.s5.title': 'Akaunti yako',
  'terms.s5.text': 'Usimpe mtu nenosiri lako. Tujulishe mara moja ukidhani mtu mwingine ametumia akaunti yako.',

  'products.title': 'Huduma zetu',
  'products.lead': 'Kila tunachotoa kimeundwa kusaidia biashara yako ikue.',
  'products.s1.title': 'Mikopo ya kukuza biashara',
  'products.s1.text':
    'Mikopo ya Ksh 50,000 hadi Ksh 1,000,000 kwa muda wa miezi sita hadi miaka mitano, inayolipwa kila mwezi kwa M-Pesa, kwa vifaa, bidhaa na uwekezaji mwingine.',
  'products.s2.title': 'Mafunzo (LMS)',
  'products.s2.text': 'Kozi fupi za utunzaji wa kumbukumbu, upangaji bei, masoko na mipango unazoweza kufuata kwenye simu yako.',
  'products.s3.title': 'Uhasibu wa DigiKua',
  'products.s3.text': 'Rekodi mauzo, matumizi na bidhaa, na uone mzunguko wako wa fedha, hata bila intaneti.',
  'products.s4.title': 'Ushauri na kadi za alama',
  'products.s4.text': 'Mkufunzi wa biashara na kadi ya alama iliyo wazi vinaonyesha biashara yako ilipo na cha kuboresha baadaye.',

  'about.title': 'Kuhusu sisi',
  'about.lead': '{product} ni mkopeshaji asiye wa faida kwa wajasiriamali wadogo wa Kenya na Tanzania.',
  'about.s1.title': 'Dhamira yetu',
  'about.s1.text':
    'Tunaamini biashara ndogo hubadilisha jamii. Tunakopesha kwa masharti ya haki na kuambatanisha kila mkopo na mafunzo na ushauri, ili kukopa kulete ukuaji na si madeni.',
  'about.s2.title': 'Jinsi tunavyofanya kazi',
  'about.s2.text':
    'Wajasiriamali hujiunga kupitia programu zetu na wakufunzi wa biashara. Hujifunza, hutunza kumbukumbu, na huomba mkopo biashara yao inapokuwa tayari.',
  'about.s3.title': 'Tulipo',
  'about.s3.text': 'Vituo vyetu viko Nairobi, Kisumu, Mombasa, Nakuru na Tanzania.',

  'contactPage.title': 'Wasiliana nasi',
  'contactPage.lead': 'Tunafurahi kukusaidia. Tuandikie au utupigie simu wakati wa saa za kazi.',
  'contactPage.more': 'Njia zaidi za kutufikia',

  'faq.title': 'Maswali yanayoulizwa mara kwa mara',
  'faq.lead': 'Majibu mafupi kwa maswali tunayoulizwa zaidi.',
  'faq.q1': 'Ninapataje akaunti?',
  'faq.a1': 'Akaunti hufunguliwa na timu yetu au kupitia mkufunzi wako wa biashara. Wasiliana nasi, tutakuongoza.',
  'faq.q2': 'Ninaweza kukopa kiasi gani?',
  'faq.a2':
    'Kuanzia Ksh 50,000 hadi Ksh 1,000,000. Wanaokopa kwa mara ya kwanza wanaweza kupata hadi Ksh 100,000. Tumia kikokotoo cha mkopo kuona rejesho la kila mwezi.',
  'faq.q3': 'Mkopo unaweza kutumika kwa nini?',
  'faq.a3': 'Kwa kukuza biashara pekee: vifaa, bidhaa na uwekezaji mwingine katika biashara yako.',
  'faq.q4': 'Ninalipaje mkopo?',
  'faq.a4': 'Kila mwezi, kwa M-Pesa, kupitia tovuti hii au kwa Paybill.',
  'faq.q5': 'Je, tovuti inafanya kazi bila intaneti?',
  'faq.a5':
    'Ndiyo, baada ya kuifungua mara moja ukiwa mtandaoni. Isakinishe kwenye skrini ya simu yako; kikokotoo na zana zako hufunguka bila mtandao.',
  'faq.q6': 'Nimesahau nenosiri langu. Nifanye nini?',
  'faq.a6': 'Chagua "Umesahau nenosiri?" kwenye ukurasa wa kuingia. Tunatuma namba kwenye barua pepe yako; iweke pamoja na nenosiri jipya.',

  // ---- not found ---------------------------------------------------------------------------
  'notFound.title': 'Ukurasa haukupatikana',
  'notFound.text': 'Hatukuweza kupata ukurasa uliokuwa ukiutafuta.',
  'notFound.home': 'Nenda kwenye ukurasa wa mwanzo',
};

export default sw;
