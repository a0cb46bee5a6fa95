//! Innovation: finding ideas worth testing, testing them cheaply, and working smarter.

use super::seeds::{SeedChapter, SeedPlaybook, SeedSession, SeedTool};

pub(super) const PLAYBOOK: SeedPlaybook = SeedPlaybook {
    name: ("Innovation", "Ubunifu"),
    summary: (
        "Turn customers' problems into new products, test ideas cheaply before spending, and use \
         simple digital tools and protection for what you create.",
        "Geuza matatizo ya wateja kuwa bidhaa mpya, jaribu mawazo kwa gharama ndogo kabla ya \
         kutumia pesa nyingi, na tumia zana rahisi za kidijitali na ulinzi wa unachobuni.",
    ),
    chapters: &[
        SeedChapter {
            name: ("Find ideas worth testing", "Tafuta mawazo yanayofaa kujaribiwa"),
            sessions: &[
                SeedSession {
                    name: ("Listen for problems", "Sikiliza matatizo"),
                    info: (
                        "Every complaint and every request you cannot meet is an idea.\n\n\
                         - For two weeks, write down each time a customer asks for something \
                         you do not have, or complains.\n\
                         - Group them: which problem comes up most?\n\
                         - Ask: **could I solve it with what I already have**, such as a smaller \
                         pack, delivery, a different hour?\n\n\
                         The best ideas are often small changes customers already asked for.",
                        "Kila lalamiko na kila ombi usiloweza kutimiza ni wazo.\n\n\
                         - Kwa wiki mbili, andika kila mara mteja anapoomba kitu usichokuwa nacho, \
                         au analalamika.\n\
                         - Viweke katika makundi: tatizo lipi linajitokeza zaidi?\n\
                         - Jiulize: **naweza kulitatua kwa nilicho nacho tayari**, kama pakiti \
                         ndogo, kuwafikishia, saa tofauti?\n\n\
                         Mawazo bora mara nyingi ni mabadiliko madogo ambayo wateja tayari \
                         waliyaomba.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Two weeks of requests noted", "Maombi ya wiki mbili yameandikwa"),
                            info: (
                                "Requests and complaints, with the date.",
                                "Maombi na malalamiko, pamoja na tarehe.",
                            ),
                            icon: "notebook",
                            link: None,
                        },
                        SeedTool {
                            name: ("Top problem chosen", "Tatizo kuu limechaguliwa"),
                            info: (
                                "The one that came up most, and an idea to solve it.",
                                "Lile lililojitokeza zaidi, na wazo la kulitatua.",
                            ),
                            icon: "lightbulb",
                            link: None,
                        },
                    ],
                },
                SeedSession {
                    name: ("Test small before you spend", "Jaribu kidogo kabla ya kutumia pesa"),
                    info: (
                        "Before buying a machine or a big stock, find out if people will pay.\n\n\
                         1. Make a small batch, or take orders before you produce.\n\
                         2. Set a test: for example, **20 sold in two weeks at Ksh 150**.\n\
                         3. Write what buyers say, and what you would change.\n\n\
                         If the test fails, change one thing and test again. A failed test that \
                         cost little is a lesson, not a loss.",
                        "Kabla ya kununua mashine au mzigo mkubwa, jua kama watu watalipa.\n\n\
                         1. Tengeneza kiasi kidogo, au chukua oda kabla ya kuzalisha.\n\
                         2. Weka kipimo: kwa mfano, **20 ziuzwe ndani ya wiki mbili kwa Ksh 150**.\n\
                         3. Andika wanunuzi wanachosema, na ungebadilisha nini.\n\n\
                         Jaribio likishindwa, badilisha jambo moja na ujaribu tena. Jaribio \
                         lililoshindwa kwa gharama ndogo ni funzo, si hasara.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Test and target set", "Jaribio na lengo vimewekwa"),
                            info: (
                                "How many, at what price, by when.",
                                "Ngapi, kwa bei gani, kufikia lini.",
                            ),
                            icon: "flask",
                            link: None,
                        },
                        SeedTool {
                            name: ("Results written", "Matokeo yameandikwa"),
                            info: (
                                "What sold, what buyers said, what comes next.",
                                "Kilichouzika, wanunuzi walisema nini, hatua inayofuata.",
                            ),
                            icon: "chart",
                            link: None,
                        },
                    ],
                },
            ],
        },
        SeedChapter {
            name: ("Improve how you work", "Boresha jinsi unavyofanya kazi"),
            sessions: &[
                SeedSession {
                    name: ("Digital tools for your business", "Zana za kidijitali kwa biashara yako"),
                    info: (
                        "Small tools save hours each week.\n\n\
                         - **Payments**: a business till or paybill number keeps business money \
                         apart and gives you a statement lenders trust.\n\
                         - **Records**: DigiKua on this portal keeps sales, expenses and stock, \
                         even offline.\n\
                         - **Orders**: a WhatsApp Business catalogue and quick replies answer \
                         common questions for you.\n\n\
                         Pick one tool, use it for a month, then add the next.",
                        "Zana ndogo huokoa saa nyingi kila wiki.\n\n\
                         - **Malipo**: namba ya till au paybill ya biashara hutenganisha pesa za \
                         biashara na hukupa taarifa ambayo wakopeshaji huiamini.\n\
                         - **Kumbukumbu**: DigiKua kwenye tovuti hii huhifadhi mauzo, matumizi na \
                         bidhaa, hata bila mtandao.\n\
                         - **Oda**: katalogi ya WhatsApp Business na majibu ya haraka hujibu \
                         maswali ya kawaida kwa niaba yako.\n\n\
                         Chagua zana moja, itumie kwa mwezi mmoja, kisha ongeza nyingine.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Business till in use", "Till ya biashara inatumika"),
                            info: (
                                "Customers pay the business number, not a personal line.",
                                "Wateja hulipa namba ya biashara, si laini binafsi.",
                            ),
                            icon: "phone",
                            link: None,
                        },
                        SeedTool {
                            name: ("Records kept in DigiKua", "Kumbukumbu zinawekwa DigiKua"),
                            info: (
                                "A month of sales and expenses entered.",
                                "Mauzo na matumizi ya mwezi mmoja yameingizwa.",
                            ),
                            icon: "chart",
                            link: None,
                        },
                    ],
                },
                SeedSession {
                    name: ("Protect your ideas", "Linda mawazo yako"),
                    info: (
                        "A name or a product customers love is worth protecting.\n\n\
                         - A **trademark** protects your business name and logo: in Kenya at the \
                         Kenya Industrial Property Institute (KIPI), in Tanzania at BRELA.\n\
                         - Keep recipes and methods known only to those who need them, and ask \
                         staff to sign a simple confidentiality note.\n\
                         - Keep dated photos and notes of what you create: they show it was yours \
                         first.",
                        "Jina au bidhaa ambayo wateja wanaipenda inastahili kulindwa.\n\n\
                         - **Alama ya biashara** hulinda jina na nembo ya biashara yako: nchini \
                         Kenya kwa Taasisi ya Mali ya Viwanda ya Kenya (KIPI), nchini Tanzania \
                         kwa BRELA.\n\
                         - Mapishi na mbinu zako zijulikane kwa wanaozihitaji tu, na waombe \
                         wafanyakazi wasaini hati fupi ya usiri.\n\
                         - Weka picha na maelezo yenye tarehe ya unachobuni: yanaonyesha \
                         kilikuwa chako kwanza.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Name search done", "Utafutaji wa jina umefanyika"),
                            info: (
                                "Nobody else has registered your name as a trademark.",
                                "Hakuna mwingine aliyesajili jina lako kama alama ya biashara.",
                            ),
                            icon: "search",
                            link: Some("https://www.kipi.go.ke"),
                        },
                        SeedTool {
                            name: ("Confidentiality note signed", "Hati ya usiri imesainiwa"),
                            info: (
                                "By staff who know your recipes or methods.",
                                "Na wafanyakazi wanaojua mapishi au mbinu zako.",
                            ),
                            icon: "shield",
                            link: None,
                        },
                        SeedTool {
                            name: ("Trademark application", "Maombi ya alama ya biashara"),
                            info: (
                                "Filed at KIPI (Kenya) or BRELA (Tanzania), when you are ready.",
                                "Yamewasilishwa KIPI (Kenya) au BRELA (Tanzania), ukiwa tayari.",
                            ),
                            icon: "document",
                            link: Some("https://www.brela.go.tz"),
                        },
                    ],
                },
            ],
        },
    ],
};
