//! Protecting a sample statement PDF with a password, as M-Pesa sends its statements (AES-128,
//! the standard security handler's revision 4), so that the reader's password path is tested on
//! files like the real ones. Natively only, with the `pdf-read` feature.

use std::collections::BTreeMap;
use std::sync::Arc;

use lopdf::encryption::crypt_filters::{Aes128CryptFilter, CryptFilter};
use lopdf::{Document, EncryptionState, EncryptionVersion, Object, Permissions, StringFormat};

/// `pdf` opened only with `password` (which is also the owner's); None when it cannot be read.
/// The file identifier the key is derived from is made from the file's own bytes: the same file
/// and password give the same result.
pub fn protect_pdf(pdf: &[u8], password: &str) -> Option<Vec<u8>> {
    let mut document = Document::load_mem(pdf).ok()?;
    if !document.trailer.has(b"ID") {
        let id = file_id(pdf);
        document.trailer.set(
            "ID",
            Object::Array(vec![
                Object::String(id.clone(), StringFormat::Hexadecimal),
                Object::String(id, StringFormat::Hexadecimal),
            ]),
        );
    }
    let filter: Arc<dyn CryptFilter> = Arc::new(Aes128CryptFilter);
    let version = EncryptionVersion::V4 {
        document: &document,
        encrypt_metadata: true,
        crypt_filters: BTreeMap::from([(b"StdCF".to_vec(), filter)]),
        stream_filter: b"StdCF".to_vec(),
        string_filter: b"StdCF".to_vec(),
        owner_password: password,
        user_password: password,
        permissions: Permissions::PRINTABLE | Permissions::COPYABLE,
    };
    let state = EncryptionState::try_from(version).ok()?;
    document.encrypt(&state).ok()?;
    let mut out = Vec::new();
    document.save_to(&mut out).ok()?;
    Some(out)
}

/// Sixteen bytes that depend on every byte of `pdf` (FNV-1a, twice with different seeds).
fn file_id(pdf: &[u8]) -> Vec<u8> {
    let hash = |seed: u64| {
        pdf.iter().fold(seed, |h, &b| {
            (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01B3)
        })
    };
    let mut id = hash(0xCBF2_9CE4_8422_2325).to_be_bytes().to_vec();
    id.extend(hash(0x8422_2325_CBF2_9CE4).to_be_bytes());
    id
}
