//! The squares the person chose or focused on the board the page showed before the app
//! ran ([`crate::browser::first`]), read onto the app's board: a square chosen there is
//! answered as a click on the app's board, in place of the link's own start.

use tour_core::Square;

use crate::address::Address;
use crate::browser::first::FirstBoard;

/// What the person did before the app ran, on the app's board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Early {
    /// The last square chosen (clicked, or Enter or Space).
    pub chosen: Option<Square>,
    /// The square holding keyboard focus when the app took over.
    pub focused: Option<Square>,
}

impl Early {
    /// `first` read on the address's board; nothing if the first board was another size
    /// (its squares would name other squares).
    pub fn of(address: &Address, first: Option<FirstBoard>) -> Early {
        let board = &address.settings.board;
        let size = board.to_string();
        let Some(first) = first.filter(|first| first.size == size) else {
            return Early::default();
        };
        let square = |name: Option<String>| name.and_then(|name| Square::parse(&name, board).ok());
        Early {
            chosen: square(first.chosen),
            focused: square(first.focused),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::address;

    fn read(query: &str) -> Address {
        address::read(address::query_pairs(query)).0
    }

    fn first(size: &str, chosen: Option<&str>, focused: Option<&str>) -> Option<FirstBoard> {
        Some(FirstBoard {
            size: size.to_owned(),
            chosen: chosen.map(str::to_owned),
            focused: focused.map(str::to_owned),
        })
    }

    #[test]
    fn squares_are_read_on_the_links_board() {
        let address = read("?board=5x6");
        let early = Early::of(&address, first("5x6", Some("a1"), Some("f5")));
        assert_eq!(early.chosen, Some(Square::new(4, 0)));
        assert_eq!(early.focused, Some(Square::new(0, 5)));
        assert_eq!(
            Early::of(&address, first("8x8", Some("a1"), None)),
            Early::default()
        );
        assert_eq!(
            Early::of(&address, first("5x6", Some("h8"), None)),
            Early::default()
        );
        assert_eq!(Early::of(&address, None), Early::default());
    }

    #[test]
    fn a_square_chosen_early_replaces_the_links_start() {
        let address = read("?start=g3&step=5&lang=en");
        let linked = super::super::opening(&address, Early::default());
        assert!(linked.pending.paused);
        assert_eq!(linked.pending.step, Some(5));
        let early = Early::of(&address, first("8x8", Some("e4"), None));
        let clicked = super::super::initial_state(&address, early);
        let opened = super::super::opening(&address, early);
        assert!(!opened.pending.paused);
        assert_eq!(opened.pending.step, None);
        assert_eq!(clicked.focus().square, Square::new(4, 4));
        assert!(!clicked.focus().from_keyboard);
        let keyed = Early::of(&address, first("8x8", Some("e4"), Some("e5")));
        let keyed = super::super::initial_state(&address, keyed);
        assert_eq!(keyed.focus().square, Square::new(3, 4));
        assert!(keyed.focus().from_keyboard);
    }
}
