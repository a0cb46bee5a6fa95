//! Women's Playbook: leading with confidence, and the networks and money that help women-led
//! businesses grow.

use super::seeds::{SeedChapter, SeedPlaybook, SeedSession, SeedTool};

pub(super) const PLAYBOOK: SeedPlaybook = SeedPlaybook {
    name: ("Women's Playbook", "Mwongozo wa Wanawake"),
    summary: (
        "For women entrepreneurs: manage your time, negotiate with confidence, and use networks, \
         mentors and finance meant for women-led businesses.",
        "Kwa wajasiriamali wanawake: panga muda wako, jadiliana kwa kujiamini, na tumia mitandao, \
         washauri na fedha zilizotengwa kwa biashara zinazoongozwa na wanawake.",
    ),
    chapters: &[
        SeedChapter {
            name: ("Lead with confidence", "Ongoza kwa kujiamini"),
            sessions: &[
                SeedSession {
                    name: ("Balance business and family time", "Sawazisha muda wa biashara na wa familia"),
                    info: (
                        "Many women run a business and a home at once. A plan protects both.\n\n\
                         - Write your week: fixed business hours, family duties, rest.\n\
                         - **Share the load**: which tasks can a family member, a helper or \
                         an employee take?\n\
                         - Put the tasks only you can do, such as buying stock and meeting \
                         buyers, in your best hours.\n\n\
                         Rest is part of the plan: a tired owner makes costly mistakes.",
                        "Wanawake wengi huendesha biashara na nyumba kwa wakati mmoja. Mpango \
                         hulinda vyote viwili.\n\n\
                         - Andika wiki yako: saa maalum za biashara, majukumu ya familia, \
                         mapumziko.\n\
                         - **Gawana mzigo**: kazi zipi zinaweza kufanywa na mwanafamilia, msaidizi \
                         au mfanyakazi?\n\
                         - Weka kazi unazoweza kufanya wewe tu, kama kununua bidhaa na kukutana na \
                         wanunuzi, kwenye saa zako bora.\n\n\
                         Mapumziko ni sehemu ya mpango: mmiliki aliyechoka hufanya makosa ya \
                         gharama.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Weekly plan written", "Mpango wa wiki umeandikwa"),
                            info: (
                                "Business hours, family time and rest.",
                                "Saa za biashara, muda wa familia na mapumziko.",
                            ),
                            icon: "clock",
                            link: None,
                        },
                        SeedTool {
                            name: ("One task handed over", "Kazi moja imekabidhiwa"),
                            info: (
                                "A task someone else now does for you.",
                                "Kazi ambayo sasa mtu mwingine anakufanyia.",
                            ),
                            icon: "users",
                            link: None,
                        },
                    ],
                },
                SeedSession {
                    name: ("Negotiate and price your worth", "Jadiliana na uweke bei inayostahili"),
                    info: (
                        "Women entrepreneurs often charge less than the work is worth.\n\n\
                         - Know your lowest price before any negotiation (see Price for profit \
                         in Key Business Building Blocks).\n\
                         - Open with a price above it, and **give something other than money** \
                         when you give way: delivery, a longer payment time, a larger order.\n\
                         - Practise with your advisor: say your price out loud, without saying \
                         sorry.\n\n\
                         A fair price keeps the business alive to serve the customer next year.",
                        "Wajasiriamali wanawake mara nyingi hutoza chini ya thamani ya kazi yao.\n\n\
                         - Jua bei yako ya chini kabla ya mazungumzo yoyote (angalia Weka bei \
                         yenye faida katika Misingi Mikuu ya Biashara).\n\
                         - Anza na bei iliyo juu yake, na **toa kitu kingine kisicho pesa** \
                         unapolegeza: kuwafikishia, muda mrefu wa kulipa, oda kubwa zaidi.\n\
                         - Fanya mazoezi na mshauri wako: taja bei yako kwa sauti, bila kuomba \
                         radhi.\n\n\
                         Bei ya haki huifanya biashara iendelee kumhudumia mteja mwaka ujao.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Lowest price known", "Bei ya chini inajulikana"),
                            info: (
                                "For your main products or services.",
                                "Kwa bidhaa au huduma zako kuu.",
                            ),
                            icon: "calculator",
                            link: None,
                        },
                        SeedTool {
                            name: ("Negotiation practised", "Mazungumzo yamefanyiwa mazoezi"),
                            info: (
                                "A practice round with your advisor.",
                                "Zoezi moja pamoja na mshauri wako.",
                            ),
                            icon: "handshake",
                            link: None,
                        },
                    ],
                },
            ],
        },
        SeedChapter {
            name: ("Grow your networks and finance", "Panua mitandao yako na upate fedha"),
            sessions: &[
                SeedSession {
                    name: ("Networks, chamas and mentors", "Mitandao, vikundi na washauri"),
                    info: (
                        "Other women in business are your best source of suppliers, buyers and \
                         courage.\n\n\
                         - Join or start a group (a chama or VICOBA) that saves together and \
                         shares contacts.\n\
                         - Find **one mentor**: a woman a few steps ahead in your trade. Ask for \
                         one hour a month.\n\
                         - Go to one trade fair or business event each quarter, with your price \
                         list and phone number ready.",
                        "Wanawake wengine walio katika biashara ndio chanzo chako bora cha \
                         wasambazaji, wanunuzi na ujasiri.\n\n\
                         - Jiunge au anzisha kikundi (chama au VICOBA) kinachoweka akiba pamoja \
                         na kushirikiana mawasiliano.\n\
                         - Tafuta **mshauri mmoja**: mwanamke aliyekutangulia hatua chache katika \
                         biashara yako. Mwombe saa moja kwa mwezi.\n\
                         - Hudhuria maonyesho ya biashara au tukio moja la kibiashara kila robo \
                         mwaka, ukiwa na orodha ya bei na namba yako ya simu.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Group joined", "Umejiunga na kikundi"),
                            info: (
                                "A chama, VICOBA or business association.",
                                "Chama, VICOBA au chama cha wafanyabiashara.",
                            ),
                            icon: "users",
                            link: None,
                        },
                        SeedTool {
                            name: ("Mentor found", "Mshauri amepatikana"),
                            info: (
                                "A first meeting held.",
                                "Mkutano wa kwanza umefanyika.",
                            ),
                            icon: "heart",
                            link: None,
                        },
                    ],
                },
                SeedSession {
                    name: ("Finance for women-led businesses", "Fedha kwa biashara zinazoongozwa na wanawake"),
                    info: (
                        "There is money set aside for women entrepreneurs; being ready is what \
                         opens it.\n\n\
                         - **Be loan-ready**: three months of records, a business account and a \
                         clear use for the money.\n\
                         - **Kenya**: ask about the Women Enterprise Fund, and register for \
                         AGPO to bid for the government tenders kept for women.\n\
                         - **Tanzania**: ask your council's community development office about \
                         its loans for women's groups.\n\n\
                         Borrow for things that bring money back, such as stock or equipment, \
                         and only an amount the monthly profit can repay.",
                        "Kuna fedha zilizotengwa kwa wajasiriamali wanawake; kuwa tayari ndiko \
                         kunakozifungua.\n\n\
                         - **Kuwa tayari kukopa**: kumbukumbu za miezi mitatu, akaunti ya \
                         biashara na matumizi ya wazi ya pesa hizo.\n\
                         - **Kenya**: uliza kuhusu Mfuko wa Biashara za Wanawake (Women \
                         Enterprise Fund), na jisajili kwa AGPO ili kuomba zabuni za serikali \
                         zilizotengwa kwa wanawake.\n\
                         - **Tanzania**: uliza ofisi ya maendeleo ya jamii ya halmashauri yako \
                         kuhusu mikopo yake kwa vikundi vya wanawake.\n\n\
                         Kopa kwa vitu vinavyorudisha pesa, kama bidhaa au vifaa, na kiasi tu \
                         ambacho faida ya mwezi inaweza kulipa.",
                    ),
                    tools: &[
                        SeedTool {
                            name: ("Three months of records", "Kumbukumbu za miezi mitatu"),
                            info: (
                                "Sales and expenses a lender can read.",
                                "Mauzo na matumizi ambayo mkopeshaji anaweza kusoma.",
                            ),
                            icon: "notebook",
                            link: None,
                        },
                        SeedTool {
                            name: ("Repayment worked out", "Marejesho yamekokotolewa"),
                            info: (
                                "The monthly repayment fits within the monthly profit.",
                                "Rejesho la mwezi linatoshea ndani ya faida ya mwezi.",
                            ),
                            icon: "calculator",
                            link: None,
                        },
                        SeedTool {
                            name: ("One fund or programme contacted", "Mfuko au mpango mmoja umefikiwa"),
                            info: (
                                "Its conditions written down.",
                                "Masharti yake yameandikwa.",
                            ),
                            icon: "bank",
                            link: None,
                        },
                    ],
                },
            ],
        },
    ],
};
