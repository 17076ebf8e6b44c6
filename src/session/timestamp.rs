//! `saved_at` stamps: a [`jiff::Timestamp`] in memory, RFC 3339 in UTC to
//! the second on disk, shown to the player in local time.

use std::time::SystemTime;

pub use jiff::Timestamp;

/// The moment `t`, to the second. A clock jiff cannot read (beyond the
/// years −9999 to 9999) reads as the epoch: a wrong clock must not stop a
/// save.
pub fn at(t: SystemTime) -> Timestamp {
    Timestamp::try_from(t)
        .ok()
        .and_then(|t| Timestamp::from_second(t.as_second()).ok())
        .unwrap_or(Timestamp::UNIX_EPOCH)
}

/// Now, to the second.
pub fn now() -> Timestamp {
    at(SystemTime::now())
}

/// `2026-11-22T01:54:26Z`: the stamp as files hold it.
pub fn rfc3339(t: Timestamp) -> String {
    t.strftime("%Y-%m-%dT%H:%M:%SZ").to_string()
}

/// [`rfc3339`] of the moment `t` (file names, crash reports).
pub fn rfc3339_utc(t: SystemTime) -> String {
    rfc3339(at(t))
}

/// A stamp as a file holds it; none when it is not one (an older or
/// edited file may hold anything there: the file still reads).
pub fn read(text: &str) -> Option<Timestamp> {
    text.trim().parse().ok()
}

/// The stamp in the player's local time, "23 Nov 2026 11:05".
pub fn local_text(t: Timestamp) -> String {
    t.to_zoned(jiff::tz::TimeZone::system())
        .strftime("%-d %b %Y %H:%M")
        .to_string()
}

/// Reads an optional `saved_at` field leniently: a stamp that does not
/// read is no stamp, never a file that does not load.
pub(crate) fn lenient<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<Timestamp>, D::Error> {
    let v = <Option<serde_json::Value> as serde::Deserialize>::deserialize(d)?;
    Ok(match v {
        Some(serde_json::Value::String(s)) => read(&s),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    fn at_secs(secs: u64) -> String {
        rfc3339_utc(UNIX_EPOCH + Duration::from_secs(secs))
    }

    #[test]
    fn known_moments() {
        assert_eq!(at_secs(0), "1970-01-01T00:00:00Z");
        assert_eq!(at_secs(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(at_secs(1_700_000_000), "2023-11-14T22:13:20Z");
        assert_eq!(at_secs(1_798_761_600 - 1), "2026-12-31T23:59:59Z");
    }

    /// A clock set before 1970 is written as it reads, not moved to 1970.
    #[test]
    fn before_the_epoch_is_kept() {
        assert_eq!(
            rfc3339_utc(UNIX_EPOCH - Duration::from_secs(5)),
            "1969-12-31T23:59:55Z"
        );
    }

    #[test]
    fn to_the_second_and_read_back() {
        let t = at(UNIX_EPOCH + Duration::from_millis(1_700_000_000_750));
        assert_eq!(rfc3339(t), "2023-11-14T22:13:20Z");
        assert_eq!(read(&rfc3339(t)), Some(t));
        assert_eq!(read("yesterday"), None);
    }

    #[test]
    fn a_stamp_reads_as_a_local_date_and_time() {
        let t = local_text(read("2026-11-22T01:54:26Z").unwrap());
        // Day, month's name, year and minute in the machine's zone ("22
        // Nov 2026 01:54" in UTC): read back there, the same instant to
        // the minute.
        let back = jiff::civil::DateTime::strptime("%d %b %Y %H:%M", &t)
            .unwrap()
            .to_zoned(jiff::tz::TimeZone::system())
            .unwrap()
            .timestamp();
        assert_eq!(back.as_second(), 1_795_312_440, "{t}");
        assert!(t.split(' ').nth(1).is_some_and(|m| m.len() == 3), "{t}");
    }
}
