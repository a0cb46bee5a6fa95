//! Branding & Marketing Playbook: what the business stands for, and telling people on a small budget.

use super::seeds::{SeedChapter, SeedPlaybook, SeedSession, SeedTool};

pub(super) const PLAYBOOK: SeedPlaybook = SeedPlaybook {
    name: ("Branding & Marketing Playbook", "Mwongozo wa Chapa na Masoko"),
    summary: (
        "Decide what your business promises, make it easy to recognise, and win and keep \
         customers without a big budget.",
        "Amua biashara yako inaahidi nini, ifanye itambulike kwa urahisi, na pata na udumishe \
         wateja bila bajeti kubwa.",
    ),
    chapters: &[
        SeedChapter {
            name: ("Build your brand", "Jenga chapa yako"),
            sessions: &[
                SeedSession {
                    name: ("What your brand promises", "Ahadi ya chapa yako"),
                    info: (
                        "A brand is what customers say about you when you are not in the room.\n\n\
                         - Write **one promise** you keep every time: fresh every morning, \
                         delivered the same day, fits the first time.\n\
                         - Check it with three customers: is that why they come?\n\
                         - Make every part of the business keep it: staff, packaging, how you \
                         answer the phone.\n\n\
                         A promise you keep is worth more than a logo.",
                        "Chapa ni kile wateja wanasema kukuhusu usipokuwepo.\n\n\
                         - Andika **ahadi moja** unayoitimiza kila mara: mpya kila asubuhi, \
                         inafika siku hiyo hiyo, inatoshea mara ya kwanza.\n\
                         - Ithibitishe kwa wateja watatu: je, ndiyo sababu wanakuja?\n\
                         - Hakikisha kila sehemu ya biashara inaitimiza: wafanyakazi, \
                         vifungashio, unavyopokea simu.\n\n\
                         Ahadi unayoitimiza ina thamani kuliko nembo.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Brand promise written", "Ahadi ya chapa imeandikwa"),
                            info: ("One short sentence.", "Sentensi moja fupi."),
                            icon: "heart",
                            link: None,
                        },
                        SeedTool {
                            name: ("Checked with three customers", "Imethibitishwa na wateja watatu"),
                            info: (
                                "What they said, in their words.",
                                "Walichosema, kwa maneno yao.",
                            ),
                            icon: "users",
                            link: None,
                        },
                    ],
                },
                SeedSession {
                    name: ("Name, logo and packaging", "Jina, nembo na vifungashio"),
                    info: (
                        "Customers should recognise you from across the market.\n\n\
                         - Keep **the same name, colours and logo** on the signboard, \
                         packaging, receipts and WhatsApp profile.\n\
                         - A simple logo in one or two colours prints cheaply and reads well on \
                         a phone.\n\
                         - Before printing, check that no one else in your trade uses the name; \
                         you can protect it as a trademark later (see the Innovation playbook).",
                        "Wateja wakutambue hata wakiwa upande wa pili wa soko.\n\n\
                         - Tumia **jina, rangi na nembo ile ile** kwenye bango, vifungashio, \
                         risiti na wasifu wa WhatsApp.\n\
                         - Nembo rahisi ya rangi moja au mbili huchapishwa kwa bei nafuu na \
                         husomeka vizuri kwenye simu.\n\
                         - Kabla ya kuchapisha, hakikisha hakuna mwingine katika biashara yako \
                         anayetumia jina hilo; unaweza kulilinda kama alama ya biashara baadaye \
                         (angalia mwongozo wa Ubunifu).",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Logo and colours chosen", "Nembo na rangi zimechaguliwa"),
                            info: (
                                "Saved on your phone to share with printers.",
                                "Zimehifadhiwa kwenye simu yako ili kuwapa wachapishaji.",
                            ),
                            icon: "camera",
                            link: None,
                        },
                        SeedTool {
                            name: ("Packaging carries the brand", "Vifungashio vina chapa"),
                            info: (
                                "Name, logo and phone number on what customers take home.",
                                "Jina, nembo na namba ya simu kwenye kile wateja wanachobeba.",
                            ),
                            icon: "store",
                            link: None,
                        },
                    ],
                },
            ],
        },
        SeedChapter {
            name: ("Market on a small budget", "Tangaza kwa bajeti ndogo"),
            sessions: &[
                SeedSession {
                    name: ("Sell on WhatsApp and social media", "Uza kupitia WhatsApp na mitandao ya kijamii"),
                    info: (
                        "Your customers are already on their phones.\n\n\
                         - Set up **WhatsApp Business**: a catalogue with photos and prices, \
                         opening hours and location.\n\
                         - Post at the same times each week: new stock, a customer's photo \
                         (with permission), a tip.\n\
                         - Answer every message within the hour during working time.\n\n\
                         Good photos in daylight, on a plain background, sell more than long \
                         texts.",
                        "Wateja wako tayari wako kwenye simu zao.\n\n\
                         - Weka **WhatsApp Business**: katalogi yenye picha na bei, saa za kazi \
                         na mahali ulipo.\n\
                         - Chapisha nyakati zile zile kila wiki: bidhaa mpya, picha ya mteja \
                         (kwa ruhusa yake), ushauri.\n\
                         - Jibu kila ujumbe ndani ya saa moja wakati wa kazi.\n\n\
                         Picha nzuri za mchana, kwenye mandhari safi, huuza zaidi kuliko maandishi \
                         marefu.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("WhatsApp Business catalogue", "Katalogi ya WhatsApp Business"),
                            info: (
                                "At least five products with photos and prices.",
                                "Angalau bidhaa tano zenye picha na bei.",
                            ),
                            icon: "phone",
                            link: None,
                        },
                        SeedTool {
                            name: ("Weekly posting plan", "Mpango wa kuchapisha kila wiki"),
                            info: (
                                "What you post, and on which days.",
                                "Utakachochapisha, na siku gani.",
                            ),
                            icon: "megaphone",
                            link: None,
                        },
                    ],
                },
                SeedSession {
                    name: ("Keep customers coming back", "Wafanye wateja warudi"),
                    info: (
                        "Selling again to a happy customer costs far less than finding a new one.\n\n\
                         - Keep a list of regular customers' phone numbers (with their \
                         permission).\n\
                         - Reward loyalty: the tenth purchase at a discount, a small gift at \
                         festive seasons.\n\
                         - Ask happy customers to **bring a friend**, and thank them when they do.\n\
                         - When something goes wrong, fix it fast and say sorry: a complaint \
                         handled well makes a loyal customer.",
                        "Kumuuzia tena mteja aliyeridhika ni nafuu sana kuliko kutafuta mpya.\n\n\
                         - Weka orodha ya namba za simu za wateja wa kudumu (kwa ruhusa yao).\n\
                         - Tuza uaminifu: ununuzi wa kumi kwa punguzo, zawadi ndogo wakati wa \
                         sikukuu.\n\
                         - Waombe wateja walioridhika **walete rafiki**, na uwashukuru \
                         wanapofanya hivyo.\n\
                         - Jambo likienda vibaya, lirekebishe haraka na uombe radhi: malalamiko \
                         yaliyoshughulikiwa vizuri huleta mteja mwaminifu.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Customer list started", "Orodha ya wateja imeanzishwa"),
                            info: (
                                "Names and numbers of regular customers, with consent.",
                                "Majina na namba za wateja wa kudumu, kwa idhini yao.",
                            ),
                            icon: "users",
                            link: None,
                        },
                        SeedTool {
                            name: ("Loyalty offer running", "Ofa ya uaminifu inaendelea"),
                            info: (
                                "A simple reward customers know about.",
                                "Zawadi rahisi ambayo wateja wanaifahamu.",
                            ),
                            icon: "heart",
                            link: None,
                        },
                        SeedTool {
                            name: ("Referral asked for", "Maombi ya kuleta rafiki yametolewa"),
                            info: (
                                "Five happy customers asked to bring a friend.",
                                "Wateja watano walioridhika wameombwa walete rafiki.",
                            ),
                            icon: "megaphone",
                            link: None,
                        },
                    ],
                },
            ],
        },
    ],
};
