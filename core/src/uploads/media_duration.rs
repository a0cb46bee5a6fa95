//! How long a video or a recording lasts, read from its container without decoding a frame: an
//! ISO base media file (MP4, 3GP, M4A) keeps it in `moov > mvhd`, a WebM in
//! `Segment > Info > Duration` (× `TimecodeScale`). Untrusted bytes: every size is checked against
//! what is there, every loop moves forward, and anything odd is `None`, never a panic.

mod fragments;

/// An ISO base media file's `ftyp` box: its major brand and its compatible brands (4 bytes each).
pub fn ftyp(bytes: &[u8]) -> Option<(&[u8], &[u8])> {
    let (kind, body) = Boxes { rest: bytes }.next()?;
    if kind != *b"ftyp" || body.len() < 8 {
        return None;
    }
    Some((&body[..4], &body[8..]))
}

/// The duration of an MP4, 3GP or M4A in milliseconds: the movie header's duration over its
/// timescale; in a fragmented file whose header says 0, the movie extends header's, or else the
/// end of its last fragment. `None` when there is no movie header or it gives no duration.
pub fn iso_bmff_millis(bytes: &[u8]) -> Option<u64> {
    let moov = child(bytes, b"moov")?;
    let (timescale, duration) = movie_header(child(moov, b"mvhd")?)?;
    let total = || fragments_duration(child(child(moov, b"mvex")?, b"mehd")?);
    let duration = match duration {
        Some(duration) if duration > 0 => duration,
        _ => match total() {
            Some(total) if total > 0 => total,
            _ => return fragments::last_fragment_end_millis(bytes, moov),
        },
    };
    if timescale == 0 || duration == 0 {
        return None;
    }
    u64::try_from(u128::from(duration) * 1000 / u128::from(timescale)).ok()
}

/// The first box of `kind` among the boxes of `bytes`.
pub(super) fn child<'a>(bytes: &'a [u8], kind: &[u8; 4]) -> Option<&'a [u8]> {
    Boxes { rest: bytes }.find_map(|(found, body)| (found == *kind).then_some(body))
}

/// `mvhd`: the timescale (units a second) and the duration in them, `None` when unknown.
fn movie_header(body: &[u8]) -> Option<(u32, Option<u64>)> {
    match *body.first()? {
        0 => {
            let duration = be_u32(body.get(16..20)?)?;
            Some((
                be_u32(body.get(12..16)?)?,
                (duration != u32::MAX).then_some(u64::from(duration)),
            ))
        }
        1 => {
            let duration = be_u64(body.get(24..32)?)?;
            Some((
                be_u32(body.get(20..24)?)?,
                (duration != u64::MAX).then_some(duration),
            ))
        }
        _ => None,
    }
}

/// `mehd`: a fragmented movie's whole duration, in the movie's timescale.
fn fragments_duration(body: &[u8]) -> Option<u64> {
    match *body.first()? {
        0 => be_u32(body.get(4..8)?).map(u64::from),
        1 => be_u64(body.get(4..12)?),
        _ => None,
    }
}

pub(super) fn be_u32(bytes: &[u8]) -> Option<u32> {
    Some(u32::from_be_bytes(bytes.try_into().ok()?))
}

pub(super) fn be_u64(bytes: &[u8]) -> Option<u64> {
    Some(u64::from_be_bytes(bytes.try_into().ok()?))
}

/// The boxes one after another: (type, body). A box of size 0 runs to the end; size 1 means a
/// 64-bit size follows the type. It stops at the first box that does not fit, so each step moves
/// at least 8 bytes on.
pub(super) struct Boxes<'a> {
    pub(super) rest: &'a [u8],
}

impl<'a> Iterator for Boxes<'a> {
    type Item = ([u8; 4], &'a [u8]);

    fn next(&mut self) -> Option<Self::Item> {
        let bytes = self.rest;
        let kind: [u8; 4] = bytes.get(4..8)?.try_into().ok()?;
        let (header, size) = match be_u32(bytes.get(..4)?)? {
            0 => (8, bytes.len()),
            1 => (16, usize::try_from(be_u64(bytes.get(8..16)?)?).ok()?),
            size => (8, usize::try_from(size).ok()?),
        };
        if size < header || size > bytes.len() {
            self.rest = &[];
            return None;
        }
        self.rest = &bytes[size..];
        Some((kind, &bytes[header..size]))
    }
}

const EBML: u32 = 0x1A45_DFA3;
const DOC_TYPE: u32 = 0x4282;
const SEGMENT: u32 = 0x1853_8067;
const INFO: u32 = 0x1549_A966;
const TIMECODE_SCALE: u32 = 0x2A_D7B1;
const DURATION: u32 = 0x4489;
/// Nanoseconds a timecode is when the file does not say.
const DEFAULT_TIMECODE_SCALE: u64 = 1_000_000;

/// The DocType in an EBML file's header (`webm` for a WebM, `matroska` for an MKV).
pub fn ebml_doc_type(bytes: &[u8]) -> Option<&[u8]> {
    let header = Elements { rest: bytes }.next()?;
    if header.id != EBML {
        return None;
    }
    let doc_type = Elements { rest: header.body }
        .find(|e| e.id == DOC_TYPE)?
        .body;
    let end = doc_type
        .iter()
        .position(|b| *b == 0)
        .unwrap_or(doc_type.len());
    Some(&doc_type[..end])
}

/// The duration of a WebM in milliseconds: `Segment > Info > Duration` (a float, in timecodes)
/// times `TimecodeScale` (nanoseconds a timecode). `None` when the file has no such duration.
pub fn webm_millis(bytes: &[u8]) -> Option<u64> {
    let mut top = Elements { rest: bytes };
    if top.next()?.id != EBML {
        return None;
    }
    let segment = top.find(|e| e.id == SEGMENT)?;
    let info = Elements { rest: segment.body }.find(|e| e.id == INFO)?;
    let mut scale = DEFAULT_TIMECODE_SCALE;
    let mut duration = None;
    for element in (Elements { rest: info.body }) {
        match element.id {
            TIMECODE_SCALE => scale = be_uint(element.body)?,
            DURATION => duration = Some(be_float(element.body)?),
            _ => {}
        }
    }
    let millis = duration? * scale as f64 / 1_000_000.0;
    let most = u64::MAX as f64;
    if !millis.is_finite() || millis < 1.0 || millis >= most {
        return None;
    }
    Some(millis.round() as u64)
}

/// An unsigned integer element: 1 to 8 bytes, big-endian.
fn be_uint(bytes: &[u8]) -> Option<u64> {
    if bytes.is_empty() || bytes.len() > 8 {
        return None;
    }
    Some(
        bytes
            .iter()
            .fold(0u64, |value, byte| (value << 8) | u64::from(*byte)),
    )
}

/// A float element: 4 or 8 bytes, big-endian.
fn be_float(bytes: &[u8]) -> Option<f64> {
    match bytes.len() {
        4 => Some(f64::from(f32::from_bits(be_u32(bytes)?))),
        8 => Some(f64::from_bits(be_u64(bytes)?)),
        _ => None,
    }
}

struct Element<'a> {
    id: u32,
    body: &'a [u8],
}

/// EBML elements one after another. An element of unknown size (or one larger than what is left)
/// runs to the end of its parent and is the last one read; each step moves at least 2 bytes on.
struct Elements<'a> {
    rest: &'a [u8],
}

impl<'a> Iterator for Elements<'a> {
    type Item = Element<'a>;

    fn next(&mut self) -> Option<Self::Item> {
        let bytes = self.rest;
        let (id, id_len) = element_id(bytes)?;
        let (size, size_len) = vint(bytes.get(id_len..)?)?;
        let start = id_len + size_len;
        let left = bytes.len() - start;
        let end = match size.and_then(|size| usize::try_from(size).ok()) {
            Some(size) if size <= left => start + size,
            _ => bytes.len(),
        };
        self.rest = if end == bytes.len() {
            &[]
        } else {
            &bytes[end..]
        };
        Some(Element {
            id,
            body: &bytes[start..end],
        })
    }
}

/// An element id: 1 to 4 bytes, its length marker kept.
fn element_id(bytes: &[u8]) -> Option<(u32, usize)> {
    let len = usize::try_from(bytes.first()?.leading_zeros()).ok()? + 1;
    if len > 4 {
        return None;
    }
    let id = bytes
        .get(..len)?
        .iter()
        .fold(0u32, |id, byte| (id << 8) | u32::from(*byte));
    Some((id, len))
}

/// A variable-size integer (1 to 8 bytes, its length marker dropped); `None` inside when all its
/// bits are ones, which means "unknown".
fn vint(bytes: &[u8]) -> Option<(Option<u64>, usize)> {
    let first = *bytes.first()?;
    let len = usize::try_from(first.leading_zeros()).ok()? + 1;
    if len > 8 {
        return None;
    }
    let value = bytes
        .get(1..len)?
        .iter()
        .fold(u64::from(first) & (0xFF >> len), |value, byte| {
            (value << 8) | u64::from(*byte)
        });
    let unknown = (1u64 << (7 * len)) - 1;
    Some(((value != unknown).then_some(value), len))
}

/// Small containers built by hand, for tests.
#[cfg(test)]
pub(crate) mod build {
    use super::{DOC_TYPE, DURATION, EBML, INFO, TIMECODE_SCALE};

    /// A box: its 32-bit size, type and body.
    pub fn bx(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
        let size = u32::try_from(8 + body.len()).expect("small");
        [&size.to_be_bytes()[..], kind, body].concat()
    }

    /// A box with a 64-bit size.
    pub fn large_box(kind: &[u8; 4], body: &[u8]) -> Vec<u8> {
        let size = u64::try_from(16 + body.len()).expect("small");
        [&1u32.to_be_bytes()[..], kind, &size.to_be_bytes(), body].concat()
    }

    pub fn mvhd_v0(timescale: u32, duration: u32) -> Vec<u8> {
        let mut body = vec![0; 4 + 8];
        body.extend(timescale.to_be_bytes());
        body.extend(duration.to_be_bytes());
        body.resize(100, 0);
        bx(b"mvhd", &body)
    }

    pub fn mvhd_v1(timescale: u32, duration: u64) -> Vec<u8> {
        let mut body = vec![1, 0, 0, 0];
        body.extend([0; 16]);
        body.extend(timescale.to_be_bytes());
        body.extend(duration.to_be_bytes());
        body.resize(112, 0);
        bx(b"mvhd", &body)
    }

    pub fn ftyp_box(major: &[u8; 4]) -> Vec<u8> {
        bx(
            b"ftyp",
            &[&major[..], &[0, 0, 2, 0], b"isomiso2mp41"].concat(),
        )
    }

    /// An MP4 as phones write it: ftyp, the media data, then the movie box at the end.
    pub fn mp4(mvhd: &[u8]) -> Vec<u8> {
        let moov = bx(b"moov", &[mvhd, &bx(b"trak", &[0; 24])].concat());
        [ftyp_box(b"isom"), bx(b"mdat", &[7; 300]), moov].concat()
    }

    /// An EBML element of a known size (1-byte size up to 126, else 8 bytes).
    pub fn el(id: u32, body: &[u8]) -> Vec<u8> {
        let id_bytes = id.to_be_bytes();
        let skip = id_bytes.iter().position(|b| *b != 0).unwrap_or(3);
        let mut out = id_bytes[skip..].to_vec();
        match u8::try_from(body.len()) {
            Ok(len) if len < 0x7F => out.push(0x80 | len),
            _ => {
                out.push(0x01);
                out.extend(&u64::try_from(body.len()).expect("small").to_be_bytes()[1..]);
            }
        }
        out.extend(body);
        out
    }

    pub fn ebml_header(doc_type: &[u8]) -> Vec<u8> {
        el(
            EBML,
            &[el(0x4286, &[1]), el(DOC_TYPE, doc_type), el(0x4287, &[4])].concat(),
        )
    }

    /// A WebM: the header, then a segment of unknown size holding the info and a cluster.
    pub fn webm(info: &[u8]) -> Vec<u8> {
        let segment_body = [
            el(0x114D_9B74, &[0xEC, 0x81, 0]),
            el(INFO, info),
            el(0x1654_AE6B, &[0; 20]),
            el(0x1F43_B675, &[0; 200]),
        ]
        .concat();
        let segment = [
            &[
                0x18, 0x53, 0x80, 0x67, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
            ][..],
            &segment_body,
        ]
        .concat();
        [ebml_header(b"webm"), segment].concat()
    }

    /// A WebM of `millis` at the default timecode scale.
    pub fn webm_of(millis: u64) -> Vec<u8> {
        webm(
            &[
                el(TIMECODE_SCALE, &1_000_000u32.to_be_bytes()[1..]),
                el(DURATION, &(millis as f64).to_bits().to_be_bytes()),
            ]
            .concat(),
        )
    }

    /// An MP4 of `millis` with `brand` as its major brand.
    pub fn mp4_of(brand: &[u8; 4], millis: u32) -> Vec<u8> {
        let moov = bx(
            b"moov",
            &[mvhd_v0(1000, millis), bx(b"trak", &[0; 24])].concat(),
        );
        [ftyp_box(brand), bx(b"mdat", &[7; 300]), moov].concat()
    }
}

#[cfg(test)]
mod tests {
    use super::build::*;
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn reads_an_mp4s_duration_in_either_header_version() {
        assert_eq!(
            iso_bmff_millis(&mp4(&mvhd_v0(1000, 372_000))),
            Some(372_000)
        );
        assert_eq!(iso_bmff_millis(&mp4(&mvhd_v0(600, 18_000))), Some(30_000));
        assert_eq!(
            iso_bmff_millis(&mp4(&mvhd_v1(90_000, 27_000_000))),
            Some(300_000)
        );
        assert_eq!(ftyp(&mp4(&mvhd_v0(1, 1))).map(|f| f.0), Some(&b"isom"[..]));
    }

    #[test]
    fn follows_64_bit_sizes_and_a_last_box_of_size_0() {
        let moov = bx(b"moov", &mvhd_v0(1000, 61_000));
        let file = [ftyp_box(b"mp42"), large_box(b"mdat", &[1; 40]), moov].concat();
        assert_eq!(iso_bmff_millis(&file), Some(61_000));
        let mut to_the_end = bx(b"moov", &mvhd_v1(1000, 5_000));
        to_the_end[..4].copy_from_slice(&0u32.to_be_bytes());
        let file = [ftyp_box(b"mp42"), to_the_end].concat();
        assert_eq!(iso_bmff_millis(&file), Some(5_000));
    }

    #[test]
    fn a_fragmented_movie_gives_its_duration_in_mehd() {
        let mehd = bx(
            b"mehd",
            &[&[0u8, 0, 0, 0][..], &45_000u32.to_be_bytes()].concat(),
        );
        let moov = bx(b"moov", &[mvhd_v0(1000, 0), bx(b"mvex", &mehd)].concat());
        assert_eq!(
            iso_bmff_millis(&[ftyp_box(b"iso6"), moov].concat()),
            Some(45_000)
        );
    }

    #[test]
    fn no_movie_header_or_no_duration_is_none() {
        assert_eq!(iso_bmff_millis(&mp4(&mvhd_v0(1000, 0))), None);
        assert_eq!(iso_bmff_millis(&mp4(&mvhd_v0(1000, u32::MAX))), None);
        assert_eq!(iso_bmff_millis(&mp4(&mvhd_v0(0, 5000))), None);
        assert_eq!(iso_bmff_millis(&mp4(&mvhd_v1(1000, u64::MAX))), None);
        assert_eq!(
            iso_bmff_millis(&[ftyp_box(b"isom"), bx(b"mdat", &[0; 9])].concat()),
            None
        );
        // A movie box that claims more than the file holds.
        let mut cut = mp4(&mvhd_v0(1000, 9000));
        cut.truncate(cut.len() - 1);
        assert_eq!(iso_bmff_millis(&cut), None);
        // A box smaller than its own header.
        assert_eq!(iso_bmff_millis(&[0, 0, 0, 4, b'm', b'o', b'o', b'v']), None);
    }

    #[test]
    fn reads_a_webms_duration_with_its_timecode_scale() {
        let info = [
            el(TIMECODE_SCALE, &1_000_000u32.to_be_bytes()[1..]),
            el(DURATION, &372_000f64.to_bits().to_be_bytes()),
        ]
        .concat();
        assert_eq!(webm_millis(&webm(&info)), Some(372_000));
        // A 4-byte float, the default scale.
        let info = el(DURATION, &(12_500f32).to_bits().to_be_bytes());
        assert_eq!(webm_millis(&webm(&info)), Some(12_500));
        // Timecodes of a microsecond.
        let info = [
            el(TIMECODE_SCALE, &1000u16.to_be_bytes()),
            el(DURATION, &(90_000_000f64).to_bits().to_be_bytes()),
        ]
        .concat();
        assert_eq!(webm_millis(&webm(&info)), Some(90_000));
        assert_eq!(ebml_doc_type(&webm(&info)), Some(&b"webm"[..]));
    }

    #[test]
    fn a_webm_without_a_duration_is_none() {
        let scale_only = el(TIMECODE_SCALE, &1_000_000u32.to_be_bytes()[1..]);
        assert_eq!(webm_millis(&webm(&scale_only)), None);
        for bad in [f64::NAN, f64::INFINITY, -5.0, 0.0] {
            assert_eq!(
                webm_millis(&webm(&el(DURATION, &bad.to_bits().to_be_bytes()))),
                None
            );
        }
        assert_eq!(webm_millis(&webm(&el(DURATION, &[0x40, 0x00]))), None);
        assert_eq!(webm_millis(&ebml_header(b"webm")), None);
        assert_eq!(webm_millis(b"\x00\x00\x00\x20ftypisom"), None);
    }

    #[test]
    fn reads_variable_size_integers() {
        assert_eq!(vint(&[0x81]), Some((Some(1), 1)));
        assert_eq!(vint(&[0x40, 0x02]), Some((Some(2), 2)));
        assert_eq!(vint(&[0xFF]), Some((None, 1)));
        assert_eq!(
            vint(&[0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]),
            Some((None, 8))
        );
        assert_eq!(vint(&[0x01, 0, 0, 0, 0, 0, 1, 0]), Some((Some(256), 8)));
        assert_eq!(vint(&[0x00, 1]), None);
        assert_eq!(vint(&[0x20, 1]), None);
        assert_eq!(element_id(&[0x1A, 0x45, 0xDF, 0xA3]), Some((EBML, 4)));
        assert_eq!(element_id(&[0x08, 0, 0, 0, 0]), None);
    }

    proptest! {
        #[test]
        fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
            let _ = iso_bmff_millis(&bytes);
            let _ = webm_millis(&bytes);
            let _ = ebml_doc_type(&bytes);
            let _ = ftyp(&bytes);
        }

        #[test]
        fn damaged_containers_never_panic(
            at in any::<prop::sample::Index>(),
            byte in any::<u8>(),
            cut in any::<prop::sample::Index>(),
        ) {
            let info = el(DURATION, &1234f64.to_bits().to_be_bytes());
            for mut file in [mp4(&mvhd_v1(1000, 77)), webm(&info)] {
                let i = at.index(file.len());
                file[i] = byte;
                file.truncate(cut.index(file.len() + 1));
                let _ = iso_bmff_millis(&file);
                let _ = webm_millis(&file);
            }
        }

        #[test]
        fn a_built_mp4_round_trips_its_duration(
            timescale in 1u32..=1_000_000,
            seconds in 1u64..=10 * 3600,
            version_1 in any::<bool>(),
        ) {
            let duration = seconds * u64::from(timescale);
            let header = match u32::try_from(duration) {
                Ok(short) if !version_1 && short != u32::MAX => mvhd_v0(timescale, short),
                _ => mvhd_v1(timescale, duration),
            };
            prop_assert_eq!(iso_bmff_millis(&mp4(&header)), Some(seconds * 1000));
        }

        #[test]
        fn a_built_webm_round_trips_its_duration(
            millis in 1u64..=10 * 3600 * 1000,
            scale in prop::sample::select(vec![1_000u64, 1_000_000, 10_000_000]),
        ) {
                    let timecodes = (millis * 1_000_000) as f64 / scale as f64;
            let info = [
                el(TIMECODE_SCALE, &scale.to_be_bytes()),
                el(DURATION, &timecodes.to_bits().to_be_bytes()),
            ]
            .concat();
            prop_assert_eq!(webm_millis(&webm(&info)), Some(millis));
        }
    }
}
