//! Text that is made the first time it is read.
//!
//! A bot turn explains every step, but most of those explanations are only
//! ever read for the last few steps on screen. Log lines and rule citations
//! therefore keep what they need to say (seats, numbers, labels) and build
//! their words when first shown; the result is kept, so a line is formatted
//! at most once however often it is drawn.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::Deref;
use std::sync::{Arc, OnceLock};

/// A piece of text: fixed, owned, or made on first read.
#[derive(Clone)]
pub struct Text(Repr);

#[derive(Clone)]
enum Repr {
    Fixed(&'static str),
    Made(Arc<dyn Source>),
}

trait Source: Send + Sync {
    fn text(&self) -> &str;
}

impl Source for String {
    fn text(&self) -> &str {
        self
    }
}

struct Deferred<F> {
    make: F,
    made: OnceLock<String>,
}

impl<F: Fn() -> String + Send + Sync> Source for Deferred<F> {
    fn text(&self) -> &str {
        self.made.get_or_init(&self.make)
    }
}

impl Text {
    /// Text known at compile time (no allocation).
    pub const fn fixed(s: &'static str) -> Text {
        Text(Repr::Fixed(s))
    }

    /// Text built by `make` when first read (one allocation now).
    pub fn lazy(make: impl Fn() -> String + Send + Sync + 'static) -> Text {
        Text(Repr::Made(Arc::new(Deferred {
            make,
            made: OnceLock::new(),
        })))
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            Repr::Fixed(s) => s,
            Repr::Made(m) => m.text(),
        }
    }
}

impl Default for Text {
    fn default() -> Text {
        Text::fixed("")
    }
}

impl Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl From<&'static str> for Text {
    fn from(s: &'static str) -> Text {
        Text::fixed(s)
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text(Repr::Made(Arc::new(s)))
    }
}

impl From<&Text> for Text {
    fn from(t: &Text) -> Text {
        t.clone()
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for Text {}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl Serialize for Text {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        String::deserialize(d).map(Text::from)
    }
}

/// `Text::lazy(move || format!(...))`: the arguments are captured now (they
/// must be owned) and formatted when the text is first read.
#[macro_export]
macro_rules! lazy_text {
    ($($arg:tt)*) => {
        $crate::rcw::text::Text::lazy(move || format!($($arg)*))
    };
}

/// "C's", "Denikin's Whites'": a player's label as the owner of something.
pub fn possessive(label: &str) -> String {
    if label.ends_with('s') {
        format!("{label}'")
    } else {
        format!("{label}'s")
    }
}

/// "Tver", "Tver or Petrograd", "Tver, Petrograd or Omsk": names as a
/// choice in words.
pub fn or_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn names_read_as_a_choice() {
        let n = |v: &[&str]| or_list(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert_eq!(n(&[]), "");
        assert_eq!(n(&["Tver"]), "Tver");
        assert_eq!(n(&["Tver", "Omsk"]), "Tver or Omsk");
        assert_eq!(n(&["Tver", "Omsk", "Perm"]), "Tver, Omsk or Perm");
    }

    #[test]
    fn lazy_text_is_made_once_and_only_when_read() {
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let n = 7;
        let t = Text::lazy(move || {
            MADE.fetch_add(1, Ordering::SeqCst);
            format!("{n} attacks")
        });
        let copy = t.clone();
        assert_eq!(MADE.load(Ordering::SeqCst), 0);
        assert_eq!(t.as_str(), "7 attacks");
        assert_eq!(copy.as_str(), "7 attacks");
        assert_eq!(&*t, "7 attacks");
        assert_eq!(MADE.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn texts_compare_and_serialise_by_their_words() {
        let a = Text::fixed("Done");
        let b = Text::from("Done".to_string());
        let c = lazy_text!("{}", "Done");
        assert_eq!(a, b);
        assert_eq!(b, c);
        assert_eq!(serde_json::to_string(&c).unwrap(), "\"Done\"");
        let back: Text = serde_json::from_str("\"Done\"").unwrap();
        assert_eq!(back, a);
        assert_eq!(format!("{c} / {c:?}"), "Done / \"Done\"");
    }
}
