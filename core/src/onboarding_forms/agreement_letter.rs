//! The agreement letter: what the programme and the entrepreneur commit to for each other, the
//! 90-day onboarding, how the entrepreneur's information is used, and how the agreement ends.

use super::wording::{Section, Wording};

pub(super) const ENGLISH: Wording = Wording {
    title: "Programme Agreement Letter",
    opening: &[
        "Dear {name},",
        "Welcome to the {programme} Business Acceleration Programme (the Programme). This letter \
         sets out what the Programme and you agree to do for each other. Please read it, sign it \
         and upload the signed copy in the portal when your onboarding asks for it.",
    ],
    sections: &[
        Section {
            heading: "Your 90-day onboarding",
            points: &[
                "Your onboarding starts on the day you are enrolled and lasts 90 days, unless your \
                 cohort is given another deadline; the portal shows the days left. In that time you \
                 complete the onboarding steps the portal shows you, from your identity and \
                 business documents to these signed forms.",
                "The acceleration team reviews each step, and either approves it or tells you what \
                 to correct.",
                "If the steps are not complete by the deadline, your place may be offered to \
                 another entrepreneur. Speak to your coach early if you need help.",
            ],
        },
        Section {
            heading: "What the Programme will do",
            points: &[
                "Give you a business coach who visits or calls you regularly and helps you set and \
                 follow your business goals.",
                "Train you, free of charge, in bookkeeping, marketing, management and financial \
                 planning.",
                "Give you free use of the portal and of DigiKua, the bookkeeping app, and help you \
                 use them.",
                "Consider you for a business loan on the terms of its loan funds. Taking part does \
                 not guarantee a loan.",
                "Treat you fairly and with respect, explain every decision that concerns you, and \
                 listen to your complaints.",
            ],
        },
        Section {
            heading: "What you will do",
            points: &[
                "Take part fully: attend the trainings and coaching meetings, and complete the \
                 tasks you agree with your coach.",
                "Keep honest business records in DigiKua, bring them up to date regularly and go \
                 through them with your coach.",
                "Answer the quarterly survey, so that the Programme can see how your business \
                 grows.",
                "Follow the Code of Conduct you signed, and repay any loan as agreed.",
            ],
        },
        Section {
            heading: "Your information",
            points: &[
                "The Programme keeps the information and documents you give (identity, contacts, \
                 business records, survey answers) to run the Programme, to assess loans and to \
                 report on its results.",
                "Only the staff and coaches who need it can see it. Reports to funders use totals \
                 and figures that do not name you, unless your photography consent allows more.",
                "The Programme follows the data protection laws of Kenya and Tanzania. You may ask \
                 to see, correct or delete your information by writing to your coach or to the \
                 Programme; what the law or a loan agreement requires us to keep is kept for as \
                 long as required.",
            ],
        },
        Section {
            heading: "Ending the agreement",
            points: &[
                "You may leave the Programme at any time by telling your coach; a loan you hold \
                 stays due on its terms.",
                "The Programme may end your place if you seriously or repeatedly break the Code of \
                 Conduct, after first talking it through with you.",
            ],
        },
    ],
    choices: &[],
    declaration: "I have read and understood this letter, and I agree to take part in the \
                  Programme on these terms.",
};

pub(super) const SWAHILI: Wording = Wording {
    title: "Barua ya Makubaliano ya Programu",
    opening: &[
        "Mpendwa {name},",
        "Karibu katika Programu ya Kukuza Biashara ya {programme} (Programu). Barua hii inaeleza \
         yale ambayo Programu na wewe mnakubaliana kufanyiana. Tafadhali isome, uisaini, kisha \
         upakie nakala iliyosainiwa kwenye portal usajili wako unapoiomba.",
    ],
    sections: &[
        Section {
            heading: "Usajili wako wa siku 90",
            points: &[
                "Usajili wako unaanza siku unayoandikishwa na unadumu siku 90, isipokuwa kundi \
                 lako limepewa muda mwingine; portal inaonyesha siku zilizobaki. Katika muda huo \
                 utakamilisha hatua za usajili zinazoonyeshwa kwenye portal, kuanzia hati zako za \
                 utambulisho na za biashara hadi fomu hizi zilizosainiwa.",
                "Timu ya kukuza biashara hukagua kila hatua, na ama huiidhinisha ama hukueleza cha \
                 kurekebisha.",
                "Hatua zisipokamilika kufikia tarehe ya mwisho, nafasi yako inaweza kupewa \
                 mjasiriamali mwingine. Zungumza na mkufunzi wako mapema ukihitaji msaada.",
            ],
        },
        Section {
            heading: "Programu itakufanyia nini",
            points: &[
                "Itakupa mkufunzi wa biashara atakayekutembelea au kukupigia simu mara kwa mara na \
                 kukusaidia kuweka na kufuatilia malengo ya biashara yako.",
                "Itakupa mafunzo bila malipo kuhusu utunzaji wa hesabu, masoko, usimamizi na \
                 mipango ya fedha.",
                "Itakuwezesha kutumia portal na DigiKua, huduma ya kutunza hesabu za biashara, bila \
                 malipo, na itakusaidia kuzitumia.",
                "Itakufikiria kwa mkopo wa biashara kwa masharti ya mifuko yake ya mikopo. \
                 Kushiriki hakukuhakikishii mkopo.",
                "Itakutendea kwa haki na heshima, itakueleza kila uamuzi unaokuhusu, na itasikiliza \
                 malalamiko yako.",
            ],
        },
        Section {
            heading: "Wewe utafanya nini",
            points: &[
                "Utashiriki kikamilifu: utahudhuria mafunzo na mikutano na mkufunzi, na \
                 utakamilisha kazi mtakazokubaliana na mkufunzi wako.",
                "Utatunza kumbukumbu za kweli za biashara yako katika DigiKua, utazisasisha mara \
                 kwa mara na kuzipitia pamoja na mkufunzi wako.",
                "Utajibu dodoso la kila robo mwaka, ili Programu ione jinsi biashara yako \
                 inavyokua.",
                "Utafuata Kanuni za Maadili ulizosaini, na utalipa mkopo wowote kama \
                 mlivyokubaliana.",
            ],
        },
        Section {
            heading: "Taarifa zako",
            points: &[
                "Programu huhifadhi taarifa na hati unazotoa (utambulisho, mawasiliano, kumbukumbu \
                 za biashara, majibu ya dodoso) ili kuendesha Programu, kutathmini mikopo na \
                 kutoa ripoti za matokeo yake.",
                "Ni wafanyakazi na wakufunzi wanaozihitaji pekee wanaoweza kuziona. Ripoti kwa \
                 wafadhili hutumia jumla na takwimu zisizokutaja kwa jina, isipokuwa kama idhini \
                 yako ya kupigwa picha inaruhusu zaidi.",
                "Programu hufuata sheria za ulinzi wa taarifa binafsi za Kenya na Tanzania. \
                 Unaweza kuomba kuona, kurekebisha au kufuta taarifa zako kwa kumwandikia \
                 mkufunzi wako au Programu; taarifa ambazo sheria au mkataba wa mkopo unatutaka \
                 tuzihifadhi huhifadhiwa kwa muda unaotakiwa.",
            ],
        },
        Section {
            heading: "Kumaliza makubaliano",
            points: &[
                "Unaweza kuondoka katika Programu wakati wowote kwa kumjulisha mkufunzi wako; \
                 mkopo wowote ulio nao unaendelea kulipwa kwa masharti yake.",
                "Programu inaweza kusitisha nafasi yako ukivunja Kanuni za Maadili kwa kiasi \
                 kikubwa au mara kwa mara, baada ya kwanza kuzungumza nawe.",
            ],
        },
    ],
    choices: &[],
    declaration: "Nimesoma na kuielewa barua hii, na ninakubali kushiriki katika Programu kwa \
                  masharti haya.",
};
