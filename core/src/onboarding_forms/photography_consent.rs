//! The photography consent: what photos and videos of the entrepreneur the programme may take and
//! how it may use them, what it never does with them, and how consent is withdrawn.

use super::wording::{Section, Wording};

pub(super) const ENGLISH: Wording = Wording {
    title: "Photography and Video Consent",
    opening: &[
        "{programme} takes photographs and video recordings at trainings, events and business \
         visits, to tell the story of its Business Acceleration Programme (the Programme) and of \
         the entrepreneurs in it. This form asks for your permission, {name}. Please read it and \
         tick the box that is your choice.",
    ],
    sections: &[
        Section {
            heading: "What may be recorded",
            points: &[
                "Photographs and video of you, your business premises and your products, and of \
                 your staff with their own agreement, taken by the Programme or by people working \
                 for it.",
                "Your first name, your business name, your town, and what you say about your \
                 business in an interview if you choose to give one.",
            ],
        },
        Section {
            heading: "How they may be used",
            points: &[
                "In the Programme's reports to its funders and partners, and in its annual report.",
                "On the Programme's website, in its newsletters and on its social media pages.",
                "In printed materials such as brochures and posters, and in training materials for \
                 other entrepreneurs.",
                "In news stories prepared with journalists, where the Programme checks what is said \
                 about you.",
            ],
        },
        Section {
            heading: "What they will never be used for",
            points: &[
                "They will not be sold, nor used to advertise another company's products.",
                "Your phone number, ID number, home address and loan details will never be \
                 published with them.",
                "No child will be photographed without the separate consent of a parent or \
                 guardian.",
            ],
        },
        Section {
            heading: "Your choice, and withdrawing consent",
            points: &[
                "Giving this consent is voluntary. Saying no does not affect your place in the \
                 Programme or any loan.",
                "You may withdraw your consent at any time by telling your business coach or by \
                 writing to the Programme. From then on no new photos or videos of you will be \
                 taken or published, and the Programme will remove those it holds from its \
                 website and social media pages within 30 days.",
                "Materials already printed, or published by others before you withdrew, cannot \
                 always be called back.",
                "You will not be paid for the use of these photos and videos.",
            ],
        },
    ],
    choices: &[
        "I agree to photos and videos of me and my business being used as described above.",
        "I agree to photos only, not videos.",
        "I do not agree.",
    ],
    declaration: "I have read this form, or had it read to me, and I give my answer as ticked \
                  above.",
};

pub(super) const SWAHILI: Wording = Wording {
    title: "Idhini ya Kupigwa Picha na Video",
    opening: &[
        "{programme} hupiga picha na kurekodi video katika mafunzo, matukio na ziara za biashara, \
         ili kusimulia habari za Programu yake ya Kukuza Biashara (Programu) na za wajasiriamali \
         walio ndani yake. Fomu hii inaomba ruhusa yako, {name}. Tafadhali isome na uweke alama \
         kwenye kisanduku cha uamuzi wako.",
    ],
    sections: &[
        Section {
            heading: "Kinachoweza kurekodiwa",
            points: &[
                "Picha na video zako, za mahali pa biashara yako na za bidhaa zako, na za \
                 wafanyakazi wako kwa ridhaa yao wenyewe, zinazochukuliwa na Programu au na watu \
                 wanaoifanyia kazi.",
                "Jina lako la kwanza, jina la biashara yako, mji wako, na unachosema kuhusu \
                 biashara yako katika mahojiano ukikubali kuhojiwa.",
            ],
        },
        Section {
            heading: "Jinsi zinavyoweza kutumika",
            points: &[
                "Katika ripoti za Programu kwa wafadhili na washirika wake, na katika ripoti yake \
                 ya mwaka.",
                "Kwenye tovuti ya Programu, katika majarida yake na kwenye kurasa zake za \
                 mitandao ya kijamii.",
                "Katika machapisho kama vipeperushi na mabango, na katika vifaa vya mafunzo kwa \
                 wajasiriamali wengine.",
                "Katika habari zinazoandaliwa pamoja na waandishi wa habari, ambapo Programu \
                 hukagua kinachosemwa kukuhusu.",
            ],
        },
        Section {
            heading: "Matumizi yasiyoruhusiwa",
            points: &[
                "Hazitauzwa, wala kutumika kutangaza bidhaa za kampuni nyingine.",
                "Namba yako ya simu, namba ya kitambulisho, anwani ya nyumbani na taarifa za \
                 mkopo wako hazitachapishwa kamwe pamoja nazo.",
                "Hakuna mtoto atakayepigwa picha bila idhini tofauti ya mzazi au mlezi wake.",
            ],
        },
        Section {
            heading: "Uamuzi wako, na kuondoa idhini",
            points: &[
                "Kutoa idhini hii ni hiari. Kukataa hakuathiri nafasi yako katika Programu wala \
                 mkopo wowote.",
                "Unaweza kuondoa idhini yako wakati wowote kwa kumwambia mkufunzi wako wa biashara \
                 au kwa kuiandikia Programu. Kuanzia hapo hakuna picha wala video yako mpya \
                 itakayochukuliwa au kuchapishwa, na ndani ya siku 30 Programu itaondoa zile \
                 ilizo nazo kwenye tovuti yake na kurasa zake za mitandao ya kijamii.",
                "Machapisho yaliyokwisha kuchapishwa, au yaliyotolewa na wengine kabla ya kuondoa \
                 idhini yako, hayawezi kurudishwa kila mara.",
                "Hutalipwa kwa matumizi ya picha na video hizi.",
            ],
        },
    ],
    choices: &[
        "Ninakubali picha na video zangu na za biashara yangu zitumike kama ilivyoelezwa hapo juu.",
        "Ninakubali picha pekee, si video.",
        "Sikubali.",
    ],
    declaration: "Nimesoma fomu hii, au nimesomewa, na ninatoa jibu langu kama nilivyoweka alama \
                  hapo juu.",
};
