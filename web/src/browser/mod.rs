//! Glue to the browser around the app: the host page of an embed, the clipboard, the
//! board the page showed before the app ran, the address bar, the page root and keyboard
//! focus, the language tables fetched on demand, files downloaded, a panic said. Everything that
//! calls the browser directly, apart from the components' own DOM.

pub mod clipboard;
pub mod download;
pub mod first;
pub mod host;
pub mod page;
pub mod panic;
pub mod tables;
