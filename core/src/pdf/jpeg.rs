//! A JPEG's size and colours read from its frame header, so it can go into a PDF as it is (the
//! reader decodes it: `DCTDecode`), with nothing decoded here.

/// What a PDF needs to know of a JPEG.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JpegInfo {
    pub width: u32,
    pub height: u32,
    /// 1 grey, 3 colour (YCbCr or RGB), 4 CMYK.
    pub components: u8,
}

/// The frame header of a baseline or progressive JPEG of 8-bit samples; None for anything else (not
/// a JPEG, cut short, 12-bit, arithmetic-coded, no frame before the scan).
pub fn jpeg_info(bytes: &[u8]) -> Option<JpegInfo> {
    if !bytes.starts_with(&[0xFF, 0xD8]) {
        return None;
    }
    let mut at = 2;
    loop {
        // Markers may be padded with 0xFF bytes.
        while *bytes.get(at)? == 0xFF && *bytes.get(at + 1)? == 0xFF {
            at += 1;
        }
        if *bytes.get(at)? != 0xFF {
            return None;
        }
        let marker = *bytes.get(at + 1)?;
        let length = usize::from(u16::from_be_bytes([
            *bytes.get(at + 2)?,
            *bytes.get(at + 3)?,
        ]));
        match marker {
            // Baseline, extended and progressive frames with Huffman coding.
            0xC0..=0xC2 => {
                let frame = bytes.get(at + 4..at + 2 + length)?;
                let (precision, components) = (frame[0], *frame.get(5)?);
                let height = u32::from(u16::from_be_bytes([frame[1], frame[2]]));
                let width = u32::from(u16::from_be_bytes([frame[3], frame[4]]));
                let usable = precision == 8 && width > 0 && height > 0;
                return (usable && matches!(components, 1 | 3 | 4)).then_some(JpegInfo {
                    width,
                    height,
                    components,
                });
            }
            // Other frame kinds, or the scan before any frame.
            0xC3 | 0xC5..=0xC7 | 0xC9..=0xCB | 0xCD..=0xCF | 0xDA | 0xD9 => return None,
            _ if length < 2 => return None,
            _ => at += 2 + length,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A JPEG's start: SOI, an APP0 segment, then a frame header.
    fn jpeg(marker: u8, precision: u8, width: u16, height: u16, components: u8) -> Vec<u8> {
        let mut bytes = vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, b'J', b'F'];
        bytes.extend([0xFF, marker, 0x00, 8 + 3 * components, precision]);
        bytes.extend(height.to_be_bytes());
        bytes.extend(width.to_be_bytes());
        bytes.push(components);
        bytes.extend(std::iter::repeat_n(0x11, 3 * usize::from(components)));
        bytes.extend([0xFF, 0xDA]);
        bytes
    }

    #[test]
    fn reads_the_frame_header() {
        let info = jpeg_info(&jpeg(0xC0, 8, 640, 480, 3));
        assert_eq!(
            info,
            Some(JpegInfo {
                width: 640,
                height: 480,
                components: 3
            })
        );
        let info = jpeg_info(&jpeg(0xC2, 8, 32, 16, 1));
        assert_eq!(
            info,
            Some(JpegInfo {
                width: 32,
                height: 16,
                components: 1
            })
        );
    }

    #[test]
    fn refuses_what_a_pdf_reader_may_not_show() {
        assert_eq!(jpeg_info(&jpeg(0xC0, 12, 640, 480, 3)), None, "12-bit");
        assert_eq!(jpeg_info(&jpeg(0xC9, 8, 640, 480, 3)), None, "arithmetic");
        assert_eq!(jpeg_info(&jpeg(0xC0, 8, 0, 480, 3)), None, "no width");
        assert_eq!(
            jpeg_info(&jpeg(0xC0, 8, 640, 480, 2)),
            None,
            "two components"
        );
        assert_eq!(jpeg_info(b"\x89PNG\r\n"), None);
        let whole = jpeg(0xC0, 8, 640, 480, 3);
        for cut in 0..whole.len() - 5 {
            assert_eq!(jpeg_info(&whole[..cut]), None, "cut at {cut}");
        }
    }
}
