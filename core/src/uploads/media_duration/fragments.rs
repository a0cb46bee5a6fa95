//! A fragmented MP4 (as a browser's recorder or a streaming download writes it) may say 0 in its
//! movie header and leave out the total (`mehd`): its length is then where its last fragment of
//! the first track ends, in that track's timescale. Each `moof > traf` gives its start (`tfdt`,
//! else the end of the one before) and its samples' durations (`trun`, else the defaults of
//! `tfhd` or `trex`).

use super::{be_u32, be_u64, child, Boxes};

/// The end of the first track's last fragment in milliseconds; `None` when it has none.
pub(super) fn last_fragment_end_millis(bytes: &[u8], moov: &[u8]) -> Option<u64> {
    let trak = child(moov, b"trak")?;
    let track = track_id(child(trak, b"tkhd")?)?;
    let timescale = media_timescale(child(child(trak, b"mdia")?, b"mdhd")?)?;
    let default_duration = child(moov, b"mvex")
        .and_then(|mvex| {
            Boxes { rest: mvex }.find_map(|(kind, trex)| {
                (kind == *b"trex" && be_u32(trex.get(4..8)?)? == track)
                    .then(|| be_u32(trex.get(12..16)?))
                    .flatten()
            })
        })
        .unwrap_or(0);
    let mut end: u64 = 0;
    for moof in all(bytes, b"moof") {
        for traf in all(moof, b"traf") {
            let (id, duration) = fragment_header(child(traf, b"tfhd")?, default_duration)?;
            if id != track {
                continue;
            }
            let start = match child(traf, b"tfdt") {
                Some(tfdt) => decode_time(tfdt)?,
                None => end,
            };
            let mut length: u64 = 0;
            for trun in all(traf, b"trun") {
                length = length.checked_add(run_duration(trun, duration)?)?;
            }
            end = end.max(start.checked_add(length)?);
        }
    }
    if timescale == 0 || end == 0 {
        return None;
    }
    u64::try_from(u128::from(end) * 1000 / u128::from(timescale)).ok()
}

/// The bodies of the boxes of `kind` among those of `bytes`.
fn all<'a>(bytes: &'a [u8], kind: &'static [u8; 4]) -> impl Iterator<Item = &'a [u8]> {
    Boxes { rest: bytes }.filter_map(move |(found, body)| (found == *kind).then_some(body))
}

fn version(body: &[u8]) -> Option<u8> {
    body.first().copied()
}

fn flags(body: &[u8]) -> Option<u32> {
    be_u32(body.get(..4)?).map(|word| word & 0x00FF_FFFF)
}

/// `tkhd`: the track's id.
fn track_id(tkhd: &[u8]) -> Option<u32> {
    match version(tkhd)? {
        0 => be_u32(tkhd.get(12..16)?),
        1 => be_u32(tkhd.get(20..24)?),
        _ => None,
    }
}

/// `mdhd`: units a second of the track's times.
fn media_timescale(mdhd: &[u8]) -> Option<u32> {
    match version(mdhd)? {
        0 => be_u32(mdhd.get(12..16)?),
        1 => be_u32(mdhd.get(20..24)?),
        _ => None,
    }
}

/// `tfhd`: the track the fragment is of, and its samples' default duration.
fn fragment_header(tfhd: &[u8], default_duration: u32) -> Option<(u32, u32)> {
    let flags = flags(tfhd)?;
    let id = be_u32(tfhd.get(4..8)?)?;
    let mut at = 8;
    if flags & 0x01 != 0 {
        at += 8; // base data offset
    }
    if flags & 0x02 != 0 {
        at += 4; // sample description index
    }
    let duration = if flags & 0x08 != 0 {
        be_u32(tfhd.get(at..at + 4)?)?
    } else {
        default_duration
    };
    Some((id, duration))
}

/// `tfdt`: where the fragment starts.
fn decode_time(tfdt: &[u8]) -> Option<u64> {
    match version(tfdt)? {
        0 => be_u32(tfdt.get(4..8)?).map(u64::from),
        1 => be_u64(tfdt.get(4..12)?),
        _ => None,
    }
}

/// `trun`: its samples' durations added up (each its own when the run gives them, else the
/// default). The samples must all be in the box, so the loop is bounded by its size.
fn run_duration(trun: &[u8], default_duration: u32) -> Option<u64> {
    let flags = flags(trun)?;
    let count = usize::try_from(be_u32(trun.get(4..8)?)?).ok()?;
    let mut at: usize = 8;
    if flags & 0x001 != 0 {
        at += 4; // data offset
    }
    if flags & 0x004 != 0 {
        at += 4; // first sample's flags
    }
    if flags & 0x100 == 0 {
        return u64::try_from(count)
            .ok()?
            .checked_mul(u64::from(default_duration));
    }
    // Duration, size, flags and composition offset: 4 bytes each when present.
    let stride = 4 * usize::try_from((flags & 0xF00).count_ones()).ok()?;
    let samples = trun.get(at..at.checked_add(count.checked_mul(stride)?)?)?;
    Some(
        samples
            .chunks_exact(stride)
            .filter_map(|sample| be_u32(&sample[..4]))
            .map(u64::from)
            .sum(),
    )
}

#[cfg(test)]
mod tests {
    use super::super::build::bx;
    use super::super::iso_bmff_millis;
    use proptest::prelude::*;

    fn full(version: u8, flags: u32, rest: &[u8]) -> Vec<u8> {
        let word = (u32::from(version) << 24) | flags;
        [&word.to_be_bytes()[..], rest].concat()
    }

    /// A fragmented MP4 of track 1 at `timescale`, its header saying 0, and no `mehd`.
    fn fragmented(timescale: u32, fragments: &[Vec<u8>]) -> Vec<u8> {
        let mut mvhd = vec![0; 12];
        mvhd.extend(1000u32.to_be_bytes());
        mvhd.extend(0u32.to_be_bytes());
        mvhd.resize(100, 0);
        let tkhd = full(0, 3, &[&[0; 8][..], &1u32.to_be_bytes(), &[0; 64]].concat());
        let mdhd = full(
            0,
            0,
            &[&[0; 8][..], &timescale.to_be_bytes(), &[0; 8]].concat(),
        );
        let trak = bx(
            b"trak",
            &[bx(b"tkhd", &tkhd), bx(b"mdia", &bx(b"mdhd", &mdhd))].concat(),
        );
        let trex = full(0, 0, &[1u32, 1, 512, 0, 0].map(u32::to_be_bytes).concat());
        let moov = bx(
            b"moov",
            &[bx(b"mvhd", &mvhd), trak, bx(b"mvex", &bx(b"trex", &trex))].concat(),
        );
        let ftyp = bx(b"ftyp", b"iso6\0\0\0\0iso6mp41");
        [vec![ftyp, moov], fragments.to_vec()].concat().concat()
    }

    /// A fragment of track `track` starting at `start`, with `durations` given per sample (or
    /// `count` samples of the default when empty).
    fn fragment(track: u32, start: Option<u64>, durations: &[u32], count: u32) -> Vec<u8> {
        let tfhd = full(0, 0x02_0000, &track.to_be_bytes());
        let trun = if durations.is_empty() {
            full(0, 0x001, &[count, 0].map(u32::to_be_bytes).concat())
        } else {
            let count = u32::try_from(durations.len()).expect("few");
            let samples: Vec<u8> = durations
                .iter()
                .flat_map(|d| [*d, 100].map(u32::to_be_bytes).concat())
                .collect();
            full(
                0,
                0x301,
                &[&count.to_be_bytes()[..], &[0; 4], &samples].concat(),
            )
        };
        let mut traf = bx(b"tfhd", &tfhd);
        if let Some(start) = start {
            traf.extend(bx(b"tfdt", &full(1, 0, &start.to_be_bytes())));
        }
        traf.extend(bx(b"trun", &trun));
        [bx(b"moof", &bx(b"traf", &traf)), bx(b"mdat", &[0; 16])].concat()
    }

    #[test]
    fn the_last_fragment_of_the_first_track_ends_the_movie() {
        let file = fragmented(
            1000,
            &[
                fragment(1, Some(0), &[1000, 1000, 500], 0),
                fragment(2, Some(0), &[90_000_000], 0),
                fragment(1, Some(2500), &[], 4),
            ],
        );
        // 2500 + 4 samples of the trex default (512).
        assert_eq!(iso_bmff_millis(&file), Some(4548));
        // Without tfdt each fragment follows the one before.
        let file = fragmented(
            90_000,
            &[
                fragment(1, None, &[45_000, 45_000], 0),
                fragment(1, None, &[90_000], 0),
            ],
        );
        assert_eq!(iso_bmff_millis(&file), Some(2000));
    }

    #[test]
    fn no_fragments_or_samples_cut_short_give_no_duration() {
        assert_eq!(iso_bmff_millis(&fragmented(1000, &[])), None);
        let mut cut = fragment(1, Some(0), &[1000, 1000], 0);
        // The run claims a third sample that is not there.
        let at = cut.windows(4).position(|w| w == b"trun").expect("trun") + 8;
        cut[at..at + 4].copy_from_slice(&3u32.to_be_bytes());
        assert_eq!(iso_bmff_millis(&fragmented(1000, &[cut])), None);
    }

    proptest! {
        #[test]
        fn a_damaged_fragmented_file_never_panics(
            at in any::<prop::sample::Index>(),
            byte in any::<u8>(),
            cut in any::<prop::sample::Index>(),
        ) {
            let mut file = fragmented(
                1000,
                &[fragment(1, Some(0), &[1000, 500], 0), fragment(1, None, &[], 3)],
            );
            let i = at.index(file.len());
            file[i] = byte;
            file.truncate(cut.index(file.len() + 1));
            let _ = iso_bmff_millis(&file);
        }
    }
}
