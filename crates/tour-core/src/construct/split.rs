//! Cutting a side into tile lengths the base tours cover.

/// Cuts `n` (>= 5) into lengths from 5 to 10.
pub(crate) fn any(n: u16) -> Option<Vec<u16>> {
    lengths(n, 5)
}

/// Cuts `n` (>= 6) into lengths from 6 to 11: tiles with no side of 5, whose paths
/// between two chosen squares are far less constrained (the corridors of `ends`).
pub(crate) fn wide(n: u16) -> Option<Vec<u16>> {
    lengths(n, 6)
}

/// Cuts `n` (>= `shortest`) into lengths from `shortest` to `shortest + 5`: tens while
/// more than `shortest + 10` is left, then what is left whole or in two halves.
fn lengths(n: u16, shortest: u16) -> Option<Vec<u16>> {
    if n < shortest {
        return None;
    }
    let mut parts = Vec::new();
    let mut left = n;
    while left > shortest + 10 {
        parts.push(10);
        left -= 10;
    }
    if left <= shortest + 5 {
        parts.push(left);
    } else {
        parts.extend([left - left / 2, left / 2]);
    }
    Some(parts)
}

/// Cuts an even `n` (0 or >= 6) into even lengths 6, 8 and 10.
pub(crate) fn even(n: u16) -> Option<Vec<u16>> {
    if n % 2 == 1 || (n > 0 && n < 6) {
        return None;
    }
    let mut parts = Vec::new();
    let mut left = n;
    while left > 16 {
        parts.push(10);
        left -= 10;
    }
    match left {
        0 => {}
        12 => parts.extend([6, 6]),
        14 => parts.extend([8, 6]),
        16 => parts.extend([8, 8]),
        _ => parts.push(left),
    }
    Some(parts)
}

/// Cuts `n` with `how` on each side of a border between positions `a` and `b` (the
/// border nearest `b` that both sides allow), so the two fall in different parts.
pub(crate) fn apart(n: u16, a: u16, b: u16, how: fn(u16) -> Option<Vec<u16>>) -> Option<Vec<u16>> {
    let (low, high) = (a.min(b), a.max(b));
    let mut borders: Vec<u16> = (low + 1..=high).collect();
    if b > a {
        borders.reverse();
    }
    borders.into_iter().find_map(|border| {
        let mut parts = how(border)?;
        parts.extend(how(n - border)?);
        Some(parts)
    })
}

/// Cuts an odd `n` (>= 5) into even lengths and one odd length (5 to 13, at least
/// `shortest` where one fits) that covers position `at` and not `avoid`; returns the
/// parts and the index of the odd one.
pub(crate) fn odd_around_from(
    n: u16,
    at: u16,
    shortest: u16,
    avoid: Option<u16>,
) -> Option<(Vec<u16>, usize)> {
    let preferred = [5u16, 7, 9, 11, 13]
        .into_iter()
        .filter(|&odd| odd >= shortest);
    let fallback = [5u16, 7, 9, 11, 13]
        .into_iter()
        .filter(|&odd| odd < shortest);
    for odd in preferred.chain(fallback) {
        if odd > n {
            break;
        }
        // The odd part starts at an even offset, so colours inside it match the board's.
        let first = at.saturating_sub(odd - 1);
        for before in (first..=at).filter(|b| b % 2 == 0) {
            let Some(after) = n.checked_sub(before + odd) else {
                continue;
            };
            if avoid.is_some_and(|avoid| (before..before + odd).contains(&avoid)) {
                continue;
            }
            if let (Some(head), Some(tail)) = (even(before), even(after)) {
                let index = head.len();
                let mut parts = head;
                parts.push(odd);
                parts.extend(tail);
                return Some((parts, index));
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn apart_puts_a_border_between_the_two_positions() {
        for n in 12..=60u16 {
            for (a, b) in [(5, 6), (6, 5), (0, 11), (n - 1, n - 7), (3, n - 3)] {
                if let Some(parts) = apart(n, a, b, wide) {
                    assert_eq!(parts.iter().sum::<u16>(), n);
                    let part = |at: u16| {
                        let mut end = 0;
                        parts.iter().position(|&len| {
                            end += len;
                            at < end
                        })
                    };
                    assert_ne!(part(a), part(b), "{n}: {a} {b} {parts:?}");
                }
            }
        }
        assert_eq!(apart(12, 5, 6, wide), Some(vec![6, 6]));
        assert_eq!(apart(12, 2, 3, wide), None);
    }

    #[test]
    fn wide_cuts_have_no_part_below_6() {
        assert_eq!(wide(5), None);
        for n in 6..=1000u16 {
            let parts = wide(n).unwrap();
            assert_eq!(parts.iter().sum::<u16>(), n);
            assert!(parts.iter().all(|p| (6..=11).contains(p)), "{n}: {parts:?}");
        }
        for n in (7..=1000u16).step_by(2) {
            for at in 0..n {
                let (parts, odd) = odd_around_from(n, at, 7, None).unwrap();
                assert!(parts[odd] >= 7, "{n} at {at}: {parts:?}");
            }
        }
    }

    #[test]
    fn every_side_from_5_to_1000_is_cut() {
        for n in 5..=1000u16 {
            let parts = any(n).unwrap();
            assert_eq!(parts.iter().sum::<u16>(), n);
            assert!(parts.iter().all(|p| (5..=10).contains(p)));
            if n % 2 == 0 {
                let parts = even(n).unwrap();
                assert_eq!(parts.iter().sum::<u16>(), n);
                assert!(parts.iter().all(|p| p % 2 == 0 && (6..=10).contains(p)));
            } else {
                for at in 0..n {
                    let (parts, odd) = odd_around_from(n, at, 5, None).unwrap();
                    assert_eq!(parts.iter().sum::<u16>(), n, "{n} at {at}");
                    let start: u16 = parts[..odd].iter().sum();
                    assert!(start <= at && at < start + parts[odd], "{n} at {at}");
                    assert_eq!(start % 2, 0);
                }
            }
        }
    }
}
