//! Who the caller is behind a reverse proxy. `X-Forwarded-For` and `X-Forwarded-Proto` are headers
//! anyone can send, so they are read only from a peer listed in `TRUSTED_PROXIES` (empty by
//! default: the peer address is the client).

use std::net::IpAddr;

use axum::http::HeaderMap;
use ipnet::IpNet;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    /// A comma-separated list of addresses (`10.0.0.5`) and ranges (`10.0.0.0/8`, `fd00::/8`).
    pub fn parse(text: &str) -> Result<TrustedProxies, String> {
        text.split(',')
            .map(str::trim)
            .filter(|item| !item.is_empty())
            .map(|item| {
                item.parse::<IpNet>()
                    .or_else(|_| item.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| item.to_owned())
            })
            .collect::<Result<Vec<_>, _>>()
            .map(TrustedProxies)
    }

    pub fn trusts(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.0.iter().any(|range| range.contains(&address))
    }

    /// The client: the peer, or when the peer is a trusted proxy, the nearest address in
    /// `X-Forwarded-For` that is not itself a trusted proxy (read from the right, as each proxy
    /// appends the address it was called from).
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        let mut client = peer.to_canonical();
        if !self.trusts(client) {
            return client;
        }
        let hops: Vec<&str> = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .collect();
        for hop in hops.into_iter().rev() {
            let Ok(address) = hop.trim().parse::<IpAddr>() else {
                break;
            };
            client = address.to_canonical();
            if !self.trusts(client) {
                break;
            }
        }
        client
    }

    /// Whether a trusted proxy says the caller came over HTTPS (`X-Forwarded-Proto: https`).
    pub fn forwarded_https(&self, peer: IpAddr, headers: &HeaderMap) -> bool {
        self.trusts(peer)
            && headers
                .get("x-forwarded-proto")
                .and_then(|value| value.to_str().ok())
                .and_then(|value| value.split(',').next())
                .is_some_and(|proto| proto.trim().eq_ignore_ascii_case("https"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_static(value));
        }
        map
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("address")
    }

    #[test]
    fn forwarded_addresses_count_only_from_trusted_proxies() {
        let none = TrustedProxies::default();
        let forged = headers(&[("x-forwarded-for", "198.51.100.9")]);
        assert_eq!(none.client(ip("203.0.113.7"), &forged), ip("203.0.113.7"));

        let proxies = TrustedProxies::parse("10.0.0.0/8, 127.0.0.1").expect("list");
        assert_eq!(
            proxies.client(ip("203.0.113.7"), &forged),
            ip("203.0.113.7")
        );
        assert_eq!(proxies.client(ip("10.1.2.3"), &forged), ip("198.51.100.9"));
        // A client-supplied first entry cannot hide the address the proxy saw.
        let chain = headers(&[
            ("x-forwarded-for", "1.1.1.1, 198.51.100.9"),
            ("x-forwarded-for", "10.0.0.2"),
        ]);
        assert_eq!(proxies.client(ip("127.0.0.1"), &chain), ip("198.51.100.9"));
        let garbage = headers(&[("x-forwarded-for", "not-an-address")]);
        assert_eq!(proxies.client(ip("127.0.0.1"), &garbage), ip("127.0.0.1"));
        assert_eq!(
            proxies.client(ip("::ffff:10.0.0.1"), &forged),
            ip("198.51.100.9")
        );
    }

    #[test]
    fn https_only_from_trusted_proxies() {
        let proxies = TrustedProxies::parse("127.0.0.1").expect("list");
        let https = headers(&[("x-forwarded-proto", "https")]);
        assert!(proxies.forwarded_https(ip("127.0.0.1"), &https));
        assert!(!proxies.forwarded_https(ip("203.0.113.7"), &https));
        assert!(!proxies.forwarded_https(ip("127.0.0.1"), &headers(&[])));
    }

    #[test]
    fn parses_lists() {
        assert_eq!(TrustedProxies::parse(""), Ok(TrustedProxies::default()));
        assert!(TrustedProxies::parse("10.0.0.0/8,fd00::/8,192.168.1.1").is_ok());
        assert_eq!(
            TrustedProxies::parse("10.0.0.0/8, proxy.local"),
            Err("proxy.local".to_owned())
        );
    }
}
