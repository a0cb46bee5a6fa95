//! Videos and sound recordings are not decoded frame by frame (no codec runs on the server): their
//! container must be readable far enough to give what a player needs first. A video (MP4, 3GP,
//! WebM) must give its duration (core's `media_duration`), and an upload with a length limit (the
//! invest video) refuses a longer one. They are stored as sent.

use portal_core::uploads::{self, is_mp3_frame, FileKind, UploadKind, UploadProblem};

pub fn check_video(upload: UploadKind, kind: FileKind, bytes: &[u8]) -> Result<(), UploadProblem> {
    uploads::check_video(upload, kind, bytes).map(|_millis| ())
}

/// An M4A must give its duration, a WAV its format and its samples, an OGG a first page holding a
/// codec's header, an MP3 a frame (after its ID3 tag, if it has one).
pub fn check_recording(kind: FileKind, bytes: &[u8]) -> Result<(), UploadProblem> {
    let readable = match kind {
        FileKind::M4a => kind.duration_millis(bytes).is_some(),
        FileKind::Wav => wav_is_whole(bytes),
        FileKind::Ogg => ogg_starts_a_stream(bytes),
        FileKind::Mp3 => mp3_has_a_frame(bytes),
        _ => false,
    };
    if readable {
        Ok(())
    } else {
        Err(UploadProblem::Unreadable(kind))
    }
}

fn le_u32(bytes: &[u8]) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.try_into().ok()?))
}

/// A RIFF WAVE with a `fmt ` chunk giving channels and a sample rate, and a `data` chunk.
fn wav_is_whole(bytes: &[u8]) -> bool {
    let mut rest = bytes.get(12..).unwrap_or_default();
    let (mut format, mut data) = (false, false);
    while let (Some(id), Some(size)) = (rest.get(..4), rest.get(4..8).and_then(le_u32)) {
        let Some(body) = usize::try_from(size)
            .ok()
            .and_then(|size| rest.get(8..8 + size))
        else {
            // The data chunk may be cut short by a recorder that stopped; what is there counts.
            data |= id == b"data";
            break;
        };
        match id {
            b"fmt " => {
                let channels = body.get(2..4).map(|c| u16::from_le_bytes([c[0], c[1]]));
                let rate = body.get(4..8).and_then(le_u32);
                format = matches!((channels, rate), (Some(c), Some(r)) if c > 0 && r > 0);
            }
            b"data" => data = !body.is_empty(),
            _ => {}
        }
        // Chunks are padded to an even length.
        rest = rest
            .get(8 + body.len() + body.len() % 2..)
            .unwrap_or_default();
    }
    format && data
}

/// An Ogg stream's first page: version 0, the start-of-stream flag, its segments all there, and a
/// Vorbis, Opus, FLAC or Speex header in it.
fn ogg_starts_a_stream(bytes: &[u8]) -> bool {
    let (Some(0), Some(flags), Some(&segments)) = (bytes.get(4), bytes.get(5), bytes.get(26))
    else {
        return false;
    };
    let table_end = 27 + usize::from(segments);
    let Some(table) = bytes.get(27..table_end) else {
        return false;
    };
    let length: usize = table.iter().map(|lacing| usize::from(*lacing)).sum();
    let Some(packet) = bytes.get(table_end..table_end + length) else {
        return false;
    };
    flags & 0x02 != 0
        && [&b"\x01vorbis"[..], b"OpusHead", b"\x7FFLAC", b"Speex   "]
            .iter()
            .any(|header| packet.starts_with(header))
}

/// A frame where the file starts, or right after its ID3 tag (and any padding of zeros).
fn mp3_has_a_frame(bytes: &[u8]) -> bool {
    if !bytes.starts_with(b"ID3") {
        return is_mp3_frame(bytes);
    }
    let Some(header) = bytes.get(3..10) else {
        return false;
    };
    let (version, flags, size) = (header[0], header[2], &header[3..7]);
    if !(2..=4).contains(&version) || size.iter().any(|byte| byte & 0x80 != 0) {
        return false;
    }
    let tag = size
        .iter()
        .fold(0usize, |total, byte| (total << 7) | usize::from(*byte));
    let footer = if flags & 0x10 != 0 { 10 } else { 0 };
    let after = bytes.get(10 + tag + footer..).unwrap_or_default();
    let start = after
        .iter()
        .position(|byte| *byte != 0)
        .unwrap_or(after.len());
    is_mp3_frame(&after[start..])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sound_files_need_more_than_their_first_bytes() {
        let wav = [
            &b"RIFF\x2c\0\0\0WAVEfmt \x10\0\0\0\x01\0\x01\0\x40\x1f\0\0\x80\x3e\0\0\x02\0\x10\0"[..],
            b"data\x08\0\0\0\0\0\x01\0\x02\0\x03\0",
        ]
        .concat();
        assert_eq!(check_recording(FileKind::Wav, &wav), Ok(()));
        assert!(check_recording(FileKind::Wav, b"RIFF\x24\0\0\0WAVEfmt ").is_err());
        assert!(check_recording(FileKind::Wav, &wav[..36]).is_err());

        let mut ogg = b"OggS\0\x02".to_vec();
        ogg.resize(26, 0);
        ogg.extend([1, 30]);
        ogg.extend(b"\x01vorbis");
        ogg.resize(27 + 1 + 30, 0);
        assert_eq!(check_recording(FileKind::Ogg, &ogg), Ok(()));
        assert!(check_recording(FileKind::Ogg, &ogg[..40]).is_err());

        let mp3 = b"ID3\x04\0\0\0\0\0\x02\0\0\xFF\xFB\x90\x64\0\0".to_vec();
        assert_eq!(check_recording(FileKind::Mp3, &mp3), Ok(()));
        assert!(check_recording(FileKind::Mp3, b"ID3\x04\0\0\0\0\0\x02\0\0junk").is_err());
        assert!(check_recording(FileKind::Mp3, b"ID3\x04\0\0\0\x7F\x7F\x7F").is_err());
        assert!(check_recording(FileKind::M4a, b"\0\0\0\x14ftypM4A \0\0\0\0").is_err());
    }
}
