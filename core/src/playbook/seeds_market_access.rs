//! Market Access Playbook: knowing the customer, then reaching larger and further buyers.

use super::seeds::{SeedChapter, SeedPlaybook, SeedSession, SeedTool};

pub(super) const PLAYBOOK: SeedPlaybook = SeedPlaybook {
    name: ("Market Access Playbook", "Mwongozo wa Kufikia Masoko"),
    summary: (
        "Find out who buys and why, then reach bigger buyers: shops, institutions, tenders and \
         markets across the border.",
        "Jua nani ananunua na kwa nini, kisha fikia wanunuzi wakubwa: maduka, taasisi, zabuni na \
         masoko ya nje ya mpaka.",
    ),
    chapters: &[
        SeedChapter {
            name: ("Know your customer", "Mjue mteja wako"),
            sessions: &[
                SeedSession {
                    name: ("Who buys from you and why", "Nani ananunua kwako na kwa nini"),
                    info: (
                        "Your best customers tell you where to grow.\n\n\
                         - List your 10 most regular customers: who they are, what they buy, \
                         how often.\n\
                         - Ask five of them: **why do you buy from me and not elsewhere?** \
                         and **what would make you buy more?**\n\
                         - Look for what they share: an area, a trade, an age group.\n\n\
                         Then look for more people like them.",
                        "Wateja wako bora wanakuonyesha mahali pa kukua.\n\n\
                         - Orodhesha wateja wako 10 wa kudumu: ni nani, wananunua nini, mara \
                         ngapi.\n\
                         - Waulize watano kati yao: **kwa nini mnanunua kwangu na si kwingine?** \
                         na **nini kingewafanya mnunue zaidi?**\n\
                         - Tafuta wanachofanana: eneo, kazi, umri.\n\n\
                         Kisha tafuta watu wengine kama wao.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Top 10 customers listed", "Wateja 10 wakuu wameorodheshwa"),
                            info: (
                                "Name, what they buy and how often.",
                                "Jina, wananunua nini na mara ngapi.",
                            ),
                            icon: "users",
                            link: None,
                        },
                        SeedTool {
                            name: ("Five customers interviewed", "Wateja watano wamehojiwa"),
                            info: (
                                "Their answers written down in their own words.",
                                "Majibu yao yameandikwa kwa maneno yao wenyewe.",
                            ),
                            icon: "phone",
                            link: None,
                        },
                    ],
                },
                SeedSession {
                    name: ("Study your competitors", "Wachunguze washindani wako"),
                    info: (
                        "Visit three businesses that sell what you sell, as a customer.\n\n\
                         - Note their prices, quality, service and opening hours.\n\
                         - Note what customers complain about.\n\
                         - Write **one thing you do better** and **one thing they do better**.\n\n\
                         Compete on what you do better; fix or copy the other.",
                        "Tembelea biashara tatu zinazouza unachouza, kama mteja.\n\n\
                         - Andika bei zao, ubora, huduma na saa za kufungua.\n\
                         - Andika malalamiko ya wateja.\n\
                         - Andika **jambo moja unalofanya vizuri zaidi** na **jambo moja \
                         wanalofanya vizuri zaidi**.\n\n\
                         Shindana kwa unachofanya vizuri zaidi; rekebisha au iga kingine.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Three competitors visited", "Washindani watatu wametembelewa"),
                            info: (
                                "Prices and service compared with yours.",
                                "Bei na huduma zimelinganishwa na zako.",
                            ),
                            icon: "search",
                            link: None,
                        },
                        SeedTool {
                            name: ("Your advantage written", "Ubora wako umeandikwa"),
                            info: (
                                "One sentence a customer would understand.",
                                "Sentensi moja ambayo mteja angeielewa.",
                            ),
                            icon: "target",
                            link: None,
                        },
                    ],
                },
            ],
        },
        SeedChapter {
            name: ("Reach new buyers", "Fikia wanunuzi wapya"),
            sessions: &[
                SeedSession {
                    name: (
                        "Sell to shops, institutions and tenders",
                        "Uza kwa maduka, taasisi na zabuni",
                    ),
                    info: (
                        "Schools, hospitals, hotels and supermarkets buy in volume and come back \
                         every term or month.\n\n\
                         - Have the basics ready: registration certificate, tax number, a price \
                         list and an invoice.\n\
                         - Ask how they pay: many pay after 30 to 60 days, so plan the stock \
                         money for that time.\n\
                         - **Kenya**: youth, women and people with disabilities can register for \
                         AGPO, the share of government tenders kept for them.\n\n\
                         Start with one buyer you can serve well before taking many.",
                        "Shule, hospitali, hoteli na maduka makubwa hununua kwa wingi na hurudi \
                         kila muhula au mwezi.\n\n\
                         - Andaa mambo ya msingi: cheti cha usajili, namba ya kodi, orodha ya bei \
                         na ankara.\n\
                         - Uliza wanavyolipa: wengi hulipa baada ya siku 30 hadi 60, kwa hiyo \
                         panga pesa za bidhaa kwa muda huo.\n\
                         - **Kenya**: vijana, wanawake na watu wenye ulemavu wanaweza kujisajili \
                         kwa AGPO, sehemu ya zabuni za serikali iliyotengwa kwa ajili yao.\n\n\
                         Anza na mnunuzi mmoja unayeweza kumhudumia vizuri kabla ya kuchukua wengi.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Documents pack ready", "Kifurushi cha nyaraka kiko tayari"),
                            info: (
                                "Certificate, tax number, price list and invoice in one folder.",
                                "Cheti, namba ya kodi, orodha ya bei na ankara kwenye faili moja.",
                            ),
                            icon: "document",
                            link: None,
                        },
                        SeedTool {
                            name: ("Three buyers approached", "Wanunuzi watatu wamefikiwa"),
                            info: (
                                "Visited or called, with a sample or price list.",
                                "Wametembelewa au kupigiwa simu, pamoja na sampuli au orodha ya bei.",
                            ),
                            icon: "handshake",
                            link: None,
                        },
                        SeedTool {
                            name: ("AGPO checked", "AGPO imeangaliwa"),
                            info: (
                                "Kenya only: whether you qualify and how to register.",
                                "Kenya pekee: kama unastahili na jinsi ya kujisajili.",
                            ),
                            icon: "globe",
                            link: Some("https://agpo.go.ke"),
                        },
                    ],
                },
                SeedSession {
                    name: ("Meet the standards buyers ask for", "Timiza viwango wanavyotaka wanunuzi"),
                    info: (
                        "Supermarkets and institutions often ask for a quality mark before they \
                         stock food, cosmetics or building products.\n\n\
                         - **Kenya**: the Kenya Bureau of Standards (KEBS) gives the \
                         standardization mark; small producers can ask about its support for \
                         small businesses.\n\
                         - **Tanzania**: the Tanzania Bureau of Standards (TBS) certifies \
                         products, with support for small producers.\n\n\
                         Start with clean, labelled packaging: product name, weight, your \
                         contacts, and for food the expiry date.",
                        "Maduka makubwa na taasisi mara nyingi huomba alama ya ubora kabla ya \
                         kuuza vyakula, vipodozi au vifaa vya ujenzi.\n\n\
                         - **Kenya**: Shirika la Viwango la Kenya (KEBS) hutoa alama ya ubora; \
                         wazalishaji wadogo wanaweza kuuliza kuhusu msaada wake kwa biashara \
                         ndogo.\n\
                         - **Tanzania**: Shirika la Viwango Tanzania (TBS) huthibitisha bidhaa, \
                         na lina msaada kwa wazalishaji wadogo.\n\n\
                         Anza na vifungashio safi vyenye lebo: jina la bidhaa, uzito, mawasiliano \
                         yako, na kwa chakula tarehe ya mwisho wa matumizi.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Label shows the basics", "Lebo inaonyesha mambo ya msingi"),
                            info: (
                                "Name, weight, contacts and expiry date.",
                                "Jina, uzito, mawasiliano na tarehe ya mwisho wa matumizi.",
                            ),
                            icon: "tag",
                            link: None,
                        },
                        SeedTool {
                            name: ("Standards body contacted", "Shirika la viwango limefikiwa"),
                            info: (
                                "KEBS in Kenya or TBS in Tanzania: the steps and costs for your product.",
                                "KEBS nchini Kenya au TBS nchini Tanzania: hatua na gharama kwa bidhaa yako.",
                            ),
                            icon: "shield",
                            link: Some("https://www.kebs.org"),
                        },
                    ],
                },
                SeedSession {
                    name: ("Sell across the border", "Uza nje ya mpaka"),
                    info: (
                        "Kenya, Tanzania, Uganda and the other East African Community countries \
                         form one market.\n\n\
                         - Small traders can use the **Simplified Trade Regime** for small \
                         consignments of goods made in the region: ask at the border's trade \
                         desk.\n\
                         - Find a trusted partner on the other side before sending stock.\n\
                         - Agree the price, the currency and who pays transport **in writing**.\n\n\
                         Begin with a small order and grow once payment comes on time.",
                        "Kenya, Tanzania, Uganda na nchi nyingine za Jumuiya ya Afrika Mashariki \
                         ni soko moja.\n\n\
                         - Wafanyabiashara wadogo wanaweza kutumia **Utaratibu Rahisi wa \
                         Biashara** kwa mizigo midogo ya bidhaa zilizotengenezwa katika ukanda \
                         huu: uliza kwenye dawati la biashara mpakani.\n\
                         - Tafuta mshirika unayemwamini upande wa pili kabla ya kutuma bidhaa.\n\
                         - Kubalianeni bei, sarafu na nani analipa usafiri **kwa maandishi**.\n\n\
                         Anza na oda ndogo, ongeza malipo yakija kwa wakati.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Partner across the border found", "Mshirika ng'ambo ya mpaka amepatikana"),
                            info: (
                                "Someone you know or who was recommended to you.",
                                "Mtu unayemfahamu au uliyependekezewa.",
                            ),
                            icon: "handshake",
                            link: None,
                        },
                        SeedTool {
                            name: ("Written agreement", "Makubaliano ya maandishi"),
                            info: (
                                "Price, currency, transport and payment date.",
                                "Bei, sarafu, usafiri na tarehe ya malipo.",
                            ),
                            icon: "document",
                            link: None,
                        },
                        SeedTool {
                            name: ("Transport cost worked out", "Gharama ya usafiri imekokotolewa"),
                            info: (
                                "Including border fees and the days on the road.",
                                "Pamoja na ada za mpakani na siku za safari.",
                            ),
                            icon: "truck",
                            link: None,
                        },
                    ],
                },
            ],
        },
    ],
};
