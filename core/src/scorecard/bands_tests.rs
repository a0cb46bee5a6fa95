use super::*;
use proptest::prelude::*;

fn d(text: &str) -> Decimal {
    text.parse().expect("a decimal")
}

#[test]
fn bands_by_the_spec() {
    for (score, band) in [
        ("0", Band::Bad),
        ("25", Band::Bad),
        ("25.5", Band::Average),
        ("26", Band::Average),
        ("50", Band::Average),
        ("50.01", Band::Good),
        ("51", Band::Good),
        ("75", Band::Good),
        ("75.5", Band::Excellent),
        ("76", Band::Excellent),
        ("100", Band::Excellent),
    ] {
        assert_eq!(Band::of(d(score)), band, "{score}");
    }
    let names: Vec<&str> = Band::ALL.iter().map(|b| b.wire()).collect();
    assert_eq!(names, ["bad", "average", "good", "excellent"]);
    assert_eq!(serde_json::json!(Band::Good), serde_json::json!("good"));
}

#[test]
fn rank_groups_and_their_stops() {
    for (months, id) in [
        (0, "1-6"),
        (1, "1-6"),
        (6, "1-6"),
        (7, "7-12"),
        (12, "7-12"),
        (13, "13-24"),
        (24, "13-24"),
        (25, "25+"),
        (300, "25+"),
    ] {
        assert_eq!(RankGroup::of_months(months).id(), id, "{months}");
    }
    let stops: Vec<[u32; 5]> = RankGroup::ALL.iter().map(|g| g.stops()).collect();
    assert_eq!(
        stops,
        [
            [0, 30, 40, 50, 100],
            [0, 40, 50, 60, 100],
            [0, 50, 60, 70, 100],
            [0, 60, 70, 80, 100]
        ]
    );
    for group in RankGroup::ALL {
        assert_eq!(RankGroup::parse(group.id()), Some(group));
        assert_eq!(serde_json::json!(group), serde_json::json!(group.id()));
    }
}

#[test]
fn equal_scores_share_the_better_rank() {
    let ranked = rank(&[
        ("c", d("61.25")),
        ("a", d("80")),
        ("d", d("40")),
        ("b", d("61.25")),
    ]);
    assert_eq!(ranked, [("a", 1), ("b", 2), ("c", 2), ("d", 4)]);
    assert_eq!(rank::<&str>(&[]), []);
    assert_eq!(
        rank(&[("x", d("10")), ("y", d("10"))]),
        [("x", 1), ("y", 1)]
    );
}

#[test]
fn averages_to_two_decimals_half_away_from_zero() {
    assert_eq!(average(&[]), None);
    assert_eq!(average(&[d("70.5"), d("52")]), Some(d("61.25")));
    // 100/3 = 33.333… → 33.33; (10 + 10.01 + 10.01)/3 = 10.00666… → 10.01.
    assert_eq!(average(&[d("100"), d("0"), d("0")]), Some(d("33.33")));
    assert_eq!(
        average(&[d("10"), d("10.01"), d("10.01")]),
        Some(d("10.01"))
    );
    // 0.125 → 0.13 (away from zero, not to even).
    assert_eq!(average(&[d("0.25"), d("0")]), Some(d("0.13")));
    assert_eq!(average(&[d("-0.25"), d("0")]), Some(d("-0.13")));
}

#[test]
fn quarters_of_each_month() {
    let quarters: Vec<u32> = (1..=12).map(quarter_of_month).collect();
    assert_eq!(quarters, [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
}

fn scores() -> impl Strategy<Value = Vec<(u32, Decimal)>> {
    prop::collection::vec((0u32..1000, 0i64..10_001), 0..30).prop_map(|rows| {
        let mut seen = std::collections::BTreeSet::new();
        rows.into_iter()
            .filter(|(id, _)| seen.insert(*id))
            .map(|(id, cents)| (id, Decimal::new(cents, 2)))
            .collect()
    })
}

proptest! {
    #[test]
    fn rank_is_an_order_that_ignores_the_input_order(entries in scores(), seed in any::<u64>()) {
        let ranked = rank(&entries);
        prop_assert_eq!(ranked.len(), entries.len());
        let mut shuffled = entries.clone();
        let len = shuffled.len().max(1);
        shuffled.rotate_left((seed as usize) % len);
        shuffled.reverse();
        prop_assert_eq!(rank(&shuffled), ranked.clone());
        let score_of = |id: u32| entries.iter().find(|e| e.0 == id).map(|e| e.1);
        for (id, position) in &ranked {
            let score = score_of(*id).expect("ranked ids are the input's");
            let better = entries.iter().filter(|e| e.1 > score).count() as u32;
            prop_assert_eq!(*position, better + 1);
        }
    }

    #[test]
    fn the_average_lies_between_min_and_max(values in prop::collection::vec(-1_000_000i64..1_000_000, 1..40)) {
        let values: Vec<Decimal> = values.into_iter().map(|c| Decimal::new(c, 2)).collect();
        let mean = average(&values).expect("values");
        let min = values.iter().min().copied().expect("values");
        let max = values.iter().max().copied().expect("values");
        prop_assert!(min <= mean && mean <= max, "{min} {mean} {max}");
        prop_assert!(mean.scale() <= 2);
    }

    #[test]
    fn bands_follow_the_score(a in 0i64..10_001, b in 0i64..10_001) {
        let (low, high) = (Decimal::new(a.min(b), 2), Decimal::new(a.max(b), 2));
        prop_assert!(Band::of(low) <= Band::of(high));
    }
}
