//! A little HTML writer: the room draws its parts as markup the page sets in one go, and
//! every text in it is escaped.

/// Markup being written.
#[derive(Debug, Default)]
pub struct Html(String);

impl Html {
    /// Opens `tag` with `attributes`.
    pub fn open(&mut self, tag: &str, attributes: &[(&str, &str)]) {
        self.0.push('<');
        self.0.push_str(tag);
        for (name, value) in attributes {
            self.0.push(' ');
            self.0.push_str(name);
            self.0.push_str("=\"");
            self.0.push_str(&escape(value));
            self.0.push('"');
        }
        self.0.push('>');
    }

    /// Closes `tag`.
    pub fn close(&mut self, tag: &str) {
        self.0.push_str("</");
        self.0.push_str(tag);
        self.0.push('>');
    }

    /// Escaped text.
    pub fn text(&mut self, text: &str) {
        self.0.push_str(&escape(text));
    }

    /// `<tag attributes>text</tag>`.
    pub fn element(&mut self, tag: &str, attributes: &[(&str, &str)], text: &str) {
        self.open(tag, attributes);
        self.text(text);
        self.close(tag);
    }

    /// A button of the page's kind.
    pub fn button(&mut self, attributes: &[(&str, &str)], label: &str) {
        let mut all = vec![("type", "button")];
        all.extend_from_slice(attributes);
        self.element("button", &all, label);
    }

    /// One fact of a list, named by `id` for tests and styles.
    pub fn fact(&mut self, id: &str, text: &str) {
        self.element("li", &[("data-fact", id)], text);
    }

    /// The markup written.
    #[must_use]
    pub fn into_string(self) -> String {
        self.0
    }
}

/// `text` safe inside an element or a quoted attribute.
#[must_use]
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut html = Html::default();
        html.element("p", &[("title", "a \"b\"")], "<x> & y");
        assert_eq!(
            html.into_string(),
            "<p title=\"a &quot;b&quot;\">&lt;x&gt; &amp; y</p>"
        );
    }
}
