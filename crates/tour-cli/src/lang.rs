//! The languages the command line prints the gallery and a tour's facts in (`--lang`):
//! English, Traditional and Simplified Chinese. The core's gallery words its tours in
//! English; the Chinese titles and sentences are the command line's own.

use tour_core::gallery::Entry;

/// A language of `--lang`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Traditional Chinese (繁體中文).
    ZhHant,
    /// Simplified Chinese (简体中文).
    ZhHans,
}

impl Lang {
    /// Every language, English first.
    #[cfg(test)]
    pub const ALL: [Lang; 3] = [Lang::En, Lang::ZhHant, Lang::ZhHans];

    /// The BCP 47 tag: `en`, `zh-Hant`, `zh-Hans`.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhHant => "zh-Hant",
            Lang::ZhHans => "zh-Hans",
        }
    }

    /// The language a tag names, case-insensitively, or `None`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        [Lang::En, Lang::ZhHant, Lang::ZhHans]
            .into_iter()
            .find(|lang| lang.tag().eq_ignore_ascii_case(tag.trim()))
    }
}

/// `entry`'s title in `lang`.
pub fn title(entry: &Entry, lang: Lang) -> &'static str {
    match lang {
        Lang::En => entry.title(),
        Lang::ZhHant => chinese(entry.id()).map_or(entry.title(), |words| words.0),
        Lang::ZhHans => chinese(entry.id()).map_or(entry.title(), |words| words.2),
    }
}

/// Why `entry` matters, in `lang`.
pub fn why(entry: &Entry, lang: Lang) -> &'static str {
    match lang {
        Lang::En => entry.why(),
        Lang::ZhHant => chinese(entry.id()).map_or(entry.why(), |words| words.1),
        Lang::ZhHans => chinese(entry.id()).map_or(entry.why(), |words| words.3),
    }
}

/// The Traditional Chinese title and sentence, then the Simplified, of gallery tour `id`.
fn chinese(id: &str) -> Option<(&'static str, &'static str, &'static str, &'static str)> {
    Some(match id {
        "rudrata" => (
            "樓陀羅的半盤巡邏",
            "已知最古老的騎士巡邏，藏在一首梵文詩裡：按騎士走過的順序讀它的音節，讀出的仍是同一首詩。",
            "楼陀罗的半盘巡游",
            "已知最古老的骑士巡游，藏在一首梵文诗里：按骑士走过的顺序读它的音节，读出的仍是同一首诗。",
        ),
        "euler-1759-half-board" => (
            "歐拉的半盤巡邏",
            "歐拉的第一步：先單獨走完半個棋盤，好讓它的複本能接到另一半。",
            "欧拉的半盘巡游",
            "欧拉的第一步：先单独走完半个棋盘，好让它的副本能接到另一半。",
        ),
        "euler-1759-halves" => (
            "歐拉的兩半巡邏",
            "兩個半盤巡邏接成一條封閉巡邏，中心對稱的兩格永遠相差 32：這條巡邏是按方法構造的，不是靠嘗試找到的。",
            "欧拉的两半巡游",
            "两个半盘巡游接成一条闭合巡游，中心对称的两格永远相差 32：这条巡游是按方法构造的，不是靠尝试找到的。",
        ),
        "euler-1759-reentrant" => (
            "歐拉反轉一段的巡邏",
            "把路線的一段倒過來走，終點就換了位置：這是歐拉把一條巡邏變成另一條的規則，至今仍用來把開放巡邏接成封閉巡邏。",
            "欧拉反转一段的巡游",
            "把路线的一段倒过来走，终点就换了位置：这是欧拉把一条巡游变成另一条的规则，至今仍用来把开放巡游接成闭合巡游。",
        ),
        "euler-gardner" => (
            "加德納書中的歐拉對稱巡邏",
            "通俗書籍當作歐拉作品刊出的封閉巡邏：先走下半盤，棋盤轉半圈後路線不變。",
            "加德纳书中的欧拉对称巡游",
            "通俗书籍当作欧拉作品刊出的闭合巡游：先走下半盘，棋盘转半圈后路线不变。",
        ),
        "seed-000-warnsdorff" => (
            "從 g3 出發的 Warnsdorff 法則（種子 000）",
            "每一步都走向出路最少的格子，不必回頭就走遍全盤：這是 Warnsdorff 在 1823 年提出的規則。",
            "从 g3 出发的 Warnsdorff 法则（种子 000）",
            "每一步都走向出路最少的格子，不必回头就走遍全盘：这是 Warnsdorff 在 1823 年提出的规则。",
        ),
        "gouraud-1845" => (
            "古勞德供背誦的巡邏",
            "刊在一本記憶術書中的封閉巡邏，供人背熟後蒙眼表演，遠在有人用計算找巡邏之前。",
            "古劳德供背诵的巡游",
            "刊在一本记忆术书中的闭合巡游，供人背熟后蒙眼表演，远在有人用计算找巡游之前。",
        ),
        "beverley-1848" => (
            "貝弗利的半魔方陣巡邏",
            "第一條每一列、每一行的和都是 260 的騎士巡邏。",
            "贝弗利的半幻方巡游",
            "第一条每一行、每一列的和都是 260 的骑士巡游。",
        ),
        "dudeney-1917" => (
            "杜德尼的封閉半魔方陣巡邏",
            "既是封閉巡邏又是半魔方陣，兩條對角線與 260 各差 4；杜德尼懷疑完全的魔方陣巡邏並不存在，2003 年的電腦搜尋確實一條也沒找到。",
            "杜德尼的闭合半幻方巡游",
            "既是闭合巡游又是半幻方，两条对角线与 260 各差 4；杜德尼怀疑完全的幻方巡游并不存在，2003 年的计算机搜索确实一条也没找到。",
        ),
        "seed-002-8x8" => (
            "從角落出發的回溯（種子 002）",
            "教學文章的回溯法改成先試最靠邊的格子後找到的巡邏；原本單純的回溯跑了很久也沒有結果。",
            "从角落出发的回溯（种子 002）",
            "教学文章的回溯法改成先试最靠边的格子后找到的巡游；原本单纯的回溯跑了很久也没有结果。",
        ),
        "seed-002-9x10" => (
            "回溯法的 9×10 巡邏（種子 002）",
            "文章中先試邊緣的回溯法解出的最大棋盤：同一個方法從西洋棋盤用到了長方形棋盤。",
            "回溯法的 9×10 巡游（种子 002）",
            "文章中先试边缘的回溯法解出的最大棋盘：同一个方法从国际象棋棋盘用到了长方形棋盘。",
        ),
        "kumar-4x14" => (
            "庫馬爾的 4×14 近魔方陣巡邏",
            "在不存在魔方陣巡邏的棋盤上，每一行的和仍都是 114，每一列與 399 最多只差 4。",
            "库马尔的 4×14 近幻方巡游",
            "在不存在幻方巡游的棋盘上，每一列的和仍都是 114，每一行与 399 最多只差 4。",
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tour_is_worded_in_every_language() {
        for entry in tour_core::gallery::all() {
            assert!(chinese(entry.id()).is_some(), "{}", entry.id());
            for lang in Lang::ALL {
                assert!(!title(entry, lang).is_empty() && !why(entry, lang).is_empty());
            }
        }
        assert_eq!(Lang::from_tag("zh-hans"), Some(Lang::ZhHans));
        assert_eq!(Lang::from_tag("fr"), None);
    }
}
