//! Save names: what a player types, checked so it can only ever be a plain
//! file name inside the saves folder, on Linux, macOS and Windows alike.
//!
//! Path-like input (`../x`, `/etc/passwd`, `a/b`, `C:\x`) is refused rather
//! than cleaned: silently turning it into some other name would surprise the
//! player. The only cleaning is trimming surrounding spaces and a `.json`
//! the player typed out of habit.

use super::error::StoreError;

/// Longest accepted name, in characters. Leaves room in the 255-byte file
/// name limit for `.json`, backup and trash suffixes even with Cyrillic text.
pub const MAX_NAME_CHARS: usize = 80;

/// Longest accepted name in UTF-8 bytes: file names are limited to 255
/// bytes, and the longest one made from a save name is its temporary file
/// `.<name>.json.tmp-<pid>-<n>` (about 40 bytes more than the name).
pub const MAX_NAME_BYTES: usize = 200;

/// A checked save name: the file is `<saves>/<name>.json`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SaveName(String);

const RESERVED_ON_WINDOWS: [&str; 22] = [
    "CON", "PRN", "AUX", "NUL", "COM1", "COM2", "COM3", "COM4", "COM5", "COM6", "COM7", "COM8",
    "COM9", "LPT1", "LPT2", "LPT3", "LPT4", "LPT5", "LPT6", "LPT7", "LPT8", "LPT9",
];

fn bad(name: &str, reason: &'static str) -> StoreError {
    StoreError::BadName {
        name: name.to_string(),
        reason,
    }
}

impl SaveName {
    /// Checks a typed name; the error says what to change.
    pub fn parse(input: &str) -> Result<SaveName, StoreError> {
        let mut name = input.trim();
        if name.len() >= 5 && name.is_char_boundary(name.len() - 5) {
            let (stem, ext) = name.split_at(name.len() - 5);
            if ext.eq_ignore_ascii_case(".json") {
                name = stem.trim_end();
            }
        }
        if name.is_empty() {
            return Err(bad(input, "a save needs a name"));
        }
        if name.chars().any(char::is_control) {
            return Err(bad(input, "a save name cannot contain control characters"));
        }
        if name.contains(['/', '\\']) {
            return Err(bad(
                input,
                "a save name cannot contain / or \\ (saves stay in the saves folder)",
            ));
        }
        if name.contains(['<', '>', ':', '"', '|', '?', '*']) {
            return Err(bad(
                input,
                "a save name cannot contain any of < > : \" | ? * (not allowed in file names on Windows)",
            ));
        }
        if name.starts_with('.') {
            return Err(bad(input, "a save name cannot start with a dot"));
        }
        if name.ends_with('.') {
            return Err(bad(
                input,
                "a save name cannot end with a dot (Windows would drop it)",
            ));
        }
        let base = name.split('.').next().unwrap_or(name).trim_end();
        if RESERVED_ON_WINDOWS
            .iter()
            .any(|r| base.eq_ignore_ascii_case(r))
        {
            return Err(bad(
                input,
                "that name is reserved for a device on Windows; choose another",
            ));
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(bad(input, "a save name can have at most 80 characters"));
        }
        if name.len() > MAX_NAME_BYTES {
            return Err(bad(
                input,
                "that name is too long for a file name (at most 200 bytes: about 100 Cyrillic or 66 Chinese characters)",
            ));
        }
        Ok(SaveName(name.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// `<name>.json`
    pub fn file_name(&self) -> String {
        format!("{}.json", self.0)
    }
}

impl std::fmt::Display for SaveName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(s: &str) -> String {
        SaveName::parse(s).unwrap().as_str().to_string()
    }

    fn refused(s: &str) -> String {
        match SaveName::parse(s) {
            Err(StoreError::BadName { reason, .. }) => reason.to_string(),
            other => panic!("{s:?} should be refused, got {other:?}"),
        }
    }

    #[test]
    fn ordinary_names_are_kept() {
        assert_eq!(ok("Turn 3 — Reds push"), "Turn 3 — Reds push");
        assert_eq!(ok("Колчак наступает"), "Колчак наступает");
        assert_eq!(ok("game-1 (backup)"), "game-1 (backup)");
        assert_eq!(ok("v1.2 final"), "v1.2 final");
    }

    #[test]
    fn spaces_and_a_typed_json_extension_are_trimmed() {
        assert_eq!(ok("  my game  "), "my game");
        assert_eq!(ok("my game.json"), "my game");
        assert_eq!(ok("my game.JSON"), "my game");
        assert_eq!(SaveName::parse("x").unwrap().file_name(), "x.json");
    }

    #[test]
    fn paths_cannot_leave_the_saves_folder() {
        for s in [
            "../x",
            "/etc/passwd",
            "a/b",
            "C:\\x",
            "..\\..\\x",
            "~/x/../y",
        ] {
            assert!(refused(s).contains("/ or \\"), "{s}");
        }
        assert!(refused("C:x").contains("not allowed in file names on Windows"));
        assert!(refused("..").contains("start with a dot"));
        assert!(refused(".").contains("start with a dot"));
        assert!(refused(".hidden").contains("start with a dot"));
        assert!(refused("name.").contains("end with a dot"));
    }

    #[test]
    fn empty_and_control_characters_are_refused() {
        assert_eq!(refused(""), "a save needs a name");
        assert_eq!(refused("   "), "a save needs a name");
        assert_eq!(refused(".json"), "a save needs a name");
        assert!(refused("a\0b").contains("control characters"));
        assert!(refused("a\nb").contains("control characters"));
    }

    #[test]
    fn reserved_windows_device_names_are_refused() {
        for s in [
            "CON", "con", "nul", "Aux", "COM1", "lpt9", "con.txt", "NUL .x", "prn.json",
        ] {
            assert!(refused(s).contains("reserved"), "{s}");
        }
        assert_eq!(ok("console"), "console");
        assert_eq!(ok("COM10"), "COM10");
    }

    #[test]
    fn very_long_names_are_refused_but_80_characters_are_fine() {
        assert_eq!(ok(&"ж".repeat(80)).chars().count(), 80);
        assert!(refused(&"ж".repeat(81)).contains("at most 80"));
        assert!(refused(&"x".repeat(10_000)).contains("at most 80"));
    }

    use proptest::prelude::*;

    proptest! {
        #[test]
        fn any_accepted_name_is_one_plain_file_in_the_saves_folder(input in "\\PC{0,100}|[./\\\\:a-zA-Z ]{0,12}") {
            if let Ok(name) = SaveName::parse(&input) {
                let saves = std::path::Path::new("saves");
                let file = saves.join(name.file_name());
                prop_assert_eq!(file.parent(), Some(saves));
                let mut parts = file.components();
                prop_assert!(matches!(parts.next(), Some(std::path::Component::Normal(_))));
                prop_assert!(matches!(parts.next(), Some(std::path::Component::Normal(_))));
                prop_assert!(parts.next().is_none());
                prop_assert!(!name.as_str().contains(['/', '\\', ':', '\0']));
            }
        }
    }

    #[test]
    fn error_message_quotes_what_was_typed() {
        let e = SaveName::parse("../x").unwrap_err();
        assert_eq!(
            e.to_string(),
            "a save name cannot contain / or \\ (saves stay in the saves folder): \"../x\""
        );
    }

    #[test]
    fn names_in_any_script_stay_distinct_and_fit_a_file_name_in_bytes() {
        assert_eq!(ok("Колчак"), "Колчак");
        assert_ne!(ok("Колчак"), ok("Юденич"));
        // 80 characters of 3-byte script: within the character limit, over
        // 255 bytes as a file name; refused with a reason, not an I/O error.
        let long = "東".repeat(80);
        assert!(refused(&long).contains("too long for a file name"));
        let fits = "Ж".repeat(80);
        assert_eq!(ok(&fits), fits);
    }
}
