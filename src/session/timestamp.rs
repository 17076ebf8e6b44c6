//! `saved_at` stamps: RFC 3339 in UTC (jiff), shown to the player in
//! local time.

use std::time::{SystemTime, UNIX_EPOCH};

/// `2026-11-22T01:54:26Z` for the given moment, to the second (times before
/// 1970 clamp to the epoch: a wrong clock must not stop a save).
pub fn rfc3339_utc(t: SystemTime) -> String {
    let secs = t
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let stamp = i64::try_from(secs)
        .ok()
        .and_then(|s| jiff::Timestamp::from_second(s).ok())
        .unwrap_or(jiff::Timestamp::UNIX_EPOCH);
    stamp.strftime("%Y-%m-%dT%H:%M:%SZ").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn at(secs: u64) -> String {
        rfc3339_utc(UNIX_EPOCH + Duration::from_secs(secs))
    }

    #[test]
    fn known_moments() {
        assert_eq!(at(0), "1970-01-01T00:00:00Z");
        assert_eq!(at(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(at(1_700_000_000), "2023-11-14T22:13:20Z");
        assert_eq!(at(1_798_761_600 - 1), "2026-12-31T23:59:59Z");
    }

    #[test]
    fn before_the_epoch_clamps() {
        assert_eq!(
            rfc3339_utc(UNIX_EPOCH - Duration::from_secs(5)),
            "1970-01-01T00:00:00Z"
        );
    }
}

/// A `saved_at` stamp in the player's local time, "23 Nov 2026 11:05"; the
/// stamp as it is if it does not parse.
pub fn local_text(rfc3339: &str) -> String {
    match rfc3339.parse::<jiff::Timestamp>() {
        Ok(t) => t
            .to_zoned(jiff::tz::TimeZone::system())
            .strftime("%-d %b %Y %H:%M")
            .to_string(),
        Err(_) => rfc3339.to_string(),
    }
}

#[cfg(test)]
mod local_tests {
    #[test]
    fn a_stamp_reads_as_a_local_date_and_time() {
        let t = super::local_text("2026-11-22T01:54:26Z");
        assert!(t.contains("2026") && t.contains(':'), "{t}");
        assert_eq!(super::local_text("yesterday"), "yesterday");
    }
}
