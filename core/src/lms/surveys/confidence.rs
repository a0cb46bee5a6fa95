//! The Confidence Survey (`confidence-level`): how sure the trainee feels of the skills the course
//! teaches, each on the 1-to-5 scale; taken before the course (round 1) and after it (round 2).

use super::ask::{ask, Ask, CONFIDENCE_SCALE};
use crate::survey::model::QuestionType::{SelectOne, Text};

const fn scale(name: &'static str, en: &'static str, sw: &'static str) -> Ask {
    Ask {
        options: CONFIDENCE_SCALE,
        ..ask(name, SelectOne, en, sw)
    }
}

pub(super) const CONFIDENCE: &[Ask] = &[
    scale(
        "keep_records",
        "How confident are you that you can keep correct records of your sales and expenses every day?",
        "Una uhakika kiasi gani kwamba unaweza kutunza kumbukumbu sahihi za mauzo na matumizi yako kila siku?",
    ),
    scale(
        "set_prices",
        "How confident are you that you can set a price that covers your costs and leaves a profit?",
        "Una uhakika kiasi gani kwamba unaweza kuweka bei inayolipa gharama zako na kubakiza faida?",
    ),
    scale(
        "separate_money",
        "How confident are you that you can keep the business's money apart from the household's?",
        "Una uhakika kiasi gani kwamba unaweza kutenganisha pesa za biashara na pesa za nyumbani?",
    ),
    scale(
        "plan_cash",
        "How confident are you that you can plan the cash your business will need in the next three months?",
        "Una uhakika kiasi gani kwamba unaweza kupanga pesa taslimu ambazo biashara yako itahitaji katika miezi mitatu ijayo?",
    ),
    scale(
        "find_customers",
        "How confident are you that you can find new customers for your business?",
        "Una uhakika kiasi gani kwamba unaweza kupata wateja wapya wa biashara yako?",
    ),
    scale(
        "negotiate_suppliers",
        "How confident are you that you can negotiate better prices or terms with your suppliers?",
        "Una uhakika kiasi gani kwamba unaweza kujadiliana na wasambazaji wako kupata bei au masharti bora?",
    ),
    scale(
        "pitch_business",
        "How confident are you that you can explain your business and its plans to a lender or an investor?",
        "Una uhakika kiasi gani kwamba unaweza kueleza biashara yako na mipango yake kwa mkopeshaji au mwekezaji?",
    ),
    scale(
        "repay_loan",
        "How confident are you that you can take a loan for the business and repay it on time?",
        "Una uhakika kiasi gani kwamba unaweza kuchukua mkopo wa biashara na kuulipa kwa wakati?",
    ),
    scale(
        "use_phone_tools",
        "How confident are you that you can use your phone to record sales and receive payments?",
        "Una uhakika kiasi gani kwamba unaweza kutumia simu yako kurekodi mauzo na kupokea malipo?",
    ),
    super::ask::Ask {
        required: false,
        ..ask(
            "confidence_help",
            Text,
            "What would help you most to feel more confident in running your business? (optional)",
            "Nini kingekusaidia zaidi kujiamini katika kuendesha biashara yako? (si lazima)",
        )
    },
];
