//! The code of conduct: how an entrepreneur takes part in the programme (attendance, honest
//! records, respect, confidentiality, repaying a loan) and what follows when it is broken.

use super::wording::{Section, Wording};

pub(super) const ENGLISH: Wording = Wording {
    title: "Code of Conduct",
    opening: &[
        "This code sets out how every entrepreneur in the {programme} Business Acceleration \
         Programme (the Programme) takes part. The Programme is run by {programme}, a non-profit \
         lender that helps small businesses in Kenya and Tanzania to grow. By signing it you agree \
         to follow it for as long as you take part in the Programme.",
    ],
    sections: &[
        Section {
            heading: "Attendance and participation",
            points: &[
                "Attend every training session, coaching visit and group meeting you are invited \
                 to, and arrive on time.",
                "If you cannot attend, tell your business coach before the session and agree how \
                 you will catch up.",
                "Complete the onboarding steps, and the tasks your coach gives you, by the dates \
                 agreed.",
                "Missing three sessions in a row without a reason may cost you your place in the \
                 Programme.",
            ],
        },
        Section {
            heading: "Honest records and information",
            points: &[
                "Give true and complete information about yourself and your business, in your \
                 application and throughout the Programme.",
                "Keep your business records (sales, stock, expenses) up to date in DigiKua, and \
                 record only what really happened.",
                "Never hand in a document that is forged, altered or belongs to someone else.",
                "Tell your coach promptly of any important change: a new address or phone number, \
                 the business closing or moving, or a new partner.",
            ],
        },
        Section {
            heading: "Respect",
            points: &[
                "Treat fellow entrepreneurs, coaches, staff and visitors with courtesy, whatever \
                 their gender, age, religion, ethnic group, disability or opinions.",
                "Harassment, threats, discrimination and abusive language are not tolerated, in \
                 person, by phone or online.",
                "Do not offer or ask for gifts, money or favours in return for a place, a loan or \
                 a decision.",
            ],
        },
        Section {
            heading: "Confidentiality",
            points: &[
                "What other entrepreneurs share about their businesses and families in sessions \
                 stays in the group: do not pass it on or post it online.",
                "Do not share your portal password or sign-in codes with anyone, Programme staff \
                 included.",
                "Training materials are for your own business; ask before copying or sharing them.",
            ],
        },
        Section {
            heading: "Repaying a loan",
            points: &[
                "If you take a loan, repay every installment in full and on time, through the \
                 channels the Programme gives you (the M-Pesa paybill, with your loan ID as the \
                 account number).",
                "Use the loan only for the business purpose it was approved for.",
                "If you expect to miss a payment, speak to your coach or the lending team before \
                 the due date: a plan agreed early is better for everyone.",
                "Never pay a Programme officer in cash or to a personal number, and report anyone \
                 who asks you to.",
            ],
        },
        Section {
            heading: "If the code is broken",
            points: &[
                "Your coach will first talk with you. A serious or repeated breach may lead to a \
                 written warning, to suspension or to removal from the Programme.",
                "You may ask the Programme's management to review any such decision.",
            ],
        },
    ],
    choices: &[],
    declaration: "I have read this Code of Conduct, or had it read to me, in a language I \
                  understand, and I agree to follow it.",
};

pub(super) const SWAHILI: Wording = Wording {
    title: "Kanuni za Maadili",
    opening: &[
        "Kanuni hizi zinaeleza jinsi kila mjasiriamali katika Programu ya Kukuza Biashara ya \
         {programme} (Programu) anavyopaswa kushiriki. Programu inaendeshwa na {programme}, \
         mkopeshaji asiye wa faida anayewasaidia wafanyabiashara wadogo wa Kenya na Tanzania \
         kukuza biashara zao. Kwa kusaini, unakubali kuzifuata kwa muda wote utakaoshiriki katika \
         Programu.",
    ],
    sections: &[
        Section {
            heading: "Mahudhurio na ushiriki",
            points: &[
                "Hudhuria kila kipindi cha mafunzo, ziara ya mkufunzi na mkutano wa kikundi \
                 unaoalikwa, na ufike kwa wakati.",
                "Ikiwa huwezi kuhudhuria, mjulishe mkufunzi wako wa biashara kabla ya kipindi na \
                 mkubaliane jinsi utakavyofidia.",
                "Kamilisha hatua za usajili, na kazi anazokupa mkufunzi wako, kufikia tarehe \
                 mlizokubaliana.",
                "Kukosa vipindi vitatu mfululizo bila sababu kunaweza kukupotezea nafasi yako \
                 katika Programu.",
            ],
        },
        Section {
            heading: "Uaminifu wa kumbukumbu na taarifa",
            points: &[
                "Toa taarifa za kweli na kamili kukuhusu wewe na biashara yako, katika maombi yako \
                 na katika kipindi chote cha Programu.",
                "Sasisha kumbukumbu za biashara yako (mauzo, bidhaa, matumizi) katika DigiKua mara \
                 kwa mara, na uandike tu kile kilichotokea kweli.",
                "Usiwasilishe kamwe hati iliyoghushiwa, iliyobadilishwa au ya mtu mwingine.",
                "Mjulishe mkufunzi wako mapema kuhusu mabadiliko muhimu: anwani au namba mpya ya \
                 simu, biashara kufungwa au kuhamishwa, au mshirika mpya.",
            ],
        },
        Section {
            heading: "Heshima",
            points: &[
                "Watendee wajasiriamali wenzako, wakufunzi, wafanyakazi na wageni kwa adabu, bila \
                 kujali jinsia, umri, dini, kabila, ulemavu au maoni yao.",
                "Unyanyasaji, vitisho, ubaguzi na lugha ya matusi havivumiliwi, iwe ana kwa ana, \
                 kwa simu au mtandaoni.",
                "Usitoe wala usiombe zawadi, pesa au upendeleo ili kupata nafasi, mkopo au \
                 uamuzi.",
            ],
        },
        Section {
            heading: "Usiri",
            points: &[
                "Yale wajasiriamali wenzako wanayoeleza kuhusu biashara na familia zao katika \
                 vipindi yabaki ndani ya kikundi: usiyasambaze wala usiyaweke mtandaoni.",
                "Usimpe mtu yeyote nenosiri lako la portal wala namba za kuingia, hata \
                 wafanyakazi wa Programu.",
                "Vifaa vya mafunzo ni kwa ajili ya biashara yako; omba ruhusa kabla ya \
                 kuvinakili au kuvisambaza.",
            ],
        },
        Section {
            heading: "Kulipa mkopo",
            points: &[
                "Ukichukua mkopo, lipa kila awamu kikamilifu na kwa wakati, kupitia njia ambazo \
                 Programu inakupa (paybill ya M-Pesa, ukitumia namba ya mkopo wako kama namba ya \
                 akaunti).",
                "Tumia mkopo kwa madhumuni ya biashara yaliyoidhinishwa pekee.",
                "Ukitarajia kushindwa kulipa awamu, zungumza na mkufunzi wako au timu ya mikopo \
                 kabla ya tarehe ya malipo: mpango unaokubaliwa mapema ni bora kwa kila mtu.",
                "Usimlipe kamwe afisa wa Programu pesa taslimu au kwa namba ya simu ya binafsi, na \
                 umripoti yeyote anayekuomba ufanye hivyo.",
            ],
        },
        Section {
            heading: "Kanuni zikivunjwa",
            points: &[
                "Kwanza mkufunzi wako atazungumza nawe. Ukiukaji mkubwa au unaorudiwa unaweza \
                 kusababisha onyo la maandishi, kusimamishwa au kuondolewa katika Programu.",
                "Unaweza kuuomba uongozi wa Programu ukague upya uamuzi wowote wa aina hiyo.",
            ],
        },
    ],
    choices: &[],
    declaration: "Nimesoma Kanuni hizi za Maadili, au nimesomewa, kwa lugha ninayoielewa, na \
                  ninakubali kuzifuata.",
};
