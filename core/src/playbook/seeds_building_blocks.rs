//! Key Business Building Blocks: the money habits and the set-up every small business needs.

use super::seeds::{SeedChapter, SeedPlaybook, SeedSession, SeedTool};

pub(super) const PLAYBOOK: SeedPlaybook = SeedPlaybook {
    name: ("Key Business Building Blocks", "Misingi Mikuu ya Biashara"),
    summary: (
        "The habits every growing business stands on: separate money, daily records, prices that \
         make a profit, registration and a plan for the year.",
        "Tabia ambazo kila biashara inayokua inasimama juu yake: pesa tofauti, kumbukumbu za kila \
         siku, bei zenye faida, usajili na mpango wa mwaka.",
    ),
    chapters: &[
        SeedChapter {
            name: ("Know your numbers", "Jua hesabu zako"),
            sessions: &[
                SeedSession {
                    name: (
                        "Separate business and household money",
                        "Tenganisha pesa za biashara na za nyumbani",
                    ),
                    info: (
                        "## Why it matters\n\n\
                         When school fees, food and stock all come from one pocket, you cannot \
                         tell whether the business makes money. Lenders ask the same question.\n\n\
                         ## How to start\n\n\
                         - Open a separate M-Pesa line, till or bank account for the business.\n\
                         - **Pay yourself a salary**: a fixed amount each week or month, not \
                         whatever is in the drawer.\n\
                         - When you take stock for the house, record it as your salary or pay for it.\n\n\
                         After one month you will see what the business really earns.",
                        "## Kwa nini ni muhimu\n\n\
                         Karo ya shule, chakula na bidhaa zikitoka mfuko mmoja, huwezi kujua kama \
                         biashara inapata faida. Wakopeshaji huuliza swali hilo hilo.\n\n\
                         ## Jinsi ya kuanza\n\n\
                         - Fungua laini ya M-Pesa, till au akaunti ya benki ya biashara peke yake.\n\
                         - **Jilipe mshahara**: kiasi maalum kila wiki au mwezi, si chochote \
                         kilichopo kwenye droo.\n\
                         - Ukichukua bidhaa kwa matumizi ya nyumbani, iandike kama sehemu ya \
                         mshahara wako au uilipie.\n\n\
                         Baada ya mwezi mmoja utaona biashara inapata kiasi gani hasa.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Business account opened", "Akaunti ya biashara imefunguliwa"),
                            info: (
                                "A till, M-Pesa line or bank account used only for the business.",
                                "Till, laini ya M-Pesa au akaunti ya benki inayotumika kwa biashara tu.",
                            ),
                            icon: "bank",
                            link: None,
                        },
                        SeedTool {
                            name: ("Owner's salary set", "Mshahara wa mmiliki umewekwa"),
                            info: (
                                "The amount you pay yourself, and the day you pay it.",
                                "Kiasi unachojilipa, na siku unayojilipa.",
                            ),
                            icon: "wallet",
                            link: None,
                        },
                    ],
                },
                SeedSession {
                    name: ("Keep a daily cash book", "Weka daftari la fedha kila siku"),
                    info: (
                        "Every shilling in and out, written down the same day, is the base of \
                         every report, loan and decision.\n\n\
                         - **Money in**: each sale, with the date, item and amount.\n\
                         - **Money out**: stock, rent, transport, wages, airtime.\n\
                         - At closing time, count the cash and M-Pesa balance and compare with \
                         your book.\n\n\
                         Use DigiKua on this portal or a simple exercise book. What matters is \
                         doing it **every day**.",
                        "Kila shilingi inayoingia na kutoka, ikiandikwa siku hiyo hiyo, ndiyo \
                         msingi wa kila ripoti, mkopo na uamuzi.\n\n\
                         - **Pesa inayoingia**: kila mauzo, na tarehe, bidhaa na kiasi.\n\
                         - **Pesa inayotoka**: bidhaa, kodi ya nyumba, usafiri, mishahara, vocha.\n\
                         - Wakati wa kufunga, hesabu pesa taslimu na salio la M-Pesa, kisha \
                         linganisha na daftari lako.\n\n\
                         Tumia DigiKua kwenye tovuti hii au daftari la kawaida. Muhimu ni \
                         kuandika **kila siku**.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Sales recorded for 7 days", "Mauzo yameandikwa kwa siku 7"),
                            info: (
                                "Seven days in a row with every sale written down.",
                                "Siku saba mfululizo ukiandika kila mauzo.",
                            ),
                            icon: "notebook",
                            link: None,
                        },
                        SeedTool {
                            name: ("Expenses recorded for 7 days", "Matumizi yameandikwa kwa siku 7"),
                            info: (
                                "Every payment out of the business, with its receipt when there is one.",
                                "Kila malipo yanayotoka kwenye biashara, pamoja na risiti ikiwepo.",
                            ),
                            icon: "document",
                            link: None,
                        },
                        SeedTool {
                            name: ("Cash counted at closing", "Pesa imehesabiwa wakati wa kufunga"),
                            info: (
                                "The count matches the book, or the difference is explained.",
                                "Hesabu inalingana na daftari, au tofauti imeelezwa.",
                            ),
                            icon: "calculator",
                            link: None,
                        },
                    ],
                },
                SeedSession {
                    name: ("Price for profit", "Weka bei yenye faida"),
                    info: (
                        "A price copied from the neighbour may not cover **your** costs.\n\n\
                         1. Add up what one item costs you: stock, packaging, transport.\n\
                         2. Add a share of the monthly costs (rent, wages, electricity) divided \
                         by the items you sell in a month.\n\
                         3. Add your margin: the profit you want on each item.\n\n\
                         If the price is then above the market, look for cheaper supply or a \
                         reason customers will pay more: quality, delivery, credit to trusted \
                         buyers.",
                        "Bei uliyoiga kutoka kwa jirani huenda isilipe gharama **zako**.\n\n\
                         1. Jumlisha gharama ya bidhaa moja: bidhaa yenyewe, kifungashio, usafiri.\n\
                         2. Ongeza sehemu ya gharama za mwezi (kodi, mishahara, umeme) \
                         ukigawanya kwa idadi ya bidhaa unazouza kwa mwezi.\n\
                         3. Ongeza faida unayotaka kwa kila bidhaa.\n\n\
                         Bei ikizidi ya soko, tafuta mzigo wa bei nafuu zaidi au sababu ya \
                         wateja kulipa zaidi: ubora, kuwafikishia, mkopo kwa wanunuzi waaminifu.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Cost of one item worked out", "Gharama ya bidhaa moja imekokotolewa"),
                            info: (
                                "For your three best-selling items.",
                                "Kwa bidhaa zako tatu zinazouzika zaidi.",
                            ),
                            icon: "calculator",
                            link: None,
                        },
                        SeedTool {
                            name: ("Price list updated", "Orodha ya bei imesasishwa"),
                            info: (
                                "New prices written and shown to customers.",
                                "Bei mpya zimeandikwa na kuonyeshwa kwa wateja.",
                            ),
                            icon: "tag",
                            link: None,
                        },
                    ],
                },
            ],
        },
        SeedChapter {
            name: ("Set up to grow", "Jipange kukua"),
            sessions: &[
                SeedSession {
                    name: ("Register and stay compliant", "Sajili biashara na ufuate sheria"),
                    info: (
                        "Registration opens doors: bank accounts, supplier credit, tenders and \
                         larger loans.\n\n\
                         - **Kenya**: register the business name with the Business Registration \
                         Service on eCitizen, get a KRA PIN, and the county's single business \
                         permit.\n\
                         - **Tanzania**: register with BRELA, get a TIN from TRA and a business \
                         licence from your council.\n\n\
                         Put the renewal dates in your phone's calendar: a lapsed permit can \
                         close the shop for a day, or more.",
                        "Usajili hufungua milango: akaunti za benki, mkopo kutoka kwa wasambazaji, \
                         zabuni na mikopo mikubwa zaidi.\n\n\
                         - **Kenya**: sajili jina la biashara kwa Business Registration Service \
                         kupitia eCitizen, pata PIN ya KRA, na kibali cha biashara cha kaunti.\n\
                         - **Tanzania**: sajili kwa BRELA, pata TIN kutoka TRA na leseni ya \
                         biashara kutoka halmashauri yako.\n\n\
                         Weka tarehe za kuhuisha kwenye kalenda ya simu yako: kibali \
                         kilichopitwa na muda kinaweza kufunga duka siku moja, au zaidi.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Business name registered", "Jina la biashara limesajiliwa"),
                            info: (
                                "Certificate from BRS (Kenya) or BRELA (Tanzania).",
                                "Cheti kutoka BRS (Kenya) au BRELA (Tanzania).",
                            ),
                            icon: "document",
                            link: Some("https://brs.go.ke"),
                        },
                        SeedTool {
                            name: ("Tax number obtained", "Namba ya kodi imepatikana"),
                            info: (
                                "KRA PIN in Kenya, TIN in Tanzania.",
                                "PIN ya KRA nchini Kenya, TIN nchini Tanzania.",
                            ),
                            icon: "shield",
                            link: Some("https://www.kra.go.ke"),
                        },
                        SeedTool {
                            name: ("Permit renewal dates noted", "Tarehe za kuhuisha vibali zimewekwa"),
                            info: (
                                "Every permit and licence with the day it must be renewed.",
                                "Kila kibali na leseni pamoja na siku ya kuhuisha.",
                            ),
                            icon: "calendar",
                            link: None,
                        },
                    ],
                },
                SeedSession {
                    name: ("Plan your next 12 months", "Panga miezi 12 ijayo"),
                    info: (
                        "A one-page plan is enough to start.\n\n\
                         - **Goal**: one number for the year, such as monthly sales of Ksh \
                         150,000 by December.\n\
                         - **Three actions** that move you there, each with a month.\n\
                         - **Money needed**: what the actions cost and where it comes from \
                         (profits, savings, a loan).\n\n\
                         Review it with your advisor each quarter, when you fill the quarterly \
                         survey.",
                        "Mpango wa ukurasa mmoja unatosha kuanza.\n\n\
                         - **Lengo**: namba moja ya mwaka, kama mauzo ya Ksh 150,000 kwa mwezi \
                         kufikia Desemba.\n\
                         - **Hatua tatu** zitakazokufikisha huko, kila moja na mwezi wake.\n\
                         - **Pesa inayohitajika**: gharama ya hatua hizo na itakapotoka (faida, \
                         akiba, mkopo).\n\n\
                         Upitie pamoja na mshauri wako kila robo mwaka, unapojaza utafiti wa \
                         robo mwaka.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Goal for the year written", "Lengo la mwaka limeandikwa"),
                            info: ("One number you can measure.", "Namba moja unayoweza kupima."),
                            icon: "target",
                            link: None,
                        },
                        SeedTool {
                            name: ("Three actions with months", "Hatua tatu pamoja na miezi yake"),
                            info: (
                                "What you will do, and when.",
                                "Utakachofanya, na lini.",
                            ),
                            icon: "calendar",
                            link: None,
                        },
                    ],
                },
            ],
        },
    ],
};
