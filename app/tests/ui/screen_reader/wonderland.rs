//! Wonderland by ear: a whole game against the bots, and every move announced once in the log's words.
