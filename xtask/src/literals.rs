//! The string literals of a Rust source, found by a small lexer that knows comments,
//! character literals, lifetimes and raw strings, so that a check reads what the
//! program holds rather than what a line happens to contain (an `html!` attribute's
//! quotes, a doc comment's example).

/// A string literal: its line (1-based) and its contents as written (escapes kept).
#[derive(Debug, PartialEq, Eq)]
pub struct Literal {
    pub line: usize,
    pub text: String,
}

/// Every string literal of `source`, outside comments, in order.
pub fn string_literals(source: &str) -> Vec<Literal> {
    let chars: Vec<char> = source.chars().collect();
    let mut found = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        match c {
            '\n' => {
                line += 1;
                i += 1;
            }
            '/' if next == Some('/') => {
                while i < chars.len() && chars[i] != '\n' {
                    i += 1;
                }
            }
            '/' if next == Some('*') => i = after_block_comment(&chars, i, &mut line),
            '"' => {
                let start_line = line;
                let (text, end) = quoted(&chars, i + 1, &mut line);
                found.push(Literal {
                    line: start_line,
                    text,
                });
                i = end;
            }
            'r' if is_raw_start(&chars, i) => {
                let start_line = line;
                let (text, end) = raw(&chars, i, &mut line);
                found.push(Literal {
                    line: start_line,
                    text,
                });
                i = end;
            }
            '\'' => i = after_quote(&chars, i),
            c if c.is_alphanumeric() || c == '_' => {
                // A whole identifier, so that the `r` ending `bar"` or `br"` is not read
                // as the start of a raw string.
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    if chars[i] == 'r' && is_raw_start(&chars, i) && ident_is_prefix(&chars, i) {
                        break;
                    }
                    i += 1;
                }
            }
            _ => i += 1,
        }
    }
    found
}

/// The index after a (nested) block comment starting at `i`.
fn after_block_comment(chars: &[char], mut i: usize, line: &mut usize) -> usize {
    let mut depth = 0;
    while i < chars.len() {
        if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
            depth += 1;
            i += 2;
        } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
            depth -= 1;
            i += 2;
            if depth == 0 {
                break;
            }
        } else {
            if chars[i] == '\n' {
                *line += 1;
            }
            i += 1;
        }
    }
    i
}

/// The contents of a raw string whose `r` is at `i`, and the index after it.
fn raw(chars: &[char], i: usize, line: &mut usize) -> (String, usize) {
    let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
    let open = i + 1 + hashes + 1;
    let close: Vec<char> = std::iter::once('"')
        .chain(std::iter::repeat_n('#', hashes))
        .collect();
    let mut j = open;
    while j < chars.len() && !chars[j..].starts_with(&close) {
        if chars[j] == '\n' {
            *line += 1;
        }
        j += 1;
    }
    (
        chars[open..j.min(chars.len())].iter().collect(),
        j + close.len(),
    )
}

/// Whether `r` at `i` opens a raw string (`r"`, `r#"`, …).
fn is_raw_start(chars: &[char], i: usize) -> bool {
    let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
    chars.get(i + 1 + hashes) == Some(&'"')
}

/// Whether the identifier characters before `i` are a raw string's prefix (`b` of `br`)
/// or nothing.
fn ident_is_prefix(chars: &[char], i: usize) -> bool {
    let start = chars[..i]
        .iter()
        .rposition(|c| !(c.is_alphanumeric() || *c == '_'))
        .map_or(0, |p| p + 1);
    let prefix: String = chars[start..i].iter().collect();
    prefix.is_empty() || prefix == "b" || prefix == "c"
}

/// The contents of a `"…"` literal whose first character is at `from`, and the index
/// after its closing quote.
fn quoted(chars: &[char], from: usize, line: &mut usize) -> (String, usize) {
    let mut text = String::new();
    let mut j = from;
    while j < chars.len() && chars[j] != '"' {
        if chars[j] == '\n' {
            *line += 1;
        }
        if chars[j] == '\\' && j + 1 < chars.len() {
            text.push(chars[j]);
            j += 1;
        }
        text.push(chars[j]);
        j += 1;
    }
    (text, j + 1)
}

/// The index after a character literal starting at `i`, or after the quote of a
/// lifetime or label.
fn after_quote(chars: &[char], i: usize) -> usize {
    match (chars.get(i + 1), chars.get(i + 2)) {
        (Some('\\'), _) => {
            let mut j = i + 2;
            while j < chars.len() && chars[j] != '\'' {
                j += 1;
            }
            j + 1
        }
        (Some(_), Some('\'')) => i + 3,
        _ => i + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(source: &str) -> Vec<String> {
        string_literals(source)
            .into_iter()
            .map(|literal| literal.text)
            .collect()
    }

    #[test]
    fn literals_skip_comments_chars_and_lifetimes() {
        let source = "// \"not this\"\nfn f<'a>(x: &'a str) -> char { let _ = \"one\"; '\"' }\n/* \"nor\" */ \"two \\\" three\"";
        assert_eq!(texts(source), ["one", "two \\\" three"]);
    }

    #[test]
    fn literals_read_raw_strings_and_count_lines() {
        let source = "let a = r#\"<p>\"#;\nlet bar = \"x\";\nlet c = br\"y\";";
        let found = string_literals(source);
        assert_eq!(
            found,
            [
                Literal {
                    line: 1,
                    text: "<p>".into()
                },
                Literal {
                    line: 2,
                    text: "x".into()
                },
                Literal {
                    line: 3,
                    text: "y".into()
                },
            ]
        );
    }
}
