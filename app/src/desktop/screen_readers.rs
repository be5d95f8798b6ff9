//! What the screen readers running now listen for, and so how a table's
//! announcements reach them (see [`Announcing`]).
//!
//! A table announces each move as a *live region* (see
//! `tables::announcer`): AccessKit turns it into the AT-SPI
//! `object:announcement` event on Linux, which Orca speaks from version 46 on
//! (and UI Automation's and macOS's notifications elsewhere). Orca 45 and
//! older — Orca 43 is the one Debian 12 ships — register no listener for that
//! event, and speak neither a live region's words nor text that changes away
//! from the focus. What every Orca speaks is the focused control: its name,
//! role and description as the focus comes to it, and its *description*
//! again whenever it changes. So, where a screen reader listens for
//! description changes and not for announcements, the table also gives the
//! focused control each announcement as its description — never both to one
//! screen reader, which would hear everything twice.
//!
//! Which events a screen reader listens for is no guess: every AT-SPI client
//! registers the events it wants with the accessibility bus's registry
//! (`org.a11y.atspi.Registry.GetRegisteredEvents`), which exists so that
//! applications send only what someone listens to. A thread asks it every
//! few seconds, and only once a table first announces something.

use serde::{Deserialize, Serialize};

/// How a table's announcements reach the screen reader (View ▸ *Screen
/// reader announcements*).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Announcing {
    /// As the screen readers running ask: as announcements, and also on the
    /// focused control while a screen reader that does not follow
    /// announcements runs.
    #[default]
    Automatic,
    /// As announcements (live regions) only.
    Announcements,
    /// As announcements, and on the focused control too.
    AlsoOnFocus,
}

impl Announcing {
    /// All choices, in the menu's order.
    pub const ALL: [Announcing; 3] = [Announcing::Automatic, Announcing::Announcements, Announcing::AlsoOnFocus];

    /// The choice's words in the menu.
    pub fn words(self) -> &'static str {
        match self {
            Announcing::Automatic => "As the screen reader asks",
            Announcing::Announcements => "As announcements only",
            Announcing::AlsoOnFocus => "Also on the focused control",
        }
    }

    /// What the choice means, on hover.
    pub fn help(self) -> &'static str {
        match self {
            Announcing::Automatic => {
                "Announcements, and also the focused control's description while a screen reader that does \
                 not speak announcements (Orca 45 and older) runs"
            }
            Announcing::Announcements => "Live-region announcements only (Orca 46 and newer, Narrator, VoiceOver)",
            Announcing::AlsoOnFocus => {
                "Each announcement is also given to the focused control as its description, which every Orca speaks"
            }
        }
    }

    /// Whether each announcement is given to the focused control too, now.
    pub fn on_focus(self) -> bool {
        match self {
            Announcing::Automatic => watch::describing(),
            Announcing::Announcements => false,
            Announcing::AlsoOnFocus => true,
        }
    }
}

/// The event a screen reader registers to hear a live region.
const ANNOUNCEMENT: &str = "Object:Announcement";
/// The event a screen reader registers to hear a description change.
const DESCRIPTION: &str = "Object:PropertyChange:AccessibleDescription";

/// Whether a listener registered for `registered` hears `event`: the same
/// event, or a wider one it is part of (`Object:` hears every object event).
fn covers(registered: &str, event: &str) -> bool {
    let registered: Vec<&str> = registered.split(':').filter(|part| !part.is_empty()).collect();
    let event: Vec<&str> = event.split(':').collect();
    registered.len() <= event.len() && registered.iter().zip(&event).all(|(r, e)| r.eq_ignore_ascii_case(e))
}

/// Whether the focused control must carry the announcements: some client of
/// the registry (`events`: who listens, and for what) listens for
/// description changes — a screen reader — and none of those listens for
/// announcements. A client listening for announcements alone (a test's
/// listener, say) speaks nothing and changes nothing.
pub fn focus_needed(events: &[(String, String)]) -> bool {
    let hears = |who: &str, event: &str| events.iter().any(|(w, e)| w == who && covers(e, event));
    let readers: Vec<&str> =
        events.iter().filter(|(who, _)| hears(who, DESCRIPTION)).map(|(who, _)| who.as_str()).collect();
    !readers.is_empty() && !readers.iter().any(|who| hears(who, ANNOUNCEMENT))
}

#[cfg(target_os = "linux")]
mod watch {
    //! The thread that asks the accessibility bus's registry.

    use std::sync::OnceLock;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::time::Duration;

    use futures_lite::future::block_on;

    /// How often the registry is asked.
    const EVERY: Duration = Duration::from_secs(2);

    /// What the registry said last: whether the focus must carry announcements.
    static DESCRIBING: AtomicBool = AtomicBool::new(false);
    /// Whether the thread was started.
    static STARTED: OnceLock<()> = OnceLock::new();

    /// Whether a screen reader running now needs the focused control to
    /// carry the announcements; the first call starts asking.
    pub fn describing() -> bool {
        STARTED.get_or_init(|| {
            // Without a thread the answer stays "no": announcements still go out.
            let _ = std::thread::Builder::new().name("screen-readers".to_owned()).spawn(watch);
        });
        DESCRIBING.load(Ordering::Relaxed)
    }

    /// Asks the registry for ever; connects again after an error.
    fn watch() {
        loop {
            if let Ok(bus) = block_on(Bus::connect()) {
                while let Ok(events) = block_on(bus.events()) {
                    DESCRIBING.store(super::focus_needed(&events), Ordering::Relaxed);
                    std::thread::sleep(EVERY);
                }
            }
            DESCRIBING.store(false, Ordering::Relaxed);
            std::thread::sleep(EVERY * 5);
        }
    }

    /// The accessibility bus's registry, reached through the session bus.
    struct Bus {
        registry: atspi::proxy::registry::RegistryProxy<'static>,
    }

    impl Bus {
        /// Finds the accessibility bus and its registry.
        async fn connect() -> zbus::Result<Self> {
            let session = zbus::Connection::session().await?;
            let address = atspi::proxy::bus::BusProxy::new(&session).await?.get_address().await?;
            let a11y = zbus::connection::Builder::address(address.as_str())?.build().await?;
            let registry = atspi::proxy::registry::RegistryProxy::new(&a11y).await?;
            Ok(Self { registry })
        }

        /// Who listens, and for what.
        async fn events(&self) -> zbus::Result<Vec<(String, String)>> {
            let events = self.registry.registered_events().await?;
            Ok(events.into_iter().map(|(who, event)| (who.to_string(), event)).collect())
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod watch {
    //! Elsewhere screen readers follow live regions.

    /// Never: announcements reach the screen reader as they are.
    pub fn describing() -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a registry holds: each of `events` registered by `who`.
    fn registered(who: &str, events: &[&str]) -> Vec<(String, String)> {
        events.iter().map(|e| (who.to_owned(), (*e).to_owned())).collect()
    }

    #[test]
    fn the_focus_carries_announcements_only_for_a_reader_that_does_not_hear_them() {
        // Orca 43, as Debian 12's registry lists it: descriptions, no announcements.
        let orca43 = registered(":1.0", &["Object:StateChanged:Focused", DESCRIPTION, "Window:Activate:"]);
        assert!(focus_needed(&orca43));
        // Orca 46 and newer hear both: the announcement is enough.
        let orca46 = registered(":1.0", &["Object:StateChanged:Focused", DESCRIPTION, "Object:Announcement:"]);
        assert!(!focus_needed(&orca46));
        // A listener for announcements and focus alone speaks nothing.
        let listener = registered(":1.7", &["Object:Announcement:", "Object:StateChanged:Focused"]);
        assert!(!focus_needed(&listener));
        let mut both = orca43.clone();
        both.extend(listener);
        assert!(focus_needed(&both), "Orca 43 beside a listener still needs the focus");
        // A client that listens for every object event hears announcements too.
        assert!(!focus_needed(&registered(":1.3", &["Object:"])));
        assert!(!focus_needed(&[]), "no screen reader, nothing on the focus");
    }

    #[test]
    fn a_wider_registration_covers_the_events_in_it() {
        assert!(covers("Object:", DESCRIPTION));
        assert!(covers("Object:Announcement:", "Object:Announcement"));
        assert!(covers("object:announcement", "Object:Announcement"));
        assert!(!covers("Object:StateChanged:", DESCRIPTION));
        assert!(!covers("Object:PropertyChange:AccessibleName", DESCRIPTION));
    }
}
