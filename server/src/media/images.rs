//! Pictures are decoded (within core's pixel limits, read from the header before any pixel is) and
//! written again: the stored copy holds the pixels and nothing else. A JPEG keeps its EXIF
//! orientation, so a phone photo still shows upright; its other metadata (the place it was taken,
//! the camera) goes.

use std::io::Cursor;

use portal_core::uploads::{check_dimensions, FileKind, UploadProblem, MAX_IMAGE_PIXELS};
use zune_core::colorspace::ColorSpace;
use zune_core::options::DecoderOptions;

/// Visually the same as a phone's own JPEGs, about the same size.
const JPEG_QUALITY: u8 = 90;
/// What decoding a PNG may allocate: its pixels at 4 bytes each, with room for its rows.
const PNG_DECODE_BYTES: usize = (MAX_IMAGE_PIXELS as usize) * 4 + 16 * 1024 * 1024;

pub fn fresh_png(bytes: &[u8]) -> Result<Vec<u8>, UploadProblem> {
    let limits = png::Limits {
        bytes: PNG_DECODE_BYTES,
    };
    let mut decoder = png::Decoder::new_with_limits(Cursor::new(bytes), limits);
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    decoder.set_ignore_text_chunk(true);
    let mut reader = decoder.read_info().map_err(unreadable(FileKind::Png))?;
    let (width, height) = (reader.info().width, reader.info().height);
    check_dimensions(width, height)?;
    let size = reader
        .output_buffer_size()
        .ok_or(UploadProblem::TooManyPixels)?;
    let mut pixels = vec![0; size];
    let frame = reader
        .next_frame(&mut pixels)
        .map_err(unreadable(FileKind::Png))?;
    pixels.truncate(frame.buffer_size());

    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(frame.color_type);
    encoder.set_depth(frame.bit_depth);
    let mut writer = encoder.write_header().map_err(unreadable(FileKind::Png))?;
    writer
        .write_image_data(&pixels)
        .map_err(unreadable(FileKind::Png))?;
    writer.finish().map_err(unreadable(FileKind::Png))?;
    Ok(out)
}

pub fn fresh_jpeg(bytes: &[u8]) -> Result<Vec<u8>, UploadProblem> {
    // JPEG sizes are 16-bit; core's limits decide, so the decoder's own are opened fully.
    let options = DecoderOptions::default()
        .set_max_width(usize::from(u16::MAX))
        .set_max_height(usize::from(u16::MAX))
        .set_strict_mode(true)
        .jpeg_set_out_colorspace(ColorSpace::RGB);
    let mut decoder = zune_jpeg::JpegDecoder::new_with_options(Cursor::new(bytes), options);
    decoder
        .decode_headers()
        .map_err(unreadable(FileKind::Jpeg))?;
    let info = decoder
        .info()
        .ok_or(UploadProblem::Unreadable(FileKind::Jpeg))?;
    check_dimensions(u32::from(info.width), u32::from(info.height))?;
    let orientation = decoder.exif().and_then(|tiff| orientation(tiff));
    let pixels = decoder.decode().map_err(unreadable(FileKind::Jpeg))?;

    let mut out = Vec::new();
    let mut encoder = jpeg_encoder::Encoder::new(&mut out, JPEG_QUALITY);
    if let Some(turned) = orientation.filter(|o| *o != 1) {
        encoder
            .add_app_segment(1, exif_with_orientation(turned))
            .map_err(unreadable(FileKind::Jpeg))?;
    }
    encoder
        .encode(
            &pixels,
            info.width,
            info.height,
            jpeg_encoder::ColorType::Rgb,
        )
        .map_err(unreadable(FileKind::Jpeg))?;
    Ok(out)
}

fn unreadable<E>(kind: FileKind) -> impl FnOnce(E) -> UploadProblem {
    move |_| UploadProblem::Unreadable(kind)
}

const ORIENTATION_TAG: u16 = 0x0112;

/// The EXIF orientation (1 to 8) in a TIFF block's first directory, if it has one.
fn orientation(tiff: &[u8]) -> Option<u16> {
    let big_endian = match tiff.get(..2)? {
        b"MM" => true,
        b"II" => false,
        _ => return None,
    };
    let u16_at = |at: usize| {
        let b = tiff.get(at..at.checked_add(2)?)?;
        Some(if big_endian {
            u16::from_be_bytes([b[0], b[1]])
        } else {
            u16::from_le_bytes([b[0], b[1]])
        })
    };
    let u32_at = |at: usize| {
        let b = tiff.get(at..at.checked_add(4)?)?;
        let b = [b[0], b[1], b[2], b[3]];
        Some(if big_endian {
            u32::from_be_bytes(b)
        } else {
            u32::from_le_bytes(b)
        })
    };
    let directory = usize::try_from(u32_at(4)?).ok()?;
    let entries = u16_at(directory)?;
    (0..usize::from(entries))
        .map(|n| directory + 2 + 12 * n)
        .find(|entry| u16_at(*entry) == Some(ORIENTATION_TAG))
        .and_then(|entry| u16_at(entry + 8))
        .filter(|value| (1..=8).contains(value))
}

/// An APP1 EXIF block holding the orientation alone.
fn exif_with_orientation(value: u16) -> Vec<u8> {
    let mut out = b"Exif\0\0MM\0\x2a\0\0\0\x08\0\x01".to_vec();
    out.extend(ORIENTATION_TAG.to_be_bytes());
    out.extend([0, 3, 0, 0, 0, 1]);
    out.extend(value.to_be_bytes());
    out.extend([0, 0, 0, 0, 0, 0]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_orientation_is_read_in_either_byte_order_and_written_back() {
        let written = exif_with_orientation(6);
        assert_eq!(orientation(&written[6..]), Some(6));
        let little = b"II\x2a\0\x08\0\0\0\x01\0\x12\x01\x03\0\x01\0\0\0\x08\0\0\0\0\0\0\0";
        assert_eq!(orientation(little), Some(8));
        assert_eq!(orientation(b"MM\0\x2a\0\0\0\x08\0\x00"), None);
        assert_eq!(orientation(b"MM\0\x2a\xFF\xFF\xFF\xFF"), None);
        assert_eq!(orientation(b"junk"), None);
    }

    #[test]
    fn a_header_alone_is_not_a_picture() {
        assert_eq!(
            fresh_jpeg(b"\xFF\xD8\xFF\xE0\0\x10JFIF\0MZ"),
            Err(UploadProblem::Unreadable(FileKind::Jpeg))
        );
        assert_eq!(
            fresh_png(b"\x89PNG\r\n\x1a\nMZ"),
            Err(UploadProblem::Unreadable(FileKind::Png))
        );
    }
}
