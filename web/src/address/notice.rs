//! A problem found in a link (or in loading what it asked for), with the parameter and
//! value it is about, quoted back no longer than a line.

use super::param::{Param, Problem};

/// Longest piece of a URL quoted back in a notice, in characters.
const MAX_QUOTED: usize = 40;

/// `text`, cut to [`MAX_QUOTED`] characters with an ellipsis, so a pasted essay in a
/// link cannot flood the page.
fn clip(text: &str) -> String {
    match text.char_indices().nth(MAX_QUOTED) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// One problem found in a link.
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    /// The parameter, when the app knows it.
    pub param: Option<Param>,
    /// The parameter's name as written (clipped).
    pub name: String,
    /// Its value as written (clipped).
    pub text: String,
    /// What is wrong.
    pub problem: Problem,
}

impl Notice {
    /// A notice about `name=text`, with both quoted pieces clipped.
    pub fn new(param: Option<Param>, name: &str, text: &str, problem: Problem) -> Notice {
        let problem = match problem {
            Problem::Walk { k, entry, why } => Problem::Walk {
                k,
                entry: clip(&entry),
                why,
            },
            other => other,
        };
        Notice {
            param,
            name: clip(name),
            text: clip(text),
            problem,
        }
    }

    /// A notice about one of the app's parameters, given as `text`.
    pub fn about(param: Param, text: &str, problem: Problem) -> Notice {
        Notice::new(Some(param), param.name(), text, problem)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_quotes_are_clipped_with_an_ellipsis() {
        let long = "y".repeat(5000);
        let notice = Notice::new(None, &long, "1", Problem::UnknownParam);
        assert_eq!(notice.name, format!("{}…", "y".repeat(40)));
        assert_eq!(clip("騎士"), "騎士");
    }
}
